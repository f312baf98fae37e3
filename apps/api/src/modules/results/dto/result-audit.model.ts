import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ResultChange')
export class ResultAuditModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true })
  actorUserId: string | null;

  @Field({ description: 'REPORT (a player), SET (staff), PENALTY (a judge\'s game or match loss) or ENGINE (a digital match)' })
  action: string;

  @Field({ description: 'JSON: {status, wins, draws} before the change' })
  before: string;

  @Field({ description: 'JSON: {status, wins, draws} after the change' })
  after: string;

  @Field()
  reason: string;

  @Field()
  createdAt: string;
}
