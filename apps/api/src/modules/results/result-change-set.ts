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
 * The result changes of one transaction: each match is updated at once (later changes in the
 * transaction read it), while the audit rows and the revision bumps wait for {@link write}, so
 * a group of results costs one INSERT and one revision UPDATE per event, not one each.
 */
export class ResultChangeSet {
  private readonly audits: Partial<ResultAuditEntity>[] = [];
  private readonly tickets = new Map<string, RevisionTicket[]>();
  /** Statements sent so far: a refusal after one means the transaction holds a partial change. */
  writes = 0;

  constructor(
    readonly manager: EntityManager,
    private readonly repository: ResultCommitRepository,
  ) {}

  /** Saves the match's result fields and queues the audit row; the ticket gets its revision on {@link write}. */
  async change(match: MatchEntity, audit: Omit<Partial<ResultAuditEntity>, 'eventId' | 'matchId'>): Promise<RevisionTicket> {
    this.writes += 1;
    await this.repository.saveResult(this.manager, match);
    this.audits.push({ ...audit, eventId: match.eventId, matchId: match.id });
    const ticket = new RevisionTicket(match.eventId);
    this.tickets.set(match.eventId, [...(this.tickets.get(match.eventId) ?? []), ticket]);
    return ticket;
  }

  /**
   * Writes the audit rows (one INSERT, in order) and bumps each event's revision once by the
   * number of its changes, giving each change its own revision in order.
   */
  async write(): Promise<void> {
    if (this.audits.length > 0) await this.repository.insertAudits(this.manager, this.audits.splice(0));
    for (const [eventId, tickets] of this.tickets) {
      const last = await this.repository.bumpRevision(this.manager, eventId, tickets.length);
      tickets.forEach((ticket, index) => ticket.settle(last - tickets.length + 1 + index));
    }
    this.tickets.clear();
  }
}
