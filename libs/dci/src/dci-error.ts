/**
 * Codes for illegal input to the DCI library. Each is stable and SCREAMING_SNAKE so the
 * API can pass it on as `extensions.code`.
 */
export type DciErrorCode =
  | 'INVALID_DAY'
  | 'INVALID_MINUTES_LATE'
  | 'DEVIATION_REASON_REQUIRED'
  | 'INVALID_BEST_OF'
  | 'INVALID_GAME_COUNT'
  | 'WINS_EXCEED_NEEDED'
  | 'BOTH_PLAYERS_REACHED_WINS'
  | 'MATCH_ALREADY_DECIDED'
  | 'DRAW_IN_SINGLE_ELIMINATION'
  | 'BEST_OF_ONE_NOT_ALLOWED'
  | 'BEST_OF_FIVE_NOT_ALLOWED'
  | 'CHOOSER_INPUT_MISSING'
  | 'INVALID_MINUTES'
  | 'ROUND_TIME_BELOW_MINIMUM'
  | 'INVALID_SLOW_PLAY_COUNT'
  | 'TIME_CALLED_FINISHED'
  | 'TIME_CALLED_NOT_FINISHED'
  | 'INVALID_LIFE_TOTALS'
  | 'INVALID_GAME_LOSS'
  | 'INVALID_ENTRANTS'
  | 'STAFF_CANNOT_PLAY'
  | 'INVALID_RATING'
  | 'INVALID_RATING_CATEGORY'
  | 'INVALID_RATING_EVENT_TYPE'
  | 'RATING_EVENT_TYPE_NOT_ALLOWED'
  | 'INVALID_K_FACTOR'
  | 'INVALID_DRAFT'
  | 'INVALID_DRAFT_SEAT'
  | 'DRAFT_FINISHED'
  | 'NO_PACK_IN_HAND'
  | 'CARD_NOT_IN_PACK';

/** A typed error naming the problem with the input. */
export interface DciError {
  readonly code: DciErrorCode;
  /** Human-readable, names the offending input. */
  readonly message: string;
}

/** What a library function returns instead of its result when the input is illegal. */
export interface DciFailure {
  readonly error: DciError;
}

/** True when `value` is a {@link DciFailure} rather than a result. */
export function isDciFailure(value: unknown): value is DciFailure {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** Builds a {@link DciFailure} (internal helper). */
export function fail(code: DciErrorCode, message: string): DciFailure {
  return { error: { code, message } };
}

/** One side of a two-player (or two-team) match. */
export type Side = 'A' | 'B';

/** The other side. */
export function opponentOf(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

/** True for 0, 1, 2, … (internal helper). */
export function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th" (internal helper for explanations). */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
