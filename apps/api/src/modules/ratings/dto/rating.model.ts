import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RatingChange', { description: "One event's change to a rating" })
export class RatingChangeModel {
  @Field(() => ID)
  eventId: string;

  @Field()
  eventName: string;

  @Field(() => Float)
  before: number;

  @Field(() => Float)
  after: number;

  @Field(() => Int, { description: 'Rated matches in that event' })
  matches: number;
}

@ObjectType('Rating', { description: 'DCI rating (Elo) of a player in one category, from finished sanctioned events' })
export class RatingModel {
  @Field(() => Float)
  value: number;

  @Field(() => Int, { description: 'Rated matches, every event together' })
  matches: number;

  @Field(() => [RatingChangeModel], { description: 'Oldest first' })
  history: RatingChangeModel[];

  @Field({ description: 'CONSTRUCTED or LIMITED' })
  category: string;
}

@ObjectType('PlayerRating', { description: "A registered player with their account's rating in the event's category" })
export class PlayerRatingModel {
  @Field(() => ID)
  playerId: string;

  @Field()
  name: string;

  @Field(() => Float, { description: 'The rating (1600 for an account not rated yet, or an entry without an account)' })
  rating: number;

  @Field(() => Int)
  matches: number;

  @Field({ description: 'False for an entry with no account or an account with no rated match yet' })
  rated: boolean;
}
