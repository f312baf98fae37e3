import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { PlayerModel } from '../players/dto/player.model';

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

  @Field(() => String, { nullable: true, description: 'Final standings only: winner, final, semifinal, quarterfinal, swiss' })
  finish?: string | null;
}
