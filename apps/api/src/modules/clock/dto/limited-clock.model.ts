import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LimitedClockPhase')
export class LimitedClockPhaseModel {
  @Field({ description: 'registration | build | registration-and-build' })
  phase: string;

  @Field({ description: 'The phase in words, e.g. "Deck construction"' })
  label: string;

  @Field(() => Int)
  minutes: number;
}

@ObjectType('LimitedClock', { description: "A Limited event's deck registration and construction clock (MTR App. B; seed Floor Rules 112)" })
export class LimitedClockModel {
  @Field(() => ID)
  eventId: string;

  @Field({ description: 'sealed | sealed-long | draft | team-sealed | two-headed-giant-sealed | team-draft' })
  schedule: string;

  @Field(() => [LimitedClockPhaseModel], { description: 'Every phase, in order' })
  phases: LimitedClockPhaseModel[];

  @Field(() => Int, { description: 'The phase now timed, from 1' })
  phaseNumber: number;

  @Field(() => LimitedClockPhaseModel)
  phase: LimitedClockPhaseModel;

  @Field({ description: 'RUNNING | PAUSED | ENDED' })
  state: string;

  @Field(() => Int)
  durationSeconds: number;

  @Field(() => Int, { description: 'Seconds left in the phase (negative once over)' })
  remainingSeconds: number;

  @Field(() => String, { nullable: true, description: 'ISO time the phase ends if not paused' })
  endsAt: string | null;

  @Field({ description: 'Server time of this reading, so clients can correct their own clock' })
  serverTime: string;

  @Field({ description: "The phase's time-up has been announced" })
  timeUp: boolean;

  @Field({ description: 'A later phase follows (startNextLimitedPhase)' })
  hasNextPhase: boolean;
}
