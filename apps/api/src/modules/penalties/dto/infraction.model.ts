import { Field, ObjectType } from '@nestjs/graphql';
import { InfractionEnum, PenaltyEnum } from './penalty.model';

@ObjectType('InfractionInfo', { description: "An infraction of libs/dci's catalogue, with the guide's penalty for a first offense at the asked REL" })
export class InfractionInfoModel {
  @Field(() => InfractionEnum)
  infraction: string;

  @Field({ description: 'English name as the IPG titles the section' })
  name: string;

  @Field({ description: 'GAME_PLAY_ERROR, TOURNAMENT_ERROR or UNSPORTING_CONDUCT' })
  category: string;

  @Field({ description: 'IPG section, e.g. "3.4"' })
  ipgSection: string;

  @Field(() => PenaltyEnum, { description: 'The penalty for a first offense at this REL (no history)' })
  penalty: string;
}
