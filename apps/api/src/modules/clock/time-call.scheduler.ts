import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DigitalMatchesService } from '../digital/digital-matches.service';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { LiveService } from '../live/live.service';
import { MatchEntity } from '../rounds/match.entity';
import { RoundEntity } from '../rounds/round.entity';
import { readMatchClock } from './round-clock';

/**
 * Announces "time called" per table when a match's time (round clock plus its extensions)
 * runs out. Timers are only a notification: the clock itself is derived from stored
 * timestamps, and timers are re-armed from them at start-up, so a restart loses nothing.
 */
@Injectable()
export class TimeCallScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly timers = new Map<string, NodeJS.Timeout[]>();
  private readonly logger = new Logger('TimeCalled');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveService,
    private readonly digital: DigitalMatchesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const running = await this.dataSource.manager.find(RoundEntity, { where: { clockStartedAt: Not(IsNull()), clockPausedAt: IsNull() } });
    for (const round of running) await this.schedule(round);
  }

  onModuleDestroy(): void {
    for (const roundId of [...this.timers.keys()]) this.cancel(roundId);
  }

  /** Re-arms the timers of a round after any change to its clock or its matches' extensions. */
  async schedule(round: RoundEntity): Promise<void> {
    this.cancel(round.id);
    if (!round.clockStartedAt || round.clockPausedAt || round.clockDurationSeconds === null) return;
    const now = new Date();
    const matches = await this.dataSource.manager.find(MatchEntity, { where: { roundId: round.id, bye: false } });
    const timers: NodeJS.Timeout[] = [];
    for (const match of matches) {
      if (match.status === 'FINAL') continue;
      const { remainingSeconds } = readMatchClock(round, match, now);
      if (remainingSeconds === null || remainingSeconds <= 0) continue;
      const timer = setTimeout(() => this.timeUp(round, match), remainingSeconds * 1000);
      timer.unref();
      timers.push(timer);
    }
    this.timers.set(round.id, timers);
  }

  private timeUp(round: RoundEntity, match: MatchEntity): void {
    this.live.publish('timeCalled', { eventId: round.eventId, matchId: match.id });
    // A digital match applies the end-of-round procedure itself (MTR 2.4, in the engine's match runner).
    this.digital.callTimeIfDigital(match.id).catch((error: Error) => this.logger.warn(`time called on digital match ${match.id}: ${error.message}`));
  }

  cancel(roundId: string): void {
    for (const timer of this.timers.get(roundId) ?? []) clearTimeout(timer);
    this.timers.delete(roundId);
  }
}
