import type { LimitedClockPhase, LimitedSchedule } from '@arbiter/dci';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A Limited event's deck registration and construction clock (MTR App. B; seed Floor Rules 112),
 * one per event, kept as timestamps like the round clock so restarts and other instances agree.
 */
@Entity('limited_clocks')
export class LimitedClockEntity {
  @PrimaryColumn('uuid')
  eventId: string;

  @Column({ type: 'text' })
  schedule: LimitedSchedule;

  /** The phases fixed at the start (from the schedule and the event's rules edition), in order. */
  @Column({ type: 'jsonb' })
  phases: LimitedClockPhase[];

  /** The phase now timed, an index into `phases`. */
  @Column({ type: 'int', default: 0 })
  phaseIndex: number;

  /** When the current phase started. */
  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** Seconds of the current phase spent paused before the current pause. */
  @Column({ type: 'int', default: 0 })
  pausedSeconds: number;

  /** Seconds added (or taken, if negative) to the current phase by staff. */
  @Column({ type: 'int', default: 0 })
  adjustSeconds: number;

  /** The last phase index whose time-up was announced (the one instance that moves it announces). */
  @Column({ type: 'int', nullable: true })
  timeUpPhaseIndex: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
