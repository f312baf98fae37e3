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

/** The names of every card, each key once, and the other entries of the few keys two cards share. */
export interface NameIndex {
  readonly byKey: Map<string, NameEntry>;
  /** Keys two or more cards share ("Wasteland" and the Un-card "Waste Land"), every entry, best first. */
  readonly shared: Map<string, NameEntry[]>;
}

/**
 * Every name of every card, best kind first: when two cards share a key (a face named like
 * another card), the card whose Oracle name it is wins, then a serious card over an Un-card,
 * then the earlier card.
 */
export function collectNameEntries(source: CardSource): NameIndex {
  const byKey = new Map<string, NameEntry>();
  const shared = new Map<string, NameEntry[]>();
  const names: CardNames[] = [];
  for (let i = 0; i < source.count; i++) names.push(source.names(i));
  const add = (name: string, card: number, kind: NameKind): void => {
    const key = cardNameKey(name);
    if (key === '') return;
    const entry = { name, key, card, kind };
    const existing = byKey.get(key);
    if (!existing) {
      byKey.set(key, entry);
      return;
    }
    if (existing.card === card) return;
    const all = shared.get(key) ?? [existing];
    all.push(entry);
    shared.set(key, all);
    if (existing.kind === kind && names[existing.card].funny && !names[card].funny) byKey.set(key, entry);
  };
  names.forEach((n, i) => add(n.name, i, 'name'));
  names.forEach((n, i) => n.faces.forEach((face) => add(face, i, 'face')));
  names.forEach((n, i) => n.chinese.forEach((name) => add(name, i, 'chinese')));
  names.forEach((n, i) => n.chineseFaces.forEach((name) => add(name, i, 'chineseFace')));
  return { byKey, shared };
}
