import type { MatchSide, MatchState } from '@arbiter/engine';
import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A match played in the rules engine: its whole state (every game and decision) as data. */
@Entity('digital_matches')
@Index('ix_digital_matches_event', ['eventId'])
export class DigitalMatchEntity {
  /** The tournament match's id. */
  @PrimaryColumn('uuid')
  matchId: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'jsonb' })
  state: MatchState;

  /** Sides played by bots. */
  @Column({ type: 'jsonb' })
  botSides: MatchSide[];

  /** Bumped by every change: a timer only acts on the state it was armed for. */
  @Column({ type: 'int', default: 0 })
  version: number;

  /** When the pending decision times out (a human's), or null. */
  @Column({ type: 'timestamptz', nullable: true })
  decisionDeadline: Date | null;

  /** Decisions each player let time out (they got the default action). */
  @Column({ type: 'jsonb' })
  timeouts: Record<MatchSide, number>;

  /** SHA-256 of the match seed and salt, shown to the players before the match (null for matches older than commitments). */
  @Column({ type: 'text', nullable: true })
  seedCommitment: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
