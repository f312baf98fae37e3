import { computeFinalStandings, computeStandings, FinalStanding, StandingsReport } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsSelect } from 'typeorm';
import { EventsService } from '../events/events.service';
import { plannedStructure } from '../events/event-structure';
import { loadEventSnapshot, toEventFile, ArbiterEventFile } from '../event-files/event-snapshot';
import { PlayerEntity } from '../players/player.entity';
import { PlayerModel } from '../players/dto/player.model';
import { toPlayerModel } from '../players/dto/player.mapper';

const CACHE_LIMIT = 64;

/** The player columns toPlayerModel reads: a standings page of 4,500 players must not decode every decklist. */
const STANDING_PLAYER_COLUMNS: FindOptionsSelect<PlayerEntity> = {
  id: true,
  name: true,
  wizardsId: true,
  dropped: true,
  byes: true,
  enteredBeforeRound: true,
  disqualified: true,
  decklistSubmittedAt: true,
  eventId: true,
  userId: true,
};

interface CacheEntry {
  revision: number;
  file: ArbiterEventFile;
  reports: Map<number | 'latest', StandingsReport>;
}

/** A cache entry, and the players read to build it when this call built it (null on a cache hit). */
interface EntryLookup {
  entry: CacheEntry;
  freshPlayers: PlayerEntity[] | null;
}

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
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
  ) {}

  async standings(eventId: string, afterRound?: number | null): Promise<StandingsReport> {
    return (await this.standingsWithPlayers(eventId, afterRound)).report;
  }

  /**
   * Standings, plus the event's players when this call had to read the event afresh: the
   * caller can use them instead of reading all players a second time in the same request.
   * Null on a cache hit (players are not cached: not every player change bumps the revision).
   */
  async standingsWithPlayers(eventId: string, afterRound?: number | null): Promise<{ report: StandingsReport; freshPlayers: PlayerEntity[] | null }> {
    const { entry, freshPlayers } = await this.entryFor(eventId);
    const key = afterRound ?? 'latest';
    let report = entry.reports.get(key);
    if (!report) {
      report = computeStandings(entry.file, afterRound == null ? {} : { afterRound });
      entry.reports.set(key, report);
    }
    return { report, freshPlayers };
  }

  /**
   * The event's players as shown beside their standings, in registration order. Read on every
   * request (not cached with the standings: a decklist submission changes a player without
   * bumping the event revision).
   */
  async standingPlayers(eventId: string): Promise<PlayerModel[]> {
    const players = await this.dataSource.manager.find(PlayerEntity, { select: STANDING_PLAYER_COLUMNS, where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return players.map(toPlayerModel);
  }

  /** Final standings: playoff finish first, then Swiss order (libs/swiss computeFinalStandings). */
  async finalStandings(eventId: string): Promise<FinalStanding[]> {
    return computeFinalStandings((await this.entryFor(eventId)).entry.file);
  }

  /** The event file of the stored event (also what exportEvent writes). */
  async eventFile(eventId: string): Promise<ArbiterEventFile> {
    return (await this.entryFor(eventId)).entry.file;
  }

  private async entryFor(eventId: string): Promise<EntryLookup> {
    const event = await this.events.getById(eventId);
    const cached = this.cache.get(eventId);
    if (cached && cached.revision === event.revision) return { entry: cached, freshPlayers: null };
    const snapshot = await loadEventSnapshot(this.dataSource.manager, event);
    const file = toEventFile(snapshot, plannedStructure(event, snapshot.players));
    const entry: CacheEntry = { revision: event.revision, file, reports: new Map() };
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(eventId, entry);
    return { entry, freshPlayers: snapshot.players };
  }
}
