import { computeFinalStandings, computeStandings, DEFAULT_PERCENTAGE_FLOOR, lastFinishedSwissRound } from '@arbiter/swiss';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventEntity, EventRepository, plannedStructure } from '../events';
import { RoundsService, toEventFile, ArbiterEventFile, EventSnapshot } from '../rounds';
import { CommittedResultsService } from '../results';
import { PlayerModel, toPlayerModel } from '../players';
import { LiveService } from '../live';
import { StandingModel } from './standing.model';
import { toStandingModels } from './standing.mapper';

const CACHE_LIMIT = 64;
/**
 * Standings are warmed once changes have stopped coming for this long (more than the one second
 * between standingsUpdated announcements of a result burst)…
 */
const WARM_QUIET_MS = 1500;
/** …or this long after the first change not yet warmed, in a burst that does not stop. */
const WARM_AT_MOST_AFTER_MS = 10_000;

interface CacheEntry {
  revision: number;
  /** What the file was made from: a result this process committed is applied to it without re-reading the event. */
  snapshot: EventSnapshot;
  file: ArbiterEventFile;
  players: Map<string, PlayerModel>;
  /** Standings as served, per `afterRound` ('latest' = the last finished round). */
  standings: Map<number | 'latest', StandingModel[]>;
  final?: StandingModel[];
}

/**
 * Standings from libs/swiss over the stored event, cached per event revision (bumped in the
 * same transaction as every change to players, rounds or results): a busy standings page
 * costs one primary-key read per request until something changes, concurrent requests
 * share one computation, and changes warm the cache before anyone asks. Revisions made by
 * results this process committed are applied to the cached event (no re-read of its players,
 * rounds and matches); any other revision re-reads it. Several API instances stay exact
 * because the revision comes from the database.
 */
@Injectable()
export class StandingsService implements OnModuleDestroy {
  private readonly logger = new Logger('Standings');
  private readonly cache = new Map<string, CacheEntry>();
  private readonly building = new Map<string, { revision: number; entry: Promise<CacheEntry> }>();
  private readonly warmings = new Map<string, { timer: NodeJS.Timeout; firstChangeAt: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly committedResults: CommittedResultsService,
    private readonly events: EventRepository,
    private readonly rounds: RoundsService,
    live: LiveService,
  ) {
    live.onLocalPublish('standingsUpdated', (message) => this.warmWhenQuiet(message.eventId));
  }

  onModuleDestroy(): void {
    for (const { timer } of this.warmings.values()) clearTimeout(timer);
    this.warmings.clear();
  }

  async standings(eventId: string, afterRound?: number | null): Promise<StandingModel[]> {
    const entry = await this.entryFor(eventId);
    const key = afterRound ?? 'latest';
    let standings = entry.standings.get(key);
    if (!standings) {
      standings = toStandingModels(computeStandings(entry.file, afterRound == null ? {} : { afterRound }), entry.players);
      entry.standings.set(key, standings);
    }
    return standings;
  }

  /** Final standings: playoff finish first, then Swiss order (libs/swiss computeFinalStandings). */
  async finalStandings(eventId: string): Promise<StandingModel[]> {
    const entry = await this.entryFor(eventId);
    entry.final ??= toStandingModels(
      { standings: computeFinalStandings(entry.file), percentageFloor: entry.file.settings?.percentageFloor ?? DEFAULT_PERCENTAGE_FLOOR, afterRound: lastFinishedSwissRound(entry.file) },
      entry.players,
    );
    return entry.final;
  }

  /** The event file of the stored event (also what exportEvent writes). */
  async eventFile(eventId: string): Promise<ArbiterEventFile> {
    return (await this.entryFor(eventId)).file;
  }

  /** Recomputes after a change, in the background, so the next reader finds the standings ready. */
  warm(eventId: string): void {
    this.standings(eventId).catch((error: Error) => this.logger.warn(`warming standings of ${eventId}: ${error.message}`));
  }

  /**
   * Warms the standings once the changes pause: a computation of a large event holds the event
   * loop for tens of milliseconds, so during a result burst it would delay every other request
   * once a second for nothing (a reader meanwhile still gets exact standings, computed for it).
   */
  private warmWhenQuiet(eventId: string): void {
    const pending = this.warmings.get(eventId);
    if (pending) clearTimeout(pending.timer);
    const firstChangeAt = pending?.firstChangeAt ?? Date.now();
    const delay = Math.max(0, Math.min(WARM_QUIET_MS, firstChangeAt + WARM_AT_MOST_AFTER_MS - Date.now()));
    const timer = setTimeout(() => {
      this.warmings.delete(eventId);
      this.warm(eventId);
    }, delay).unref();
    this.warmings.set(eventId, { timer, firstChangeAt });
  }

  private async entryFor(eventId: string): Promise<CacheEntry> {
    const event = await this.events.getById(eventId);
    const cached = this.cache.get(eventId);
    if (cached && cached.revision === event.revision) return cached;
    const inFlight = this.building.get(eventId);
    if (inFlight && inFlight.revision === event.revision) return inFlight.entry;
    const entry = this.build(event).finally(() => {
      if (this.building.get(eventId)?.entry === entry) this.building.delete(eventId);
    });
    this.building.set(eventId, { revision: event.revision, entry });
    return entry;
  }

  private async build(event: EventEntity): Promise<CacheEntry> {
    const moved = this.withCommittedResults(event);
    const snapshot = moved?.snapshot ?? (await this.rounds.snapshot(this.dataSource.manager, event));
    const file = toEventFile(snapshot, plannedStructure(event, snapshot.players));
    const players = moved?.players ?? new Map(snapshot.players.map((p) => [p.id, toPlayerModel(p)]));
    const entry: CacheEntry = { revision: event.revision, snapshot, file, players, standings: new Map() };
    const current = this.cache.get(event.id);
    if (!current || current.revision <= event.revision) {
      if (!current && this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(event.id, entry);
    }
    return entry;
  }

  /** The cached snapshot moved to `event`'s revision when every revision since is a result this process committed (players unchanged). */
  private withCommittedResults(event: EventEntity): Pick<CacheEntry, 'snapshot' | 'players'> | null {
    const cached = this.cache.get(event.id);
    if (!cached || cached.revision >= event.revision) return null;
    const results = this.committedResults.between(event.id, cached.revision, event.revision);
    if (!results) return null;
    const changed = new Map(results.map((match) => [match.id, match]));
    const matches = cached.snapshot.matches.map((match) => changed.get(match.id) ?? match);
    return { snapshot: { ...cached.snapshot, event, matches }, players: cached.players };
  }
}
