import { botLimitedDeck, botPick, checkLimitedDeck, DraftCard, LimitedDeck, DraftView, draftView, isDciFailure, isDraftFinished, pickCard, seatsToPick, startDraft } from '@arbiter/dci';
import { defaultBoosterKind, loadShippedBoosters, openBoosters, PackCard, SetBoosters } from '@arbiter/cards';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { WakeUpTimers } from '../../common/queues/wake-up-timers';
import { AppConfig } from '../../config/app-config';
import { LimitedClockService } from '../clock';
import { EngineCardPoolService } from '../cards';
import { EventSecretRepository } from '../digital';
import { EventAccessService, EventEntity, EventRepository, LimitedEntrant, PlayerRepository } from '../events';
import { LiveService } from '../live';
import { DeploymentIdentity } from '../platform';
import { LimitedDeckEntity } from './limited-deck.entity';
import { DraftSeat, LimitedDraftEntity, SeatTimer } from './limited-draft.entity';
import { LimitedEventEntity, LimitedProduct } from './limited-event.entity';
import { LimitedPoolEntity, PoolCard } from './limited-pool.entity';
import { nextTimers, timedOutSeats } from './draft-timers';
import { packSeed } from './limited-randomness';
import { LimitedRepository } from './limited.repository';
import { limitedError } from './limited.errors';

/** Sealed: six boosters each (MTR 7.2 and the seed's Floor Rules). */
export const SEALED_PACKS = 6;
/** Pods of eight (MTR 7.7); fewer when there are fewer players. */
export const DRAFT_POD_SIZE = 8;
const BASIC_LANDS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/** A drafter's view with when their pick is due. */
export interface SeatDraftView extends DraftView {
  readonly pod: number;
  readonly pickDueAt: Date | null;
}

/** A card as a pool keeps it: a pack's card given its id in the event, or a drafted card (which has one). */
export function poolCard(card: Omit<PackCard, 'sheet'> | DraftCard, id: string = (card as DraftCard).id): PoolCard {
  return { id, name: card.name, number: card.number, rarity: card.rarity, colors: [...card.colors], foil: card.foil };
}

function draftCard(card: PoolCard): DraftCard {
  return { ...card, basicLand: BASIC_LANDS.has(card.name) };
}

/**
 * Digital sealed and booster draft (issue 18): packs opened from the set's MTGJSON booster data
 * with seeds derived from the event's secret, pools kept per player and shown only to that player
 * and staff, drafts of pods of eight with bots filling seats, pick timers shared by the cluster
 * (a timed-out pick is the bot's choice), and the draft log for staff.
 */
