import { EntityManager } from 'typeorm';
import { MatchEntity } from '../rounds';
import { ResultAuditEntity } from './result-audit.entity';
import { ResultCommitRepository } from './result-commit.repository';

/** The event revision a result change made: known once its change set is written. */
export class RevisionTicket {
  private value: number | undefined;

  constructor(readonly eventId: string) {}

  get revision(): number {
    if (this.value === undefined) throw new Error('The revision of a result change is known once its change set is written');
    return this.value;
  }

  settle(revision: number): void {
    this.value = revision;
  }
}

/**
 * The result changes of one transaction, written together: the changed matches in one UPDATE,
 * the audit rows in one INSERT and one revision bump per event, so a group of results costs a
 * few statements, not a few per result. Until then the set holds each match as it last changed
 * it ({@link current}); {@link flush} writes the matches early for a read that needs them stored.
 */
export class ResultChangeSet {
  private readonly audits: Partial<ResultAuditEntity>[] = [];
  private readonly tickets = new Map<string, RevisionTicket[]>();
  private readonly unsaved = new Map<string, MatchEntity>();
  private readonly changed = new Map<string, MatchEntity>();
  /** Changes recorded so far: a refusal after one of its own means the transaction holds a partial change. */
  writes = 0;

  constructor(
    readonly manager: EntityManager,
    private readonly repository: ResultCommitRepository,
  ) {}

  /** Records the match's result fields and its audit row; both are written, and the ticket gets its revision, on {@link write}. */
  change(match: MatchEntity, audit: Omit<Partial<ResultAuditEntity>, 'eventId' | 'matchId'>): RevisionTicket {
    this.writes += 1;
    const snapshot = { ...match };
    this.unsaved.set(match.id, snapshot);
    this.changed.set(match.id, snapshot);
    this.audits.push({ ...audit, eventId: match.eventId, matchId: match.id });
    const ticket = new RevisionTicket(match.eventId);
    this.tickets.set(match.eventId, [...(this.tickets.get(match.eventId) ?? []), ticket]);
    return ticket;
  }

  /** The match as this set last changed it (a copy), or undefined when it has not changed it. */
  current(matchId: string): MatchEntity | undefined {
    const match = this.changed.get(matchId);
    return match && { ...match };
  }

  /** Writes the matches changed since the last flush (one UPDATE), so reads in this transaction see them. */
  async flush(): Promise<void> {
    if (this.unsaved.size === 0) return;
    const matches = [...this.unsaved.values()];
    this.unsaved.clear();
    await this.repository.saveResults(this.manager, matches);
  }

  /**
   * Writes the changed matches (one UPDATE), the audit rows (one INSERT, in order) and bumps each
   * event's revision once by the number of its changes, giving each change its own revision in order.
   */
  async write(): Promise<void> {
    await this.flush();
    if (this.audits.length > 0) await this.repository.insertAudits(this.manager, this.audits.splice(0));
    for (const [eventId, tickets] of this.tickets) {
      const last = await this.repository.bumpRevision(this.manager, eventId, tickets.length);
      tickets.forEach((ticket, index) => ticket.settle(last - tickets.length + 1 + index));
    }
    this.tickets.clear();
  }
}
