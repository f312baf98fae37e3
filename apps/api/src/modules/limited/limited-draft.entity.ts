import type { DraftState } from '@arbiter/dci';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A seat at a draft pod: an event's player, or a bot that only drafts (null player). */
export interface DraftSeat {
  playerId: string | null;
  name: string;
  bot: boolean;
}

/** When a human seat's pick is due, for the pack in its hand (`hand` names it, so a new pack restarts the time). */
export interface SeatTimer {
  hand: string;
  dueAt: number;
}

/** One pod's booster draft (libs/dci booster-draft): the whole state, hidden but for each drafter's own view. */
@Entity('limited_drafts')
@Index('uq_limited_drafts_event_pod', ['eventId', 'pod'], { unique: true })
export class LimitedDraftEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'int' })
  pod: number;

  @Column({ type: 'jsonb' })
  seats: DraftSeat[];

  @Column({ type: 'jsonb' })
  state: DraftState;

  @Column({ type: 'jsonb' })
  timers: (SeatTimer | null)[];

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
