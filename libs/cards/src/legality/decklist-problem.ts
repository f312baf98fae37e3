/**
 * Decklist problem codes (shared/specs/cards.md, plus the ones below the line): each problem
 * names the card and the 1-based input line where it has one.
 */
export const DECKLIST_PROBLEM_CODES = [
  'UNKNOWN_CARD',
  'NOT_LEGAL',
  'BANNED',
  'RESTRICTED',
  'TOO_MANY_COPIES',
  'MAIN_TOO_SMALL',
  'SIDEBOARD_TOO_LARGE',
  'DECK_NOT_100',
  'NOT_SINGLETON',
  'COMMANDER_NOT_ELIGIBLE',
  'OUTSIDE_COLOR_IDENTITY',
  // Beyond the contract:
  /** A line that is not "count name" (or a `.dek` element without Name/Quantity). */
  'PARSE_ERROR',
  /** A commander format with no commander (no Commander section, nor the MTGO commander-in-sideboard convention). */
  'COMMANDER_MISSING',
  /** More commanders than the rules allow (two only as partners, friends forever, or a Background). */
  'TOO_MANY_COMMANDERS',
  /** A commander format whose exact size is not 100 (Brawl: 60). */
  'DECK_WRONG_SIZE',
  /** A real card that the rules engine cannot play yet (digital events: the check's `playable` option). */
  'NOT_IN_ENGINE',
] as const;
/** One of DECKLIST_PROBLEM_CODES. */
export type DecklistProblemCode = (typeof DECKLIST_PROBLEM_CODES)[number];

/** One problem of a decklist. */
export interface DecklistProblem {
  readonly code: DecklistProblemCode;
  /** The card (its Oracle name; as written for UNKNOWN_CARD). */
  readonly card?: string;
  /** The 1-based input line (the card's first line). */
  readonly line?: number;
  readonly message: string;
  /** UNKNOWN_CARD: the closest card names, best first. */
  readonly suggestions?: readonly string[];
  /** The count found and the limit broken (copies, deck or sideboard size). */
  readonly count?: number;
  readonly limit?: number;
}
