import type { LimitedClockPhase } from '@arbiter/dci';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { LiveMessage, LiveService } from '../live';
import { LimitedClockModel, LimitedClockPhaseModel } from './dto/limited-clock.model';
import { LimitedClockEntity } from './limited-clock.entity';
import { LimitedClockService } from './limited-clock.service';
import { readLimitedClock } from './limited-clock';

const PHASE_LABELS: Record<LimitedClockPhase['phase'], string> = {
  registration: 'Deck registration',
  build: 'Deck construction',
  'registration-and-build': 'Deck registration and construction',
};

function toPhaseModel(phase: LimitedClockPhase): LimitedClockPhaseModel {
  return { phase: phase.phase, label: PHASE_LABELS[phase.phase], minutes: phase.minutes };
}

function toLimitedClockModel(clock: LimitedClockEntity): LimitedClockModel {
  const now = new Date();
  const reading = readLimitedClock(clock, now);
  return {
    eventId: clock.eventId,
    schedule: clock.schedule,
    phases: clock.phases.map(toPhaseModel),
    phaseNumber: clock.phaseIndex + 1,
    phase: toPhaseModel(clock.phases[clock.phaseIndex]),
    state: reading.state,
    durationSeconds: reading.durationSeconds,
    remainingSeconds: reading.remainingSeconds,
    endsAt: reading.endsAt?.toISOString() ?? null,
    serverTime: now.toISOString(),
    timeUp: clock.timeUpPhaseIndex === clock.phaseIndex,
    hasNextPhase: clock.phaseIndex + 1 < clock.phases.length,
  };
}

@Resolver(() => LimitedClockModel)
export class LimitedClockResolver {
  constructor(
    private readonly clocks: LimitedClockService,
    private readonly live: LiveService,
  ) {}

  @Public()
  @Query(() => LimitedClockModel, { nullable: true, description: "The event's deck registration and construction clock; null before it starts" })
  async limitedClock(@Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedClockModel | null> {
    const clock = await this.clocks.find(eventId);
    return clock ? toLimitedClockModel(clock) : null;
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => LimitedClockModel, { description: "Starts a Limited event's deck clock: registration then construction, or one shared period, with the times of the event's rules edition" })
  async startLimitedClock(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('schedule', { description: 'sealed | sealed-long | draft | team-sealed | two-headed-giant-sealed | team-draft' }) schedule: string,
    @Args('newSetWeekend', { type: () => Boolean, defaultValue: false, description: 'Sealed on a release weekend: 15 more build minutes (MTR App. B)' }) newSetWeekend: boolean,
  ): Promise<LimitedClockModel> {
    return toLimitedClockModel(await this.clocks.start(actor, eventId, schedule, newSetWeekend));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => LimitedClockModel, { description: 'Ends the current deck phase and starts the next (construction after registration)' })
  async startNextLimitedPhase(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedClockModel> {
    return toLimitedClockModel(await this.clocks.nextPhase(actor, eventId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => LimitedClockModel)
  async pauseLimitedClock(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedClockModel> {
    return toLimitedClockModel(await this.clocks.pause(actor, eventId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => LimitedClockModel)
  async resumeLimitedClock(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<LimitedClockModel> {
    return toLimitedClockModel(await this.clocks.resume(actor, eventId));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => LimitedClockModel, { description: 'Adds seconds to the current deck phase (negative to take away)' })
  async adjustLimitedClock(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('seconds', { type: () => Int }) seconds: number): Promise<LimitedClockModel> {
    return toLimitedClockModel(await this.clocks.adjust(actor, eventId, seconds));
  }

  @Public()
  @Subscription(() => LimitedClockModel, {
    description: 'The deck clock was started, changed, or its phase ran out (clients count down from endsAt)',
    resolve(this: LimitedClockResolver, message: LiveMessage) {
      return this.clocks.find(message.eventId).then((clock) => (clock ? toLimitedClockModel(clock) : null));
    },
  })
  limitedClockUpdated(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('limitedClockUpdated', eventId);
  }
}
