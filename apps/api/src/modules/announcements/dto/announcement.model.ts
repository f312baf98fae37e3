import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Announcement', { description: "A short message from the event's organizer or judges to every player" })
export class AnnouncementModel {
  @Field(() => ID)
  id: string;

  @Field()
  text: string;

  @Field({ description: 'When it was sent (ISO 8601)' })
  sentAt: string;
}
