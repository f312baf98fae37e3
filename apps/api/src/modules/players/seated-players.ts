import { EntityManager } from 'typeorm';
import { PlayerEntity, PlayerRepository } from '../events';

/** PlayerRepository.seatedAt for code that cannot inject it yet (results, until the speed work on it lands). */
export function seatedPlayers(manager: EntityManager, match: { player1Id: string; player2Id: string | null }): Promise<PlayerEntity[]> {
  return new PlayerRepository(manager.connection).seatedAt(manager, match);
}
