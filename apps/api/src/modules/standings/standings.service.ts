import { computeFinalStandings, computeStandings, FinalStanding, StandingsReport } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventsService } from '../events/events.service';
import { plannedStructure } from '../events/event-structure';
import { loadEventSnapshot, toEventFile, ArbiterEventFile } from '../event-files/event-snapshot';

const CACHE_LIMIT = 64;

/** Rounds a tiebreaker for display and comparison with the CLI (4 decimals, as event-files.md prints them). */
export function roundTo4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Standings from libs/swiss over the stored event. Results are cached per event revision
 * (bumped by every change in the same transaction), so a busy standings page reads one row
 * per request until something changes, and several API instances stay consistent.
 */
@Injectable()
export class StandingsService {
  private readonly cache = new Map<string, { revision: number; file: ArbiterEventFile; reports: Map<number | 'latest', StandingsReport> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
  ) {}

  async standings(eventId: string, afterRound?: number | null): Promise<StandingsReport> {
    const entry = await this.entryFor(eventId);
    const key = afterRound ?? 'latest';
    let report = entry.reports.get(key);
    if (!report) {
      report = computeStandings(entry.file, afterRound == null ? {} : { afterRound });
      entry.reports.set(key, report);
    }
    return report;
  }

  /** Final standings: playoff finish first, then Swiss order (libs/swiss computeFinalStandings). */
  async finalStandings(eventId: string): Promise<FinalStanding[]> {
    return computeFinalStandings((await this.entryFor(eventId)).file);
  }

  /** The event file of the stored event (also what exportEvent writes). */
  async eventFile(eventId: string): Promise<ArbiterEventFile> {
    return (await this.entryFor(eventId)).file;
  }

  private async entryFor(eventId: string) {
    const event = await this.events.getById(eventId);
    const cached = this.cache.get(eventId);
    if (cached && cached.revision === event.revision) return cached;
    const snapshot = await loadEventSnapshot(this.dataSource.manager, event);
    const file = toEventFile(snapshot, plannedStructure(event, snapshot.players));
    const entry = { revision: event.revision, file, reports: new Map<number | 'latest', StandingsReport>() };
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(eventId, entry);
    return entry;
  }
}
