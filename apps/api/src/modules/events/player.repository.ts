import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { PlayerEntity } from './player.entity';

/** The columns an eligibility check (UTR 3) reads of a registration. */
export type PlayerIdentity = Pick<PlayerEntity, 'id' | 'userId' | 'wizardsId' | 'name'>;

const IDENTITY_COLUMNS = { id: true, userId: true, wizardsId: true, name: true } as const;

/** An event's registrations (the players table): named reads, writes and counts. */
@Injectable()
export class PlayerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every player of the event, decklists included. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { where: { eventId } });
  }

  countActive(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(PlayerEntity, { where: { eventId, dropped: false } });
  }

  /** The account's registration in the event (linked, not merely invited). */
  ofAccount(eventId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity | null> {
    return manager.findOneBy(PlayerEntity, { eventId, userId });
  }

  /** The account's registrations in the event, as an eligibility check reads them. */
  identitiesOfAccount(manager: EntityManager, eventId: string, userId: string): Promise<PlayerIdentity[]> {
    return manager.find(PlayerEntity, { where: { eventId, userId }, select: IDENTITY_COLUMNS });
  }

  /** Every registration of the event linked to an account, as an eligibility check reads them. */
  linkedIdentities(manager: EntityManager, eventId: string): Promise<PlayerIdentity[]> {
    return manager.find(PlayerEntity, { where: { eventId, userId: Not(IsNull()) }, select: IDENTITY_COLUMNS });
  }
}
