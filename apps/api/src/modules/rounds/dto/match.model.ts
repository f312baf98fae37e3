import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { PlayerReport } from '../match.entity';

@ObjectType('Match')
export class MatchModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { nullable: true })
  table: number | null;

  @Field()
  bye: boolean;

  @Field(() => [Int], { nullable: true, description: 'Games won by players[0] and players[1]; null until final' })
  wins: number[] | null;

  @Field(() => Int, { nullable: true })
  draws: number | null;

  @Field({ description: '"PENDING" | "REPORTED" | "DISPUTED" | "FINAL"' })
  status: string;

  @Field(() => Int, { description: 'Round number' })
  round: number;

  @Field(() => Int, { description: 'Minutes of time extension given to this match' })
  extensionMinutes: number;

  /** Internal: the turn tracker state and penalty games, for the clock and penalty fields. */
  turnTrackerState: Record<string, unknown> | null;
  gameLosses: [number, number];
  /** Internal: each seated player's report (players[0], players[1]), for staff. */
  reports: [PlayerReport | null, PlayerReport | null];
  /** Internal: resolved into players. */
  playerIds: string[];
  roundId: string;
  eventId: string;
}
