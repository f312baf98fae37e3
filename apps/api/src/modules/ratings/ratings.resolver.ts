import { RATING_CATEGORIES, RatingCategory } from '@arbiter/dci';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/access/access.decorator';
import { eventError } from '../events';
import { PlayerRatingModel, RatingModel } from './dto/rating.model';
import { RatingsService } from './ratings.service';

@Resolver(() => RatingModel)
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Public()
  @Query(() => RatingModel, { nullable: true, description: 'A player\'s DCI rating in "CONSTRUCTED" or "LIMITED", from finished sanctioned events; null before their first rated match' })
  rating(@Args('userId', { type: () => ID }) userId: string, @Args('category') category: string): Promise<RatingModel | null> {
    if (!(RATING_CATEGORIES as readonly string[]).includes(category)) {
      throw eventError('INVALID_EVENT_INPUT', `category must be CONSTRUCTED or LIMITED, got "${category}"`, { field: 'category' });
    }
    return this.ratings.rating(userId, category as RatingCategory);
  }

  @Public()
  @Query(() => [PlayerRatingModel], { description: "The event's players by rating in its category, highest first: for seeding and for breaking ties for invitations" })
  eventRatings(@Args('eventId', { type: () => ID }) eventId: string): Promise<PlayerRatingModel[]> {
    return this.ratings.eventRatings(eventId);
  }
}
