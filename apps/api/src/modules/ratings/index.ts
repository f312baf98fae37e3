/** The ratings module's public surface: what other modules may use. */
export { RatingsModule } from './ratings.module';
export { RatingsService } from './ratings.service';
export { PlayerRatingModel, RatingModel } from './dto/rating.model';