@Injectable()
export class LimitedService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LimitedDraft');
  private readonly wakeUps: WakeUpTimers;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly secrets: EventSecretRepository,
    private readonly repository: LimitedRepository,
    private readonly events: EventRepository,
    private readonly players: PlayerRepository,
    private readonly deckClock: LimitedClockService,
    private readonly enginePool: EngineCardPoolService,
    private readonly live: LiveService,
    config: AppConfig,
    identity: DeploymentIdentity,
  ) {
    this.wakeUps = new WakeUpTimers(`${identity.engineQueue}-draft-picks`, config.redisUrl, this.logger, (draftId) => this.pickTimeUp(draftId));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.wakeUps.start();
    for (const draft of await this.repository.unfinishedDrafts(this.dataSource.manager)) await this.schedule(draft);
  }

  async onModuleDestroy(): Promise<void> {
    await this.wakeUps.close();
  }

  /** The event's product and set, or null for an event without digital Limited. */
  async setUpOf(eventId: string): Promise<LimitedEventEntity | null> {
    return this.repository.setUpOf(this.dataSource.manager, eventId);
  }

  /** The set's name for a set code of the booster data. */
  setName(setCode: string): string {
    return loadShippedBoosters().sets[setCode]?.name ?? setCode;
  }

  /** The organizer chooses sealed or draft and the set, before anything is opened. */
  async setUp(actor: Actor, eventId: string, product: LimitedProduct, rawSetCode: string): Promise<LimitedEventEntity> {
    const setCode = rawSetCode.trim().toUpperCase();
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'set up digital sealed or draft', manager);
      this.assertDigitalLimited(event);
      const existing = await this.repository.setUpOf(manager, eventId);
      if (existing?.startedAt) throw limitedError('LIMITED_ALREADY_STARTED', `The ${existing.product.toLowerCase()} of ${existing.setCode} has started: its product and set are fixed`, { eventId });
      const set = this.boostersOf(setCode);
      await this.events.bumpRevision(manager, eventId);
      return this.repository.saveSetUp(manager, { eventId, product, setCode, boosterKind: defaultBoosterKind(set), startedAt: null });
    });
  }

  /** Opens six packs for every active player without a pool yet (a late entry gets theirs by running it again). */
  async openSealedPools(actor: Actor, eventId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'open sealed pools', manager);
      this.assertDigitalLimited(event);
      const setUp = await this.requireSetUp(manager, eventId, 'SEALED');
      const set = this.boostersOf(setUp.setCode);
      const secret = await this.secrets.secretFor(manager, eventId);
      const have = new Set((await this.repository.pools(manager, eventId)).map((pool) => pool.playerId));
      const players = (await this.players.limitedEntrants(manager, eventId)).filter((player) => !have.has(player.id));
      const pools = players.map((player) => {
        const opened = openBoosters(set, SEALED_PACKS, packSeed(secret, `sealed:${player.id}`), setUp.boosterKind);
        const cards = opened.packs.flatMap((pack, p) => pack.map((card, i) => poolCard(card, `${p + 1}.${i + 1}`)));
        return { eventId, playerId: player.id, source: 'SEALED' as const, cards };
      });
      await this.repository.insertPools(manager, pools);
      await this.registerBotDecks(manager, pools.filter((pool) => players.find((player) => player.id === pool.playerId)?.isBot));
      setUp.startedAt ??= new Date();
      await this.repository.saveSetUp(manager, setUp);
      await this.events.bumpRevision(manager, eventId);
      return pools.length;
    });
  }

  /** Seats the active players in pods of eight (their `pod` when set), bots filling empty seats, and opens the first packs. */
  async startDraft(actor: Actor, eventId: string, fillWithBots: boolean): Promise<LimitedDraftEntity[]> {
    const drafts = await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'start the draft', manager);
      this.assertDigitalLimited(event);
      const setUp = await this.requireSetUp(manager, eventId, 'DRAFT');
      if (setUp.startedAt) throw limitedError('LIMITED_ALREADY_STARTED', 'The draft has already started', { eventId });
      const set = this.boostersOf(setUp.setCode);
      const secret = await this.secrets.secretFor(manager, eventId);
      const pods = this.podsOf(await this.players.limitedEntrants(manager, eventId));
      const created: LimitedDraftEntity[] = [];
      for (const [index, players] of pods.entries()) {
        const pod = index + 1;
        const seats: DraftSeat[] = players.map((player) => ({ playerId: player.id, name: player.name, bot: player.isBot }));
        while (fillWithBots && seats.length < DRAFT_POD_SIZE) seats.push({ playerId: null, name: `Draft bot ${seats.length + 1}`, bot: true });
        if (seats.length < 2) throw limitedError('NOT_ENOUGH_DRAFTERS', `Pod ${pod} has ${seats.length} drafter: a draft needs at least 2 (or fill the seats with bots)`, { pod });
        const packs = seats.map((_, seat) => {
          const opened = openBoosters(set, 3, packSeed(secret, `draft:${pod}:${seat}`), setUp.boosterKind);
          return opened.packs.map((pack, p) => pack.map((card, i) => draftCard(poolCard(card, `${seat + 1}.${p + 1}.${i + 1}`))));
        });
        const started = startDraft(packs);
        if (isDciFailure(started)) throw limitedError('NOT_ENOUGH_DRAFTERS', started.error.message, { pod });
        const draft = manager.create(LimitedDraftEntity, { eventId, pod, seats, state: started, timers: seats.map(() => null), finishedAt: null });
        this.advance(draft, Date.now());
        created.push(await this.repository.saveDraft(manager, draft));
        if (draft.finishedAt) await this.keepPools(manager, draft);
      }
      setUp.startedAt = new Date();
      await this.repository.saveSetUp(manager, setUp);
      await this.events.bumpRevision(manager, eventId);
      return created;
    });
    for (const draft of drafts) await this.afterChange(draft);
    return drafts;
  }

  /** The signed-in drafter's view of their pod: the pack in hand and their own picks only (MTR 7.7). */
  async myDraft(actor: Actor, eventId: string): Promise<SeatDraftView> {
    const manager = this.dataSource.manager;
    const { draft, seat } = await this.seatOf(manager, actor, eventId);
    return this.viewOf(draft, seat);
  }

  /** The signed-in drafter's pod and seat, for following the draft live (NOT_IN_DRAFT). */
  async seatToFollow(actor: Actor, eventId: string): Promise<{ draftId: string; seat: number }> {
    const { draft, seat } = await this.seatOf(this.dataSource.manager, actor, eventId);
    return { draftId: draft.id, seat };
  }

  /** One seat's view of its pod as it is now (a subscriber reads its own seat again on every change). */
  async seatView(draftId: string, seat: number): Promise<SeatDraftView> {
    const draft = await this.repository.draftById(this.dataSource.manager, draftId);
    if (!draft) throw limitedError('NOT_IN_DRAFT', 'The draft is gone', { draftId });
    return this.viewOf(draft, seat);
  }

  /** The signed-in drafter takes a card from the pack in their hand; bots pick at once, the next packs follow. */
  async pick(actor: Actor, eventId: string, cardId: string): Promise<SeatDraftView> {
    // A seat never changes once the draft has started: find it first, then lock the pod's row for the pick.
    const { draft: found, seat } = await this.seatOf(this.dataSource.manager, actor, eventId);
    const draft = await this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.lockDraft(manager, found.id);
      if (!locked) throw limitedError('NOT_IN_DRAFT', 'The draft is gone', { eventId });
      const picked = pickCard(locked.state, seat, cardId, 'drafter');
      if (isDciFailure(picked)) throw limitedError('DRAFT_PICK_REFUSED', picked.error.message, { reason: picked.error.code, cardId });
      locked.state = picked;
      this.advance(locked, Date.now());
      await this.repository.saveDraft(manager, locked);
      if (locked.finishedAt) await this.keepPools(manager, locked);
      return locked;
    });
    await this.afterChange(draft);
    return this.viewOf(draft, seat);
  }

  /** The signed-in player's pool (their sealed packs, or their picks once the draft is over). */
  async myPool(actor: Actor, eventId: string): Promise<LimitedPoolEntity> {
    const player = actor.userId ? await this.players.limitedEntrantOfAccount(this.dataSource.manager, eventId, actor.userId) : null;
    const pool = player ? await this.repository.poolOf(this.dataSource.manager, eventId, player.id) : null;
    if (!pool) throw limitedError('NO_LIMITED_POOL', 'You have no card pool in this event yet', { eventId });
    return pool;
  }

  /** Staff: any player's pool. */
  async pool(actor: Actor, eventId: string, playerId: string): Promise<LimitedPoolEntity> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], "see a player's card pool");
    const pool = await this.repository.poolOf(this.dataSource.manager, eventId, playerId);
    if (!pool) throw limitedError('NO_LIMITED_POOL', `Player ${playerId} has no card pool in this event`, { eventId, playerId });
    return pool;
  }

  /** Staff: every pod's seats and draft log. */
  async drafts(actor: Actor, eventId: string): Promise<LimitedDraftEntity[]> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'see the draft log');
    return this.repository.drafts(this.dataSource.manager, eventId);
  }

  private async seatOf(manager: EntityManager, actor: Actor, eventId: string): Promise<{ draft: LimitedDraftEntity; seat: number }> {
    const player = actor.userId ? await this.players.limitedEntrantOfAccount(manager, eventId, actor.userId) : null;
    for (const draft of player ? await this.repository.drafts(manager, eventId) : []) {
      const seat = draft.seats.findIndex((s) => s.playerId === player!.id);
      if (seat >= 0) return { draft, seat };
    }
    throw limitedError('NOT_IN_DRAFT', 'You have no seat in a draft of this event', { eventId });
  }

  private viewOf(draft: LimitedDraftEntity, seat: number): SeatDraftView {
    const timer = draft.timers[seat];
    return { ...draftView(draft.state, seat), pod: draft.pod, pickDueAt: timer ? new Date(timer.dueAt) : null };
  }

  /** Bots pick until only humans hold packs; each human holding a new pack gets its pick time. */
  private advance(draft: LimitedDraftEntity, now: number): void {
    let state = draft.state;
    for (;;) {
      const botSeats = seatsToPick(state).filter((seat) => draft.seats[seat].bot);
      if (botSeats.length === 0) break;
      for (const seat of botSeats) {
        const view = draftView(state, seat);
        const picked = pickCard(state, seat, botPick(view.inHand ?? [], view.picks), 'drafter');
        if (isDciFailure(picked)) throw new Error(`bot pick refused: ${picked.error.message}`);
        state = picked;
      }
    }
    draft.state = state;
    draft.timers = nextTimers(draft.seats, state, draft.timers, now);
    if (isDraftFinished(state)) draft.finishedAt ??= new Date(now);
  }

  /** Time ran out for some drafters: they get the bot's pick (MTR 7.7 has the judge take it; here the default pick). */
  private async pickTimeUp(draftId: string): Promise<void> {
    const draft = await this.dataSource.transaction(async (manager) => {
      const locked = await this.repository.lockDraft(manager, draftId);
      if (!locked || locked.finishedAt) return null;
      const now = Date.now();
      let changed = false;
      for (const seat of timedOutSeats(locked.state, locked.timers, now)) {
        const view = draftView(locked.state, seat);
        const picked = pickCard(locked.state, seat, botPick(view.inHand ?? [], view.picks), 'timeout');
        if (isDciFailure(picked)) continue;
        locked.state = picked;
        changed = true;
      }
      if (changed) {
        this.advance(locked, now);
        await this.repository.saveDraft(manager, locked);
        if (locked.finishedAt) await this.keepPools(manager, locked);
      }
      return locked;
    });
    if (draft) await this.afterChange(draft);
  }

  /** After a committed change to a pod: its next wake-up, and its drafters' pages told (ids only; each reads its own seat). */
  private async afterChange(draft: LimitedDraftEntity): Promise<void> {
    await this.schedule(draft);
    this.live.publish('draftUpdated', { eventId: draft.eventId, draftId: draft.id }, draft.id);
  }

  private async schedule(draft: LimitedDraftEntity): Promise<void> {
    const due = draft.finishedAt ? [] : draft.timers.filter((t): t is SeatTimer => t !== null).map((t) => t.dueAt);
    await this.wakeUps.set(draft.id, due.length === 0 ? null : Math.min(...due));
  }

  /** A finished draft's picks become the players' pools (draft-only bots keep none). */
  private async keepPools(manager: EntityManager, draft: LimitedDraftEntity): Promise<void> {
    const pools = draft.seats.flatMap((seat, index) =>
      seat.playerId === null ? [] : [{ eventId: draft.eventId, playerId: seat.playerId, source: 'DRAFT' as const, cards: draft.state.picks[index].map((card) => poolCard(card)) }],
    );
    await this.repository.insertPools(manager, pools);
    await this.registerBotDecks(manager, pools.filter((pool) => draft.seats.some((seat) => seat.bot && seat.playerId === pool.playerId)));
  }

  /** The signed-in player's saved or registered deck, or null before they save one. */
  async myDeck(actor: Actor, eventId: string): Promise<LimitedDeckEntity | null> {
    const player = actor.userId ? await this.players.limitedEntrantOfAccount(this.dataSource.manager, eventId, actor.userId) : null;
    if (!player) throw limitedError('NO_LIMITED_POOL', 'You have no card pool in this event yet', { eventId });
    return this.repository.deckOf(this.dataSource.manager, eventId, player.id);
  }

  /**
   * Saves the signed-in player's deck (`register`: registers it, MTR 7.1): pool cards plus basic
   * lands. A draft may be short or hold cards digital matches cannot play yet; a registered deck
   * may not, and becomes the player's decklist. Refused once the deck clock's last phase is over
   * or round 1 has started; nothing is stored on a refusal.
   */
  async saveDeck(actor: Actor, eventId: string, deck: LimitedDeck, register: boolean): Promise<LimitedDeckEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      const player = actor.userId ? await this.players.limitedEntrantOfAccount(manager, eventId, actor.userId) : null;
      const pool = player ? await this.repository.poolOf(manager, eventId, player.id) : null;
      if (!player || !pool) throw limitedError('NO_LIMITED_POOL', 'You have no card pool in this event yet', { eventId });
      if (event.status !== 'REGISTRATION') throw limitedError('DECK_REGISTRATION_CLOSED', `Event "${event.name}" is ${event.status}: decks are registered before round 1`, { eventId });
      const closedAt = await this.deckClock.deckBuildingClosedAt(manager, eventId);
      if (closedAt) throw limitedError('DECK_REGISTRATION_CLOSED', `Deck construction time ended at ${closedAt.toISOString()}; ask a judge`, { eventId, closedAt: closedAt.toISOString() });
      const checked = checkLimitedDeck(pool.cards, deck, { playable: this.playable });
      const refusing = 'problems' in checked ? checked.problems.filter((p) => register || (p.code !== 'DECK_TOO_SMALL' && p.code !== 'CARD_NOT_PLAYABLE')) : [];
      if (refusing.length > 0) {
        const summary = refusing.map((p) => p.message).join('; ');
        throw limitedError('LIMITED_DECK_REFUSED', `${refusing.length === 1 ? '1 problem' : `${refusing.length} problems`}: ${summary}`, { eventId, problems: refusing });
      }
      const basics = Object.fromEntries(Object.entries(deck.basics).filter(([, count]) => (count ?? 0) > 0)) as Record<string, number>;
      const saved = await this.repository.saveDeck(manager, { eventId, playerId: player.id, cardIds: [...deck.cardIds], basics, registeredAt: register ? new Date() : null });
      if (register && !('problems' in checked)) await this.registerDecklist(manager, player.id, checked.main, checked.sideboard);
      await this.events.bumpRevision(manager, eventId);
      return saved;
    });
  }

  /** Staff: every player's deck, registered or saved, with the players' names. */
  async decks(actor: Actor, eventId: string): Promise<{ deck: LimitedDeckEntity; name: string; bot: boolean; pool: LimitedPoolEntity | undefined }[]> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'see the registered decks');
    const manager = this.dataSource.manager;
    const [decks, players, pools] = await Promise.all([this.repository.decks(manager, eventId), this.players.namesAndBots(manager, eventId), this.repository.pools(manager, eventId)]);
    const byId = new Map(players.map((player) => [player.id, player]));
    return decks.map((deck) => ({ deck, name: byId.get(deck.playerId)?.name ?? deck.playerId, bot: byId.get(deck.playerId)?.isBot ?? false, pool: pools.find((pool) => pool.playerId === deck.playerId) }));
  }

  /** Bots build and register their decks as soon as their pools exist (from the cards digital matches can play). */
  private async registerBotDecks(manager: EntityManager, pools: Pick<LimitedPoolEntity, 'eventId' | 'playerId' | 'cards'>[]): Promise<void> {
    for (const pool of pools) {
      const deck = botLimitedDeck(pool.cards, this.playable);
      const checked = checkLimitedDeck(pool.cards, deck, { playable: this.playable });
      if ('problems' in checked) throw new Error(`bot deck refused: ${checked.problems[0].message}`);
      await this.repository.saveDeck(manager, { eventId: pool.eventId, playerId: pool.playerId, cardIds: [...deck.cardIds], basics: { ...deck.basics } as Record<string, number>, registeredAt: new Date() });
      await this.registerDecklist(manager, pool.playerId, checked.main, checked.sideboard);
    }
  }

  /** True when digital matches can play the card (the engine's compiled card pool). */
  private readonly playable = (name: string): boolean => this.enginePool.playable(name);

  /** The sideboard a digital match gets: the rest of the pool that the engine can play (the pool itself stays the record). */
  private digitalSideboard(sideboard: string[]): string[] {
    return sideboard.filter(this.playable);
  }

  /** A registered Limited deck becomes the player's decklist, which digital matches play (MTR 7.1: the rest of the pool is the sideboard). */
  private registerDecklist(manager: EntityManager, playerId: string, main: string[], sideboard: string[]): Promise<void> {
    return this.players.setDecklist(manager, playerId, { decklistMain: main, decklistSideboard: this.digitalSideboard(sideboard), decklistCommanders: [], decklistFormat: 'limited' });
  }

  private podsOf(players: LimitedEntrant[]): LimitedEntrant[][] {
    const assigned = new Map<number, LimitedEntrant[]>();
    const unassigned = players.filter((player) => player.pod === null);
    for (const player of players) if (player.pod !== null) assigned.set(player.pod, [...(assigned.get(player.pod) ?? []), player]);
    const pods = [...assigned.entries()].sort((a, b) => a[0] - b[0]).map(([, members]) => members);
    for (let i = 0; i < unassigned.length; i += DRAFT_POD_SIZE) pods.push(unassigned.slice(i, i + DRAFT_POD_SIZE));
    return pods.length === 0 ? [[]] : pods;
  }

  private assertDigitalLimited(event: EventEntity): void {
    if (!event.digital || event.format !== 'LIMITED') {
      throw limitedError('NOT_DIGITAL_LIMITED', `Event "${event.name}" is not a digital Limited event: sealed and draft are opened in digital Limited events`, { eventId: event.id });
    }
    if (event.status !== 'REGISTRATION') throw limitedError('LIMITED_ALREADY_STARTED', `Event "${event.name}" is ${event.status}: packs are opened before round 1`, { eventId: event.id });
  }

  private async requireSetUp(manager: EntityManager, eventId: string, product: LimitedProduct): Promise<LimitedEventEntity> {
    const setUp = await this.repository.setUpOf(manager, eventId);
    if (!setUp) throw limitedError('LIMITED_NOT_SET_UP', 'Choose sealed or draft and the set first (setUpDigitalLimited)', { eventId });
    if (setUp.product !== product) throw limitedError('WRONG_LIMITED_PRODUCT', `This event is a ${setUp.product.toLowerCase()}, not a ${product.toLowerCase()}`, { eventId, product: setUp.product });
    return setUp;
  }

  private boostersOf(setCode: string): SetBoosters {
    const set = loadShippedBoosters().sets[setCode];
    if (!set) throw limitedError('UNKNOWN_BOOSTER_SET', `No booster data for set "${setCode}"`, { field: 'setCode', setCode });
    return set;
  }
}
