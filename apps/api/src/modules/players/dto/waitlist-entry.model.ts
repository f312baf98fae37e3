import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WaitlistEntry', { description: 'A player waiting for a seat in a full event (not registered until promoted)' })
export class WaitlistEntryModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The name they will play under' })
  name: string;

  @Field(() => Int, { description: 'Place in line: 1 is seated next' })
  position: number;

  @Field({ description: 'ISO 8601: when they joined the waitlist' })
  joinedAt: string;
}
