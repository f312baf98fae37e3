import { COLORS, type Color } from '../card';
import type { BoosterKind, BoosterPrinting, BoosterSheet, BoosterVariant, SetBoosters } from './booster-data';

/** Why a set's booster data was refused. */
export class BoosterDataError extends Error {
  override readonly name = 'BoosterDataError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new BoosterDataError(`${where}: expected a whole number ≥ 0, got ${JSON.stringify(value)}`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new BoosterDataError(`${where}: expected a string`);
  return value;
}

function colorsOf(value: unknown): Color[] {
  return Array.isArray(value) ? COLORS.filter((color) => value.includes(color)) : [];
}

/** Cards of other sets by uuid: a sheet may hold another set's printings (Aether Revolt's basic lands are Kaladesh's). */
export type OtherSetCards = (uuid: string) => Record<string, unknown> | undefined;

/** The cards of an MTGJSON set by uuid. */
export function cardsByUuid(cards: readonly unknown[]): Map<string, Json> {
  return new Map(cards.filter(isObject).filter((card) => typeof card.uuid === 'string').map((card) => [card.uuid as string, card]));
}

/** Printings by MTGJSON uuid, each kept once in `printings`. */
class PrintingIndex {
  readonly printings: BoosterPrinting[] = [];
  private readonly byUuid = new Map<string, number>();
  private readonly cards: Map<string, Json>;

  constructor(
    cards: readonly unknown[],
    private readonly otherSets: OtherSetCards,
  ) {
    this.cards = cardsByUuid(cards);
  }

  indexOf(uuid: string, where: string): number {
    const known = this.byUuid.get(uuid);
    if (known !== undefined) return known;
    const card = this.cards.get(uuid) ?? this.otherSets(uuid);
    if (!card) throw new BoosterDataError(`${where}: card ${uuid} is not among the set's cards`);
    const index = this.printings.length;
    this.printings.push({ number: String(card.number ?? ''), name: text(card.name, `${where}: card ${uuid} name`), rarity: String(card.rarity ?? ''), colors: colorsOf(card.colors) });
    this.byUuid.set(uuid, index);
    return index;
  }
}

function readSheet(raw: unknown, where: string, printings: PrintingIndex): BoosterSheet {
  if (!isObject(raw) || !isObject(raw.cards)) throw new BoosterDataError(`${where}: expected a sheet with cards`);
  const entries = Object.entries(raw.cards).map(([uuid, weight]) => [printings.indexOf(uuid, where), positiveInteger(weight, `${where}: weight of ${uuid}`)] as const);
  const totalWeight = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (entries.length === 0 || totalWeight === 0) throw new BoosterDataError(`${where}: the sheet has no card with a weight`);
  return { foil: raw.foil === true, balanceColors: raw.balanceColors === true, allowDuplicates: raw.allowDuplicates === true, fixed: raw.fixed === true, entries, totalWeight };
}

function readKind(raw: unknown, where: string, printings: PrintingIndex): BoosterKind {
  if (!isObject(raw) || !Array.isArray(raw.boosters) || !isObject(raw.sheets)) throw new BoosterDataError(`${where}: expected boosters and sheets`);
  const sheets: Record<string, BoosterSheet> = {};
  for (const [name, sheet] of Object.entries(raw.sheets)) sheets[name] = readSheet(sheet, `${where}.sheets.${name}`, printings);
  const variants: BoosterVariant[] = raw.boosters.map((variant, i) => {
    if (!isObject(variant) || !isObject(variant.contents)) throw new BoosterDataError(`${where}.boosters[${i}]: expected contents`);
    const contents: Record<string, number> = {};
    for (const [sheet, count] of Object.entries(variant.contents)) {
      if (!sheets[sheet]) throw new BoosterDataError(`${where}.boosters[${i}]: sheet '${sheet}' is not defined`);
      contents[sheet] = positiveInteger(count, `${where}.boosters[${i}].contents.${sheet}`);
    }
    return { contents, weight: positiveInteger(variant.weight, `${where}.boosters[${i}].weight`) };
  });
  const totalWeight = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (totalWeight === 0) throw new BoosterDataError(`${where}: no booster has a weight`);
  return { variants, totalWeight, sheets };
}

/**
 * Reads one set's booster configuration from an MTGJSON 5 set (a set file's `data`, or one
 * set of AllPrintings): its kinds of booster, their weighted variants and sheets. Null when the
 * set has no booster data; throws `BoosterDataError` when the data is malformed or a sheet
 * names a card found neither in the set nor by `otherSets`.
 */
export function importSetBoosters(set: unknown, otherSets: OtherSetCards = () => undefined): SetBoosters | null {
  if (!isObject(set)) throw new BoosterDataError('expected an MTGJSON set object');
  if (!isObject(set.booster)) return null;
  const code = text(set.code, 'set code');
  const printings = new PrintingIndex(Array.isArray(set.cards) ? set.cards : [], otherSets);
  const kinds: Record<string, BoosterKind> = {};
  for (const [name, kind] of Object.entries(set.booster)) kinds[name] = readKind(kind, `${code}.booster.${name}`, printings);
  return { code, name: String(set.name ?? code), releaseDate: String(set.releaseDate ?? ''), printings: printings.printings, kinds };
}
