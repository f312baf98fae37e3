import { COLORS } from '../card';
import type { BoosterKind, BoosterPrinting, BoosterSheet, SetBoosters } from './booster-data';
import { BoosterDataError } from './booster-import';
import { SeededStream } from './seeded-stream';

/** A card in an opened pack. */
export interface PackCard extends BoosterPrinting {
  readonly sheet: string;
  readonly foil: boolean;
}

/** Packs opened from a seed: the seed and set are the record, the packs follow from them. */
export interface OpenedPacks {
  readonly set: string;
  readonly kind: string;
  readonly seed: string;
  readonly packs: readonly (readonly PackCard[])[];
}

/** A sheet that balances colours does so only when the pack takes at least one card per colour from it. */
const BALANCE_MINIMUM = COLORS.length;

function pickWeighted(entries: readonly (readonly [number, number])[], stream: SeededStream): number {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = stream.below(total);
  for (const [printing, weight] of entries) {
    if (roll < weight) return printing;
    roll -= weight;
  }
  throw new Error('unreachable: the roll is below the total weight');
}

function drawFromSheet(set: SetBoosters, name: string, sheet: BoosterSheet, count: number, stream: SeededStream): number[] {
  if (sheet.fixed) return sheet.entries.flatMap(([printing, weight]) => Array.from({ length: weight }, () => printing));
  const taken: number[] = [];
  const available = (filter: (printing: number) => boolean) => sheet.entries.filter(([printing]) => filter(printing) && (sheet.allowDuplicates || !taken.includes(printing)));
  if (sheet.balanceColors && count >= BALANCE_MINIMUM) {
    // One card of each colour first, as Wizards collated colour-balanced commons; the rest from the whole sheet.
    for (const color of COLORS) {
      const ofColor = available((printing) => set.printings[printing].colors.length === 1 && set.printings[printing].colors[0] === color);
      if (ofColor.length > 0) taken.push(pickWeighted(ofColor, stream));
    }
  }
  while (taken.length < count) {
    const rest = available(() => true);
    if (rest.length === 0) throw new BoosterDataError(`${set.code} sheet '${name}' has fewer than ${count} different cards`);
    taken.push(pickWeighted(rest, stream));
  }
  return sheet.balanceColors ? stream.shuffled(taken) : taken;
}

function openOne(set: SetBoosters, kind: BoosterKind, stream: SeededStream): PackCard[] {
  let roll = stream.below(kind.totalWeight);
  const variant = kind.variants.find((candidate) => (roll -= candidate.weight) < 0) ?? kind.variants[kind.variants.length - 1];
  return Object.entries(variant.contents).flatMap(([sheetName, count]) => {
    const sheet = kind.sheets[sheetName];
    return drawFromSheet(set, sheetName, sheet, count, stream).map((printing) => ({ ...set.printings[printing], sheet: sheetName, foil: sheet.foil }));
  });
}

/** The booster kind a set opens by default: `draft`, else `default`, else its first. */
export function defaultBoosterKind(set: SetBoosters): string {
  const names = Object.keys(set.kinds);
  return names.find((name) => name === 'draft') ?? names.find((name) => name === 'default') ?? names[0];
}

/**
 * Opens `count` packs of a set from a seed: a variant by its weight, then each sheet's cards
 * by their weights, without duplicates in a sheet unless it allows them, colour-balanced where
 * the sheet says so. The same set, kind and seed always give the same packs.
 */
export function openBoosters(set: SetBoosters, count: number, seed: string, kindName = defaultBoosterKind(set)): OpenedPacks {
  const kind = set.kinds[kindName];
  if (!kind) throw new BoosterDataError(`${set.code} has no '${kindName}' booster (it has ${Object.keys(set.kinds).join(', ')})`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`openBoosters: count must be a whole number ≥ 0, got ${count}`);
  const stream = new SeededStream(`${set.code}\u0000${kindName}\u0000${seed}`);
  return { set: set.code, kind: kindName, seed, packs: Array.from({ length: count }, () => openOne(set, kind, stream)) };
}
