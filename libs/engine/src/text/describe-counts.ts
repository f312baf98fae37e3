import { Count, PermanentFilter, Subject } from '../cards/card-definition';
import { filterPhrase, groupPhrase } from './describe-targets';

/** Permanents anyone controls are counted "on the battlefield"; otherwise the filter names the controller. */
function where(filter: PermanentFilter): string {
  return filter.controller || filter.blockingSource ? '' : ' on the battlefield';
}

/**
 * A count as Oracle text writes it: "the number of Swamps you control", "the number of creatures
 * on the battlefield", "the number of cards in that player's hand", "the number of creature cards
 * in all graveyards"; `possessive` names a player's zone ("your", "that player's"); `name`: the source's name.
 */
export function countPhrase(count: Count, possessive: (whose: Subject) => string, name?: string): string {
  if ('kicks' in count) return `the number of times ${count.named && name ? name : 'it'} was kicked`;
  if ('permanents' in count) return `the number of ${groupPhrase(count.permanents)}${count.theyControl ? ' they control' : where(count.permanents)}`;
  const cards = `${count.types ? `${count.types[0].toLowerCase()} ` : ''}cards`;
  return `the number of ${cards} in ${zoneOf(count, possessive)}`;
}

/** "for each Forest you control", "for each other creature on the battlefield" (a static ability's multiplier). */
export function forEachPhrase(filter: PermanentFilter, theyControl = false, self?: string): string {
  // "for each other creature on the battlefield named Relentless Rats": the name comes last.
  const { another, named, ...rest } = filter;
  return `for each ${another ? 'other ' : ''}${filterPhrase(rest, 'permanent', self)}${theyControl ? ' they control' : where(filter)}${named ? ` named ${named}` : ''}`;
}

/** "for each Forest you control", "for each card in your graveyard", "for each creature card in all graveyards". */
export function countEachPhrase(count: Count, possessive: (whose: Subject) => string, self?: string, name?: string): string {
  if ('kicks' in count) return `for each time ${count.named && name ? name : 'it'} was kicked`;
  if ('permanents' in count) return forEachPhrase(count.permanents, count.theyControl, self);
  const card = `${count.types ? `${count.types[0].toLowerCase()} ` : ''}card`;
  return `for each ${card} in ${zoneOf(count, possessive)}`;
}

/** "all graveyards", "your hand", "their hand" (the player the effect acts on). */
function zoneOf(count: Extract<Count, { cards: unknown }>, possessive: (whose: Subject) => string): string {
  if (count.whose === 'all') return `all ${count.cards}s`;
  return `${count.whose === 'they' ? 'their' : possessive(count.whose)} ${count.cards}`;
}
