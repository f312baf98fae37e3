import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Time was called on this match (announced once, by one instance: the primary key decides). */
@Entity('match_time_calls')
export class TimeCallEntity {
  @PrimaryColumn('uuid')
  matchId: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  calledAt: Date;
}
