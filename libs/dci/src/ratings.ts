import { DciFailure, fail, isNonNegativeInteger } from './dci-error';
import { Rel } from './infraction-catalogue';
import { MatchResult } from './match-structure';

/** Ratings are kept per format category (DCI ratings: Constructed and Limited are separate). */
export const RATING_CATEGORIES = ['CONSTRUCTED', 'LIMITED'] as const;
/** One of {@link RATING_CATEGORIES}. */
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/** Every player starts at 1600 in each category (DCI ratings). */
export const STARTING_RATING = 1600;

/**
 * The DCI's event types by K-value (DCI Certified Judge's Handbook 2006, App. D.2):
 * `casual` 8 (premier events for casual players, e.g. Friday Night Magic), `regular` 16
 * (the default for every event), `competitive` 24, `professional` 32, `grand-prix` 40
 * (Grand Prix, National Championships), `pro-tour` 48 (Pro Tour, World Championships).
 */
export const RATING_EVENT_TYPES = ['casual', 'regular', 'competitive', 'professional', 'grand-prix', 'pro-tour'] as const;
/** One of {@link RATING_EVENT_TYPES}. */
export type RatingEventType = (typeof RATING_EVENT_TYPES)[number];

/** K-value of each event type (DCI Certified Judge's Handbook 2006, App. D.2). */
export const K_FACTORS: Readonly<Record<RatingEventType, number>> = {
  casual: 8,
  regular: 16,
  competitive: 24,
  professional: 32,
  'grand-prix': 40,
  'pro-tour': 48,
};

/** "16K: the default for all events." */
export const DEFAULT_RATING_EVENT_TYPE: RatingEventType = 'regular';

/** Input to {@link checkRatingEventType}. */
export interface RatingEventTypeInput {
  readonly eventType: RatingEventType;
  readonly players: number;
  readonly rel: Rel;
  /** A premier event run for Wizards (Grand Prix, National Championship, Pro Tour, Worlds). */
  readonly premier?: boolean;
}

/**
 * Whether an event may be rated at this K-value (Judge's Handbook 2006, App. D.3): 24K needs
 * at least 16 players and deck verification (registered decklists: Competitive REL or higher),
 * 32K at least 32 players at Competitive REL or higher (the old REL 3); 40K and 48K are for
 * premier events only. The certified-judge requirements are the organizer's to meet.
 */
export function checkRatingEventType(input: RatingEventTypeInput): { ok: true; kFactor: number } | DciFailure {
  const { eventType, players, rel } = input;
  if (!(RATING_EVENT_TYPES as readonly string[]).includes(eventType)) {
    return fail('INVALID_RATING_EVENT_TYPE', `rating event type must be one of ${RATING_EVENT_TYPES.join(', ')}, got ${String(eventType)}`);
  }
  const kFactor = K_FACTORS[eventType];
  if ((eventType === 'grand-prix' || eventType === 'pro-tour') && !input.premier) {
    return fail('RATING_EVENT_TYPE_NOT_ALLOWED', `${kFactor}K is reserved for premier events (Grand Prix, National Championships, Pro Tour, World Championships)`);
  }
  const needs = eventType === 'competitive' ? 16 : eventType === 'professional' ? 32 : 0;
  if (players < needs) {
    return fail('RATING_EVENT_TYPE_NOT_ALLOWED', `${kFactor}K needs at least ${needs} players; this event has ${players}`);
  }
  if ((eventType === 'competitive' || eventType === 'professional') && rel === 'REGULAR') {
    return fail('RATING_EVENT_TYPE_NOT_ALLOWED', `${kFactor}K needs deck verification, so Competitive or Professional REL; this event is Regular REL`);
  }
  return { ok: true, kFactor };
}

/**
 * The win expectancy of a player rated `rating` against `opponentRating` (the DCI's Elo
 * formula): We = 1 / (10^((R2 − R1) / 400) + 1).
 */
export function winExpectancy(rating: number, opponentRating: number): number {
  return 1 / (10 ** ((opponentRating - rating) / 400) + 1);
}

/** The match score for the rating: win 1, draw 0.5, loss 0. */
export function ratingScore(result: MatchResult, side: 'A' | 'B'): number {
  return result === 'draw' ? 0.5 : result === side ? 1 : 0;
}

/** New rating after one match: Rn = Rp + K × (W − We) (DCI ratings). */
export function ratingAfterMatch(rating: number, opponentRating: number, score: number, kFactor: number): number {
  return rating + kFactor * (score - winExpectancy(rating, opponentRating));
}

/** One match of a rated event: two players and the result, or a bye (never rated). */
export type RatedMatchInput = { readonly players: readonly [string, string]; readonly result: MatchResult } | { readonly players: readonly [string]; readonly bye: true };

/** An event to rate, with its matches round by round in the order they were played. */
export interface RatedEventInput {
  readonly id: string;
  readonly category: RatingCategory;
  readonly kFactor: number;
  /** Results of unsanctioned events do not count (seed Floor Rules). */
  readonly sanctioned: boolean;
  readonly rounds: readonly (readonly RatedMatchInput[])[];
}

/** A rating before the events being rated (e.g. stored by the platform). */
export interface RatingSeed {
  readonly player: string;
  readonly category: RatingCategory;
  readonly rating: number;
  readonly matches: number;
}

/** One rated match from one player's side, with every figure of the formula. */
export interface RatedMatchRecord {
  readonly eventId: string;
  readonly round: number;
  readonly category: RatingCategory;
  readonly player: string;
  readonly opponent: string;
  readonly before: number;
  readonly opponentBefore: number;
  readonly kFactor: number;
  readonly expected: number;
  readonly score: number;
  readonly after: number;
}

