import { Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What changed a result: a player's report, staff, a penalty, or the rules engine. */
export const RESULT_AUDIT_ACTIONS = ['REPORT', 'SET', 'PENALTY', 'ENGINE'] as const;
export type ResultAuditAction = (typeof RESULT_AUDIT_ACTIONS)[number];

/** The result of a match at one moment, as the audit records it. */
export interface AuditedResult {
  status: string;
  wins: [number, number] | null;
  draws: number | null;
}

/** The result part of a match, as the audit records it. */
export function auditedResult(match: { status: string; wins1: number | null; wins2: number | null; draws: number | null }): AuditedResult {
  return { status: match.status, wins: match.wins1 === null || match.wins2 === null ? null : [match.wins1, match.wins2], draws: match.draws };
}

/** Who changed a match result, when, from what, to what, and why. */
@Entity('result_audit')
@Index('ix_result_audit_match', ['matchId'])
export class ResultAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'uuid' })
  matchId: string;

  @Column({ type: 'uuid', nullable: true })
  actorUserId: string | null;

  @Column({ type: 'text' })
  action: ResultAuditAction;

  @Column({ type: 'jsonb' })
  before: AuditedResult;

  @Column({ type: 'jsonb' })
  after: AuditedResult;

  @Column({ type: 'text' })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Order of writing: the changes one transaction records share its createdAt. */
  @Column({ type: 'bigint', select: false, insert: false, update: false })
  @Generated('increment')
  seq: string;
}
