import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventEntity } from './event.entity';

/**
 * A player who signed up once the event was full: not a registration (never paired, counted or
 * rated) until promoted to one, oldest first, when a seat frees up or the organizer promotes them.
 */
@Entity('waitlist_entries')
@Index('uq_waitlist_entries_event_user', ['eventId', 'userId'], { unique: true })
@Index('ix_waitlist_entries_user', ['userId'])
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  event?: EventEntity;

  /** The account waiting: it becomes the player's account on promotion. */
  @Column({ type: 'uuid' })
  userId: string;

  /** The name the player will play under. */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  nameKey: string;

  /** Waiting order: the earliest is promoted first. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
