import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RoundClock')
export class RoundClockModel {
  @Field(() => ID)
  roundId: string;

  @Field(() => Int)
  roundNumber: number;

  @Field({ description: 'NOT_STARTED | RUNNING | PAUSED | ENDED | UNTIMED' })
  state: string;

  @Field(() => Int, { nullable: true })
  durationSeconds: number | null;

  @Field(() => Int, { nullable: true, description: 'Seconds left (negative once over); null when untimed or not started' })
  remainingSeconds: number | null;

  @Field(() => String, { nullable: true, description: 'ISO time the round ends if not paused' })
  endsAt: string | null;

  @Field({ description: 'Server time of this reading, so clients can correct their own clock' })
  serverTime: string;

  @Field(() => String, { nullable: true, description: 'The documented reason this round runs under the 40-minute minimum' })
  shortReason: string | null;

  /** Internal: resolved into additionalTurns. */
  eventId: string;
}

@ObjectType('TurnTracker')
export class TurnTrackerModel {
  @Field({ description: 'before-turn-0 | turn-0 | additional | finished' })
  phase: string;

  @Field(() => Int)
  turn: number;

  @Field(() => Int, { description: 'Additional turns in total (5, 3 for teams, +2 per Slow Play penalty)' })
  of: number;

  @Field({ description: 'e.g. "additional turn 3 of 5"' })
  label: string;

  @Field()
  finished: boolean;

  @Field(() => Int, { description: 'Index in players of the active player' })
  activePlayer: number;
}

@ObjectType('TimeExtension')
export class TimeExtensionModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'EXTENSION or DECK_CHECK' })
  kind: string;

  @Field(() => Int)
  minutes: number;

  @Field(() => Int, { nullable: true })
  deckCheckMinutes: number | null;

  @Field()
  reason: string;

  @Field()
  createdAt: string;
}
