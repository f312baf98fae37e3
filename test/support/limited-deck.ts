import { enginePlays } from './engine-pool';

/** Basic land names by colour letter. */
export const BASICS: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

export interface PoolCard {
  id: string;
  name: string;
  colors: string[];
}

/** A scripted player's Limited deck: the two colours with the most playable cards, up to 23 of them, 17+ basics to 40. */
export function twoColourDeck(pool: PoolCard[]): { cardIds: string[]; basics: { name: string; count: number }[] } {
  const playable = pool.filter((card) => enginePlays(card.name) && !Object.values(BASICS).includes(card.name));
  const byColour = Object.keys(BASICS)
    .map((c) => [c, playable.filter((card) => card.colors.includes(c)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const colours = byColour.slice(0, 2).map(([c]) => c);
  const spells = playable.filter((card) => card.colors.length === 0 || card.colors.every((c) => colours.includes(c))).slice(0, 23);
  const lands = 40 - spells.length;
  return {
    cardIds: spells.map((card) => card.id),
    basics: [
      { name: BASICS[colours[0]], count: Math.ceil(lands / 2) },
      { name: BASICS[colours[1]], count: Math.floor(lands / 2) },
    ],
  };
}
