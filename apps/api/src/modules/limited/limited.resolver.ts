import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { LiveMessage, LiveService } from '../live';
import { DraftPodModel, DraftSeatViewModel, LimitedDeckEntryModel, LimitedDeckInput, LimitedDeckModel, LimitedPoolModel, LimitedProductEnum, LimitedSetUpModel } from './dto/limited.model';
import { LimitedDeckEntity } from './limited-deck.entity';
import { LimitedDraftEntity } from './limited-draft.entity';
import { LimitedEventEntity, LimitedProduct } from './limited-event.entity';
import { LimitedPoolEntity } from './limited-pool.entity';
import { LimitedService, poolCard, SeatDraftView } from './limited.service';

@Resolver()
export class LimitedResolver {
  constructor(
    private readonly limited: LimitedService,
    private readonly live: LiveService,
  ) {}

  private setUpModel(setUp: LimitedEventEntity): LimitedSetUpModel {
    return { eventId: setUp.eventId, product: setUp.product, setCode: setUp.setCode, setName: this.limited.setName(setUp.setCode), started: setUp.startedAt !== null };
  }

  private poolModel(pool: LimitedPoolEntity): LimitedPoolModel {
    return { playerId: pool.playerId, source: pool.source, cards: pool.cards };
  }

  @Public()
  @Query(() => LimitedSetUpModel, { nullable: true, description: "A digital Limited event's product and set (null when none)" })
  async limitedSetUp(@Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedSetUpModel | null> {
    const setUp = await this.limited.setUpOf(eventId);
    return setUp ? this.setUpModel(setUp) : null;
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => LimitedSetUpModel, { description: 'Organizer: digital sealed or draft of a set with booster data, before packs are opened (NOT_DIGITAL_LIMITED, UNKNOWN_BOOSTER_SET, LIMITED_ALREADY_STARTED)' })
  async setUpDigitalLimited(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('product', { type: () => LimitedProductEnum }) product: LimitedProduct,
    @Args('setCode') setCode: string,
  ): Promise<LimitedSetUpModel> {
    return this.setUpModel(await this.limited.setUp(actor, eventId, product, setCode));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => Int, { description: 'Organizer: six packs for every active player without a pool; returns how many pools were opened' })
  async openSealedPools(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<number> {
    return this.limited.openSealedPools(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => [DraftPodModel], { description: 'Organizer: pods of eight (players’ pods when set), bots filling empty seats unless fillWithBots is false; the first packs open' })
  async startDigitalDraft(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('fillWithBots', { type: () => Boolean, defaultValue: true }) fillWithBots: boolean,
  ): Promise<DraftPodModel[]> {
    return (await this.limited.startDraft(actor, eventId, fillWithBots)).map(toPodModel);
  }

  @SignedIn('PLAYER')
  @Query(() => DraftSeatViewModel, { description: 'The signed-in drafter: the pack in hand and own picks (NOT_IN_DRAFT)' })
  async myDraft(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<DraftSeatViewModel> {
    return toSeatViewModel(await this.limited.myDraft(actor, eventId));
  }

  @SignedIn('PLAYER')
  @Subscription(() => DraftSeatViewModel, {
    description: "The signed-in drafter's pod changed (a pick, a default pick, the next pack): their own seat read again (NOT_IN_DRAFT)",
    async resolve(this: LimitedResolver, _message: LiveMessage, _args: unknown, context: { draftSeat?: { draftId: string; seat: number } }) {
      const { draftId, seat } = context.draftSeat!;
      return toSeatViewModel(await this.limited.seatView(draftId, seat));
    },
  })
  async draftUpdated(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Context() context: { draftSeat?: { draftId: string; seat: number } }): Promise<AsyncIterableIterator<LiveMessage>> {
    context.draftSeat = await this.limited.seatToFollow(actor, eventId);
    return this.live.subscribe('draftUpdated', context.draftSeat.draftId);
  }

  @SignedIn('PLAYER')
  @Mutation(() => DraftSeatViewModel, { description: 'The signed-in drafter takes a card from the pack in hand (DRAFT_PICK_REFUSED with details.reason)' })
  async draftPick(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('cardId', { type: () => ID }) cardId: string): Promise<DraftSeatViewModel> {
    return toSeatViewModel(await this.limited.pick(actor, eventId, cardId));
  }

  @SignedIn('PLAYER')
  @Query(() => LimitedPoolModel, { description: 'The signed-in player’s card pool (NO_LIMITED_POOL)' })
  async myLimitedPool(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedPoolModel> {
    return this.poolModel(await this.limited.myPool(actor, eventId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => LimitedPoolModel, { description: 'Staff: a player’s card pool' })
  async limitedPool(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('playerId', { type: () => ID }) playerId: string): Promise<LimitedPoolModel> {
    return this.poolModel(await this.limited.pool(actor, eventId, playerId));
  }

  @SignedIn('PLAYER')
  @Query(() => LimitedDeckModel, { nullable: true, description: 'The signed-in player’s saved or registered Limited deck (null before one is saved)' })
  async myLimitedDeck(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedDeckModel | null> {
    const deck = await this.limited.myDeck(actor, eventId);
    return deck ? toDeckModel(deck) : null;
  }

  @SignedIn('PLAYER')
  @Mutation(() => LimitedDeckModel, { description: 'Saves the signed-in player’s deck as a draft (it may be short); LIMITED_DECK_REFUSED, DECK_REGISTRATION_CLOSED' })
  async saveLimitedDeck(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('deck') deck: LimitedDeckInput): Promise<LimitedDeckModel> {
    return toDeckModel(await this.limited.saveDeck(actor, eventId, toDeck(deck), false));
  }

  @SignedIn('PLAYER')
  @Mutation(() => LimitedDeckModel, { description: 'Registers the signed-in player’s deck (MTR 7.1: 40 cards or more, pool cards and basic lands; the rest of the pool is the sideboard); it becomes their decklist. LIMITED_DECK_REFUSED (details.problems), DECK_REGISTRATION_CLOSED' })
  async registerLimitedDeck(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('deck') deck: LimitedDeckInput): Promise<LimitedDeckModel> {
    return toDeckModel(await this.limited.saveDeck(actor, eventId, toDeck(deck), true));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => [LimitedDeckEntryModel], { description: 'Staff: every player’s Limited deck, registered or saved' })
  async limitedDecks(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedDeckEntryModel[]> {
    return (await this.limited.decks(actor, eventId)).map(({ deck, name, bot, pool }) => {
      const names = new Map((pool?.cards ?? []).map((card) => [card.id, card.name]));
      const basics = Object.entries(deck.basics).flatMap(([land, count]) => Array.from({ length: count }, () => land));
      return { playerId: deck.playerId, playerName: name, bot, registered: deck.registeredAt !== null, registeredAt: deck.registeredAt, main: [...deck.cardIds.map((id) => names.get(id) ?? id), ...basics] };
    });
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => [DraftPodModel], { description: 'Staff: every pod’s seats and draft log' })
  async draftPods(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<DraftPodModel[]> {
    return (await this.limited.drafts(actor, eventId)).map(toPodModel);
  }
}

function toSeatViewModel(view: SeatDraftView): DraftSeatViewModel {
  return { ...view, seat: view.seat + 1, inHand: view.inHand ? view.inHand.map((card) => poolCard(card)) : null, picks: view.picks.map((card) => poolCard(card)) };
}

function toPodModel(draft: LimitedDraftEntity): DraftPodModel {
  const names = new Map(draft.state.unopened.flat(2).map((card) => [card.id, card.name]));
  return {
    pod: draft.pod,
    finished: draft.finishedAt !== null,
    seats: draft.seats.map((seat, index) => ({ seat: index + 1, name: seat.name, playerId: seat.playerId, bot: seat.bot })),
    log: draft.state.log.map((line) => ({ seat: line.seat + 1, pack: line.pack, pick: line.pick, cardName: names.get(line.cardId) ?? line.cardId, source: line.source })),
  };
}

function toDeck(input: LimitedDeckInput): { cardIds: string[]; basics: Record<string, number> } {
  const basics: Record<string, number> = {};
  for (const { name, count } of input.basics) basics[name] = (basics[name] ?? 0) + count;
  return { cardIds: input.cardIds, basics };
}

function toDeckModel(deck: LimitedDeckEntity): LimitedDeckModel {
  const basics = Object.entries(deck.basics).map(([name, count]) => ({ name, count }));
  const size = deck.cardIds.length + basics.reduce((sum, b) => sum + b.count, 0);
  return { playerId: deck.playerId, cardIds: deck.cardIds, basics, size, registered: deck.registeredAt !== null, registeredAt: deck.registeredAt, updatedAt: deck.updatedAt };
}
