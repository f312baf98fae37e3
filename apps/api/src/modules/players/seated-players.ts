import { EntityManager } from 'typeorm';
import { PlayerEntity } from '../events/player.entity';

/** The players seated at a match (one for a bye), read in the caller's transaction. */
export function seatedPlayers(manager: EntityManager, match: { player1Id: string; player2Id: string | null }): Promise<PlayerEntity[]> {
  return manager.findBy(PlayerEntity, [{ id: match.player1Id }, ...(match.player2Id ? [{ id: match.player2Id }] : [])]);
}
