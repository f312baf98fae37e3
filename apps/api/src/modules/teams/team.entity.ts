import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A registered team of a team event: its players by seat (A, B, and C in Trios). */
@Entity('teams')
@Index('uq_teams_event_name', ['eventId', 'nameKey'], { unique: true })
export class TeamEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'text' })
  name: string;

  /** The name folded for uniqueness: case and spacing never make two teams. */
  @Column({ type: 'text' })
  nameKey: string;

  @Column({ type: 'uuid' })
  seatAPlayerId: string;

  @Column({ type: 'uuid' })
  seatBPlayerId: string;

  /** Trios only; null in Two-Headed Giant. */
  @Column({ type: 'uuid', nullable: true })
  seatCPlayerId: string | null;

  @Column({ type: 'boolean', default: false })
  dropped: boolean;

  /** The last Swiss round the team played before dropping (drops happen before the next round is paired). */
  @Column({ type: 'int', nullable: true })
  droppedAfterRound: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** The team's players in seat order. */
export function teamPlayerIds(team: TeamEntity): string[] {
  return [team.seatAPlayerId, team.seatBPlayerId, ...(team.seatCPlayerId ? [team.seatCPlayerId] : [])];
}
