import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Player')
export class PlayerModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  wizardsId: string | null;

  @Field()
  dropped: boolean;
}
