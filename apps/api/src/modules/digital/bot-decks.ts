import { SAMPLE_DECKS } from '@arbiter/engine';
import type { EventFormat } from '../events/event.entity';

const BASIC_LANDS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
const CONSTRUCTED_MAIN_DECK = 60;
const SAMPLE_LIST = Object.values(SAMPLE_DECKS);

/**
 * The 40-card sample deck grown to a constructed 60 in the same proportions (MTR 2.7: at
 * least 60 cards; CR 100.2a: at most four of a card other than basic lands). Lands grow by
 * half, and the first half of the spells get a second copy, so no card passes four copies.
 */
function constructedFrom(sample: readonly string[]): string[] {
  const lands = sample.filter((card) => BASIC_LANDS.has(card));
  const spells = sample.filter((card) => !BASIC_LANDS.has(card));
  const deck = [...lands, ...lands.filter((_, index) => index % 2 === 0), ...spells, ...spells.slice(0, Math.ceil(spells.length / 2))];
  return deck.slice(0, CONSTRUCTED_MAIN_DECK);
}

const CONSTRUCTED_DECKS = SAMPLE_LIST.map(constructedFrom);

/** The deck a bot brings to a digital match: legal for the event's format, from the engine's pool. */
export function botDeckFor(format: EventFormat, index: number): { main: string[]; sideboard: string[] } {
  const decks = format === 'LIMITED' ? SAMPLE_LIST : CONSTRUCTED_DECKS;
  return { main: [...decks[index % decks.length]], sideboard: [] };
}
