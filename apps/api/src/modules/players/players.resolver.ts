import { Args, ID, Int, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { FieldContext } from '../../common/graphql/field-context';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { MAX_PAGE_SIZE } from '../../common/graphql/list-cost.rule';
import { pageSlice } from '../../common/graphql/page-slice';
import { toDecklistModel } from './dto/decklist.mapper';
import { DecklistModel, PublishedDecklistModel } from './dto/decklist.model';
import { toPlayerModel } from './dto/player.mapper';
import { PlayerModel } from './dto/player.model';
import { UpdatePlayerInput } from './dto/update-player.input';
import { PlayersService } from './players.service';
import { RosterEntryInput } from './dto/roster-entry.input';

@Resolver(() => PlayerModel)
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @SignedIn('ORGANIZER', 'ANY_USER')
  @Mutation(() => PlayerModel, { description: 'Organizer (anyone, late entries, byes) or a user registering themself during registration' })
  async registerPlayer(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('name') name: string,
    @Args('wizardsId', { type: () => String, nullable: true }) wizardsId?: string | null,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string | null,
    @Args('byes', { type: () => Int, nullable: true }) byes?: number | null,
    @Args('bot', { type: () => Boolean, nullable: true, description: 'Digital events: a bot plays this seat' }) bot?: boolean | null,
    @Args('email', { type: () => String, nullable: true, description: 'Organizers: an invitation to the account with this email, which links itself with acceptEntry' }) email?: string | null,
  ): Promise<PlayerModel> {
    return toPlayerModel(await this.players.register(actor, eventId, { name, wizardsId, userId, byes, bot, email }));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => [PlayerModel], { description: 'The organizer registers a roster (pasted list or CSV) before the start: all lines or none; a refusal names the line (extensions.line)' })
  async registerPlayers(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('players', { type: () => [RosterEntryInput] }) players: RosterEntryInput[]): Promise<PlayerModel[]> {
    return (await this.players.registerMany(actor, eventId, players)).map(toPlayerModel);
  }

  @SignedIn('ANY_USER')
  @Mutation(() => PlayerModel, { description: "Registers me with the event's join code while registration is open (JOIN_CODE_UNKNOWN, REGISTRATION_CLOSED, EVENT_FULL, STAFF_CANNOT_PLAY); claims an entry the organizer made for my email" })
  async joinEvent(@CurrentActor() actor: Actor, @Args('code') code: string, @Args('name', { type: () => String, nullable: true }) name?: string | null): Promise<PlayerModel> {
    return toPlayerModel(await this.players.join(actor, code, name));
  }

  @SignedIn('ANY_USER')
  @Mutation(() => PlayerModel, { description: 'Links an entry an organizer made for my email to my account (INVITATION_NOT_FOUND otherwise)' })
  async acceptEntry(@CurrentActor() actor: Actor, @Args('playerId', { type: () => ID }) playerId: string): Promise<PlayerModel> {
    return toPlayerModel(await this.players.acceptEntry(actor, playerId));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => PlayerModel, { description: 'The organizer corrects a registration: name, Wizards id, byes (before the start), draft pod, fixed table' })
  async updatePlayer(@CurrentActor() actor: Actor, @Args('playerId', { type: () => ID }) playerId: string, @Args('input') input: UpdatePlayerInput): Promise<PlayerModel> {
    return toPlayerModel(await this.players.update(actor, playerId, input));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => [PlayerModel], {
    description: 'Staff of a paper Limited event, before round 1 is paired: seats the active players in draft pods of at most 8, as even as possible, in a secret random order (pod and draftSeat; replaces earlier pods). NOT_PAPER_LIMITED, DRAFT_PODS_LOCKED, NOT_ENOUGH_DRAFTERS',
  })
  async assignDraftPods(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<PlayerModel[]> {
    return (await this.players.assignDraftPods(actor, eventId)).map(toPlayerModel);
  }

  @SignedIn('ORGANIZER', 'PLAYER')
  @Mutation(() => PlayerModel, { description: 'The organizer, or the player themself; takes effect before the next pairing' })
  async dropPlayer(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('playerId', { type: () => ID }) playerId: string): Promise<PlayerModel> {
    return toPlayerModel(await this.players.drop(actor, eventId, playerId));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => PlayerModel, { description: 'Takes back a drop while no round has been paired since (DROP_NOT_UNDOABLE after: no re-entry; PLAYER_NOT_DROPPED)' })
  async undoDrop(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('playerId', { type: () => ID }) playerId: string): Promise<PlayerModel> {
    return toPlayerModel(await this.players.undoDrop(actor, eventId, playerId));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => PlayerModel, { description: 'Deletes an entry while registration is open (REGISTRATION_CLOSED once started: drop instead); returns the deleted entry' })
  async removePlayer(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('playerId', { type: () => ID }) playerId: string): Promise<PlayerModel> {
    return toPlayerModel(await this.players.remove(actor, eventId, playerId));
  }

  @SignedIn('PLAYER', 'ORGANIZER', 'JUDGE')
  @Mutation(() => PlayerModel, { description: 'The player (during registration) or staff; checked against the format (MTR 2.7, 2.8, 3.16)' })
  async submitDecklist(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('main', { type: () => [String] }) main: string[],
    @Args('sideboard', { type: () => [String], nullable: true }) sideboard?: string[] | null,
  ): Promise<PlayerModel> {
    return toPlayerModel(await this.players.submitDecklist(actor, eventId, playerId, main, sideboard ?? []));
  }

  @SignedIn('PLAYER', 'ORGANIZER', 'JUDGE')
  @Mutation(() => PlayerModel, {
    description: 'A decklist as MTGO text, an Arena export or .dek XML: the player (during registration, before the deadline) or staff; checked against the event\'s format, refused with every problem listed (INVALID_DECKLIST, extensions.problems)',
  })
  async submitDecklistText(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('text') text: string,
  ): Promise<PlayerModel> {
    return toPlayerModel(await this.players.submitDecklistText(actor, eventId, playerId, text));
  }

  @Public()
  @Query(() => [PublishedDecklistModel], { description: `The decklists of a finished event whose organizer published them, by player name; DECKLISTS_NOT_PUBLISHED otherwise. first (1–${MAX_PAGE_SIZE}) and offset page them` })
  async publishedDecklists(
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number | null,
  ): Promise<PublishedDecklistModel[]> {
    return pageSlice(await this.players.publishedDecklists(eventId), first, offset);
  }

  @SignedIn('ORGANIZER', 'JUDGE', 'PLAYER')
  @Query(() => DecklistModel, { nullable: true, description: "Staff, or the player themself (anyone once published); FORBIDDEN for anyone else" })
  decklist(@CurrentActor() actor: Actor, @Args('playerId', { type: () => ID }) playerId: string): Promise<DecklistModel | null> {
    return this.players.decklist(actor, playerId);
  }

  @ResolveField('invitationPending', () => Boolean, {
    nullable: true,
    description: 'True while the entry waits for the invited account to accept it (acceptEntry); shown to staff and the invited account, null for everyone else',
  })
  async invitationPending(player: PlayerModel, _args: unknown, { actor = null, loaders }: FieldContext): Promise<boolean | null> {
    const entity = await loaders.playerById.load(player.id);
    if (!entity || !actor) return null;
    const lookups = { isStaff: async (a: Actor) => a.isAdmin || (await loaders.staffRole.load(`${entity.eventId}|${a.userId}`)) !== null, event: () => loaders.eventById.load(entity.eventId) };
    if (!(await this.players.invitationVisibleTo(actor, entity, lookups, () => loaders.userEmail.load(actor.userId)))) return null;
    return entity.invitedUserId !== null || entity.invitedEmail !== null;
  }

  @ResolveField('decklist', () => DecklistModel, { nullable: true, description: 'Visible to staff and the player themself; null for everyone else' })
  async decklistField(player: PlayerModel, _args: unknown, { actor = null, loaders }: FieldContext): Promise<DecklistModel | null> {
    // Batched: one read of the players, one of the caller's staff roles and one of the events per request level.
    const entity = await loaders.playerById.load(player.id);
    if (!entity) return null;
    const lookups = { isStaff: async (a: Actor) => a.isAdmin || (await loaders.staffRole.load(`${entity.eventId}|${a.userId}`)) !== null, event: () => loaders.eventById.load(entity.eventId) };
    if (!(await this.players.canSeeDecklist(actor, entity, lookups))) return null;
    return toDecklistModel(entity);
  }
}
