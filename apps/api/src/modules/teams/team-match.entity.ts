import type { TeamSeat } from '@arbiter/dci';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Which teams a match belongs to. A 2HG team match is one match (the teams' seat-A players
 * stand in for the team in `matches`); a Trios team match is three seat matches, one row each.
 * A team bye has `team2Id` null.
 */
@Entity('team_matches')
@Index('ix_team_matches_event_round', ['eventId', 'roundNumber'])
export class TeamMatchEntity {
  @PrimaryColumn({ type: 'uuid' })
  matchId: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'int' })
  roundNumber: number;

  @Column({ type: 'uuid' })
  team1Id: string;

  @Column({ type: 'uuid', nullable: true })
  team2Id: string | null;

  /** Trios: the seat this match is played at; null in 2HG and for byes. */
  @Column({ type: 'text', nullable: true })
  seat: TeamSeat | null;
}
