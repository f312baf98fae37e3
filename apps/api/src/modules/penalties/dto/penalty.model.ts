import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { INFRACTIONS, PENALTIES } from '@arbiter/dci';
import { PlayerModel } from '../../players';
import { MatchModel } from '../../rounds';

/** GraphQL enums built from libs/dci's catalogue, so the names cannot drift from the policy. */
export const InfractionEnum = Object.fromEntries(INFRACTIONS.map((i) => [i, i])) as Record<string, string>;
export const PenaltyEnum = Object.fromEntries(PENALTIES.map((p) => [p, p])) as Record<string, string>;
registerEnumType(InfractionEnum, { name: 'Infraction' });
registerEnumType(PenaltyEnum, { name: 'Penalty' });

@InputType()
export class IssuePenaltyInput {
  @Field(() => ID)
  eventId: string;

  @Field(() => ID)
  playerId: string;

  @Field(() => ID, { nullable: true, description: "The match it happened in; defaults to the player's current match" })
  matchId?: string | null;

  @Field(() => InfractionEnum)
  infraction: string;

  @Field()
  description: string;

  @Field(() => PenaltyEnum, { nullable: true, description: "Omit to apply the guide's penalty (with upgrades); a different one is a deviation" })
  penalty?: string | null;

  @Field(() => String, { nullable: true })
  deviationReason?: string | null;

  @Field(() => Int, { nullable: true, description: 'Game of the match (for the record)' })
  game?: number | null;

  @Field(() => Int, { nullable: true, description: 'Tardiness: minutes late (IPG 3.1)' })
  minutesLate?: number | null;

  @Field(() => Int, { nullable: true, description: 'Day of a multi-day event (upgrade counts reset each day); default 1' })
  day?: number | null;
}

@ObjectType('PenaltyRecord')
export class PenaltyRecordModel {
  @Field(() => ID)
  id: string;

  @Field(() => InfractionEnum)
  infraction: string;

  @Field({ description: "The IPG's name of the infraction (libs/dci catalogue)" })
  infractionName: string;

  @Field(() => PenaltyEnum)
  penalty: string;

  @Field(() => PenaltyEnum, { description: "The guide's penalty (upgrades included)" })
  proposedPenalty: string;

  @Field()
  upgraded: boolean;

  @Field()
  deviation: boolean;

  @Field(() => String, { nullable: true })
  deviationReason: string | null;

  @Field()
  explanation: string;

  @Field()
  description: string;

  @Field({ description: 'What the penalty did to the match' })
  effect: string;

  @Field(() => Int, { nullable: true })
  round: number | null;

  @Field()
  createdAt: string;

  @Field(() => PlayerModel)
  player: PlayerModel;

  @Field(() => MatchModel, { nullable: true })
  match: MatchModel | null;
}
