import { Field, InputType, Int } from '@nestjs/graphql';

@InputType()
export class UpdatePlayerInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  wizardsId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Byes from round 1 (before the event starts)' })
  byes?: number | null;

  @Field(() => Int, { nullable: true, description: 'Draft pod; 0 clears it' })
  pod?: number | null;

  @Field(() => Int, { nullable: true, description: 'Fixed table; 0 clears it' })
  fixedTable?: number | null;
}
