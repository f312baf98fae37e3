import { DciFailure, fail } from './dci-error';

/** Staff roles of record that UTR 3 bars from playing. */
export const STAFF_OF_RECORD_ROLES = ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE'] as const;
/** One of {@link STAFF_OF_RECORD_ROLES}. */
export type StaffOfRecordRole = (typeof STAFF_OF_RECORD_ROLES)[number];

/** A person as the event knows them: an account, a Wizards id, or both. */
export interface EventPerson {
  readonly userId?: string | null;
  readonly wizardsId?: string | null;
  /** For messages. */
  readonly name?: string;
}

/** A staff member of record. */
export interface StaffOfRecord extends EventPerson {
  readonly role: StaffOfRecordRole;
}

const ROLE_NAMES: Readonly<Record<StaffOfRecordRole, string>> = { ORGANIZER: 'organizer', HEAD_JUDGE: 'head judge', JUDGE: 'judge' };

/** True when two records name the same person (same account, or same Wizards id). */
export function samePerson(a: EventPerson, b: EventPerson): boolean {
  if (a.userId && b.userId && a.userId === b.userId) return true;
  const wizards = (id: string | null | undefined) => id?.trim() || null;
  return wizards(a.wizardsId) !== null && wizards(a.wizardsId) === wizards(b.wizardsId);
}

function describe(person: EventPerson): string {
  return person.name ? `"${person.name}"` : person.wizardsId ? `Wizards id ${person.wizardsId}` : `account ${person.userId}`;
}

/**
 * UTR 3 (seed): the organizer of record, the head judge and the judges of record of a
 * sanctioned event may not play in it. An unsanctioned event has no such bar.
 */
export function checkPlayerEligibility(input: { sanctioned: boolean; player: EventPerson; staff: readonly StaffOfRecord[] }): { ok: true } | DciFailure {
  if (!input.sanctioned) return { ok: true };
  const staff = input.staff.find((member) => samePerson(member, input.player));
  if (!staff) return { ok: true };
  return fail('STAFF_CANNOT_PLAY', `${describe(input.player)} is the ${ROLE_NAMES[staff.role]} of this sanctioned event and cannot also play in it (UTR 3)`);
}

/** UTR 3 the other way round: a registered player of a sanctioned event cannot become its staff of record. */
export function checkStaffEligibility(input: { sanctioned: boolean; staff: StaffOfRecord; players: readonly EventPerson[] }): { ok: true } | DciFailure {
  if (!input.sanctioned) return { ok: true };
  if (!input.players.some((player) => samePerson(player, input.staff))) return { ok: true };
  return fail('STAFF_CANNOT_PLAY', `${describe(input.staff)} plays in this sanctioned event and cannot also be its ${ROLE_NAMES[input.staff.role]} (UTR 3)`);
}
