import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the real events (melee.gg, rebuilt round by round) are: the shared material beside the
 * repository (`../shared/events/real`, or `$ARBITER_SHARED_DIR/events/real`). Their README allows
 * these files only there, so they are read in place and never copied into the repository.
 */
export const REAL_EVENTS_DIR = resolve(process.env.ARBITER_SHARED_DIR ?? join(__dirname, '../../../../../shared'), 'events/real');

function realEventsDir(): string {
  if (!existsSync(REAL_EVENTS_DIR)) {
    throw new Error(`The real-event tests read the shared material at ${REAL_EVENTS_DIR}, which is missing: place the shared/ folder beside the repository (as CI does) or set ARBITER_SHARED_DIR`);
  }
  return REAL_EVENTS_DIR;
}

/**
 * How Melee published the player's own GW% in that period (see libs/swiss/README.md, "Real events"):
 * `floored` at 1/3, or `raw` (mid-May 2024 to mid-November 2025, the Houston file).
 */
export type PublishedGameWin = 'floored' | 'raw';

/** One real event of the fixtures. */
export interface RealEvent {
  slug: string;
  players: number;
  ownGameWin: PublishedGameWin;
}

/** The seven real events and how their GW% was published. */
export const REAL_EVENTS: readonly RealEvent[] = [
  { slug: 'manatraders-year-end-15000-modern-2025-12-13', players: 323, ownGameWin: 'floored' },
  { slug: 'scg-con-houston-super-sunday-rcq-modern-2025-10-19', players: 295, ownGameWin: 'raw' },
  { slug: 'scg-con-milwaukee-super-sunday-rcq-standard-2026-02-22', players: 187, ownGameWin: 'floored' },
  { slug: 'scg-con-milwaukee-super-sunday-rcq-modern-2026-02-22', players: 149, ownGameWin: 'floored' },
  { slug: 'pt-ecl-2nd-chance-ptq-standard-2026-02-01', players: 148, ownGameWin: 'floored' },
  { slug: 'brussels-destination-qualifier-modern-2026-07-26', players: 134, ownGameWin: 'floored' },
  { slug: 'dive-down-nation-toc2-modern-2020-04-25', players: 24, ownGameWin: 'floored' },
];

/** A row of the standings Melee published. */
export interface PublishedStanding {
  rank: number;
  name: string;
  player: string;
  matchPoints: number;
  omw: number;
  gw: number;
  ogw: number;
  record?: string;
}

/** Our standing, as any surface (library, CLI, API) reports it. */
export interface ComparableStanding {
  player: string;
  matchPoints: number;
  omw: number;
  gw: number;
  ogw: number;
  gamePoints: number;
  gamesPlayed: number;
}

/** Reads an event file fixture as text. */
export function realEventPath(slug: string): string {
  return join(realEventsDir(), `${slug}.json`);
}

/** Reads an event file fixture and its published standings. */
export function loadRealEvent(slug: string): { text: string; event: unknown; published: PublishedStanding[] } {
  const text = readFileSync(realEventPath(slug), 'utf8');
  const published = JSON.parse(readFileSync(join(realEventsDir(), `${slug}.published.json`), 'utf8')) as PublishedStanding[];
  return { text, event: JSON.parse(text), published };
}

/** A difference between our standings and the published ones. */
export interface PublishedDifference {
  player: string;
  field: 'missing' | 'matchPoints' | 'omw' | 'gw' | 'ogw' | 'order';
  ours?: number;
  published?: number;
  detail?: string;
}

/** Values that differ by at most this are equal rationals (ours are exact; Melee's carry 7-10 decimals). */
const SAME_VALUE = 1e-9;

/** The player's own GW% as Melee published it: no games played is published as 0. */
function publishedGameWin(ours: ComparableStanding, mode: PublishedGameWin): number {
  if (ours.gamesPlayed === 0) return 0;
  return mode === 'raw' ? ours.gamePoints / (3 * ours.gamesPlayed) : ours.gw;
}

/**
 * Compares our standings with the published ones: every player's match points, and OMW%,
 * GW%, OGW% within `tolerance`; and the order. The published order must follow ours except
 * among players exactly tied on every key, and where players are exactly tied on match points
 * and OMW% but float noise separates their OMW% (Melee ranks by its noisy value: its stored
 * value differs, or, as in the 2020 file, the float sum of the same fractions does).
 */
export function compareWithPublished(
  ours: readonly ComparableStanding[],
  published: readonly PublishedStanding[],
  options: { tolerance: number; ownGameWin: PublishedGameWin },
): PublishedDifference[] {
  const differences: PublishedDifference[] = [];
  const byPlayer = new Map(ours.map((s) => [s.player, s]));
  for (const row of published) {
    const mine = byPlayer.get(row.player);
    if (!mine) {
      differences.push({ player: row.player, field: 'missing' });
      continue;
    }
    if (mine.matchPoints !== row.matchPoints) differences.push({ player: row.player, field: 'matchPoints', ours: mine.matchPoints, published: row.matchPoints });
    const values: [PublishedDifference['field'], number, number][] = [
      ['omw', mine.omw, row.omw],
      ['gw', publishedGameWin(mine, options.ownGameWin), row.gw],
      ['ogw', mine.ogw, row.ogw],
    ];
    for (const [field, value, expected] of values) {
      if (Math.abs(value - expected) > options.tolerance) differences.push({ player: row.player, field, ours: value, published: expected });
    }
  }
  const ordered = [...published].sort((a, b) => a.rank - b.rank);
  for (let i = 1; i < ordered.length; i++) {
    const above = byPlayer.get(ordered[i - 1].player);
    const below = byPlayer.get(ordered[i].player);
    if (!above || !below) continue;
    const keys = (s: ComparableStanding) => [s.matchPoints, s.omw, publishedGameWin(s, options.ownGameWin), s.ogw];
    const [a, b] = [keys(above), keys(below)];
    const first = a.findIndex((value, k) => Math.abs(value - b[k]) > SAME_VALUE);
    if (first === -1 || a[first] > b[first]) continue;
    const omwNoise = first > 1 && (ordered[i - 1].omw > ordered[i].omw || above.omw > below.omw);
    if (omwNoise) continue;
    differences.push({ player: ordered[i].player, field: 'order', detail: `published below ${ordered[i - 1].player} but ahead of them on key ${first}` });
  }
  return differences;
}
