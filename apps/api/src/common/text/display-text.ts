/**
 * Names people type (players, events, accounts) as the platform stores and compares them.
 * Pure functions: the services decide which error to throw.
 */

// C0 controls but tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Invisible characters that make two equal-looking names differ: zero-width spaces and joiners,
// bidirectional controls, word joiners, the byte-order mark, soft hyphen and the Mongolian vowel separator.
const INVISIBLE_CHARACTERS = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** True when the text holds a control character no name or reason may contain (NUL and the like). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** A name as stored: NFKC-normalized (full-width and compatibility forms folded), invisible characters removed, spaces collapsed, trimmed. */
export function cleanDisplayText(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

// Capitals drawn like Latin capitals, read before case folding: several fold to small letters
// that look like nothing Latin (Greek Η is "H", its small η is not "h"). From the Unicode
// confusables data (UTS #39): Cyrillic, Greek, Armenian, Cherokee and Latin-extended capitals.
const UPPER_LOOK_ALIKES: Record<string, string> = {
  А: 'a', В: 'b', С: 'c', Е: 'e', Ѐ: 'e', Ё: 'e', Н: 'h', І: 'i', Ї: 'i', Ј: 'j', К: 'k', М: 'm', О: 'o', Р: 'p', Ԛ: 'q', Ѕ: 's', Т: 't', Х: 'x', Ү: 'y', Ԝ: 'w', Ӏ: 'l', Һ: 'h', Ԁ: 'd', Ԍ: 'g',
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'i', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't', Υ: 'y', Χ: 'x', Ϲ: 'c', Ϳ: 'j',
  Օ: 'o', Ս: 'u', Տ: 's',
  Ꭺ: 'a', Ᏼ: 'b', Ꮯ: 'c', Ꭰ: 'd', Ꭼ: 'e', Ꮐ: 'g', Ꮋ: 'h', Ꭻ: 'j', Ꮶ: 'k', Ꮮ: 'l', Ꮇ: 'm', Ꮲ: 'p', Ꮪ: 's', Ꭲ: 't', Ꮩ: 'v', Ꮃ: 'w', Ꮓ: 'z',
};
// Small letters drawn like Latin ones (after case folding), from the same data.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', ѐ: 'e', ё: 'e', һ: 'h', н: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', т: 't', у: 'y', ү: 'y', ԝ: 'w', х: 'x', ԍ: 'g',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j', γ: 'y', ϱ: 'p', σ: 'o',
  օ: 'o', ս: 'u', հ: 'h', ո: 'n', զ: 'q', ց: 'g',
  ı: 'i', ɡ: 'g', ɑ: 'a', ɩ: 'i', ɪ: 'i', ʏ: 'y', ɴ: 'n', ʀ: 'r', ᴀ: 'a', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ᴊ: 'j', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o', ᴘ: 'p', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z', ꜱ: 's',
};
const UPPER_LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(UPPER_LOOK_ALIKES).join('')}]`, 'gu');
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** Look-alike capitals, then (after case folding) small letters, read as the Latin letters they imitate. */
function foldLookAlikes(text: string): string {
  return text
    .replace(UPPER_LOOK_ALIKE_PATTERN, (c) => UPPER_LOOK_ALIKES[c])
    .toLocaleLowerCase('en')
    .replace(LOOK_ALIKE_PATTERN, (c) => LOOK_ALIKES[c]);
}

/**
 * The key two names collide on: the cleaned name case-folded, with look-alike Cyrillic, Greek,
 * Armenian and Cherokee letters read as the Latin letters they imitate ("Аlice" with a Cyrillic А is "alice").
 */
export function lookAlikeKey(name: string): string {
  return foldLookAlikes(cleanDisplayText(name));
}

/** A warning for a name that mixes Latin letters with look-alikes from another script (a likely impersonation), else null. */
export function lookAlikeWarning(name: string): string | null {
  if (!/[a-z]/i.test(name)) return null;
  const imitations = [...new Set([...(name.match(UPPER_LOOK_ALIKE_PATTERN) ?? []), ...(name.toLocaleLowerCase('en').match(LOOK_ALIKE_PATTERN) ?? [])])];
  if (imitations.length === 0) return null;
  return `"${name}" mixes Latin letters with look-alike letters of another script (${imitations.join(' ')}); it reads as "${lookAlikeKey(name)}"`;
}
