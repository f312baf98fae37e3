/** Deck building for digital Limited events: pool cards in the main deck plus unlimited basic lands (MTR 7.1). */

/** The basic lands a Limited deck may add in any number, by their card names. */
export const BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
export type BasicLand = (typeof BASIC_LANDS)[number];

/** MTR 7.1: a Limited main deck has at least 40 cards. */
export const LIMITED_MINIMUM_DECK = 40;

export type BasicCounts = Record<BasicLand, number>;

export const noBasics = (): BasicCounts => ({ Plains: 0, Island: 0, Swamp: 0, Mountain: 0, Forest: 0 });

/** Basic land counts from the API's list (unknown names ignored, repeated names added up). */
export function basicsFrom(list: readonly { name: string; count: number }[]): BasicCounts {
  const counts = noBasics();
  for (const { name, count } of list) if ((BASIC_LANDS as readonly string[]).includes(name)) counts[name as BasicLand] += count;
  return counts;
}

/** The deck as the API takes it: pool card ids and the basic lands with a count above zero. */
export function deckInput(main: readonly string[], basics: BasicCounts): { cardIds: string[]; basics: { name: string; count: number }[] } {
  return { cardIds: [...main], basics: BASIC_LANDS.filter((land) => basics[land] > 0).map((land) => ({ name: land, count: basics[land] })) };
}

export function deckSize(main: readonly string[], basics: BasicCounts): number {
  return main.length + BASIC_LANDS.reduce((sum, land) => sum + basics[land], 0);
}

/** Moves a pool card between main deck and sideboard. */
export function toggleMain(main: readonly string[], cardId: string): string[] {
  return main.includes(cardId) ? main.filter((id) => id !== cardId) : [...main, cardId];
}

/** A basic land count changed by `delta`, never below zero. */
export function changeBasic(basics: BasicCounts, land: BasicLand, delta: number): BasicCounts {
  return { ...basics, [land]: Math.max(0, basics[land] + delta) };
}
