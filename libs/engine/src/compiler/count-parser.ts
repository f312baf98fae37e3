import { CardType, Count, CountedZone, PermanentFilter, Subject } from '../cards/card-definition';

/** The player a possessive names in a count: a subject, or "their" (the player the effect acts on), or null. */
export type PossessivePlayer = (possessive: string) => Subject | 'they' | null;
import { groupSubject } from './filter-parser';

const CARD_TYPE_BY_WORD: Record<string, CardType> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', instant: 'Instant', sorcery: 'Sorcery' };

/** A filter a count may read in any layer: power and toughness are still being computed there (CR 613.4). */
function countable(filter: PermanentFilter): boolean {
  return filter.power === undefined && filter.toughness === undefined;
}

/**
 * The inverse of `forEachPhrase`'s filter: "Forest you control", "other creature on the battlefield";
 * a filter without a controller is written "on the battlefield".
 */
export function forEachFilterOf(text: string): PermanentFilter | null {
  // "… on the battlefield named Relentless Rats" (CR 201.2): a name ends the phrase.
  const named = / named ([^,.]+)$/.exec(text);
  if (named) {
    const filter = forEachFilterOf(text.slice(0, named.index));
    return filter && filter.named === undefined ? { ...filter, named: named[1] } : null;
  }
  const anywhere = text.endsWith(' on the battlefield');
  const phrase = anywhere ? text.slice(0, -' on the battlefield'.length) : text;
  const other = phrase.startsWith('other ');
  const single = other ? phrase.slice(6) : phrase;
  const group = groupSubject(`each ${single}`);
  if (!group || typeof group !== 'object' || !('each' in group)) return null;
  const filter: PermanentFilter = other ? { another: true, ...group.each } : group.each;
  return countable(filter) && anywhere === (filter.controller === undefined) ? filter : null;
}

/**
 * "the number of Swamps you control", "the number of creatures on the battlefield", "the number of
 * cards in that player's hand", "the number of creature cards in all graveyards"; `player` reads
 * the possessive before "hand"/"graveyard" ("your" is you).
 */
export function countOf(text: string, player: PossessivePlayer, self?: string): Count | null {
  const m = /^the number of (.+)$/.exec(text);
  if (!m) return null;
  // CR 702.33c: "the number of times Voyager Drake was kicked".
  if (m[1] === 'times it was kicked') return { kicks: true };
  if (self !== undefined && m[1] === `times ${self} was kicked`) return { kicks: true, named: true };
  const cards = cardsIn(m[1], 'cards', player);
  if (cards !== undefined) return cards;
  const anywhere = m[1].endsWith(' on the battlefield');
  const group = groupSubject(anywhere ? m[1].slice(0, -' on the battlefield'.length) : m[1]);
  if (!group || typeof group !== 'object' || !('all' in group)) return null;
  return countable(group.all) && anywhere === (group.all.controller === undefined) ? { permanents: group.all } : null;
}

/** What "for each …" counts: "Forest you control", "card in your graveyard", "creature card in all graveyards"; `self`: the source's name. */
export function eachCountOf(text: string, player: PossessivePlayer, self?: string): Count | null {
  // CR 702.33c: "for each time it was kicked", "for each time Spell Contortion was kicked" (multikicker).
  if (text === 'time it was kicked') return { kicks: true };
  if (self !== undefined && text === `time ${self} was kicked`) return { kicks: true, named: true };
  const cards = cardsIn(text, 'card', player);
  if (cards !== undefined) return cards;
  // "creature they control": the permanents of each player the effect acts on (CR 109.5).
  if (text.endsWith(' they control')) {
    const filter = forEachFilterOf(text.slice(0, -' they control'.length) + ' on the battlefield');
    return filter ? { permanents: filter, theyControl: true } : null;
  }
  const filter = forEachFilterOf(text);
  return filter ? { permanents: filter } : null;
}

/**
 * "[creature ]cards in your hand" / "card in all graveyards": a count of cards in a zone, null when
 * the words name no player this reads, undefined when they are not about cards in a zone at all.
 */
function cardsIn(text: string, noun: 'card' | 'cards', player: PossessivePlayer): Count | null | undefined {
  const cards = new RegExp(`^(?:(artifact|creature|enchantment|land|instant|sorcery) )?${noun} in (.+) (hand|graveyard)(s?)$`).exec(text);
  if (!cards) return undefined;
  const types = cards[1] ? { types: [CARD_TYPE_BY_WORD[cards[1]]] } : {};
  const zone = cards[3] as CountedZone;
  if (cards[2] === 'all') return cards[4] ? { cards: zone, whose: 'all', ...types } : null;
  const whose = cards[4] ? null : player(cards[2]);
  return whose === null ? null : { cards: zone, whose, ...types };
}
