import { randomInt } from 'node:crypto';
import { isPairedBye, pairNextRound, pairPlayoffRound, PairingResult } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { DigitalMatchesService } from '../digital';
import { EventAccessService, EventEntity, EventRepository, EventsService } from '../events';
import { LiveService } from '../live';
import { MatchPenaltiesService } from '../penalties';
import { MatchRepository, RoundEntity, roundError, RoundRepository, RoundsService, toEventFile } from '../rounds';
import { TeamPairingService } from '../teams';

/** The paired top cut against the cut the Swiss standings give now (ids of players). */
export interface PlayoffCutCheck {
  /** The first playoff round's pairings differ from those the standings give now. */
  outdated: boolean;
  /** In the cut by the standings now, not paired in the playoff. */
  entering: string[];
  /** Paired in the playoff, out of the cut by the standings now. */
  leaving: string[];
  /** recutPlayoff would act: outdated, and no playoff result (nor a later playoff round) exists. */
  recutAllowed: boolean;
}

const PAIRING_ERROR_CODES: Record<string, 'ROUND_NOT_FINISHED' | 'NOT_ENOUGH_PLAYERS' | 'EVENT_COMPLETE' | 'PAIRING_FAILED'> = {
  ROUND_NOT_FINISHED: 'ROUND_NOT_FINISHED',
  NOT_ENOUGH_PLAYERS: 'NOT_ENOUGH_PLAYERS',
  PLAYOFF_COMPLETE: 'EVENT_COMPLETE',
};

/**
 * Pairs rounds (libs/swiss) and does what a new round brings: carried-over penalties, the
 * engine matches of a digital event, the event entering its playoffs. Above rounds,
 * penalties and digital in the module order, so none of them imports it back.
 */
