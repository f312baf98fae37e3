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

  /** The named player's match in the event's latest published round: one indexed query. */
  async currentMatchOf(eventId: string, playerName: string): Promise<MatchEntity | null> {
    if (!isUuid(eventId)) return null;
    return this.dataSource.manager
      .createQueryBuilder(MatchEntity, 'm')
      .innerJoin(PlayerEntity, 'p', 'p.id = m.player1Id OR p.id = m.player2Id')
      .where('m.eventId = :eventId AND p.eventId = :eventId AND p.nameKey = :nameKey', { eventId, nameKey: playerNameKey(playerName) })
      .andWhere('m.roundNumber = (SELECT max(r.number) FROM rounds r WHERE r.event_id = :eventId AND r.published)')
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