/** A player's rating change over one event. */
export interface RatingChange {
  readonly eventId: string;
  readonly before: number;
  readonly after: number;
  readonly matches: number;
}

/** A player's rating in a category, with its history by event. */
export interface PlayerRating {
  readonly player: string;
  readonly category: RatingCategory;
  readonly rating: number;
  /** Rated matches in this category, all events together. */
  readonly matches: number;
  readonly history: readonly RatingChange[];
}

/** Whether each event counted, and how many of its matches were rated. */
export interface RatedEventSummary {
  readonly eventId: string;
  readonly rated: boolean;
  /** Why an event did not count. */
  readonly reason: 'UNSANCTIONED' | null;
  readonly ratedMatches: number;
  readonly byes: number;
}

/** Everything {@link rateEvents} computed. */
export interface RatingsResult {
  /** Every rated player, by category then rating (highest first), then player. */
  readonly ratings: readonly PlayerRating[];
  /** Every rated match from each side, in the order rated. */
  readonly matches: readonly RatedMatchRecord[];
  readonly events: readonly RatedEventSummary[];
}

interface RatingState {
  rating: number;
  matches: number;
  history: RatingChange[];
}

/**
 * Rates a series of events in order (DCI ratings): Elo per match, K from the event, separate
 * Constructed and Limited ratings starting at 1600, a history per player and event.
 * Byes are not rated; unsanctioned events are skipped. Within a round every player plays
 * once, so each match uses the ratings from before that round.
 */
export function rateEvents(events: readonly RatedEventInput[], seeds: readonly RatingSeed[] = []): RatingsResult | DciFailure {
  const states = new Map<string, RatingState>();
  const keyOf = (category: RatingCategory, player: string) => `${category}\u0000${player}`;
  for (const seed of seeds) {
    if (!Number.isFinite(seed.rating) || !isNonNegativeInteger(seed.matches)) {
      return fail('INVALID_RATING', `the starting rating of "${seed.player}" must be a number with a whole match count, got ${seed.rating} over ${seed.matches}`);
    }
    states.set(keyOf(seed.category, seed.player), { rating: seed.rating, matches: seed.matches, history: [] });
  }
  const stateOf = (category: RatingCategory, player: string): RatingState => {
    const key = keyOf(category, player);
    let state = states.get(key);
    if (!state) states.set(key, (state = { rating: STARTING_RATING, matches: 0, history: [] }));
    return state;
  };
  const records: RatedMatchRecord[] = [];
  const summaries: RatedEventSummary[] = [];
  for (const event of events) {
    if (!(RATING_CATEGORIES as readonly string[]).includes(event.category)) {
      return fail('INVALID_RATING_CATEGORY', `event "${event.id}": rating category must be CONSTRUCTED or LIMITED, got ${String(event.category)}`);
    }
    if (!(event.kFactor > 0) || !Number.isFinite(event.kFactor)) {
      return fail('INVALID_K_FACTOR', `event "${event.id}": the K-factor must be a positive number, got ${String(event.kFactor)}`);
    }
    const byes = event.rounds.reduce((sum, round) => sum + round.filter((m) => 'bye' in m).length, 0);
    if (!event.sanctioned) {
      summaries.push({ eventId: event.id, rated: false, reason: 'UNSANCTIONED', ratedMatches: 0, byes });
      continue;
    }
    const before = new Map<RatingState, number>();
    const playedHere = new Map<RatingState, number>();
    let ratedMatches = 0;
    event.rounds.forEach((round, index) => {
      const updates: [RatingState, number][] = [];
      for (const match of round) {
        if ('bye' in match) continue;
        const sides = [stateOf(event.category, match.players[0]), stateOf(event.category, match.players[1])] as const;
        for (const [side, state, opponent, opponentId, playerId] of [
          ['A', sides[0], sides[1], match.players[1], match.players[0]],
          ['B', sides[1], sides[0], match.players[0], match.players[1]],
        ] as const) {
          if (!before.has(state)) before.set(state, state.rating);
          const score = ratingScore(match.result, side);
          const after = ratingAfterMatch(state.rating, opponent.rating, score, event.kFactor);
          records.push({
            eventId: event.id,
            round: index + 1,
            category: event.category,
            player: playerId,
            opponent: opponentId,
            before: state.rating,
            opponentBefore: opponent.rating,
            kFactor: event.kFactor,
            expected: winExpectancy(state.rating, opponent.rating),
            score,
            after,
          });
          updates.push([state, after]);
          playedHere.set(state, (playedHere.get(state) ?? 0) + 1);
        }
        ratedMatches++;
      }
      for (const [state, after] of updates) {
        state.rating = after;
        state.matches++;
      }
    });
    for (const [state, rating] of before) state.history.push({ eventId: event.id, before: rating, after: state.rating, matches: playedHere.get(state) ?? 0 });
    summaries.push({ eventId: event.id, rated: true, reason: null, ratedMatches, byes });
  }
  const ratings: PlayerRating[] = [];
  for (const [key, state] of states) {
    const [category, player] = key.split('\u0000') as [RatingCategory, string];
    ratings.push({ player, category, rating: state.rating, matches: state.matches, history: state.history });
  }
  ratings.sort((a, b) => RATING_CATEGORIES.indexOf(a.category) - RATING_CATEGORIES.indexOf(b.category) || b.rating - a.rating || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  return { ratings, matches: records, events: summaries };
}
