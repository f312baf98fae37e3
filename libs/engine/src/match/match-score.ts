import { winsNeeded } from '@arbiter/dci';
import type { MatchConfig, MatchSide, MatchState } from './match-types';

/** Game wins of A and B and drawn games, from the finished games of a match (MTR 2.1: draws count for nobody). */
export function scoreOf(match: MatchState): { wins: [number, number]; draws: number } {
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (const record of match.games) {
    if (!record.outcome) continue;
    if (record.outcome.winner === 'A') wins[0]++;
    else if (record.outcome.winner === 'B') wins[1]++;
    else draws++;
  }
  // A conceded match gives the opponent the games they still needed (tournament-rules: a concession after winning a game is 2-1).
  if (match.concededBy) {
    const opponent = match.concededBy === 'A' ? 1 : 0;
    wins[opponent] = Math.max(wins[opponent], winsNeeded(match.config.bestOf));
  }
  return { wins, draws };
}

/**
 * Whether a match with this score is over without time being called (MTR 2.1, 2.4): a player
 * reached the needed wins, or all games were played — except that a single-elimination match
 * goes on with more games until one player leads.
 */
export function isDecidedWithoutTime(config: MatchConfig, wins: readonly [number, number], draws: number): boolean {
  if (Math.max(wins[0], wins[1]) >= winsNeeded(config.bestOf)) return true;
  const played = wins[0] + wins[1] + draws;
  if (played < config.bestOf) return false;
  return config.stage === 'swiss' || wins[0] !== wins[1];
}

/** The other player. */
export function otherSide(side: MatchSide): MatchSide {
  return side === 'A' ? 'B' : 'A';
}
