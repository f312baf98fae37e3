import { CardNames, CardSource } from '../card-database-data';
import { cardNameKey } from '../card-name';

/** How a name reaches a card, best first: its Oracle name, a face's name, a Chinese name, a Chinese face name. */
export const NAME_KINDS = ['name', 'face', 'chinese', 'chineseFace'] as const;
/** One of NAME_KINDS. */
export type NameKind = (typeof NAME_KINDS)[number];

/** One name of a card, folded by `cardNameKey`. */
export interface NameEntry {
  /** The name as printed. */
  readonly name: string;
  readonly key: string;
  /** Index of the card in the database. */
  readonly card: number;
  readonly kind: NameKind;
}

/**
 * Every name of every card, best kind first, each key once: when two cards share a key (a face
 * named like another card), the card whose Oracle name it is wins, then the earlier card.
 */
export function collectNameEntries(source: CardSource): Map<string, NameEntry> {
  const entries = new Map<string, NameEntry>();
  const add = (name: string, card: number, kind: NameKind): void => {
    const key = cardNameKey(name);
    if (key !== '' && !entries.has(key)) entries.set(key, { name, key, card, kind });
  };
  const names: CardNames[] = [];
  for (let i = 0; i < source.count; i++) names.push(source.names(i));
  names.forEach((n, i) => add(n.name, i, 'name'));
  names.forEach((n, i) => n.faces.forEach((face) => add(face, i, 'face')));
  names.forEach((n, i) => n.chinese.forEach((name) => add(name, i, 'chinese')));
  names.forEach((n, i) => n.chineseFaces.forEach((name) => add(name, i, 'chineseFace')));
  return entries;
}
