import { Field, ObjectType } from '@nestjs/graphql';
import { PlayerModel } from '../../players';

@ObjectType('PlayoffCut', { description: 'The paired top cut against the cut the Swiss standings give now' })
export class PlayoffCutModel {
  @Field({ description: "The playoff's first round differs from the pairings the Swiss standings give now" })
  outdated: boolean;

  @Field(() => [PlayerModel], { description: 'In the cut by the standings now, not paired in the playoff' })
  entering: PlayerModel[];

  @Field(() => [PlayerModel], { description: 'Paired in the playoff, out of the cut by the standings now' })
  leaving: PlayerModel[];

  @Field({ description: 'recutPlayoff would act: outdated, and no playoff result exists' })
  recutAllowed: boolean;
}
