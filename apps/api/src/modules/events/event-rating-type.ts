import { checkRatingEventType, DEFAULT_RATING_EVENT_TYPE, isDciFailure, K_FACTORS, RatingEventType } from '@arbiter/dci';
import { EventEntity } from './event.entity';
import { eventError } from './events.errors';

type RatingFields = Pick<EventEntity, 'rel' | 'ratingEventType'>;

/**
 * Refuses an event type the event can never have (Judge's Handbook 2006 App. D.3): 24K and 32K
 * need Competitive REL or higher; 40K and 48K are for premier events run for Wizards, which a
 * store's event is not. The player minimums are applied when the event is rated.
 */
export function assertRatingEventType(event: RatingFields): void {
  const check = checkRatingEventType({ eventType: event.ratingEventType, players: Number.MAX_SAFE_INTEGER, rel: event.rel });
  if (isDciFailure(check)) throw eventError('RATING_EVENT_TYPE_NOT_ALLOWED', `Ratings: ${check.error.message}.`, { field: 'ratingEventType' });
}

/** The event type its ratings use: the chosen one if the players who started meet its minimum (App. D.3), else the default 16K. */
export function effectiveRatingEventType(event: RatingFields, players: number): { eventType: RatingEventType; kFactor: number } {
  const check = checkRatingEventType({ eventType: event.ratingEventType, players, rel: event.rel });
  const eventType = isDciFailure(check) ? DEFAULT_RATING_EVENT_TYPE : event.ratingEventType;
  return { eventType, kFactor: K_FACTORS[eventType] };
}

/** Players who started the event (entered for round 1 and did not drop before it): the count the App. D.3 minimums use. */
export function startedPlayerCount(players: readonly { enteredBeforeRound: number; dropped: boolean; droppedAfterRound: number | null }[]): number {
  return players.filter((p) => p.enteredBeforeRound === 1 && !(p.dropped && (p.droppedAfterRound ?? 0) === 0)).length;
}
