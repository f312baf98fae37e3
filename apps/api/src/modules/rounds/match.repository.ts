import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In, Not } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { MatchEntity, PlayerReport } from './match.entity';

/** Matches of an event's rounds (the matches table). Writes and locks take the transaction's EntityManager; reads default to the data source's. */
@Injectable()
export class MatchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<MatchEntity | null> {
    return isUuid(id) ? manager.findOneBy(MatchEntity, { id }) : Promise.resolve(null);
  }

  findByIds(ids: readonly string[]): Promise<MatchEntity[]> {
    return this.dataSource.manager.find(MatchEntity, { where: { id: In([...ids]) } });
  }

  /** Reads the match and locks its row until the transaction ends (null for none). */
  lock(manager: EntityManager, id: string): Promise<MatchEntity | null> {
    return isUuid(id) ? manager.findOne(MatchEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : Promise.resolve(null);
  }

  /** The round's matches still being played (not byes, not FINAL). */
  unfinishedOfRound(roundId: string): Promise<MatchEntity[]> {
    return this.dataSource.manager.find(MatchEntity, { where: { roundId, bye: false, status: Not('FINAL') } });
  }

  /** How many matches of the round are played (byes are not). */
  countPlayedOfRound(manager: EntityManager, roundId: string): Promise<number> {
    return manager.count(MatchEntity, { where: { roundId, bye: false } });
  }

  /** Reads the event's match and locks its row until the transaction ends (null for none). */
  lockInEvent(manager: EntityManager, matchId: string, eventId: string): Promise<MatchEntity | null> {
    return isUuid(matchId) ? manager.findOne(MatchEntity, { where: { id: matchId, eventId }, lock: { mode: 'pessimistic_write' } }) : Promise.resolve(null);
  }

  /** Reads the player's match of the latest round they play in and locks its row (null before their first match). */
  lockLatestOfPlayer(manager: EntityManager, eventId: string, playerId: string): Promise<MatchEntity | null> {
    return manager
      .createQueryBuilder(MatchEntity, 'm')
      .setLock('pessimistic_write')
      .where('m.eventId = :eventId AND (m.player1Id = :playerId OR m.player2Id = :playerId)', { eventId, playerId })
      .orderBy('m.roundNumber', 'DESC')
      .getOne();
  }

  /** A stored match the caller already holds the id of (a missing row is a bug). */
  getById(id: string, manager: EntityManager = this.dataSource.manager): Promise<MatchEntity> {
    return manager.findOneByOrFail(MatchEntity, { id });
  }

  /** Stores a freshly paired round's matches. */
  addMany(manager: EntityManager, rows: DeepPartial<MatchEntity>[]): Promise<MatchEntity[]> {
    return manager.save(MatchEntity, rows.map((fields) => manager.create(MatchEntity, fields)), { chunk: 500 });
  }

  /** How many played matches of these rounds have a result reported, disputed or final (byes do not count). */
  countStarted(manager: EntityManager, roundIds: readonly string[]): Promise<number> {
    if (roundIds.length === 0) return Promise.resolve(0);
    return manager.count(MatchEntity, { where: { roundId: In([...roundIds]), bye: false, status: In(['REPORTED', 'DISPUTED', 'FINAL']) } });
  }

  /** How many matches of the round have no final result. */
  countUnfinished(manager: EntityManager, roundId: string): Promise<number> {
    return manager.count(MatchEntity, { where: { roundId, status: In(['PENDING', 'REPORTED', 'DISPUTED']) } });
  }

  save(manager: EntityManager, match: MatchEntity): Promise<MatchEntity> {
    return manager.save(match);
  }

  /** The matches of these events as ratings read them (who played, the result), round by round and table by table. */
  resultsOfEvents(eventIds: readonly string[]): Promise<Pick<MatchEntity, 'eventId' | 'roundNumber' | 'tableNumber' | 'player1Id' | 'player2Id' | 'bye' | 'status' | 'wins1' | 'wins2'>[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.dataSource.manager.find(MatchEntity, {
      where: { eventId: In([...eventIds]) },
      select: { eventId: true, roundNumber: true, tableNumber: true, player1Id: true, player2Id: true, bye: true, status: true, wins1: true, wins2: true },
      order: { roundNumber: 'ASC', tableNumber: 'ASC' },
    });
  }

  /** The matches of these rounds, round by round and table by table. */
  ofRounds(roundIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<MatchEntity[]> {
    if (roundIds.length === 0) return Promise.resolve([]);
    return manager.find(MatchEntity, { where: { roundId: In([...roundIds]) }, order: { roundNumber: 'ASC', tableNumber: 'ASC' } });
  }

  /**
   * Reads the matches and locks their rows until the transaction ends, in id order (two
   * transactions locking overlapping sets then wait for each other instead of deadlocking).
   * Ids that are not UUIDs or name no match are left out.
   */
  lockMany(manager: EntityManager, ids: readonly string[]): Promise<MatchEntity[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return Promise.resolve([]);
    return manager.find(MatchEntity, { where: { id: In(valid) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Writes the matches' result fields (status, games, reports, games lost by penalty) and
   * nothing else, all in one statement: the rows come in as one array per column, so the
   * statement's text is the same for any number of matches.
   */
  async saveResults(manager: EntityManager, matches: readonly MatchEntity[]): Promise<void> {
    if (matches.length === 0) return;
    const report = (value: PlayerReport | null): string | null => (value === null ? null : JSON.stringify(value));
    await manager.query(
      `UPDATE matches AS m
          SET status = v.status, wins1 = v.wins1, wins2 = v.wins2, draws = v.draws, report1 = v.report1, report2 = v.report2,
              game_losses1 = v.game_losses1, game_losses2 = v.game_losses2, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[], $5::int[], $6::jsonb[], $7::jsonb[], $8::int[], $9::int[])
           AS v(id, status, wins1, wins2, draws, report1, report2, game_losses1, game_losses2)
        WHERE m.id = v.id`,
      [
        matches.map((m) => m.id),
        matches.map((m) => m.status),
        matches.map((m) => m.wins1),
        matches.map((m) => m.wins2),
        matches.map((m) => m.draws),
        matches.map((m) => report(m.report1)),
        matches.map((m) => report(m.report2)),
        matches.map((m) => m.gameLosses1),
        matches.map((m) => m.gameLosses2),
      ],
    );
  }

  /** The round's matches that are played (not byes). */
  playedOfRound(manager: EntityManager, roundId: string): Promise<MatchEntity[]> {
    return manager.find(MatchEntity, { where: { roundId, bye: false } });
  }

  /** The event's matches whose players reported different results, round by round and table by table. */
  disputedOfEvent(eventId: string): Promise<MatchEntity[]> {
    return this.dataSource.manager.find(MatchEntity, { where: { eventId, status: 'DISPUTED' }, order: { roundNumber: 'ASC', tableNumber: 'ASC' } });
  }

  /** The player's matches in the event's published rounds, oldest round first (a player is in at most one match a round). */
  publishedOfPlayer(eventId: string, playerId: string): Promise<MatchEntity[]> {
    if (!isUuid(eventId) || !isUuid(playerId)) return Promise.resolve([]);
    return this.dataSource.manager
      .createQueryBuilder(MatchEntity, 'm')
      .innerJoin('rounds', 'r', 'r.id = m.round_id AND r.published = true')
      .where('m.event_id = :eventId AND (m.player1_id = :playerId OR m.player2_id = :playerId)', { eventId, playerId })
      .orderBy('m.round_number', 'ASC')
      .getMany();
  }

  /** Whether the match is in a published round (false for no such match). */
  async isInPublishedRound(matchId: string): Promise<boolean> {
    const rows: { published: boolean }[] = await this.dataSource.query('SELECT r.published FROM matches m JOIN rounds r ON r.id = m.round_id WHERE m.id = $1', [matchId]);
    return rows[0]?.published === true;
  }
}
