import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { InfractionEnum, PenaltyEnum } from './penalty.model';

/** What the guide needs to propose a penalty: the player (for their history), the infraction, day and minutes late. */
@ArgsType()
export class PenaltyProposalArgs {
  @Field(() => ID)
  eventId: string;

  @Field(() => ID)
  playerId: string;

  @Field(() => InfractionEnum)
  infraction: string;

  @Field(() => Int, { nullable: true, description: 'Tardiness: minutes late (IPG 3.1)' })
  minutesLate?: number | null;

  @Field(() => Int, { nullable: true, description: 'Day of a multi-day event (upgrade counts reset each day); default 1' })
  day?: number | null;
}

/** The fields of a proposal request, shared by `penaltyProposal` and `issuePenalty`. */
export type PenaltyProposalInput = Pick<PenaltyProposalArgs, 'eventId' | 'playerId' | 'infraction' | 'minutesLate' | 'day'>;

@ObjectType('PenaltyProposal', { description: "libs/dci's proposal: what issuePenalty records unless the judge deviates" })
export class PenaltyProposalModel {
  @Field(() => InfractionEnum)
  infraction: string;

  @Field(() => PenaltyEnum, { description: 'The penalty to apply (upgrades included)' })
  penalty: string;

  @Field(() => PenaltyEnum, { description: 'The penalty before any upgrade' })
  basePenalty: string;

  @Field()
  upgraded: boolean;

  @Field({ description: 'Why, in words: the rule, earlier Warnings, any upgrade' })
  explanation: string;

  @Field({ description: 'IPG section, e.g. "3.4"' })
  ipgSection: string;

  @Field({ description: 'IPG (Competitive, Professional) or JAR (Judging at Regular REL)' })
  source: string;

  @Field({ description: 'The player is also dropped (Tardiness of more than 10 minutes)' })
  dropsPlayer: boolean;
}
