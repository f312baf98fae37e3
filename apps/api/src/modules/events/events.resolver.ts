import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { StructureWarningModel } from './dto/structure-warning.model';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { CreateEventInput } from './dto/create-event.input';
import { EventModel, EventStatusEnum, SanctioningModel } from './dto/event.model';
import { matchStructureWarnings } from './event-match-structure';
import { eventSanctioning } from './event-sanctioning';
import { StaffRoleEnum } from './dto/staff-role.enum';
import { StaffMemberModel } from './dto/staff-member.model';
import { UpdateEventInput } from './dto/update-event.input';
import { EventAccessService } from './event-access.service';
import { EventEntity } from './event.entity';
import { plannedStructure } from './event-structure';
import { eventDecklistFormat, EventsService } from './events.service';

@Resolver(() => EventModel)
export class EventsResolver {
  constructor(
    private readonly eventsService: EventsService,
    private readonly access: EventAccessService,
  ) {}

  @Public()
  @Query(() => EventModel, { nullable: true })
  event(@Args('id', { type: () => ID }) id: string): Promise<EventEntity | null> {
    return this.eventsService.findById(id);
  }

  @Public()
  @Query(() => [EventModel], { description: 'Events, newest first' })
  events(@Args('status', { type: () => EventStatusEnum, nullable: true }) status?: EventStatusEnum | null): Promise<EventEntity[]> {
    return this.eventsService.list(status ?? undefined);
  }

  @SignedIn('ANY_USER')
  @Query(() => [EventModel], { description: 'Signed in: events I play in, am invited to (Event.myInvitation) or am staff of, newest first' })
  myEvents(@CurrentActor() actor: Actor): Promise<EventEntity[]> {
    return this.eventsService.myEvents(actor);
  }

