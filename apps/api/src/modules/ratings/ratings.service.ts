import { isDciFailure, matchResult, PlayerRating, RatedEventInput, RatedMatchInput, rateEvents, RatingCategory, STARTING_RATING } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { effectiveRatingEventType, startedPlayerCount, eventSanctioning, eventError, EventRepository, PlayerEntity, PlayerRepository } from '../events';
import { isUuid } from '../../common/ids/is-uuid';
import { MatchRepository } from '../rounds';
import { PlayerRatingModel, RatingModel } from './dto/rating.model';

interface RatingsSnapshot {
  /** Finished events' count and revisions: any new result, correction or finish changes it. */
  key: string;
  byIdentity: Map<string, PlayerRating>;
  eventNames: Map<string, string>;
}

function groupByEvent<T extends { eventId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.eventId);
    if (group) group.push(row);
    else groups.set(row.eventId, [row]);
  }
  return groups;
}

/** A player's identity across events: their account, else the one entry (never merged by name). */
function identityOf(player: Pick<PlayerEntity, 'id' | 'userId'>): string {
  return player.userId ? `user:${player.userId}` : `entry:${player.id}`;
}

/**
 * DCI ratings from the platform's results: every finished sanctioned event, in the order the
 * events were held (start date, else creation), rated by libs/dci rateEvents, the same figures
 * `arbiter ratings --events` computes from the exported files. Derived on read and cached by a
 * fingerprint of the finished events, so corrections after the finish count and every instance
 * agrees without a stored copy to keep in step.
 */
@Injectable()
export class RatingsService {
  private snapshot: Promise<RatingsSnapshot> | null = null;

  constructor(
    private readonly events: EventRepository,
    private readonly players: PlayerRepository,
    private readonly matches: MatchRepository,
  ) {}

  async rating(userId: string, category: RatingCategory): Promise<RatingModel | null> {
    if (!isUuid(userId)) return null;
    const { byIdentity, eventNames } = await this.current();
    const rating = byIdentity.get(`${category}\u0000user:${userId}`);
    if (!rating || rating.matches === 0) return null;
    return {
      value: rating.rating,
      matches: rating.matches,
      category,
      history: rating.history.map((change) => ({ eventId: change.eventId, eventName: eventNames.get(change.eventId) ?? '', before: change.before, after: change.after, matches: change.matches })),
    };
  }

  /** The event's players by their accounts' ratings in its category, highest first (seeding, invitations). */
  async eventRatings(eventId: string): Promise<PlayerRatingModel[]> {
    const event = await this.events.findById(eventId);
    if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${eventId}"`, { eventId });
    const players = await this.players.names(eventId);
    const { byIdentity } = await this.current();
    const rows = players.map((player) => {
      const rating = player.userId ? byIdentity.get(`${event.format}\u0000user:${player.userId}`) : undefined;
      const rated = rating !== undefined && rating.matches > 0;
      return { playerId: player.id, name: player.name, rating: rated ? rating.rating : STARTING_RATING, matches: rated ? rating.matches : 0, rated };
    });
    return rows.sort((a, b) => b.rating - a.rating || b.matches - a.matches || a.name.localeCompare(b.name));
  }

  private async current(): Promise<RatingsSnapshot> {
    const key = await this.events.finishedFingerprint();
    const cached = this.snapshot;
    if (cached && (await cached).key === key) return cached;
    const building = this.build(key);
    this.snapshot = building;
    building.catch(() => {
      if (this.snapshot === building) this.snapshot = null;
    });
    return building;
  }

  private async build(key: string): Promise<RatingsSnapshot> {
    // Cancelled events are not rated.
    const events = (await this.events.finishedNotCancelled()).sort(
      (a, b) => (a.startsAt ?? a.createdAt).getTime() - (b.startsAt ?? b.createdAt).getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    const ids = events.map((event) => event.id);
    const [players, matches] = await Promise.all([this.players.ratingEntrants(ids), this.matches.resultsOfEvents(ids)]);
    const playersByEvent = groupByEvent(players);
    const matchesByEvent = groupByEvent(matches);
    const inputs: RatedEventInput[] = events.map((event) => {
      const entrants = playersByEvent.get(event.id) ?? [];
      const identity = new Map(entrants.map((player) => [player.id, identityOf(player)]));
      const rounds: RatedMatchInput[][] = [];
      for (const match of matchesByEvent.get(event.id) ?? []) {
        const round = (rounds[match.roundNumber - 1] ??= []);
        if (match.bye) round.push({ players: [identity.get(match.player1Id)!], bye: true });
        else if (match.status === 'FINAL' && match.wins1 !== null && match.wins2 !== null && match.player2Id) {
          round.push({ players: [identity.get(match.player1Id)!, identity.get(match.player2Id)!], result: matchResult([match.wins1, match.wins2]) });
        }
      }
      return {
        id: event.id,
        category: event.format,
        kFactor: effectiveRatingEventType(event, startedPlayerCount(entrants)).kFactor,
        sanctioned: eventSanctioning(event, 0).sanctioned,
        rounds: Array.from(rounds, (round) => round ?? []),
      };
    });
    const result = rateEvents(inputs);
    if (isDciFailure(result)) throw new Error(result.error.message);
    return {
      key,
      byIdentity: new Map(result.ratings.map((rating) => [`${rating.category}\u0000${rating.player}`, rating])),
      eventNames: new Map(events.map((event) => [event.id, event.name])),
    };
  }
}
