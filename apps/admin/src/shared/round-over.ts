import type { Match } from '../graphql/api-types';

/**
 * Every match of the round has its final result (byes count as played; in a team event a seat
 * of a decided team match may stay unplayed): the round is over, so its clock stops counting
 * (issue 15 item 9). An empty round is not over.
 */
export function roundIsOver(matches: readonly (Pick<Match, 'status' | 'bye'> & { teamMatch?: { decided: boolean } | null })[]): boolean {
  return matches.length > 0 && matches.every((match) => match.bye || match.status === 'FINAL' || match.teamMatch?.decided === true);
}
