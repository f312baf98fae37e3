import type { TFunction } from 'i18next';

/** A match result typed by a scorekeeper, from the left player's (players[0]) side. */
export interface TypedScore {
  wins: [number, number];
  draws: number;
}

/** Why a typed result was refused: the catalogue's `scoreEntry.<problem>`, filled with `values`. */
export interface ScoreProblem {
  problem: 'format' | 'tooManyGames' | 'noGames';
  values: Record<string, string>;
}

export type ParsedScore = { score: TypedScore } | { error: ScoreProblem };

/** A refused result in the reader's language. */
export const scoreProblemText = (t: TFunction, error: ScoreProblem) => t(`scoreEntry.${error.problem}`, error.values);

const MAX_GAMES = 5;

/**
 * Reads the short forms scorekeepers type: "2-1", "2 1", "21", "2-1-1", "0-0-3", and "ID" (or
 * "0-0-0") for an intentional draw with no game played: 0-0-0, a draw worth 1 match point each
 * (MTR 2.4; MTR App. C: unplayed games are worth 0), as Melee records IDs.
 */
export function parseScore(text: string): ParsedScore {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === 'ID') return { score: { wins: [0, 0], draws: 0 } };
  const parts = /^\d{2,3}$/.test(trimmed) ? trimmed.split('') : trimmed.split(/[\s\-/:,.]+/).filter(Boolean);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) {
    return { error: { problem: 'format', values: {} } };
  }
  const [left, right, draws = 0] = parts.map(Number) as [number, number, number?];
  if (left + right + draws > MAX_GAMES) return { error: { problem: 'tooManyGames', values: { score: `${left}-${right}-${draws}` } } };
  // "0-0" alone is more likely a slip than a draw: an intentional draw is typed ID or 0-0-0.
  if (left + right + draws === 0 && parts.length < 3) return { error: { problem: 'noGames', values: {} } };
  return { score: { wins: [left, right], draws } };
}

/** Splits "12 2-1" into table and score; "12" alone is just the table. */
export function parseTableEntry(text: string): { table: number; scoreText: string | null } | null {
  const match = /^\s*(\d+)(?:\s+(.+?))?\s*$/.exec(text);
  if (!match) return null;
  return { table: Number(match[1]), scoreText: match[2] ?? null };
}
