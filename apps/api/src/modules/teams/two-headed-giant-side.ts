import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { PlayerEntity } from '../events';
import { teamPlayerIds } from './team.entity';

/**
 * Two-Headed Giant, read through the request's loaders: the side (0: players[0]'s team) a user
 * plays for in a 2HG team match, seat B included, with their entry; null otherwise.
 */
export async function twoHeadedGiantSideOf(loaders: GraphqlLoaders, matchId: string, userId: string): Promise<{ side: 0 | 1; player: PlayerEntity } | null> {
  const link = await loaders.teamMatchByMatch.load(matchId);
  if (!link || link.seat !== null || link.team2Id === null) return null;
  const teams = await Promise.all([link.team1Id, link.team2Id].map((id) => loaders.teamById.load(id)));
  const players = await Promise.all(teams.map((team) => Promise.all(team ? teamPlayerIds(team).map((id) => loaders.playerById.load(id)) : [])));
  for (const side of [0, 1] as const) {
    const player = players[side].find((p) => p?.userId === userId);
    if (player) return { side, player };
  }
  return null;
}
