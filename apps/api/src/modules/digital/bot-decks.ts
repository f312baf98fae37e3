import { SAMPLE_DECKS } from '@arbiter/engine';
import type { EventFormat } from '../events';

const BASIC_LANDS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
const CONSTRUCTED_MAIN_DECK = 60;
const SAMPLE_LIST = Object.values(SAMPLE_DECKS);

/** A deck a bot brings: engine card names, one entry per copy. */
export interface BotDeck {
  main: string[];
  sideboard: string[];
}

/** The event format's verdict on a deck: legal, or the cards at fault. */
export type BotDeckCheck = (deck: BotDeck) => { legal: boolean; illegalCards: string[] };

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

/** The deck a bot brings to a digital match before the format's card legality: the right size for the event's format. */
export function botDeckFor(format: EventFormat, index: number): BotDeck {
  const decks = format === 'LIMITED' ? SAMPLE_LIST : CONSTRUCTED_DECKS;
  return { main: [...decks[index % decks.length]], sideboard: [] };
}

/** The deck with every copy of the named cards replaced by the deck's own basic lands, in turn. */
function withBasicsFor(deck: BotDeck, cards: string[]): BotDeck {
  const basics = [...new Set(deck.main.filter((card) => BASIC_LANDS.has(card)))];
  let next = 0;
  return { main: deck.main.map((card) => (cards.includes(card) ? basics[next++ % basics.length] : card)), sideboard: [] };
}

/**
 * A deck legal in the event's format (its Constructed format's card pool included): the first
 * sample deck, from the bot's own, that `check` accepts; else the bot's own with the cards the
 * format refuses replaced by basic lands; null when even that is refused (e.g. Commander).
 */
export function legalBotDeck(format: EventFormat, index: number, check: BotDeckCheck): BotDeck | null {
  for (let offset = 0; offset < SAMPLE_LIST.length; offset += 1) {
    const deck = botDeckFor(format, index + offset);
    if (check(deck).legal) return deck;
  }
  const own = botDeckFor(format, index);
  const patched = withBasicsFor(own, check(own).illegalCards);
  return check(patched).legal ? patched : null;
}
