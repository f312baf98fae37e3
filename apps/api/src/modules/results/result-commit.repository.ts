import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EventEntity, EventRepository } from '../events';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository } from '../rounds';
import { ResultAuditEntity } from './result-audit.entity';

/**
 * Every statement a result write sends (ResultGroupCommitService, ResultChangeSet,
 * MatchFinalizerService), in one place so the write path's SQL is read and tuned here; the
 * matches, rounds and events tables are reached through their owners' repositories. Also the
 * result history (the result_audits table, this module's own).
 */
@Injectable()
export class ResultCommitRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchRepository,
    private readonly rounds: RoundRepository,
    private readonly events: EventRepository,
  ) {}

  /** Reads a group's matches and locks their rows until the transaction ends, in one statement (unknown ids left out). */
  lockMatches(manager: EntityManager, matchIds: readonly string[]): Promise<MatchEntity[]> {
    return this.matches.lockMany(manager, matchIds);
  }

  /** The round of a stored match. */
  roundOf(manager: EntityManager, match: Pick<MatchEntity, 'roundId'>): Promise<RoundEntity> {
    return this.rounds.getById(match.roundId, manager);
  }

  /** The number of the round paired after this one, or null. */
  nextRound(manager: EntityManager, round: Pick<RoundEntity, 'eventId' | 'number'>): Promise<Pick<RoundEntity, 'number'> | null> {
    return this.rounds.nextAfter(round, manager);
  }

  /** Writes the result fields of a group's changed matches, in one statement. */
  saveResults(manager: EntityManager, matches: readonly MatchEntity[]): Promise<void> {
    return this.matches.saveResults(manager, matches);
  }

  /** Inserts the audit rows of a group, in order, in one statement. */
  async insertAudits(manager: EntityManager, audits: Partial<ResultAuditEntity>[]): Promise<void> {
    await manager.insert(ResultAuditEntity, audits);
  }

  /** Bumps the event's revision by `changes`; returns the new revision. */
  bumpRevision(manager: EntityManager, eventId: string, changes: number): Promise<number> {
    return this.events.bumpRevision(manager, eventId, changes);
  }

  /** The round's played matches (the playoff-final rule counts them). */
  playedMatchesOfRound(manager: EntityManager, roundId: string): Promise<MatchEntity[]> {
    return this.matches.playedOfRound(manager, roundId);
  }

  /** Reads the event and locks its row (the playoff-final rule may finish it). */
  lockEvent(manager: EntityManager, eventId: string): Promise<EventEntity> {
    return this.events.lock(manager, eventId);
  }

  /** The match's result changes, oldest first. */
  history(matchId: string): Promise<ResultAuditEntity[]> {
    return this.dataSource.manager.find(ResultAuditEntity, { where: { matchId }, order: { seq: 'ASC' } });
  }
}
