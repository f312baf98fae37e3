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

// Cyrillic and Greek letters drawn like Latin ones (lower case, after case folding).
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ӏ: 'l', һ: 'h', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j',
  ı: 'i', ɡ: 'g', ɑ: 'a',
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/**
 * The key two names collide on: the cleaned name case-folded, with look-alike Cyrillic and
 * Greek letters read as the Latin letters they imitate ("Аlice" with a Cyrillic А is "alice").
 */
export function lookAlikeKey(name: string): string {
  return cleanDisplayText(name).toLocaleLowerCase('en').replace(LOOK_ALIKE_PATTERN, (c) => LOOK_ALIKES[c]);
}

/** A warning for a name that mixes Latin letters with look-alikes from another script (a likely impersonation), else null. */
export function lookAlikeWarning(name: string): string | null {
  const lower = name.toLocaleLowerCase('en');
  if (!/[a-z]/.test(lower)) return null;
  const imitations = [...new Set(lower.match(LOOK_ALIKE_PATTERN) ?? [])];
  if (imitations.length === 0) return null;
  return `"${name}" mixes Latin letters with look-alike letters of another script (${imitations.join(' ')}); it reads as "${lookAlikeKey(name)}"`;
}
