import { Injectable } from '@nestjs/common';
import { MatchEntity } from '../rounds';

/** Result revisions remembered per event; past this many the oldest are forgotten (their readers rebuild). */
const REVISIONS_PER_EVENT_LIMIT = 10_000;
const EVENTS_LIMIT = 64;

/**
 * Event revisions made by a result alone that this process committed, with the match as it
 * became: caches keyed on the revision (the myPairing index, the standings) move forward by
 * applying them instead of re-reading the event. A revision not found here (another instance's
 * change, pairings, players, penalties) means the cache rebuilds from the database, so two
 * instances stay exact.
 */
@Injectable()
export class CommittedResultsService {
  private readonly byEvent = new Map<string, Map<number, MatchEntity>>();

  /** Call after commit only: a rolled-back revision number may be made again by another change. */
  committed(eventId: string, revision: number, match: MatchEntity): void {
    let revisions = this.byEvent.get(eventId);
    if (!revisions) {
      if (this.byEvent.size >= EVENTS_LIMIT) this.byEvent.delete(this.byEvent.keys().next().value as string);
      this.byEvent.set(eventId, (revisions = new Map()));
    }
    if (revisions.size >= REVISIONS_PER_EVENT_LIMIT) revisions.delete(revisions.keys().next().value as number);
    revisions.set(revision, { ...match });
  }

  /** The match of each revision after `from` up to `to`, in order; null when any of them is not a result this process committed. */
  between(eventId: string, from: number, to: number): MatchEntity[] | null {
    const revisions = this.byEvent.get(eventId);
    const matches: MatchEntity[] = [];
    for (let revision = from + 1; revision <= to; revision += 1) {
      const match = revisions?.get(revision);
      if (!match) return null;
      matches.push(match);
    }
    return matches;
  }
}