@Injectable()
export class PairingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rounds: RoundsService,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly digital: DigitalMatchesService,
    private readonly penalties: MatchPenaltiesService,
    private readonly events: EventsService,
    private readonly teamPairing: TeamPairingService,
    private readonly eventRows: EventRepository,
    private readonly roundRows: RoundRepository,
    private readonly matchRows: MatchRepository,
  ) {}

  /**
   * Pairs the next round in one transaction under the event's row lock, so two concurrent
   * calls create one round: Swiss until the announced rounds are played, then the
   * single-elimination playoff. Refuses while any match of the current round is not FINAL.
   */
  async pairNext(actor: Actor, eventId: string, publish = true): Promise<RoundEntity> {
    const round = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'pair a round', manager);
      return this.pairLocked(manager, event, publish, randomInt(0, 2 ** 31 - 1));
    });
    if (round.published) this.live.publish('pairingsPublished', { eventId, roundId: round.id });
    return round;
  }

  /** Discards the current round and pairs it again with a new seed, while no result has been entered. */
  async repair(actor: Actor, eventId: string, publish = true): Promise<RoundEntity> {
    const round = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 're-pair a round', manager);
      const current = await this.roundRows.latest(eventId, manager);
      if (!current) throw roundError('ROUND_NOT_FOUND', 'No round has been paired yet', { eventId });
      const started = await this.matchRows.countStarted(manager, [current.id]);
      if (started > 0) throw roundError('ROUND_ALREADY_STARTED', `Round ${current.number} already has ${started} reported result(s); correct results instead of re-pairing`, { roundId: current.id });
      // The discarded round is paired again as the same kind, so the event status stays as it is.
      await this.roundRows.delete(manager, current.id);
      return this.pairLocked(manager, event, publish, randomInt(0, 2 ** 31 - 1));
    });
    if (round.published) this.live.publish('pairingsPublished', { eventId, roundId: round.id });
    return round;
  }

  /**
   * The playoff paired against the Swiss standings now: a Swiss result corrected after the top
   * cut was paired can change who made it (MTR 2.x, top cut by Swiss standings). Null when the
   * event has no playoff yet (or is a team event). Staff only.
   */
  async playoffCut(actor: Actor, eventId: string): Promise<PlayoffCutCheck | null> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'check the top cut');
    const event = await this.eventRows.findById(eventId);
    return event ? this.cutCheck(this.dataSource.manager, event) : null;
  }

  /**
   * Discards the playoff's first round and cuts again from the Swiss standings, while no
   * playoff result exists: PLAYOFF_NOT_PAIRED, PLAYOFF_STARTED, PLAYOFF_CUT_UNCHANGED otherwise.
   */
  async recutPlayoff(actor: Actor, eventId: string): Promise<RoundEntity> {
    const round = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 're-cut the playoff', manager);
      const check = await this.cutCheck(manager, event);
      if (!check || event.status !== 'PLAYOFFS') throw roundError('PLAYOFF_NOT_PAIRED', `Event "${event.name}" has no playoff round to re-cut`, { eventId });
      const playoff = await this.roundRows.playoffOf(manager, eventId);
      const started = await this.matchRows.countStarted(manager, playoff.map((r) => r.id));
      if (playoff.length > 1 || started > 0) throw roundError('PLAYOFF_STARTED', 'A playoff result exists: the top cut can no longer change; correct the playoff by hand', { eventId, results: started });
      if (!check.outdated) throw roundError('PLAYOFF_CUT_UNCHANGED', 'The playoff already matches the Swiss standings; nothing to re-cut', { eventId });
      await this.roundRows.delete(manager, playoff[0].id);
      return this.pairLocked(manager, event, playoff[0].published, randomInt(0, 2 ** 31 - 1));
    });
    if (round.published) this.live.publish('pairingsPublished', { eventId, roundId: round.id });
    return round;
  }

  /**
   * The organizer's explicit end of a running event, once every match of the last round is
   * final: the event becomes FINISHED and finalStandings is its result (playoff placings
   * first, then Swiss order). The playoff final already ends the event by itself.
   */
  async end(actor: Actor, eventId: string): Promise<EventEntity> {
    const event = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'end the event', manager);
      if (event.status === 'REGISTRATION') throw roundError('EVENT_NOT_RUNNING', `Event "${event.name}" has not started; cancel it instead of ending it`, { eventId });
      if (event.status === 'FINISHED') throw roundError('EVENT_COMPLETE', event.cancelledAt ? `Event "${event.name}" is cancelled` : `Event "${event.name}" has already ended`, { eventId });
      const last = await this.roundRows.latest(eventId, manager);
      if (!last) throw roundError('EVENT_NOT_RUNNING', `No round of "${event.name}" has been played; cancel it instead of ending it`, { eventId });
      const unfinished = await this.matchRows.countUnfinished(manager, last.id);
      if (unfinished > 0) throw roundError('ROUND_NOT_FINISHED', `Round ${last.number} has ${unfinished} match(es) without a final result; finish them before ending the event`, { eventId, unfinished });
      await this.events.transition(manager, event, 'FINISHED');
      await this.eventRows.bumpRevision(manager, eventId);
      return event;
    });
    this.live.publish('standingsUpdated', { eventId });
    return event;
  }

  async publish(actor: Actor, roundId: string): Promise<RoundEntity> {
    const round = await this.rounds.getById(roundId);
    await this.access.require(actor, round.eventId, ['ORGANIZER'], 'publish pairings');
    if (!round.published) {
      round.published = true;
      await this.dataSource.transaction(async (manager) => {
        await this.roundRows.save(manager, round);
        await this.eventRows.bumpRevision(manager, round.eventId);
      });
      this.live.publish('pairingsPublished', { eventId: round.eventId, roundId: round.id });
    }
    return round;
  }

  private async pairLocked(manager: EntityManager, event: EventEntity, publish: boolean, seed: number): Promise<RoundEntity> {
    if (event.status === 'REGISTRATION') throw roundError('EVENT_NOT_RUNNING', `Start event "${event.name}" before pairing`, { eventId: event.id });
    if (event.status === 'FINISHED') throw roundError('EVENT_COMPLETE', `Event "${event.name}" is finished`, { eventId: event.id });
    // Team events pair teams (a Trios team match is finished once decided, with a seat possibly unplayed).
    if (event.teamFormat !== null) {
      const paired = await this.teamPairing.pairLocked(manager, event, publish, seed);
      await this.penalties.applyPending(manager, paired.round, paired.matches);
      return paired.round;
    }
    const snapshot = await this.rounds.snapshot(manager, event);
    const unfinished = snapshot.matches.filter((m) => m.roundNumber === snapshot.rounds.length && m.status !== 'FINAL');
    if (unfinished.length > 0) {
      const tables = unfinished.map((m) => m.tableNumber).filter((t) => t !== null).slice(0, 10).join(', ');
      throw roundError('ROUND_NOT_FINISHED', `Round ${snapshot.rounds.length} has ${unfinished.length} match(es) without a final result (tables ${tables})`, { eventId: event.id, unfinished: unfinished.length });
    }
    const swissRounds = event.swissRounds ?? 0;
    const topCut = event.topCut ?? 0;
    const swissPlayed = snapshot.rounds.filter((r) => r.kind === 'SWISS').length;
    const file = toEventFile(snapshot, { swissRounds, topCut });
    let kind: RoundEntity['kind'];
    let result: PairingResult;
    if (swissPlayed < swissRounds) {
      kind = 'SWISS';
      result = pairNextRound(file, { seed });
    } else if (topCut > 0) {
      kind = 'PLAYOFF';
      result = pairPlayoffRound(file, topCut);
    } else {
      throw roundError('EVENT_COMPLETE', `All ${swissRounds} Swiss rounds are played and there is no top cut`, { eventId: event.id });
    }
    if (!result.ok) {
      const code = PAIRING_ERROR_CODES[result.error.code] ?? 'PAIRING_FAILED';
      throw roundError(code, result.error.message, { eventId: event.id, reason: result.error.code });
    }
    const pairing = result.pairing;
    const twoPlayerMatches = pairing.pairings.filter((entry) => !isPairedBye(entry)).length;
    const isFinal = kind === 'PLAYOFF' && twoPlayerMatches === 1;
    const gamesPerMatch = isFinal ? event.finalsGamesPerMatch : event.gamesPerMatch;
    const round = await this.roundRows.add(manager, { eventId: event.id, number: pairing.round, kind, published: publish, seed: String(pairing.seed), algorithm: pairing.algorithm, gamesPerMatch });
    const matches = await this.matchRows.addMany(
      manager,
      pairing.pairings.map((entry) =>
        isPairedBye(entry)
          ? // MTR App. C: a bye is a match win, games 2-0.
            { eventId: event.id, roundId: round.id, roundNumber: round.number, tableNumber: null, player1Id: entry.players[0], player2Id: null, bye: true, status: 'FINAL' as const, wins1: 2, wins2: 0, draws: 0 }
          : { eventId: event.id, roundId: round.id, roundNumber: round.number, tableNumber: entry.table ?? null, player1Id: entry.players[0], player2Id: entry.players[1], bye: false, status: 'PENDING' as const },
      ),
    );
    // Before carried-over penalties: a Match Loss may decide the playoff final and finish the event.
    if (kind === 'PLAYOFF' && event.status !== 'PLAYOFFS') await this.events.transition(manager, event, 'PLAYOFFS');
    await this.penalties.applyPending(manager, round, matches);
    if (event.digital) await this.digital.createForRound(manager, event, round, matches);
    await this.eventRows.bumpRevision(manager, event.id);
    return round;
  }

  private async cutCheck(manager: EntityManager, event: EventEntity): Promise<PlayoffCutCheck | null> {
    if (event.teamFormat !== null || !event.topCut) return null;
    const snapshot = await this.rounds.snapshot(manager, event);
    const playoff = snapshot.rounds.filter((round) => round.kind === 'PLAYOFF');
    if (playoff.length === 0) return null;
    const swissRounds = snapshot.rounds.filter((round) => round.kind === 'SWISS');
    const swissIds = new Set(swissRounds.map((round) => round.id));
    const swissOnly = { ...snapshot, rounds: swissRounds, matches: snapshot.matches.filter((match) => swissIds.has(match.roundId)) };
    const cut = pairPlayoffRound(toEventFile(swissOnly, { swissRounds: event.swissRounds ?? swissRounds.length, topCut: event.topCut }), event.topCut);
    if (!cut.ok) return null;
    const pairKey = (ids: readonly (string | null)[]) => ids.filter((id): id is string => id !== null).sort().join('|');
    const nowPairs = new Set(cut.pairing.pairings.map((entry) => pairKey(entry.players)));
    const pairedMatches = snapshot.matches.filter((match) => match.roundId === playoff[0].id);
    const pairedPairs = new Set(pairedMatches.map((match) => pairKey([match.player1Id, match.player2Id])));
    const nowPlayers = new Set(cut.pairing.pairings.flatMap((entry) => entry.players));
    const pairedPlayers = new Set(pairedMatches.flatMap((match) => [match.player1Id, match.player2Id].filter((id): id is string => id !== null)));
    const outdated = nowPairs.size !== pairedPairs.size || [...nowPairs].some((key) => !pairedPairs.has(key));
    const playoffIds = new Set(playoff.map((round) => round.id));
    const started = playoff.length > 1 || snapshot.matches.some((match) => playoffIds.has(match.roundId) && !match.bye && match.status !== 'PENDING');
    return {
      outdated,
      entering: [...nowPlayers].filter((id) => !pairedPlayers.has(id)),
      leaving: [...pairedPlayers].filter((id) => !nowPlayers.has(id)),
      recutAllowed: outdated && !started,
    };
  }
}
