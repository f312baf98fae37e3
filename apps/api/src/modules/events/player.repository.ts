import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, FindOptionsOrder, In, IsNull, Not } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { PLAYER_COLUMNS_WITHOUT_DECKLISTS, PlayerEntity } from './player.entity';

/** The columns an eligibility check (UTR 3) reads of a registration. */
export type PlayerIdentity = Pick<PlayerEntity, 'id' | 'userId' | 'wizardsId' | 'name'>;

const IDENTITY_COLUMNS = { id: true, userId: true, wizardsId: true, name: true } as const;

/** The columns Limited reads of an entry (who a product is opened for, their pod). */
export type LimitedEntrant = Pick<PlayerEntity, 'id' | 'name' | 'userId' | 'pod' | 'isBot'>;

const LIMITED_ENTRANT_COLUMNS = { id: true, name: true, userId: true, pod: true, isBot: true } as const;

/** An event's registrations (the players table): named reads, writes and counts. */
@Injectable()
export class PlayerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity | null> {
    return isUuid(id) ? manager.findOneBy(PlayerEntity, { id }) : Promise.resolve(null);
  }

  /** The player with this id in this event (null for another event's player or a malformed id). */
  findInEvent(id: string, eventId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity | null> {
    return isUuid(id) ? manager.findOneBy(PlayerEntity, { id, eventId }) : Promise.resolve(null);
  }

  /** The player (a stored id the caller already holds: a missing row is a bug). */
  getById(manager: EntityManager, id: string): Promise<PlayerEntity> {
    return manager.findOneByOrFail(PlayerEntity, { id });
  }

  findByIds(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : manager.find(PlayerEntity, { where: { id: In([...ids]) } });
  }

  /** The players of these events in registration order (a request's batch loader). */
  ofEvents(eventIds: readonly string[]): Promise<PlayerEntity[]> {
    return this.dataSource.manager.find(PlayerEntity, { where: { eventId: In([...eventIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The players seated at a match (one for a bye). */
  seatedAt(manager: EntityManager, match: { player1Id: string; player2Id: string | null }): Promise<PlayerEntity[]> {
    return manager.findBy(PlayerEntity, [{ id: match.player1Id }, ...(match.player2Id ? [{ id: match.player2Id }] : [])]);
  }

  /** The event's player under this name key (names are unique per event by key). */
  findByNameKey(eventId: string, nameKey: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity | null> {
    return isUuid(eventId) ? manager.findOneBy(PlayerEntity, { eventId, nameKey }) : Promise.resolve(null);
  }

  /** Every player of the event with decklists, in the given order. */
  ofEventOrdered(eventId: string, order: FindOptionsOrder<PlayerEntity>): Promise<PlayerEntity[]> {
    return this.dataSource.manager.find(PlayerEntity, { where: { eventId }, order });
  }

  /** The account's entry in the event, linked or waiting for it by account id. */
  entryOrInvitationOf(manager: EntityManager, eventId: string, userId: string): Promise<PlayerEntity | null> {
    return manager.findOneBy(PlayerEntity, [{ eventId, userId }, { eventId, invitedUserId: userId }]);
  }

  /** An entry in the event waiting for this account (made for its email or its id). */
  invitationFor(manager: EntityManager, eventId: string, user: { id: string; email: string }): Promise<PlayerEntity | null> {
    return manager.findOneBy(PlayerEntity, [{ eventId, invitedEmail: user.email }, { eventId, invitedUserId: user.id }]);
  }

  /** The event's players' ids, names and Wizards ids (what a roster import checks duplicates against). */
  identities(manager: EntityManager, eventId: string): Promise<Pick<PlayerEntity, 'id' | 'name' | 'nameKey' | 'wizardsId'>[]> {
    return manager.find(PlayerEntity, { where: { eventId }, select: { id: true, name: true, nameKey: true, wizardsId: true } });
  }

  add(manager: EntityManager, fields: DeepPartial<PlayerEntity>): Promise<PlayerEntity> {
    return manager.save(manager.create(PlayerEntity, fields));
  }

  addMany(manager: EntityManager, rows: DeepPartial<PlayerEntity>[]): Promise<PlayerEntity[]> {
    return manager.save(rows.map((fields) => manager.create(PlayerEntity, fields)), { chunk: 500 });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(PlayerEntity, { id });
  }

  /**
   * True when a judge logged a penalty against the player. The penalties module sits above this
   * one (it imports events), so the guard reads its table by name instead of through its repository.
   */
  async hasPenalties(manager: EntityManager, playerId: string): Promise<boolean> {
    const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM penalty_records WHERE player_id = $1', [playerId])) as { count: number }[];
    return count > 0;
  }

  save(manager: EntityManager, player: PlayerEntity): Promise<PlayerEntity> {
    return manager.save(player);
  }

  /** Of these players, those with penalties waiting for their next match (IPG). */
  withPendingPenalties(manager: EntityManager, ids: readonly string[]): Promise<PlayerEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return manager.createQueryBuilder(PlayerEntity, 'p').where('p.id IN (:...ids)', { ids }).andWhere('(p.pendingGameLosses > 0 OR p.pendingMatchLoss)').getMany();
  }

  async clearPendingPenalties(manager: EntityManager, playerId: string): Promise<void> {
    await manager.update(PlayerEntity, { id: playerId }, { pendingGameLosses: 0, pendingMatchLoss: false });
  }

  /** Every player of the event, decklists included. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { where: { eventId } });
  }

  /** Every player of the event without the decklists, in registration order (what lists and the tournament libraries read). */
  withoutDecklists(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { select: PLAYER_COLUMNS_WITHOUT_DECKLISTS, where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The event's players' names and accounts, in registration order. */
  names(eventId: string): Promise<Pick<PlayerEntity, 'id' | 'name' | 'userId'>[]> {
    return this.dataSource.manager.find(PlayerEntity, { where: { eventId }, select: { id: true, name: true, userId: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The players of these events as ratings read them (who, which account, when they entered and left). */
  ratingEntrants(eventIds: readonly string[]): Promise<Pick<PlayerEntity, 'id' | 'eventId' | 'userId' | 'enteredBeforeRound' | 'dropped' | 'droppedAfterRound'>[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.dataSource.manager.find(PlayerEntity, { where: { eventId: In([...eventIds]) }, select: { id: true, eventId: true, userId: true, enteredBeforeRound: true, dropped: true, droppedAfterRound: true } });
  }

  countActive(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(PlayerEntity, { where: { eventId, dropped: false } });
  }

  /** The account's registration in the event (linked, not merely invited). */
  ofAccount(eventId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity | null> {
    return manager.findOneBy(PlayerEntity, { eventId, userId });
  }

  /** The account's entry in the event that has not dropped (a team captain's). */
  activeOfAccount(manager: EntityManager, eventId: string, userId: string): Promise<PlayerEntity | null> {
    return manager.findOneBy(PlayerEntity, { eventId, userId, dropped: false });
  }

  /** Of these players, those of the account. */
  ofAccountAmong(manager: EntityManager, ids: readonly string[], userId: string): Promise<PlayerEntity[]> {
    return manager.find(PlayerEntity, { where: { id: In([...ids]), userId } });
  }

  /** The event's entries as a new team's invitations are checked against them (names, accounts, invited emails, drops). */
  invitationKeys(manager: EntityManager, eventId: string): Promise<Pick<PlayerEntity, 'id' | 'name' | 'nameKey' | 'userId' | 'invitedEmail' | 'dropped'>[]> {
    return manager.find(PlayerEntity, { select: { id: true, name: true, nameKey: true, userId: true, invitedEmail: true, dropped: true }, where: { eventId } });
  }

  /** These players of the event with their decks, as a team's players are checked. */
  teamCandidates(manager: EntityManager, eventId: string, ids: readonly string[]): Promise<Pick<PlayerEntity, 'id' | 'eventId' | 'name' | 'dropped' | 'decklistMain' | 'decklistSideboard'>[]> {
    return manager.find(PlayerEntity, { select: { id: true, eventId: true, name: true, dropped: true, decklistMain: true, decklistSideboard: true }, where: { id: In([...ids]), eventId } });
  }

  /** The event's entries that have not dropped, in registration order, as a Limited product is opened for them. */
  limitedEntrants(manager: EntityManager, eventId: string): Promise<LimitedEntrant[]> {
    return manager.find(PlayerEntity, { select: LIMITED_ENTRANT_COLUMNS, where: { eventId, dropped: false }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Places the event's players in draft pods: every listed player gets its pod and seat, every other player of the event loses any. */
  async assignDraftSeats(manager: EntityManager, eventId: string, seats: readonly { playerId: string; pod: number; seat: number }[]): Promise<void> {
    await manager.update(PlayerEntity, { eventId }, { pod: null, draftSeat: null });
    for (const { playerId, pod, seat } of seats) await manager.update(PlayerEntity, { id: playerId, eventId }, { pod, draftSeat: seat });
  }

  /** The account's entry in the event as Limited reads it, or null. */
  limitedEntrantOfAccount(manager: EntityManager, eventId: string, userId: string): Promise<LimitedEntrant | null> {
    return manager.findOne(PlayerEntity, { select: LIMITED_ENTRANT_COLUMNS, where: { eventId, userId } });
  }

  /** The event's entries' names, bots marked. */
  namesAndBots(manager: EntityManager, eventId: string): Promise<Pick<PlayerEntity, 'id' | 'name' | 'isBot'>[]> {
    return manager.find(PlayerEntity, { select: { id: true, name: true, isBot: true }, where: { eventId } });
  }

  /** Replaces the player's decklist (a registered Limited deck), submitted now. */
  async setDecklist(manager: EntityManager, playerId: string, decklist: Pick<PlayerEntity, 'decklistMain' | 'decklistSideboard' | 'decklistCommanders' | 'decklistFormat'>): Promise<void> {
    await manager.update(PlayerEntity, { id: playerId }, { ...decklist, decklistSubmittedAt: new Date() });
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
