import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type TimeExtensionKind = 'EXTENSION' | 'DECK_CHECK';

/** Minutes added to one match's time, and why (MTR 2.x: pauses over a minute; deck checks + 3 minutes). */
@Entity('time_extensions')
@Index('ix_time_extensions_match', ['matchId'])
export class TimeExtensionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  matchId: string;

  @Column({ type: 'text' })
  kind: TimeExtensionKind;

  @Column({ type: 'int' })
  minutes: number;

  /** For deck checks: how long the check took (the extension adds 3 minutes). */
  @Column({ type: 'int', nullable: true })
  deckCheckMinutes: number | null;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'uuid' })
  judgeUserId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
