import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Round')
export class RoundModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  number: number;

  @Field({ description: '"SWISS" or "PLAYOFF"' })
  kind: string;

  @Field()
  published: boolean;

  @Field(() => Int, { description: 'Games per match in this round (best of 1, 3 or 5)' })
  gamesPerMatch: number;

  @Field({ description: 'The pairing seed, so the round can be re-derived' })
  seed: string;

  @Field({ description: 'Name and version of the pairing algorithm' })
  algorithm: string;

  /** Internal. */
  eventId: string;
}
