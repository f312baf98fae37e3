import { Args, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { EventEntity, EventModel, RegistrationStateEnum, registrationState } from '../events';
import { toPlayerModel } from './dto/player.mapper';
import { PlayerModel } from './dto/player.model';
import { WaitlistEntryModel } from './dto/waitlist-entry.model';
import { PlayersService, WaitlistPlace } from './players.service';

function toWaitlistEntryModel({ entry, position }: WaitlistPlace): WaitlistEntryModel {
  return { id: entry.id, name: entry.name, position, joinedAt: entry.createdAt.toISOString() };
}

/** The waitlist of a full event and where registration stands (`Event.registrationState`, `Event.waitlist`). */
@Resolver(() => EventModel)
export class WaitlistResolver {
  constructor(private readonly players: PlayersService) {}

  @SignedIn('ANY_USER')
  @Mutation(() => WaitlistEntryModel, { description: 'Puts me on the waitlist of a full event, by its join code (JOIN_CODE_UNKNOWN, REGISTRATION_NOT_OPEN, REGISTRATION_CLOSED, WAITLIST_NOT_NEEDED, ALREADY_WAITLISTED, DUPLICATE_PLAYER)' })
  async joinWaitlist(@CurrentActor() actor: Actor, @Args('code') code: string, @Args('name', { type: () => String, nullable: true }) name?: string | null): Promise<WaitlistEntryModel> {
    return toWaitlistEntryModel(await this.players.joinWaitlist(actor, code, name));
  }

  @SignedIn('ANY_USER')
  @Mutation(() => Boolean, { description: 'Takes me off the waitlist of an event; those behind me move up (EVENT_NOT_FOUND, NOT_WAITLISTED)' })
  leaveWaitlist(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<boolean> {
    return this.players.leaveWaitlist(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => PlayerModel, { description: 'Organizer: registers a waiting player now, beyond the capacity if need be (WAITLIST_ENTRY_NOT_FOUND, WAITLIST_CLOSED, WAITLIST_NAME_TAKEN)' })
  async promoteWaitlisted(@CurrentActor() actor: Actor, @Args('entryId', { type: () => ID }) entryId: string): Promise<PlayerModel> {
    return toPlayerModel(await this.players.promoteWaitlisted(actor, entryId));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => Boolean, { description: 'Organizer: takes a player off the waitlist (WAITLIST_ENTRY_NOT_FOUND)' })
  removeWaitlisted(@CurrentActor() actor: Actor, @Args('entryId', { type: () => ID }) entryId: string): Promise<boolean> {
    return this.players.removeWaitlisted(actor, entryId);
  }

  @ResolveField(() => [WaitlistEntryModel], { description: 'Players waiting for a seat, first in line first (staff only: FORBIDDEN to others)' })
  async waitlist(@Parent() event: EventEntity, @CurrentActor() actor: Actor | null): Promise<WaitlistEntryModel[]> {
    return (await this.players.waitlistOf(actor, event.id)).map(toWaitlistEntryModel);
  }

  @ResolveField(() => Int, { nullable: true, description: 'My place on the waitlist (1 = next); null when I am not waiting' })
  myWaitlistPosition(@Parent() event: EventEntity, @CurrentActor() actor: Actor | null): Promise<number | null> {
    return this.players.myWaitlistPosition(actor, event.id);
  }

  @ResolveField(() => RegistrationStateEnum, { description: 'Whether players can sign themselves up now (FULL: they can join the waitlist)' })
  async registrationState(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<RegistrationStateEnum> {
    const active = (await loaders.playersByEvent.load(event.id)).filter((p) => !p.dropped).length;
    return registrationState(event, active, new Date()) as RegistrationStateEnum;
  }
}
