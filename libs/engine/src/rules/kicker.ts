import { CardDefinition, Effect, EntersWithCounters, ModeDefinition, TargetSpec } from '../cards/card-definition';
import { kickerCosts } from '../cards/keywords';
import { StackItem } from '../state/game-state';

/**
 * A cast's kicker choice (engine-scenarios.md): `true` the only kicker paid once, a number of times
 * (multikicker), or the kicker costs paid, as printed (`["{1}{U}", "{2}{B}"]`).
 */
export type KickChoice = boolean | number | string[];

/** The kicker costs a spell was kicked with, once for each time (CR 702.33c-d); empty when it was not kicked. */
export function kicksOf(item: Pick<StackItem, 'kicked' | 'kicks'>): number[] {
  if (item.kicks) return item.kicks;
  return item.kicked ? [0] : [];
}

/**
 * The kicks a choice pays, each an index into the card's kicker costs (CR 702.33a-d), or why it is not a choice
 * the card allows: multikicker any number of times, two kicker costs each at most once, one kicker once.
 */
export function kicksChosen(def: Pick<CardDefinition, 'name' | 'kicker' | 'secondKicker' | 'multikicker'>, choice: KickChoice | undefined): number[] | string {
  if (choice === undefined || choice === false || choice === 0 || (Array.isArray(choice) && choice.length === 0)) return [];
  const costs = kickerCosts(def);
  if (costs.length === 0) return `${def.name} has no kicker`;
  if (Array.isArray(choice)) {
    const kicks = costs.flatMap((cost, i) => (choice.includes(cost) ? [i] : []));
    // CR 702.33b: "Kicker [cost 1] and/or [cost 2]" is two kicker abilities, each paid at most once.
    if (kicks.length !== choice.length) return `the kicker costs of ${def.name} are ${costs.join(' and ')}, each paid at most once`;
    return kicks;
  }
  if (costs.length > 1) return `name the kicker costs paid, e.g. "kicked": ["${costs[0]}"]`;
  const times = choice === true ? 1 : choice;
  if (!Number.isInteger(times) || times < 0) return 'kicked is a number of times';
  // CR 702.33c: only multikicker is paid more than once.
  if (times > 1 && !def.multikicker) return `${def.name} has no multikicker`;
  return Array<number>(times).fill(0);
}

/** The kicker choices of a card in the decision vocabulary, fewest kicks first; multikicker up to `most` times (CR 702.33a-d). */
export function kickChoices(def: Pick<CardDefinition, 'name' | 'kicker' | 'secondKicker' | 'multikicker'>, most: number): KickChoice[] {
  const costs = kickerCosts(def);
  if (costs.length > 1) return [[costs[0]], [costs[1]], costs];
  if (costs.length === 0) return [];
  if (!def.multikicker) return [true];
  return Array.from({ length: most }, (_, i) => i + 1);
}

/** Where a target number is named: outside any kicked part, in a kicked part, or in what a kicked part replaces ("… instead"). */
type TargetPlaces = { all: Set<number>; kicked: Set<number>; replaced: Set<number> };

/** The target numbers a list of effects names, by where (`TargetPlaces`). */
function namedTargets(value: unknown, place: keyof TargetPlaces, out: TargetPlaces): void {
  if (Array.isArray(value)) return value.forEach((v) => namedTargets(v, place, out));
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of ['target', 'controllerOf', 'targets', 'among', 'ownedBy', 'statOf']) if (typeof record[key] === 'number') out[place].add(record[key] as number);
  // What a kicked part replaces ("… instead") is the unkicked spell's.
  if (record.kind === 'if-kicked') return void (namedTargets(record.effects, 'kicked', out), namedTargets(record.otherwise, place === 'all' ? 'replaced' : place, out));
  for (const v of Object.values(record)) namedTargets(v, place, out);
}

/** The targets a spell's text chooses only if kicked, and only if not kicked (CR 702.33g, 601.2c). */
interface KickDependentTargets {
  kickedOnly: readonly number[];
  unkickedOnly: readonly number[];
}

/** Definitions are immutable data: each effects list is walked once, not at every decision the legal options list its casts. */
const KICK_DEPENDENT_TARGETS = new WeakMap<readonly Effect[], KickDependentTargets>();

function kickDependentTargets(text: Pick<ModeDefinition, 'effects'>): KickDependentTargets {
  const known = KICK_DEPENDENT_TARGETS.get(text.effects);
  if (known) return known;
  const out: TargetPlaces = { all: new Set(), kicked: new Set(), replaced: new Set() };
  namedTargets(text.effects, 'all', out);
  const only = (of: Set<number>, not: Set<number>) => [...of].filter((t) => !out.all.has(t) && !not.has(t)).sort((a, b) => a - b);
  const split = { kickedOnly: only(out.kicked, out.replaced), unkickedOnly: only(out.replaced, out.kicked) };
  KICK_DEPENDENT_TARGETS.set(text.effects, split);
  return split;
}

/**
 * The targets of a spell's text chosen only if it is kicked (CR 702.33g): those only its kicked part names. The
 * compiler reads them after the others, so an unkicked spell has the others' numbers unchanged.
 */
export function kickedOnlyTargets(text: Pick<ModeDefinition, 'effects'>): readonly number[] {
  return kickDependentTargets(text).kickedOnly;
}

/** Whether kicking a spell changes which targets it chooses (CR 702.33g, 601.2c). */
export function kickChangesTargets(text: Pick<ModeDefinition, 'effects'>): boolean {
  const { kickedOnly, unkickedOnly } = kickDependentTargets(text);
  return kickedOnly.length > 0 || unkickedOnly.length > 0;
}

/**
 * The targets a spell is cast with (CR 601.2c): an unkicked spell does not choose the targets of its kicked part
 * (702.33g); a kicked one not those of the part its kicked part replaces ("If this spell was kicked, instead destroy
 * target creature": the kicked spell's target requirement is the kicked part's).
 */
export function castTargets(text: ModeDefinition, kicked: boolean): TargetSpec[] {
  const { kickedOnly, unkickedOnly } = kickDependentTargets(text);
  const left = kicked ? unkickedOnly : kickedOnly;
  // The definition's own list when nothing is left out: the legal options key their target lists by it.
  return left.length === 0 ? text.targets : text.targets.filter((_t, i) => !left.includes(i));
}

/**
 * The chosen targets at the numbers the text's effects name them by (CR 608.2b-c): a kicked spell chose none for the
 * replaced part's own targets, which are null there; an unkicked spell's left-out targets are the last ones.
 */
export function targetsByNumber<T>(text: Pick<ModeDefinition, 'effects'>, kicked: boolean, chosen: readonly T[]): (T | null)[] {
  const skipped = kicked ? kickDependentTargets(text).unkickedOnly : [];
  const out: (T | null)[] = chosen.slice();
  for (const i of skipped) out.splice(i, 0, null);
  return out;
}

/**
 * How many times an "enters with counters" line applies to a permanent entering with these kicks (CR 702.33c-e): once,
 * once if kicked (with that kicker cost where it names one), or once for each time it was kicked.
 */
export function enteringTimes(entering: EntersWithCounters, kicks: readonly number[]): number {
  if (entering.perKick) return kicks.length;
  if (!entering.ifKicked) return 1;
  return (entering.kickerCost === undefined ? kicks.length > 0 : kicks.includes(entering.kickerCost)) ? 1 : 0;
}
