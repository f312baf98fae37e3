import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RoundEntity } from './round.entity';

/** A match's result status: no report yet, one report, two different reports, final. */
export const MATCH_STATUSES = ['PENDING', 'REPORTED', 'DISPUTED', 'FINAL'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** One player's report of a match, from their own side. */
export interface PlayerReport {
  wins: number;
  losses: number;
  draws: number;
}

@Entity('matches')
@Index('ix_matches_event_round', ['eventId', 'roundNumber'])
@Index('ix_matches_player1', ['player1Id'])
@Index('ix_matches_player2', ['player2Id'])
export class MatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  roundId: string;

  @ManyToOne(() => RoundEntity, { onDelete: 'CASCADE' })
  round?: RoundEntity;

  @Column({ type: 'int' })
  roundNumber: number;

  @Column({ type: 'int', nullable: true })
  tableNumber: number | null;

  @Column({ type: 'uuid' })
  player1Id: string;

  @Column({ type: 'uuid', nullable: true })
  player2Id: string | null;

  @Column({ type: 'boolean', default: false })
  bye: boolean;

  @Column({ type: 'text', default: 'PENDING' })
  status: MatchStatus;

  /** Games won by player 1 and player 2, and drawn games: set when the match is final. */
  @Column({ type: 'int', nullable: true })
  wins1: number | null;

  @Column({ type: 'int', nullable: true })
  wins2: number | null;

  @Column({ type: 'int', nullable: true })
  draws: number | null;

  @Column({ type: 'jsonb', nullable: true })
  report1: PlayerReport | null;

  @Column({ type: 'jsonb', nullable: true })
  report2: PlayerReport | null;

  @Column({ type: 'int', default: 0 })
  extensionMinutes: number;

  /** Games lost by penalty (IPG Game Loss): the reported result must count them. */
  @Column({ type: 'int', default: 0 })
  gameLosses1: number;

  @Column({ type: 'int', default: 0 })
  gameLosses2: number;

  /** The end-of-round turn tracker (libs/dci TimeCalledState) while time is called on a paper match. */
  @Column({ type: 'jsonb', nullable: true })
  turnTracker: Record<string, unknown> | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
