import { isDciFailure, isLegalGameScore } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { EventAccessService, PlayerEntity, PlayerRepository } from '../events';
import { MatchEntity, MatchRepository, PlayerReport, RoundEntity } from '../rounds';
import { TeamsService } from '../teams';
import { CommittedResultsService } from './committed-results.service';
import { MatchFinalizerService } from './match-finalizer.service';
import { ResultGroup, ResultGroupCommitService } from './result-group-commit.service';
import { auditedResult, ResultAuditEntity } from './result-audit.entity';
import { ResultCommitRepository } from './result-commit.repository';
import { resultError } from './results.errors';

function sameResult(a: PlayerReport, b: PlayerReport): boolean {
  return a.wins === b.wins && a.losses === b.losses && a.draws === b.draws;
}

@Injectable()
export class ResultsService {
  constructor(
    private readonly repository: ResultCommitRepository,
    private readonly matches: MatchRepository,
    private readonly players: PlayerRepository,
    private readonly access: EventAccessService,
    private readonly finalizer: MatchFinalizerService,
    private readonly teams: TeamsService,
    private readonly groupCommit: ResultGroupCommitService,
    private readonly committedResults: CommittedResultsService,
  ) {}

  /**
   * A seated player reports the match from their own side. The same result from both
   * players makes it FINAL; different results make it DISPUTED for a judge.
   */
  async report(actor: Actor, matchId: string, wins: number, losses: number, draws: number): Promise<MatchEntity> {
    const { match, ticket } = await this.groupCommit.write(matchId, async (group) => {
      const manager = group.changes.manager;
      const { match, round } = await this.lockedMatch(group, matchId);
      const { seat, asPlayer1 } = await this.reporter(manager, match, actor);
      if (match.bye) throw resultError('BYE_HAS_NO_RESULT', 'A bye is recorded automatically (a 2-0 win)', { matchId });
      if (!round.published) throw resultError('ROUND_NOT_PUBLISHED', `Round ${round.number} is not published yet`, { matchId });
      if (match.status === 'FINAL') throw resultError('RESULT_ALREADY_FINAL', `The result of table ${match.tableNumber} is final; ask a judge to correct it`, { matchId });
      // Only a Trios seat left open once its team match was decided can still be open here (MTR: it may stay unplayed).
      const nextRound = await group.shared(`next-round:${round.id}`, () => this.repository.nextRound(manager, round));
      if (nextRound) throw resultError('ROUND_CLOSED', `Round ${round.number} is over (round ${nextRound.number} is paired): this match stays unplayed; a judge can still enter a result`, { matchId });
      this.assertLegal(round, match.eventId, asPlayer1 ? [wins, losses] : [losses, wins], draws);
      this.assertCountsGameLosses(match, asPlayer1 ? [wins, losses] : [losses, wins]);
      const before = auditedResult(match);
      const report: PlayerReport = { wins, losses, draws };
      if (asPlayer1) match.report1 = report;
      else match.report2 = report;
      const change = { actorUserId: actor.userId, action: 'REPORT' as const, before, reason: `reported ${wins}-${losses}-${draws} by ${seat.name}` };
      const { report1, report2 } = match;
      if (report1 && report2 && sameResult(report1, { wins: report2.losses, losses: report2.wins, draws: report2.draws })) {
        return { match, ticket: await this.finalizer.finalizeIn(group.changes, match, { wins: [report1.wins, report1.losses], draws: report1.draws }, change, round) };
      }
      match.status = report1 && report2 ? 'DISPUTED' : 'REPORTED';
      return { match, ticket: this.finalizer.recordIn(group.changes, match, change) };
    });
    this.committedResults.committed(match.eventId, ticket.revision, match);
    this.finalizer.announce(match.eventId, match.id, match.status === 'FINAL');
    return match;
  }

