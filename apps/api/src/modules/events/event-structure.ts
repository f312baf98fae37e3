import { TEAM_SIZES } from '@arbiter/dci';
import { recommendStructure } from '@arbiter/swiss';
import { PlayerEntity } from './player.entity';
import { EventEntity } from './event.entity';

/** Swiss rounds and top cut: the organizer's choice, else MTR App. E from attendance (byes count 2/4/8 players). */
export function plannedStructure(event: EventEntity, players: Pick<PlayerEntity, 'dropped' | 'byes'>[]): { swissRounds: number; topCut: number } {
  if (event.swissRounds !== null && event.topCut !== null) return { swissRounds: event.swissRounds, topCut: event.topCut };
  const active = players.filter((p) => !p.dropped);
  // A team event counts teams (MTR App. E with the team as the unit): its players divided by the team size.
  if (event.teamFormat) {
    const teams = recommendStructure({ players: Math.floor(active.length / TEAM_SIZES[event.teamFormat]), format: event.format === 'LIMITED' ? 'limited' : 'constructed' });
    return { swissRounds: event.swissRounds ?? teams.swissRounds, topCut: event.topCut ?? teams.topCut };
  }
  const recommended = recommendStructure({
    players: active.length,
    byes: {
      one: active.filter((p) => p.byes === 1).length,
      two: active.filter((p) => p.byes === 2).length,
      three: active.filter((p) => p.byes >= 3).length,
    },
    format: event.format === 'LIMITED' ? 'limited' : 'constructed',
  });
  return { swissRounds: event.swissRounds ?? recommended.swissRounds, topCut: event.topCut ?? recommended.topCut };
}
