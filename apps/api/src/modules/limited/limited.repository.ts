import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { LimitedDeckEntity } from './limited-deck.entity';
import { LimitedDraftEntity } from './limited-draft.entity';
import { LimitedEventEntity } from './limited-event.entity';
import { LimitedPoolEntity } from './limited-pool.entity';

/** Reads, writes and locks of digital sealed and draft (issue 18). */
@Injectable()
export class LimitedRepository {
  setUpOf(manager: EntityManager, eventId: string): Promise<LimitedEventEntity | null> {
    return manager.findOneBy(LimitedEventEntity, { eventId });
  }

  saveSetUp(manager: EntityManager, setUp: Partial<LimitedEventEntity> & { eventId: string }): Promise<LimitedEventEntity> {
    return manager.save(manager.create(LimitedEventEntity, setUp));
  }

  pools(manager: EntityManager, eventId: string): Promise<LimitedPoolEntity[]> {
    return manager.findBy(LimitedPoolEntity, { eventId });
  }

  poolOf(manager: EntityManager, eventId: string, playerId: string): Promise<LimitedPoolEntity | null> {
    return manager.findOneBy(LimitedPoolEntity, { eventId, playerId });
  }

  async insertPools(manager: EntityManager, pools: Pick<LimitedPoolEntity, 'eventId' | 'playerId' | 'source' | 'cards'>[]): Promise<void> {
    if (pools.length > 0) await manager.createQueryBuilder().insert().into(LimitedPoolEntity).values(pools).orIgnore().execute();
  }

  drafts(manager: EntityManager, eventId: string): Promise<LimitedDraftEntity[]> {
    return manager.find(LimitedDraftEntity, { where: { eventId }, order: { pod: 'ASC' } });
  }

  unfinishedDrafts(manager: EntityManager): Promise<LimitedDraftEntity[]> {
    return manager.findBy(LimitedDraftEntity, { finishedAt: IsNull() });
  }

  /** The draft row locked for a pick: picks of one pod are applied one at a time across instances. */
  draftById(manager: EntityManager, draftId: string): Promise<LimitedDraftEntity | null> {
    return manager.findOne(LimitedDraftEntity, { where: { id: draftId } });
  }

  lockDraft(manager: EntityManager, draftId: string): Promise<LimitedDraftEntity | null> {
    return manager.findOne(LimitedDraftEntity, { where: { id: draftId }, lock: { mode: 'pessimistic_write' } });
  }

  saveDraft(manager: EntityManager, draft: LimitedDraftEntity): Promise<LimitedDraftEntity> {
    return manager.save(draft);
  }

  deckOf(manager: EntityManager, eventId: string, playerId: string): Promise<LimitedDeckEntity | null> {
    return manager.findOneBy(LimitedDeckEntity, { eventId, playerId });
  }

  decks(manager: EntityManager, eventId: string): Promise<LimitedDeckEntity[]> {
    return manager.find(LimitedDeckEntity, { where: { eventId }, order: { updatedAt: 'ASC' } });
  }

  saveDeck(manager: EntityManager, deck: Pick<LimitedDeckEntity, 'eventId' | 'playerId' | 'cardIds' | 'basics' | 'registeredAt'>): Promise<LimitedDeckEntity> {
    return manager.save(manager.create(LimitedDeckEntity, deck));
  }
}