  /** Staff enter or correct a result (any status), with the reason kept in the audit. */
  async set(actor: Actor, matchId: string, wins: number[], draws: number, reason: string): Promise<MatchEntity> {
    if (reason.trim() === '') throw resultError('REASON_REQUIRED', 'Give a reason for entering or correcting a result', { field: 'reason' });
    if (wins.length !== 2) throw resultError('IMPOSSIBLE_RESULT', `wins must list two numbers (players[0], players[1]), got ${wins.length}`, { field: 'wins' });
    const { match, ticket } = await this.groupCommit.write(matchId, async (group) => {
      const { match, round } = await this.lockedMatch(group, matchId);
      await group.shared(`staff:${actor.userId}:${match.eventId}`, () => this.access.require(actor, match.eventId, ['ORGANIZER', 'JUDGE'], 'enter or correct results', group.changes.manager));
      if (match.bye) throw resultError('BYE_HAS_NO_RESULT', 'A bye is recorded automatically (a 2-0 win)', { matchId });
      this.assertLegal(round, match.eventId, [wins[0], wins[1]], draws);
      this.assertCountsGameLosses(match, [wins[0], wins[1]]);
      return { match, ticket: await this.finalizer.finalizeIn(group.changes, match, { wins: [wins[0], wins[1]], draws }, { actorUserId: actor.userId, action: 'SET', reason: reason.trim() }, round) };
    });
    this.committedResults.committed(match.eventId, ticket.revision, match);
    this.finalizer.announce(match.eventId, match.id, match.status === 'FINAL');
    return match;
  }

  async auditTrail(actor: Actor, matchId: string): Promise<ResultAuditEntity[]> {
    const match = await this.matches.findById(matchId);
    if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}"`, { matchId });
    await this.access.require(actor, match.eventId, ['ORGANIZER', 'JUDGE'], 'see the result history');
    return this.repository.history(matchId);
  }

  /**
   * Who reports and for which side: a player seated at the match; in Two-Headed Giant also the
   * seat-B teammate of either seated player (the team shares one game, so either reports it).
   */
  private async reporter(manager: EntityManager, match: MatchEntity, actor: Actor): Promise<{ seat: PlayerEntity; asPlayer1: boolean }> {
    const seated = (await this.players.seatedAt(manager, match)).find((p) => p.userId === actor.userId);
    if (seated) return { seat: seated, asPlayer1: seated.id === match.player1Id };
    const teammate = await this.teams.twoHeadedGiantSide(manager, match, actor.userId);
    if (teammate) return { seat: teammate.player, asPlayer1: teammate.side === 0 };
    throw resultError('NOT_SEATED_AT_MATCH', 'Only a player seated at this match (in Two-Headed Giant, either teammate) may report its result', { matchId: match.id });
  }

  /** The group's locked copy of the match, and its round (read once per group). */
  private async lockedMatch(group: ResultGroup, matchId: string): Promise<{ match: MatchEntity; round: RoundEntity }> {
    const manager = group.changes.manager;
    const match = group.match;
    if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}"`, { matchId });
    const round = await group.shared(`round:${match.roundId}`, () => this.repository.roundOf(manager, match));
    return { match, round };
  }

  // MTR 2.1 / 2.10: the games must be a possible result of this round's best-of; playoffs cannot draw.
  private assertLegal(round: RoundEntity, eventId: string, wins: [number, number], draws: number): void {
    const stage = round.kind === 'PLAYOFF' ? 'single-elimination' : 'swiss';
    const check = isLegalGameScore({ bestOf: round.gamesPerMatch as 1 | 3 | 5, wins, draws, stage });
    if (isDciFailure(check)) throw resultError('IMPOSSIBLE_RESULT', check.error.message, { reason: check.error.code, eventId, bestOf: round.gamesPerMatch });
  }

  // IPG Game Loss: a game lost by penalty is one of the opponent's game wins in the report.
  private assertCountsGameLosses(match: MatchEntity, wins: [number, number]): void {
    if (wins[1] < match.gameLosses1 || wins[0] < match.gameLosses2) {
      throw resultError('IMPOSSIBLE_RESULT', `This match has games lost by penalty (${match.gameLosses1} by players[0], ${match.gameLosses2} by players[1]); the result ${wins[0]}-${wins[1]} must count them as the opponent's wins`, { matchId: match.id });
    }
  }
}
