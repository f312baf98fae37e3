import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventEntity } from '../events/event.entity';

export type RoundKind = 'SWISS' | 'PLAYOFF';

@Entity('rounds')
@Index('uq_rounds_event_number', ['eventId', 'number'], { unique: true })
export class RoundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  event?: EventEntity;

  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'text' })
  kind: RoundKind;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** The pairing's random seed and the pairer's name and version: every round can be re-derived. */
  @Column({ type: 'bigint' })
  seed: string;

  @Column({ type: 'text' })
  algorithm: string;

  @Column({ type: 'int' })
  gamesPerMatch: number;

  /** The round clock, kept as timestamps so it survives restarts. Null duration = untimed (finals). */
  @Column({ type: 'int', nullable: true })
  clockDurationSeconds: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  clockStartedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  clockPausedAt: Date | null;

  /** Seconds spent paused before the current pause. */
  @Column({ type: 'int', default: 0 })
  clockPausedSeconds: number;

  /** Why this round's clock is under the 40-minute minimum (MTR 2.6), as staff documented it; null otherwise. */
  @Column({ type: 'text', nullable: true })
  clockShortReason: string | null;

  /** Seconds added (or taken, if negative) by staff adjustments. */
  @Column({ type: 'int', default: 0 })
  clockAdjustSeconds: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
