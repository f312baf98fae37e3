import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { EventAccessService } from '../events/event-access.service';
import { isUuid } from '../events/events.service';
import { PlayerEntity } from '../players/player.entity';
import { playerNameKey } from '../players/players.service';
import { MatchEntity } from '../rounds/match.entity';

/** Read-side match look-ups for players and staff. */
@Injectable()
export class MatchQueriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
  ) {}

  /**
   * The named player's match in the event's latest published round: one indexed query.
   * The player (unique name index) drives it and their few matches come from the player
   * indexes; filtering matches on event and round number instead let the planner walk the
   * whole round with a player probe per match whenever statistics were missing (always on
   * PGlite, which has no autovacuum, and on PostgreSQL right after a round is paired).
   */
  async currentMatchOf(eventId: string, playerName: string): Promise<MatchEntity | null> {
    if (!isUuid(eventId)) return null;
    return this.dataSource.manager
      .createQueryBuilder(MatchEntity, 'm')
      .innerJoin(PlayerEntity, 'p', 'p.id = m.player1Id OR p.id = m.player2Id')
      .where('p.eventId = :eventId AND p.nameKey = :nameKey', { eventId, nameKey: playerNameKey(playerName) })
      .andWhere('m.roundId = (SELECT r.id FROM rounds r WHERE r.event_id = :eventId AND r.published ORDER BY r.number DESC LIMIT 1)')
      .getOne();
  }

  async byId(matchId: string): Promise<MatchEntity> {
    return this.dataSource.manager.findOneByOrFail(MatchEntity, { id: matchId });
  }

  async disputed(actor: Actor, eventId: string): Promise<MatchEntity[]> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'see disputed results');
    return this.dataSource.manager.find(MatchEntity, { where: { eventId, status: 'DISPUTED' }, order: { roundNumber: 'ASC', tableNumber: 'ASC' } });
  }
}
