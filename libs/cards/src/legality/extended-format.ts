import { CardSet } from '../card';

/** Floor Rules 126 (seed): the first rotation of the three-blocks-every-three-years rule. */
export const EXTENDED_FIRST_ROTATION = '2005-10-20';
/** Rotations follow every three years, with the Standard rotation (the fall set's arrival). */
const ROTATION_EVERY_YEARS = 3;
/** Environments (blocks) leaving at each rotation: three blocks, nine sets. */
const ENVIRONMENTS_PER_ROTATION = 3;
/** Sets of one MTGJSON block further apart than this are separate environments (Coldsnap, 2006, is filed under Ice Age). */
const SAME_ENVIRONMENT_MONTHS = 18;
/** The oldest environment in Extended when the rule first applied: Tempest leaves on 2005-10-20 with Urza and Masques. */
const OLDEST_ENVIRONMENT = 'Tempest';
const OLDEST_ENVIRONMENT_FALLBACK_START = '1997-10-14';

/** An Extended "environment": a block's expansions, with the core sets released while it was the newest. */
export interface ExtendedEnvironment {
  readonly name: string;
  readonly start: string;
  readonly sets: readonly string[];
}

function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma);
}

/** The environments from Tempest on, oldest first, each with its core sets. */
export function extendedEnvironments(sets: readonly CardSet[]): ExtendedEnvironment[] {
  const byDate = [...sets].filter((s) => s.releaseDate !== '').sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code));
  const environments: { name: string; start: string; last: string; sets: string[] }[] = [];
  for (const set of byDate.filter((s) => s.type === 'expansion')) {
    const name = set.block ?? set.name;
    const open = environments.findLast((e) => e.name === name);
    if (set.block && open && monthsBetween(open.last, set.releaseDate) <= SAME_ENVIRONMENT_MONTHS) {
      open.sets.push(set.code);
      open.last = set.releaseDate;
    } else {
      environments.push({ name: set.block && open ? set.name : name, start: set.releaseDate, last: set.releaseDate, sets: [set.code] });
    }
  }
  const oldestStart = environments.find((e) => e.name === OLDEST_ENVIRONMENT)?.start ?? OLDEST_ENVIRONMENT_FALLBACK_START;
  const kept = environments.filter((e) => e.start >= oldestStart);
  for (const core of byDate.filter((s) => s.type === 'core' && s.releaseDate >= oldestStart)) {
    kept.findLast((e) => e.start <= core.releaseDate)?.sets.push(core.code);
  }
  return kept.map(({ name, start, sets: codes }) => ({ name, start, sets: codes }));
}

/** The Standard rotation of a year: the first expansion released from August on (the fall set), else 1 October. */
function rotationDate(sets: readonly CardSet[], year: number): string {
  const fall = sets
    .filter((s) => s.type === 'expansion' && s.releaseDate >= `${year}-08-01` && s.releaseDate <= `${year}-12-31`)
    .map((s) => s.releaseDate)
    .sort()[0];
  return fall ?? `${year}-10-01`;
}

/** The rotation dates up to `date`: 2005-10-20 (Floor Rules 126), then every three years with Standard's. */
export function extendedRotations(sets: readonly CardSet[], date: string): string[] {
  const rotations: string[] = [];
  if (date < EXTENDED_FIRST_ROTATION) return rotations;
  rotations.push(EXTENDED_FIRST_ROTATION);
  for (let year = 2005 + ROTATION_EVERY_YEARS; `${year}-01-01` <= date; year += ROTATION_EVERY_YEARS) {
    const rotation = rotationDate(sets, year);
    if (rotation <= date) rotations.push(rotation);
  }
  return rotations;
}

/**
 * The set codes legal in Extended on `date` (YYYY-MM-DD), per the seed's Floor Rules 126: a
 * set enters on its legal date (the data has release dates, used as such); from 2005-10-20 the
 * three oldest environments (blocks: nine sets) leave every three years on the day of the
 * Standard rotation; a core set leaves with the environment it was released in.
 */
export function extendedSetCodes(sets: readonly CardSet[], date: string): Set<string> {
  const environments = extendedEnvironments(sets);
  const rotated = extendedRotations(sets, date).length * ENVIRONMENTS_PER_ROTATION;
  const released = new Map(sets.map((s) => [s.code, s.releaseDate]));
  const legal = new Set<string>();
  for (const environment of environments.slice(rotated)) {
    for (const code of environment.sets) if ((released.get(code) ?? '9999') <= date) legal.add(code);
  }
  return legal;
}
