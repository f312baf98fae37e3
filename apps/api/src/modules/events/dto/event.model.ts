import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EventFormatEnum {
  CONSTRUCTED = 'CONSTRUCTED',
  LIMITED = 'LIMITED',
}
export enum RelEnum {
  REGULAR = 'REGULAR',
  COMPETITIVE = 'COMPETITIVE',
  PROFESSIONAL = 'PROFESSIONAL',
}
export enum EventStatusEnum {
  REGISTRATION = 'REGISTRATION',
  RUNNING = 'RUNNING',
  PLAYOFFS = 'PLAYOFFS',
  FINISHED = 'FINISHED',
}
registerEnumType(EventFormatEnum, { name: 'EventFormat' });
registerEnumType(RelEnum, { name: 'Rel' });
registerEnumType(EventStatusEnum, { name: 'EventStatus' });

@ObjectType('Event')
export class EventModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => EventFormatEnum)
  format: EventFormatEnum;

  @Field(() => RelEnum)
  rel: RelEnum;

  @Field(() => EventStatusEnum)
  status: EventStatusEnum;

  @Field(() => String, { nullable: true, description: 'ISO 8601 start date and time' })
  startsAt: string | null;

  @Field(() => Int, { description: 'Planned Swiss rounds (from attendance, MTR App. E, until the organizer sets it)' })
  swissRounds: number;

  @Field(() => Int, { description: 'Players in the single-elimination playoff (0 = none)' })
  topCut: number;

  @Field(() => Int)
  gamesPerMatch: number;

  @Field(() => Int)
  finalsGamesPerMatch: number;

  @Field(() => Int)
  roundMinutes: number;

  @Field()
  digital: boolean;

  @Field({ description: "Own byes count in the player's match-win % (MTR App. C)" })
  ownByesInMatchWin: boolean;
}
