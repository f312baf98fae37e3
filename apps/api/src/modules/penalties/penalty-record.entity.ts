import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One infraction logged by a judge and the penalty given for it (IPG), with any upgrade or deviation. */
@Entity('penalty_records')
@Index('ix_penalty_records_event_player', ['eventId', 'playerId'])
@Index('ix_penalty_records_match', ['matchId'])
export class PenaltyRecordEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  playerId: string;

  @Column({ type: 'uuid', nullable: true })
  matchId: string | null;

  @Column({ type: 'int', nullable: true })
  roundNumber: number | null;

  @Column({ type: 'int', nullable: true })
  gameNumber: number | null;

  @Column({ type: 'text' })
  infraction: string;

  /** The penalty given (the guide's, or the judge's deviation). */
  @Column({ type: 'text' })
  penalty: string;

  /** The guide's penalty, upgrades included. */
  @Column({ type: 'text' })
  proposedPenalty: string;

  @Column({ type: 'boolean' })
  upgraded: boolean;

  @Column({ type: 'text' })
  explanation: string;

  @Column({ type: 'boolean', default: false })
  deviation: boolean;

  @Column({ type: 'text', nullable: true })
  deviationReason: string | null;

  @Column({ type: 'text' })
  description: string;

  /** What the penalty did to the match: "game loss recorded", "match loss: table 4 0-2", ... */
  @Column({ type: 'text' })
  effect: string;

  @Column({ type: 'uuid' })
  judgeUserId: string;

  /** Day of a multi-day event: upgrade counts reset between days (IPG). */
  @Column({ type: 'int', default: 1 })
  day: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
