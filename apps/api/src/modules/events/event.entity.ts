import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type EventFormat = 'CONSTRUCTED' | 'LIMITED';
export type Rel = 'REGULAR' | 'COMPETITIVE' | 'PROFESSIONAL';
export type EventStatus = 'REGISTRATION' | 'RUNNING' | 'PLAYOFFS' | 'FINISHED';

@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  format: EventFormat;

  @Column({ type: 'text' })
  rel: Rel;

  @Column({ type: 'text', default: 'REGISTRATION' })
  status: EventStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  /** Null until the event starts: then fixed from attendance (MTR App. E) unless the organizer set it. */
  @Column({ type: 'int', nullable: true })
  swissRounds: number | null;

  @Column({ type: 'int', nullable: true })
  topCut: number | null;

  @Column({ type: 'int', default: 3 })
  gamesPerMatch: number;

  @Column({ type: 'int', default: 3 })
  finalsGamesPerMatch: number;

  @Column({ type: 'int', default: 50 })
  roundMinutes: number;

  /** MTR App. C counts a player's own byes in their match-win %; false = Wizards Event Reporter behaviour. */
  @Column({ type: 'boolean', default: true })
  ownByesInMatchWin: boolean;

  /** Every match of the event is played in the rules engine. */
  @Column({ type: 'boolean', default: false })
  digital: boolean;

  /** Bumped by every change to players, rounds or results: the key of derived caches (standings). */
  @Column({ type: 'int', default: 0 })
  revision: number;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
