import { additionalTurnsFor, teamTimeCalled, TimeCalledState, timeCalledStatus } from '@arbiter/dci';
import { Args, ID, Int, Mutation, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { FieldContext } from '../../common/graphql/field-context';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { LiveMessage, LiveService } from '../live';
import { MatchQueriesService } from '../results';
import { toMatchModel } from '../rounds';
import { MatchModel } from '../rounds';
import { RoundEntity } from '../rounds';
import { ClockService } from './clock.service';
import { RoundClockModel, TimeExtensionModel, TurnTrackerModel } from './dto/clock.model';
import { readMatchClock, readRoundClock } from './round-clock';
import { TurnTrackerService } from './turn-tracker.service';

function toClockModel(round: RoundEntity): RoundClockModel {
  const now = new Date();
  const reading = readRoundClock(round, now);
  return { roundId: round.id, roundNumber: round.number, state: reading.state, durationSeconds: reading.durationSeconds, remainingSeconds: reading.remainingSeconds, endsAt: reading.endsAt?.toISOString() ?? null, serverTime: now.toISOString(), shortReason: round.clockShortReason ?? null, eventId: round.eventId };
}

/** `RoundClock.additionalTurns`: what the clocks say when time is called, from libs/dci. */
@Resolver(() => RoundClockModel)
export class RoundClockFieldsResolver {
  @ResolveField(() => Int, { description: 'Additional turns after turn 0 when time is called (MTR 2.4): 5, or 3 in Two-Headed Giant; Slow Play penalties add 2 a match (see Match.turnTracker)' })
  async additionalTurns(clock: RoundClockModel, _args: unknown, { loaders }: FieldContext): Promise<number> {
    const event = await loaders.eventById.load(clock.eventId);
    return additionalTurnsFor(event?.teamFormat ? teamTimeCalled(event.teamFormat) : false, 0);
  }
}

@Resolver(() => MatchModel)
export class ClockResolver {
  constructor(
    private readonly clock: ClockService,
    private readonly turns: TurnTrackerService,
    private readonly matches: MatchQueriesService,
    private readonly live: LiveService,
  ) {}

  @Public()
  @Query(() => RoundClockModel)
  async roundClock(@Args('roundId', { type: () => ID }) roundId: string): Promise<RoundClockModel> {
    return toClockModel(await this.clock.round(roundId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => RoundClockModel, { description: "Starts the round clock (default: the event's round time; playoffs per the Floor Rules; finals untimed)" })
  async startRoundClock(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string, @Args('minutes', { type: () => Int, nullable: true }) minutes?: number | null,
    @Args('shortReason', { type: () => String, nullable: true, description: 'Why a round runs under the 40-minute minimum (required then; kept with the clock)' }) shortReason?: string | null,
  ): Promise<RoundClockModel> {
    return toClockModel(await this.clock.start(actor, roundId, minutes, shortReason));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => RoundClockModel)
  async pauseRoundClock(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string): Promise<RoundClockModel> {
    return toClockModel(await this.clock.pause(actor, roundId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => RoundClockModel)
  async resumeRoundClock(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string): Promise<RoundClockModel> {
    return toClockModel(await this.clock.resume(actor, roundId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => RoundClockModel, { description: 'Adds seconds to the round (negative to take away)' })
  async adjustRoundClock(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string, @Args('seconds', { type: () => Int }) seconds: number): Promise<RoundClockModel> {
    return toClockModel(await this.clock.adjust(actor, roundId, seconds));
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Mutation(() => MatchModel, { description: 'Adds minutes to one match (a pause over a minute, a long ruling)' })
  async addTimeExtension(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Args('minutes', { type: () => Int }) minutes: number, @Args('reason') reason: string): Promise<MatchModel> {
    return toMatchModel(await this.clock.addExtension(actor, matchId, minutes, reason));
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Mutation(() => MatchModel, { description: 'Records a deck check; the match gets the time it took plus 3 minutes' })
  async recordDeckCheck(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Args('minutesTaken', { type: () => Int }) minutesTaken: number, @Args('note', { type: () => String, nullable: true }) note?: string | null): Promise<MatchModel> {
    return toMatchModel(await this.clock.recordDeckCheck(actor, matchId, minutesTaken, note));
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Query(() => [TimeExtensionModel])
  async timeExtensions(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<TimeExtensionModel[]> {
    return (await this.clock.extensions(actor, matchId)).map((e) => ({ id: e.id, kind: e.kind, minutes: e.minutes, deckCheckMinutes: e.deckCheckMinutes, reason: e.reason, createdAt: e.createdAt.toISOString() }));
  }

  @SignedIn('SEATED_PLAYER', 'JUDGE', 'ORGANIZER')
  @Mutation(() => MatchModel, { description: 'Time is called on a paper match: turn 0, then the additional turns (MTR 2.4)' })
  async startTurnTracker(
    @CurrentActor() actor: Actor,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('activePlayer', { type: () => Int, description: 'Index in players of the active player' }) activePlayer: number,
    @Args('activePlayerHasPassedTurn', { type: () => Boolean, defaultValue: false }) activePlayerHasPassedTurn: boolean,
  ): Promise<MatchModel> {
    return toMatchModel(await this.turns.start(actor, matchId, activePlayer, activePlayerHasPassedTurn));
  }

  @SignedIn('SEATED_PLAYER', 'JUDGE', 'ORGANIZER')
  @Mutation(() => MatchModel, { description: 'The current turn ended; extraTurn when a card gives the same player another turn (it still counts)' })
  async advanceTurn(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Args('extraTurn', { type: () => Boolean, defaultValue: false }) extraTurn: boolean): Promise<MatchModel> {
    return toMatchModel(await this.turns.advance(actor, matchId, extraTurn));
  }

  @Public()
  @Subscription(() => RoundClockModel, {
    description: 'The round clock was started, paused, resumed or adjusted (clients count down from endsAt)',
    resolve(this: ClockResolver, message: LiveMessage) {
      return this.clock.round(message.roundId as string).then(toClockModel);
    },
  })
  clockUpdated(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('clockUpdated', eventId);
  }

  @Public()
  @Subscription(() => MatchModel, {
    description: "A table's time (round clock plus its extensions) ran out",
    resolve(this: ClockResolver, message: LiveMessage) {
      return this.matches.byId(message.matchId as string).then(toMatchModel);
    },
  })
  timeCalled(@CurrentActor() actor: Actor | null, @Args('eventId', { type: () => ID }) eventId: string): Promise<AsyncIterableIterator<LiveMessage>> {
    return this.matches.visibleMatchMessages(actor, eventId, this.live.subscribe('timeCalled', eventId));
  }

  @ResolveField(() => Int, { nullable: true, description: "Seconds left in this match's time (round clock plus extensions)" })
  async timeRemainingSeconds(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<number | null> {
    return (await this.matchClock(match, loaders))?.remainingSeconds ?? null;
  }

  @ResolveField('timeCalled', () => Boolean, { description: "This match's time has run out (MTR 2.4: the end-of-match procedure begins)" })
  async timeCalledField(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<boolean> {
    return (await this.matchClock(match, loaders))?.timeCalled ?? false;
  }

  @ResolveField(() => TurnTrackerModel, { nullable: true })
  turnTracker(match: MatchModel): TurnTrackerModel | null {
    if (!match.turnTrackerState) return null;
    const status = timeCalledStatus(match.turnTrackerState as unknown as TimeCalledState);
    return { phase: status.phase, turn: status.turn, of: status.of, label: status.label, finished: status.finished, activePlayer: status.activePlayer === 'A' ? 0 : 1 };
  }

  @ResolveField(() => [Int], { description: 'Games lost by penalty by players[0] and players[1]' })
  gameLosses(match: MatchModel): number[] {
    return match.gameLosses;
  }

  // The match's own extension minutes come with it: only its round is loaded (batched), never the match again.
  private async matchClock(match: MatchModel, loaders: GraphqlLoaders) {
    const round = await loaders.roundById.load(match.roundId);
    return round ? readMatchClock(round, match, new Date()) : null;
  }
}
