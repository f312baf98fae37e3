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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