  @SignedIn('ANY_USER')
  @Mutation(() => EventModel, { description: 'Any signed-in user; the creator becomes ORGANIZER' })
  createEvent(@CurrentActor() actor: Actor, @Args('input') input: CreateEventInput): Promise<EventEntity> {
    return this.eventsService.create(actor, input);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel)
  updateEvent(@CurrentActor() actor: Actor, @Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateEventInput): Promise<EventEntity> {
    return this.eventsService.update(actor, id, input);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'REGISTRATION → RUNNING; fixes Swiss rounds and top cut from attendance unless set' })
  startEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<EventEntity> {
    return this.eventsService.start(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: "Organizer: a new event in registration with this one's settings, staff and a new join code, no players or results; startsAt (ISO 8601) moves the registration times and decklist deadline with it" })
  duplicateEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('startsAt', { type: () => String, nullable: true }) startsAt?: string | null): Promise<EventEntity> {
    return this.eventsService.duplicate(actor, eventId, startsAt);
  }

  @Public()
  @Query(() => [EventModel], { description: 'Public: the store calendar, events in registration, running or in playoffs (not cancelled), soonest first, undated last' })
  eventCalendar(): Promise<EventEntity[]> {
    return this.eventsService.calendar();
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel)
  finishEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<EventEntity> {
    return this.eventsService.finish(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'Cancels an unfinished event: it ends unrated and its event report says CANCELLED' })
  cancelEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<EventEntity> {
    return this.eventsService.cancel(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => Boolean)
  deleteEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<boolean> {
    return this.eventsService.remove(actor, eventId);
  }

  @Public()
  @Query(() => EventModel, { nullable: true, description: 'The event with this join code (case, spaces and dashes ignored); null when none' })
  eventByCode(@Args('code') code: string): Promise<EventEntity | null> {
    return this.eventsService.findByCode(code);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'Makes an account organizer or judge, by its id or by the email it signed up with (USER_NOT_FOUND_FOR_STAFF)' })
  addStaff(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('role', { type: () => StaffRoleEnum }) role: StaffRoleEnum,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string | null,
    @Args('email', { type: () => String, nullable: true }) email?: string | null,
  ): Promise<EventEntity> {
    return this.eventsService.addStaff(actor, eventId, { userId, email }, role);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'Takes an account off the staff (STAFF_MEMBER_NOT_FOUND; LAST_ORGANIZER for the only organizer)' })
  removeStaff(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('userId', { type: () => ID }) userId: string): Promise<EventEntity> {
    return this.eventsService.removeStaff(actor, eventId, userId);
  }

  @ResolveField(() => [StaffMemberModel], { description: "Organizers and judges (their accounts' emails: for the event's staff only, FORBIDDEN to others)" })
  async staff(@Parent() event: EventEntity, @CurrentActor() actor: Actor | null): Promise<StaffMemberModel[]> {
    await this.access.require(actor, event.id, ['ORGANIZER', 'JUDGE'], "see the event's staff");
    return (await this.eventsService.staffOf(event.id)).map(({ user, role }) => ({ user, role: role as StaffRoleEnum }));
  }

  @ResolveField(() => String, { nullable: true })
  startsAt(@Parent() event: EventEntity): string | null {
    return event.startsAt ? event.startsAt.toISOString() : null;
  }

  @ResolveField(() => String, { nullable: true })
  decklistDeadline(@Parent() event: EventEntity): string | null {
    return event.decklistDeadline ? event.decklistDeadline.toISOString() : null;
  }

  @ResolveField(() => String, { nullable: true })
  registrationOpensAt(@Parent() event: EventEntity): string | null {
    return event.registrationOpensAt ? event.registrationOpensAt.toISOString() : null;
  }

  @ResolveField(() => String, { nullable: true })
  registrationClosesAt(@Parent() event: EventEntity): string | null {
    return event.registrationClosesAt ? event.registrationClosesAt.toISOString() : null;
  }

  @ResolveField(() => String)
  decklistFormat(@Parent() event: EventEntity): string {
    return eventDecklistFormat(event);
  }

  @ResolveField(() => Int)
  async swissRounds(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<number> {
    if (event.swissRounds !== null) return event.swissRounds;
    return plannedStructure(event, await loaders.playersByEvent.load(event.id)).swissRounds;
  }

  @ResolveField(() => Int)
  async topCut(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<number> {
    if (event.topCut !== null) return event.topCut;
    return plannedStructure(event, await loaders.playersByEvent.load(event.id)).topCut;
  }

  @ResolveField(() => Boolean, { description: 'False when below the sanctioning minimum or unsanctioned by choice (a preview until the event starts)' })
  async sanctioned(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<boolean> {
    return (await this.sanctioning(event, loaders)).sanctioned;
  }

  @ResolveField(() => SanctioningModel)
  async sanctioning(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<SanctioningModel> {
    const active = event.status === 'REGISTRATION' ? (await loaders.playersByEvent.load(event.id)).filter((p) => !p.dropped).length : 0;
    return eventSanctioning(event, active) as SanctioningModel;
  }

  @ResolveField(() => Boolean, { description: 'The organizer cancelled the event' })
  cancelled(@Parent() event: EventEntity): boolean {
    return event.cancelledAt !== null;
  }

  @ResolveField(() => [String])
  importWarnings(@Parent() event: EventEntity): string[] {
    return event.importWarnings ?? [];
  }

  @ResolveField(() => [String], { description: 'What the organizer should know about the match structure and round time, in words (allowed, but worth a second look)' })
  structureWarnings(@Parent() event: EventEntity): string[] {
    return matchStructureWarnings(event).map((warning) => warning.message);
  }

  @ResolveField(() => [StructureWarningModel], { description: 'The structure warnings as codes with their figures (structureWarnings in English words)' })
  structureWarningDetails(@Parent() event: EventEntity): StructureWarningModel[] {
    return matchStructureWarnings(event);
  }

  @ResolveField(() => [String], { description: "The caller's roles in this event: ADMIN, ORGANIZER, JUDGE, PLAYER" })
  async myRoles(@Parent() event: EventEntity, @CurrentActor() actor: Actor | null): Promise<string[]> {
    return [...(await this.access.rolesFor(actor, event.id))];
  }
}
