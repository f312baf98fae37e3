import { EventFileError } from './event-file-error';

/** A pairing of two players at a table; `players[0]` is the higher-ranked player. */
export interface PairedMatch {
  table?: number;
  players: [string, string];
}

/** The bye of the round (a match win 2-0, MTR App. C). */
export interface PairedBye {
  players: [string];
  bye: true;
}

/** One entry of a round's pairings. */
export type PairingEntry = PairedMatch | PairedBye;

/** Quality figures of a Swiss pairing (for benchmarks, audits and tests). */
export interface PairingDiagnostics {
  /** Pairs of players who had met before in this event. */
  rematches: number;
  /** Byes given to a player who already had one. */
  repeatedByes: number;
  /** Pairs across draft pods. */
  crossPodPairs: number;
  /** Pairs whose players have different match points. */
  pairDowns: number;
  /** Sum over pairs of the match-point difference. */
  pointGap: number;
  /** Players left to the weighted matching (the rest were paired within big groups first). */
  matchedExactly: number;
  /** How many times the candidate graph was widened. */
  widenings: number;
}

/** The pairings of one round, as the CLI prints them and the API stores them. */
export interface RoundPairing {
  round: number;
  /** The seed the round was paired with (record it to reproduce the pairing). */
  seed: number;
  /** Algorithm name and version, e.g. `arbiter-swiss/1`. */
  algorithm: string;
  pairings: PairingEntry[];
  /** Present on Swiss pairings. */
  diagnostics?: PairingDiagnostics;
}

/** Stable codes of pairing refusals. */
export type PairingErrorCode =
  | 'INVALID_EVENT'
  | 'INVALID_SEED'
  | 'INVALID_TOP_CUT'
  | 'ROUND_NOT_FINISHED'
  | 'NOT_ENOUGH_PLAYERS'
  | 'PLAYOFF_STARTED'
  | 'PLAYOFF_DRAW'
  | 'PLAYOFF_MISMATCH'
  | 'PLAYOFF_COMPLETE';

/** Why a round could not be paired. */
export interface PairingError {
  code: PairingErrorCode;
  message: string;
  /** For INVALID_EVENT: the problems in the event file. */
  errors?: EventFileError[];
}

/** Result of pairing a round. */
export type PairingResult = { ok: true; pairing: RoundPairing } | { ok: false; error: PairingError };

/** True when the entry is the bye. */
export function isPairedBye(entry: PairingEntry): entry is PairedBye {
  return (entry as PairedBye).bye === true;
}
