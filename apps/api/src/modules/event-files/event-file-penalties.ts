import { INFRACTIONS, PENALTIES } from '@arbiter/dci';
import type { PenaltyRecordEntity } from '../penalties';
import { eventFileError } from './event-files.errors';

/**
 * One penalty in an event file's `penalties` list (an Arbiter extension of event-files.md):
 * who, when, what the judge recorded. Its effect on games is already folded into the
 * matches' `games`, so readers that ignore the list compute the same standings.
 */
export interface EventFilePenalty {
  player: string;
  round: number | null;
  game: number | null;
  day: number;
  infraction: string;
  penalty: string;
  proposedPenalty: string;
  upgraded: boolean;
  explanation: string;
  deviation: boolean;
  deviationReason: string | null;
  description: string;
  effect: string;
  at: string;
}

/** The event's penalties as the file lists them, oldest first. */
export function toFilePenalties(records: readonly PenaltyRecordEntity[]): EventFilePenalty[] {
  return records.map((r) => ({
    player: r.playerId,
    round: r.roundNumber,
    game: r.gameNumber,
    day: r.day,
    infraction: r.infraction,
    penalty: r.penalty,
    proposedPenalty: r.proposedPenalty,
    upgraded: r.upgraded,
    explanation: r.explanation,
    deviation: r.deviation,
    deviationReason: r.deviationReason,
    description: r.description,
    effect: r.effect,
    at: r.createdAt.toISOString(),
  }));
}

const TEXT_MAX = 2000;

/** The file's `penalties` list checked against its players; absent is none. Every problem is named by its path. */
export function readFilePenalties(value: unknown, playerIds: ReadonlySet<string>): EventFilePenalty[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw eventFileError('INVALID_EVENT_FILE', 'penalties must be a list', { path: 'penalties' });
  return value.map((raw: unknown, index) => {
    const path = `penalties[${index}]`;
    const bad = (field: string, expected: string) => eventFileError('INVALID_EVENT_FILE', `${path}.${field} must be ${expected}`, { path: `${path}.${field}` });
    if (typeof raw !== 'object' || raw === null) throw eventFileError('INVALID_EVENT_FILE', `${path} must be an object`, { path });
    const p = raw as Record<string, unknown>;
    const text = (field: string, nullable = false): string | null => {
      const v = p[field] ?? null;
      if (v === null && nullable) return null;
      if (typeof v !== 'string' || v.length > TEXT_MAX) throw bad(field, `text of at most ${TEXT_MAX} characters`);
      return v;
    };
    const count = (field: string, nullable: boolean): number | null => {
      const v = p[field] ?? null;
      if (v === null && nullable) return null;
      if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 1000) throw bad(field, 'a whole number from 1 to 1000');
      return v as number;
    };
    const flag = (field: string): boolean => {
      if (typeof p[field] !== 'boolean') throw bad(field, 'true or false');
      return p[field] as boolean;
    };
    const oneOf = (field: string, allowed: readonly string[]): string => {
      if (!allowed.includes(p[field] as string)) throw bad(field, `one of ${allowed.join(', ')}`);
      return p[field] as string;
    };
    if (typeof p.player !== 'string' || !playerIds.has(p.player)) throw bad('player', 'the id of a player in the file');
    const at = text('at') as string;
    if (Number.isNaN(Date.parse(at))) throw bad('at', 'an ISO 8601 date-time');
    return {
      player: p.player,
      round: count('round', true),
      game: count('game', true),
      day: count('day', false) as number,
      infraction: oneOf('infraction', INFRACTIONS),
      penalty: oneOf('penalty', PENALTIES),
      proposedPenalty: oneOf('proposedPenalty', PENALTIES),
      upgraded: flag('upgraded'),
      explanation: text('explanation') as string,
      deviation: flag('deviation'),
      deviationReason: text('deviationReason', true),
      description: text('description') as string,
      effect: text('effect') as string,
      at: new Date(at).toISOString(),
    };
  });
}
