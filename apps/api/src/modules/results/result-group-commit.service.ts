import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { MatchEntity } from '../rounds';
import { ResultChangeSet } from './result-change-set';
import { ResultCommitRepository } from './result-commit.repository';

/** Results written in one transaction at most: a group holds the embedded database's one session while it runs. */
const GROUP_LIMIT = 32;
/** Groups written at once: the embedded database has one session; PostgreSQL's pool has several connections. */
const PGLITE_GROUPS_IN_FLIGHT = 1;
const POSTGRES_GROUPS_IN_FLIGHT = 4;

/** What one queued result sees of its group: the change set, and reads shared by the group. */
export interface ResultGroup {
  /**
   * The result's match, locked with the whole group's matches in one statement, as the group's
   * earlier results left it (a copy: changes reach the group through `changes`); null when there is no such match.
   */
  match: MatchEntity | null;
  changes: ResultChangeSet;
  /** The value `load` gives for `key`, read once per group (rows results do not change: rounds, roles). */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface Queued {
  matchId: string;
  work: (group: ResultGroup) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for result entry: results that arrive while a group is being written queue up
 * and are written together in one transaction: the group's matches are locked in one statement
 * (in id order), each result runs on its match in memory, and the changes go out as one match
 * UPDATE, one audit INSERT, one revision bump per event and one COMMIT (ResultChangeSet). On the embedded database, which
 * runs one transaction at a time, a burst of results then holds the session for one short
 * group at a time, and other requests wait for at most one group, not for every result queued.
 *
 * A result refused before it wrote anything (a DomainError) is refused alone; any other failure,
 * or a refusal after a write, rolls the group back and writes each of its results in its own
 * transaction, so one result never changes another's outcome.
 */
@Injectable()
export class ResultGroupCommitService {
  private readonly queue: Queued[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly groupsInFlight: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ResultCommitRepository,
  ) {
    // Only the embedded database comes with its own driver module (database-target.ts).
    this.groupsInFlight = (dataSource.options as { driver?: unknown }).driver ? PGLITE_GROUPS_IN_FLIGHT : POSTGRES_GROUPS_IN_FLIGHT;
  }

  /** Runs `work` on the match in the next group's transaction; resolves after that transaction commits. */
  write<T>(matchId: string, work: (group: ResultGroup) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ matchId, work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Starts the next group after the requests that have already arrived ran up to their result:
   * the embedded database answers without leaving the event loop's turn, so a group started at
   * once would never see a second result.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.groupsInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  private next(): void {
    while (this.inFlight < this.groupsInFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, GROUP_LIMIT);
      this.inFlight += 1;
      const written = group.length === 1 ? this.commit(group) : this.commit(group).catch(() => Promise.all(group.map((queued) => this.commit([queued]))));
      written
        .catch(() => undefined)
        .finally(() => {
          this.inFlight -= 1;
          this.schedule();
        });
    }
  }

  /** Writes the group in one transaction and settles each result after commit; rejects (settling none) when the group must be written one by one. */
  private async commit(group: Queued[]): Promise<void> {
    const alone = group.length === 1;
    const outcomes = await this.dataSource.transaction(async (manager) => {
      const changes = new ResultChangeSet(manager, this.repository);
      const locked = new Map((await this.repository.lockMatches(manager, group.map((queued) => queued.matchId))).map((match) => [match.id, match]));
      const reads = new Map<string, Promise<unknown>>();
      const shared = <T>(key: string, load: () => Promise<T>): Promise<T> => {
        if (!reads.has(key)) reads.set(key, load());
        return reads.get(key) as Promise<T>;
      };
      const settled: { value?: unknown; error?: unknown }[] = [];
      for (const queued of group) {
        const writesBefore = changes.writes;
        try {
          const stored = locked.get(queued.matchId);
          const match = changes.current(queued.matchId) ?? (stored ? { ...stored } : null);
          settled.push({ value: await queued.work({ match, changes, shared }) });
        } catch (error) {
          if (alone) throw error;
          // A refusal (a coded DomainError) before any write of its own leaves the group's transaction as it was.
          if (!(error instanceof DomainError) || changes.writes !== writesBefore) throw error;
          settled.push({ error });
        }
      }
      await changes.write();
      return settled;
    }).catch((error: unknown) => {
      if (alone) group[0].reject(error);
      throw error;
    });
    outcomes.forEach((outcome, index) => ('error' in outcome ? group[index].reject(outcome.error) : group[index].resolve(outcome.value)));
  }
}
