import type { Color } from '../card';

/** A printing that a booster sheet can hold: its collector number, Oracle name, rarity and colours. */
export interface BoosterPrinting {
  readonly number: string;
  readonly name: string;
  readonly rarity: string;
  readonly colors: readonly Color[];
}

/** One sheet: the printings it holds with their weights (indexes into `SetBoosters.printings`). */
export interface BoosterSheet {
  readonly foil: boolean;
  /** At least one card of each colour when the pack takes five or more from this sheet (MTGJSON `balanceColors`). */
  readonly balanceColors: boolean;
  /** A card may appear twice in one pack (MTGJSON `allowDuplicates`). */
  readonly allowDuplicates: boolean;
  /** Every card of the sheet is in the pack, as many as its weight (MTGJSON `fixed`, Jumpstart-style). */
  readonly fixed: boolean;
  readonly entries: readonly (readonly [printing: number, weight: number])[];
  readonly totalWeight: number;
}

/** One possible pack: how many cards it takes from each sheet, and how often it is opened. */
export interface BoosterVariant {
  readonly contents: Readonly<Record<string, number>>;
  readonly weight: number;
}

/** A kind of booster of a set (`default`, `draft`, `arena`, …). */
export interface BoosterKind {
  readonly variants: readonly BoosterVariant[];
  readonly totalWeight: number;
  readonly sheets: Readonly<Record<string, BoosterSheet>>;
}

/** A set's booster configuration as MTGJSON publishes it, with its printings by index. */
export interface SetBoosters {
  readonly code: string;
  readonly name: string;
  readonly releaseDate: string;
  readonly printings: readonly BoosterPrinting[];
  readonly kinds: Readonly<Record<string, BoosterKind>>;
}

/** Every set's boosters, with the date of the MTGJSON data they were imported from. */
export interface BoosterData {
  readonly dataDate: string;
  readonly sets: Readonly<Record<string, SetBoosters>>;
}
