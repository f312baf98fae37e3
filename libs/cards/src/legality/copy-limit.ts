import { Card } from '../card';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};

const ANY_NUMBER = /\bA deck can have any number of cards named /;
const UP_TO = /\bA deck can have up to (\w+) cards named /;

/**
 * How many copies a deck may hold whatever the format's limit (CR 100.2a, 903.5b): `null` (no
 * limit) for basic lands and cards whose text says "A deck can have any number of cards
 * named …" (Relentless Rats, Shadowborn Apostle, Persistent Petitioners), the number for "up
 * to seven" (Seven Dwarves) or "up to nine" (Nazgûl); `undefined` when the format's limit applies.
 */
export function ownCopyLimit(card: Card): number | null | undefined {
  const front = card.faces[0];
  if (front.supertypes.includes('Basic') && front.types.includes('Land')) return null;
  if (ANY_NUMBER.test(front.text)) return null;
  const upTo = UP_TO.exec(front.text);
  if (upTo) {
    const word = upTo[1].toLowerCase();
    const value = NUMBER_WORDS[word] ?? Number(word);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return undefined;
}
