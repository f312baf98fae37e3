import { EventFile, isBye, roundKind } from './event-file';
import { computeStandings, Standing } from './standings';

/** A line of the final standings: the Swiss standing, re-ranked by playoff finish. */
export interface FinalStanding extends Standing {
  /** How far the player went: 'winner', 'final', 'semifinal', ... 'swiss' for players outside the cut. */
  finish: string;
}

const FINISH_BY_ROUNDS_FROM_END = ['final', 'semifinal', 'quarterfinal', 'round of 16'];

/**
 * Final standings of an event with a playoff (MTR App. C and common practice): the
 * playoff winner first, then players by the playoff round they lost in (later first),
 * those eliminated in the same round ordered by their Swiss standing; everyone outside
 * the cut keeps their Swiss order after them. Without playoff results, the Swiss standings.
 */
export function computeFinalStandings(event: EventFile): FinalStanding[] {
  const swiss = computeStandings(event).standings;
  const swissRank = new Map(swiss.map((s) => [s.player, s.rank]));
  const playoffRounds = event.rounds.filter((r) => roundKind(r) === 'playoff');
  const eliminatedIn = new Map<string, number>();
  let champion: string | undefined;
  playoffRounds.forEach((round, index) => {
    for (const match of round.matches) {
      if (isBye(match) || !match.games) continue;
      const [a, b] = match.players;
      const loser = match.games[0] > match.games[1] ? b : a;
      eliminatedIn.set(loser, index);
      const isLastRound = round.matches.filter((m) => !isBye(m)).length === 1;
      if (isLastRound) champion = loser === a ? b : a;
    }
  });
  const finishOf = (player: string): { depth: number; label: string } => {
    if (player === champion) return { depth: playoffRounds.length + 1, label: 'winner' };
    const roundIndex = eliminatedIn.get(player);
    if (roundIndex === undefined) return { depth: 0, label: 'swiss' };
    const fromEnd = playoffRounds.length - 1 - roundIndex;
    return { depth: roundIndex + 1, label: FINISH_BY_ROUNDS_FROM_END[fromEnd] ?? `playoff round ${roundIndex + 1}` };
  };
  return swiss
    .map((standing) => ({ standing, finish: finishOf(standing.player) }))
    .sort((x, y) => y.finish.depth - x.finish.depth || (swissRank.get(x.standing.player) ?? 0) - (swissRank.get(y.standing.player) ?? 0))
    .map(({ standing, finish }, index) => ({ ...standing, rank: index + 1, finish: finish.label }));
}
