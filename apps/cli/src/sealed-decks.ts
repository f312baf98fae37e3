import { loadShippedBoosters, openBoosters } from '@arbiter/cards';
import { botLimitedDeck, checkLimitedDeck, LimitedPoolCard } from '@arbiter/dci';
import { CardPool, RegisteredDeck } from '@arbiter/engine';
import { CliUsageError } from './cli-command';

/** Sealed: six boosters a player (MTR 7.2). */
export const SEALED_PACKS = 6;

/** A bot's sealed pool and the deck it built and registered from it. */
export interface SealedEntry {
  pool: LimitedPoolCard[];
  deck: RegisteredDeck;
  /** Non-land cards of the main deck. */
  spells: number;
}

const BASICS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * Opens six packs of `setCode` for each player from the shipped booster data (seeded: the same
 * seed gives the same pools) and builds each bot's deck as the platform's bots do (libs/dci,
 * MTR 7.1) from the cards the engine's pool plays; the sideboard is the rest of the playable pool.
 */
export function sealedEntries(setCode: string, players: number, seed: number, cards: CardPool): SealedEntry[] {
  const set = loadShippedBoosters().sets[setCode];
  if (!set) throw new CliUsageError(`UNKNOWN_BOOSTER_SET: no booster data for set '${setCode}'`);
  const playable = (name: string) => cards.definition(name) !== undefined;
  return Array.from({ length: players }, (_, player) => {
    const opened = openBoosters(set, SEALED_PACKS, `simulate:${seed}:sealed:${player + 1}`);
    const pool = opened.packs.flatMap((pack, p) => pack.map((card, i) => ({ id: `${p + 1}.${i + 1}`, name: card.name, rarity: card.rarity, colors: [...card.colors] })));
    const checked = checkLimitedDeck(pool, botLimitedDeck(pool, playable), { playable });
    if ('problems' in checked) throw new Error(`bot sealed deck refused: ${checked.problems[0].message}`);
    return { pool, deck: { main: checked.main, sideboard: checked.sideboard.filter(playable) }, spells: checked.main.filter((name) => !BASICS.has(name)).length };
  });
}
