/**
 * The indefinite article English puts before a phrase, chosen by how its first word is spoken, as
 * Oracle text writes it: "an Elf", "an Aura", "an untapped", "an hour counter", "an X/X", "an 8/8",
 * but "a Unicorn", "a unity counter", "a unique", "a +1/+1 counter", "a 1/1".
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const digits = /^\d+/.exec(phrase)?.[0];
  if (digits !== undefined) return SPOKEN_WITH_VOWEL_NUMBER.test(digits) ? 'an' : 'a';
  // A letter standing alone is spoken by its name: "an X/X", "an X", "a U".
  if (/^[A-Za-z](?![A-Za-z'])/.test(phrase)) return VOWEL_NAMED_LETTERS.includes(phrase[0].toUpperCase()) ? 'an' : 'a';
  if (CONSONANT_SOUNDING_VOWEL_START.test(phrase)) return 'a';
  if (SILENT_H_START.test(phrase)) return 'an';
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

/** The phrase after its indefinite article: "an Elf spell", "a white spell", "an 8/8". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** Numbers spoken from "eight" (8, 80, 800 …), "eleven" or "eighteen" (11, 18, 11,000 …). */
const SPOKEN_WITH_VOWEL_NUMBER = /^(8\d*|1[18](\d{3})*)$/;

/** Letters whose names start with a vowel sound: "ay", "ee", "ef", "aitch", "eye", "el", "em", "en", "oh", "ar", "es", "ex". */
const VOWEL_NAMED_LETTERS = 'AEFHILMNORSX';

/** Words spelled with a vowel but spoken from "y" or "w": "a Unicorn", "a unique", "a unity counter", "a one-shot". */
const CONSONANT_SOUNDING_VOWEL_START = /^(uni(corn|que|t|vers|f|on)|us[eu]|uti|eu|ewe|one(?![a-z])|once)/i;

/** Words spelled with an "h" that is not spoken: "an hour counter", "an hourglass counter". */
const SILENT_H_START = /^(hour|honest|honor|honour|heir)/i;
