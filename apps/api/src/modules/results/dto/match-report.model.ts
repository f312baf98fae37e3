import { Field, Int, ObjectType } from '@nestjs/graphql';
import { PlayerModel } from '../../players';

@ObjectType('MatchReport', { description: "One seated player's report, from that player's side (staff see both; a player sees their own as Match.myReport)" })
export class MatchReportModel {
  @Field(() => PlayerModel)
  player: PlayerModel;

  @Field(() => Int)
  wins: number;

  @Field(() => Int)
  losses: number;

  @Field(() => Int)
  draws: number;
}
