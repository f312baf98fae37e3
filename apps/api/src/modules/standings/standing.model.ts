import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { PercentageFloorEnum } from '../events';
import { PlayerModel } from '../players';

@ObjectType('Standing')
export class StandingModel {
  @Field(() => Int)
  rank: number;

  @Field(() => PlayerModel)
  player: PlayerModel;

  @Field(() => Int)
  matchPoints: number;

  @Field({ description: 'Wins-losses-draws' })
  record: string;

  @Field(() => Float, { description: "Opponents' match-win percentage (MTR App. C), 4 decimals" })
  omw: number;

  @Field(() => Float, { description: 'Game-win percentage, 4 decimals' })
  gw: number;

  @Field(() => Float, { description: "Opponents' game-win percentage, 4 decimals" })
  ogw: number;

  @Field(() => Float, { description: "OMW% unrounded, for comparing with other software" })
  omwExact: number;

  @Field(() => Float, { description: 'GW% unrounded' })
  gwExact: number;

  @Field(() => Float, { description: 'OGW% unrounded' })
  ogwExact: number;

  @Field(() => Int, { description: 'Game points (3 a game won, 1 a game drawn; byes 2-0)' })
  gamePoints: number;

  @Field(() => Int)
  gamesPlayed: number;

  @Field(() => PercentageFloorEnum, { description: 'The floor in force under every MW% and GW% of these standings (the event setting)' })
  percentageFloor: PercentageFloorEnum;

  @Field(() => Int, { description: 'The Swiss round these standings are after (0: no round is finished yet, every player is still level)' })
  afterRound: number;

  @Field(() => String, { nullable: true, description: 'Final standings only: winner, final, semifinal, quarterfinal, swiss' })
  finish?: string | null;
}
