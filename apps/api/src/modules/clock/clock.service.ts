import { checkRoundMinutes, isDciFailure, MINIMUM_ROUND_MINUTES, roundTimeLimit, timeExtensionMinutes } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { EventAccessService, EventEntity, EventRepository } from '../events';
import { LiveService } from '../live';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository, roundError } from '../rounds';
import { resultError } from '../results';
import { clockError } from './clock.errors';
import { TimeCallScheduler } from './time-call.scheduler';
import { TimeCallRepository } from './time-call.repository';
import { TimeExtensionEntity } from './time-extension.entity';

@Injectable()
export class ClockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly scheduler: TimeCallScheduler,
    private readonly events: EventRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly timeCalls: TimeCallRepository,
  ) {}

  /**
   * Starts the round clock: the event's round time for Swiss, MTR/Floor Rules times for playoffs
   * (final untimed). A round under the 40-minute minimum (MTR 2.6; seed Floor Rules 112) needs
   * `shortReason`, the documented exception, which the clock keeps.
   */
  async start(actor: Actor, roundId: string, minutes?: number | null, shortReason?: string | null): Promise<RoundEntity> {
    if (minutes != null && (!Number.isInteger(minutes) || minutes < 1 || minutes > 240)) throw clockError('INVALID_TIME_INPUT', `minutes must be 1 to 240, got ${minutes}`, { field: 'minutes' });
    const reason = shortReason?.trim() || null;
    if (reason !== null && reason.length > 500) throw clockError('INVALID_TIME_INPUT', 'shortReason must be at most 500 characters', { field: 'shortReason' });
    const short = minutes != null && isDciFailure(checkRoundMinutes(minutes));
    if (short && reason === null) {
      throw clockError(
        'ROUND_TIME_BELOW_MINIMUM',
        `A round lasts at least ${MINIMUM_ROUND_MINUTES} minutes (MTR 2.6); ${minutes} minutes needs a reason, such as a shortened schedule announced to the players`,
        { field: 'minutes', minimum: MINIMUM_ROUND_MINUTES },
      );
    }
    return this.changeClock(actor, roundId, 'start the round clock', async (manager, round) => {
      if (round.clockStartedAt) throw clockError('CLOCK_ALREADY_STARTED', `The clock of round ${round.number} is already started`, { roundId });
      const event = await this.events.getById(round.eventId, manager);
      round.clockDurationSeconds = minutes != null ? minutes * 60 : await this.defaultDuration(manager, event, round);
      round.clockShortReason = short ? reason : null;
      round.clockStartedAt = new Date();
    });
  }

  async pause(actor: Actor, roundId: string): Promise<RoundEntity> {
    return this.changeClock(actor, roundId, 'pause the round clock', async (_manager, round) => {
      if (!round.clockStartedAt || round.clockPausedAt) throw clockError('CLOCK_NOT_RUNNING', `The clock of round ${round.number} is not running`, { roundId });
      round.clockPausedAt = new Date();
    });
  }

  async resume(actor: Actor, roundId: string): Promise<RoundEntity> {
    return this.changeClock(actor, roundId, 'resume the round clock', async (_manager, round) => {
      if (!round.clockStartedAt || !round.clockPausedAt) throw clockError('CLOCK_NOT_RUNNING', `The clock of round ${round.number} is not paused`, { roundId });
      round.clockPausedSeconds += Math.round((Date.now() - round.clockPausedAt.getTime()) / 1000);
      round.clockPausedAt = null;
    });
  }

  /** Adds (or with a negative number takes) seconds from the whole round. */
  async adjust(actor: Actor, roundId: string, seconds: number): Promise<RoundEntity> {
    if (!Number.isInteger(seconds) || Math.abs(seconds) > 4 * 3600) throw clockError('INVALID_TIME_INPUT', `seconds must be a whole number within ±4 hours, got ${seconds}`, { field: 'seconds' });
    return this.changeClock(actor, roundId, 'adjust the round clock', async (_manager, round) => {
      if (!round.clockStartedAt) throw clockError('CLOCK_NOT_RUNNING', `The clock of round ${round.number} has not started`, { roundId });
      round.clockAdjustSeconds += seconds;
    });
  }

  /** A judge's time extension for one match (MTR: pauses over a minute are added to that match). */
  async addExtension(actor: Actor, matchId: string, minutes: number, reason: string): Promise<MatchEntity> {
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw clockError('INVALID_TIME_INPUT', `minutes must be 1 to 60, got ${minutes}`, { field: 'minutes' });
    if (reason.trim() === '') throw clockError('INVALID_TIME_INPUT', 'Give a reason for the time extension', { field: 'reason' });
    return this.extend(actor, matchId, 'give time extensions', { kind: 'EXTENSION', minutes, deckCheckMinutes: null, reason: reason.trim() });
  }

  /** A deck check: the match gets the time the check took plus 3 minutes (MTR 2.x, libs/dci). */
  async recordDeckCheck(actor: Actor, matchId: string, minutesTaken: number, note?: string | null): Promise<MatchEntity> {
    const minutes = timeExtensionMinutes({ kind: 'deck-check', minutesTaken });
    if (isDciFailure(minutes) || !Number.isInteger(minutesTaken) || minutesTaken > 120) throw clockError('INVALID_TIME_INPUT', `minutesTaken must be a whole number from 0 to 120, got ${minutesTaken}`, { field: 'minutesTaken' });
    return this.extend(actor, matchId, 'record deck checks', { kind: 'DECK_CHECK', minutes, deckCheckMinutes: minutesTaken, reason: note?.trim() || `deck check (${minutesTaken} min)` });
  }

  async extensions(actor: Actor, matchId: string): Promise<TimeExtensionEntity[]> {
    const match = await this.matches.findById(matchId);
    if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}"`, { matchId });
    await this.access.require(actor, match.eventId, ['JUDGE', 'ORGANIZER'], 'see time extensions');
    return this.timeCalls.extensionsOf(matchId);
  }

  async round(roundId: string): Promise<RoundEntity> {
    const round = await this.rounds.findById(roundId);
    if (!round) throw roundError('ROUND_NOT_FOUND', `No round with id "${roundId}"`, { roundId });
    return round;
  }

  private async extend(actor: Actor, matchId: string, action: string, extension: Pick<TimeExtensionEntity, 'kind' | 'minutes' | 'deckCheckMinutes' | 'reason'>): Promise<MatchEntity> {
    const { match, round } = await this.dataSource.transaction(async (manager) => {
      const match = await this.matches.lock(manager, matchId);
      if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}"`, { matchId });
      await this.access.require(actor, match.eventId, ['JUDGE', 'ORGANIZER'], action, manager);
      match.extensionMinutes += extension.minutes;
      await this.matches.save(manager, match);
      await this.timeCalls.addExtension(manager, { ...extension, eventId: match.eventId, matchId, judgeUserId: actor.userId });
      await this.events.bumpRevision(manager, match.eventId);
      return { match, round: await this.rounds.getById(match.roundId, manager) };
    });
    await this.scheduler.schedule(round);
    this.live.publish('matchUpdated', { eventId: match.eventId, matchId });
    return match;
  }

  private async changeClock(actor: Actor, roundId: string, action: string, change: (manager: EntityManager, round: RoundEntity) => Promise<void>): Promise<RoundEntity> {
    const round = await this.dataSource.transaction(async (manager) => {
      const round = await this.rounds.lock(manager, roundId);
      if (!round) throw roundError('ROUND_NOT_FOUND', `No round with id "${roundId}"`, { roundId });
      await this.access.require(actor, round.eventId, ['ORGANIZER', 'JUDGE'], action, manager);
      await change(manager, round);
      return this.rounds.save(manager, round);
    });
    await this.scheduler.schedule(round);
    this.live.publish('clockUpdated', { eventId: round.eventId, roundId: round.id });
    return round;
  }

  private async defaultDuration(manager: EntityManager, event: EventEntity, round: RoundEntity): Promise<number | null> {
    if (round.kind === 'SWISS') return event.roundMinutes * 60;
    const matches = await this.matches.countPlayedOfRound(manager, round.id);
    const stage = matches === 1 ? 'final' : matches === 2 ? 'semifinal' : 'quarterfinal';
    const minutes = roundTimeLimit({ stage, format: event.format === 'LIMITED' ? 'limited' : 'constructed' });
    return minutes === null ? null : minutes * 60;
  }
}
