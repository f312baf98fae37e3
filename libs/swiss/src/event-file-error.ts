/** Stable codes of problems found in an event file. */
export type EventFileErrorCode =
  | 'INVALID_FORMAT'
  | 'INVALID_FIELD'
  | 'DUPLICATE_PLAYER'
  | 'UNKNOWN_PLAYER'
  | 'PLAYER_TWICE_IN_ROUND'
  | 'IMPOSSIBLE_GAME_SCORE'
  | 'ROUND_NUMBER_MISMATCH'
  | 'ROUND_AFTER_UNFINISHED'
  | 'SWISS_AFTER_PLAYOFF'
  | 'PAIRED_AFTER_DROP'
  | 'PAIRED_BEFORE_ENTRY'
  | 'PAIRED_AFTER_DISQUALIFICATION'
  | 'DUPLICATE_TABLE'
  | 'PLAYOFF_DRAW'
  | 'DUPLICATE_DROP'
  | 'DUPLICATE_LATE_ENTRY';

/** One problem in an event file: a stable code and a message naming the offending input. */
export interface EventFileError {
  code: EventFileErrorCode;
  message: string;
  /** JSON path of the offending value, e.g. `rounds[1].matches[3].games`. */
  path: string;
}
