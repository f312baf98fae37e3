/** Letters with no Unicode decomposition that players type as two letters. */
const LIGATURES: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };
const LIGATURE_PATTERN = /[æœßøđłþ]/g;
const MARKS_AND_PUNCTUATION = /[^\p{L}\p{N}]+/gu;
const NON_ASCII = /[^\x20-\x7e]/;
const ASCII_NOISE = /[^a-z0-9]+/g;
/** Characters that decompose (accented Latin, Greek, full-width forms) or fold as ligatures; CJK names skip NFKD. */
const DECOMPOSABLE = /[\u00a0-\u04ff\u1e00-\u1fff\u2100-\u24ff\uff00-\uffef]/;

/**
 * The lookup key of a card name: lower case, diacritics and ligatures folded ("Æther" and
 * "Aether", "Lim-Dûl" and "Lim Dul"), every character that is not a letter or a digit removed
 * (spaces, punctuation, apostrophes, "//"). Chinese names keep their characters.
 */
export function cardNameKey(name: string): string {
  const lower = name.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower.replace(ASCII_NOISE, '');
  const folded = DECOMPOSABLE.test(lower) ? lower.normalize('NFKD').replace(LIGATURE_PATTERN, (c) => LIGATURES[c]) : lower;
  return folded.replace(MARKS_AND_PUNCTUATION, '');
}

/**
 * The words of a name, each folded like `cardNameKey` (so "Lim-Dûl's Vault" gives
 * ["lim", "duls", "vault"]): what prefix search matches word by word.
 */
export function cardNameWords(name: string): string[] {
  return name
    .split(/[\s\-–—/]+/)
    .map(cardNameKey)
    .filter((w) => w !== '');
}

const REBALANCED_PREFIX = /^\s*A-(?=\S)/i;

/** The name without the "A-" of an Alchemy rebalanced card ("A-Base Camp" → "Base Camp"), or undefined. */
export function withoutRebalancedPrefix(name: string): string | undefined {
  return REBALANCED_PREFIX.test(name) ? name.replace(REBALANCED_PREFIX, '') : undefined;
}
