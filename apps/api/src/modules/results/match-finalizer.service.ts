import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEntity, EventsService } from '../events';
import { LiveService } from '../live';
import { MatchEntity, RoundEntity } from '../rounds';
import { AuditedResult, auditedResult, ResultAuditAction } from './result-audit.entity';
import { ResultChangeSet, RevisionTicket } from './result-change-set';
import { ResultCommitRepository } from './result-commit.repository';

const STANDINGS_ANNOUNCE_WINDOW_MS = 1000;

/** A match result from players[0]'s side: game wins of each player and drawn games. */
export interface FinalResult {
  wins: readonly [number, number];
  draws: number;
}

/** Who changed the result and why, for the audit row. `before` defaults to the match as it is now. */
export interface ResultChange {
  actorUserId: string | null;
  action: ResultAuditAction;
  reason: string;
  before?: AuditedResult;
}

/**
 * The one owner of "a match result changes": every path (players' reports, staff results,
 * penalties, digital matches) records through here, so each change is audited, bumps the
 * event revision and, when it makes the playoff final FINAL, finishes the event.
 */
@Injectable()
export class MatchFinalizerService {
  constructor(
    private readonly events: EventsService,
    private readonly live: LiveService,
    private readonly repository: ResultCommitRepository,
  ) {}

  /**
   * The match becomes FINAL with this result (in the caller's transaction); call {@link announce}
   * after commit. Returns the event revision the change made.
   */
  async finalizeMatch(manager: EntityManager, match: MatchEntity, result: FinalResult, change: ResultChange): Promise<number> {
    const changes = new ResultChangeSet(manager, this.repository);
    const ticket = await this.finalizeIn(changes, match, result, change);
    await changes.write();
    return ticket.revision;
  }

  /** {@link finalizeMatch} as one change of a set written together (`round`: the match's, when the caller has it). */
  async finalizeIn(changes: ResultChangeSet, match: MatchEntity, result: FinalResult, change: ResultChange, round?: RoundEntity): Promise<RevisionTicket> {
    const before = change.before ?? auditedResult(match);
    match.status = 'FINAL';
    match.wins1 = result.wins[0];
    match.wins2 = result.wins[1];
    match.draws = result.draws;
    const ticket = this.recordIn(changes, match, { ...change, before });
    await this.finishEventAfterPlayoffFinal(changes, match, round);
    return ticket;
  }

  /** A change short of FINAL (one player's report, a dispute), already set on `match`: saved and audited with its change set. */
  recordIn(changes: ResultChangeSet, match: MatchEntity, change: ResultChange & { before: AuditedResult }): RevisionTicket {
    return changes.change(match, { actorUserId: change.actorUserId, action: change.action, before: change.before, after: auditedResult(match), reason: change.reason });
  }

  /**
   * Tells subscribers about a committed change of the match, and of the standings when it is
   * final: those at most once per second per event, so a burst of results recomputes the
   * standings a few times rather than once per result (the last change is always announced).
   */
  announce(eventId: string, matchId: string, final: boolean): void {
    this.live.publish('matchUpdated', { eventId, matchId });
    if (final) this.live.publishCoalesced('standingsUpdated', { eventId }, STANDINGS_ANNOUNCE_WINDOW_MS);
  }

  // A final result of the playoff final ends the event (docs/decisions.md: the event finishes itself).
  private async finishEventAfterPlayoffFinal(changes: ResultChangeSet, match: MatchEntity, known?: RoundEntity): Promise<void> {
    const manager = changes.manager;
    const round = known ?? (await this.repository.roundOf(manager, match));
    if (round.kind !== 'PLAYOFF') return;
    // The round's matches are read from the database: this set's changes must be stored first.
    await changes.flush();
    const matchesInRound = await this.repository.playedMatchesOfRound(manager, round.id);
    const event = await this.repository.lockEvent(manager, match.eventId);
    if (!isDecidedFinal(event, matchesInRound)) return;
    if (event.status !== 'FINISHED') await this.events.transition(manager, event, 'FINISHED');
  }
}

/**
 * The playoff round is the final and it is decided: one match, now final; or a Trios team final
 * (three seat matches between the same two teams, players[0] always of one team) where one team
 * has won two seats (MTR: 2 of 3), whatever the third seat.
 */
function isDecidedFinal(event: EventEntity, matches: MatchEntity[]): boolean {
  if (event.teamFormat !== 'TRIOS') return matches.length === 1;
  if (matches.length !== 3) return false;
  const final = matches.filter((m) => m.status === 'FINAL' && m.wins1 !== null && m.wins2 !== null);
  const first = final.filter((m) => m.wins1! > m.wins2!).length;
  const second = final.filter((m) => m.wins2! > m.wins1!).length;
  return first >= 2 || second >= 2;
}
