import { AbilityDefinition, CardDefinition } from './card-definition';
import { Color } from '../state/game-state';
import { BasicLandType, intrinsicManaAbility, isIntrinsicManaAbility } from './intrinsic-mana-ability';
import { COLOR_WORDS } from '../text/describe-targets';

/**
 * What a text-changing effect replaces (CR 612.1): every instance of one colour word by another
 * ("nonblack" → "nongreen"), or of one basic land type by another ("forestwalk" → "islandwalk").
 */
export type TextChange = { kind: 'color'; from: Color; to: Color } | { kind: 'land-type'; from: BasicLandType; to: BasicLandType };

/** Which words a text-changing effect may replace (CR 612.1): colour words, basic land types, or either. */
export const TEXT_CHANGE_WORDS = ['color', 'land-type', 'color-or-land-type'] as const;
export type TextChangeWords = (typeof TEXT_CHANGE_WORDS)[number];

/** The rules text of each choice of words, after "by replacing all instances of". */
export const TEXT_CHANGE_WORDS_TEXT: Record<TextChangeWords, string> = {
  color: 'one color word with another',
  'land-type': 'one basic land type with another',
  'color-or-land-type': 'one color word with another or one basic land type with another',
};

/** Keys whose lists are colours written as colour words in rules text ("black creature", "nonred", "a white Soldier token"). */
const COLOR_KEYS: ReadonlySet<string> = new Set(['colors', 'notColors']);
/** Keys whose values are subtypes written in rules text ("Swamp you control", "Forest card"). */
const SUBTYPE_KEYS: ReadonlySet<string> = new Set(['subtypes', 'subtype']);
/** Keys whose values are keywords ("forestwalk", "protection from red"). */
const KEYWORD_KEYS: ReadonlySet<string> = new Set(['keywords', 'withKeywords', 'withoutKeywords']);

/**
 * The definition with its text changed (CR 612.1-612.2, 613.1c): each colour word used as a colour (filters,
 * protection, a token's colour, "a white spell") or basic land type used as a land type (filters, landwalk,
 * a land's type line with the mana ability that type gives it, CR 305.6) replaced, walking the structure.
 * Only the fields above are read as words: names stay (CR 612.2: "named Swamp Mosquito", the card's own),
 * and so do mana symbols ("{G}" is no word: `produce`, `manaCost`) and the card's own colours (from its
 * mana cost or colour indicator, no text). Returns the same definition when nothing changed; shares
 * every part that did not change.
 */
export function rewriteDefinitionText(def: CardDefinition, change: TextChange): CardDefinition {
  const rewritten = { ...def };
  let changed = false;
  for (const key of Object.keys(def) as (keyof CardDefinition)[]) {
    // The card's own colours are no text (a token's are its creator's, CR 111.3).
    if (key === 'colors' || key === 'abilities') continue;
    const value = rewriteValue(def[key], key, change);
    if (value !== def[key]) {
      (rewritten as Record<string, unknown>)[key] = value;
      changed = true;
    }
  }
  const abilities = rewriteAbilities(def, rewritten, change);
  if (abilities !== def.abilities) {
    rewritten.abilities = abilities;
    changed = true;
  }
  return changed ? rewritten : def;
}

/** The abilities rewritten; a land's intrinsic mana ability follows its new land types (CR 305.6). */
function rewriteAbilities(def: CardDefinition, rewritten: CardDefinition, change: TextChange): AbilityDefinition[] {
  const intrinsic = change.kind === 'land-type' && rewritten.subtypes !== def.subtypes ? def.abilities.find((a) => isIntrinsicManaAbility(def, a)) : undefined;
  let abilities = def.abilities;
  for (let i = 0; i < def.abilities.length; i++) {
    const ability = def.abilities[i];
    const next = ability === intrinsic ? (intrinsicManaAbility(rewritten) ?? ability) : (rewriteValue(ability, '', change) as AbilityDefinition);
    if (next === ability) continue;
    if (abilities === def.abilities) abilities = def.abilities.slice();
    abilities[i] = next;
  }
  return abilities;
}

function rewriteValue(value: unknown, key: string, change: TextChange): unknown {
  if (typeof value === 'string') {
    if (SUBTYPE_KEYS.has(key)) return rewriteSubtype(value, change);
    if (KEYWORD_KEYS.has(key) || key === 'keyword') return rewriteKeyword(value, change);
    return value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const next = COLOR_KEYS.has(key) && change.kind === 'color' ? (item === change.from ? change.to : item) : rewriteValue(item, key, change);
      if (next === item) continue;
      out ??= value.slice();
      out[i] = next;
    }
    // A list naming both words names the new one once ("black or green" → "green").
    return out === null ? value : COLOR_KEYS.has(key) || SUBTYPE_KEYS.has(key) || KEYWORD_KEYS.has(key) ? [...new Set(out)] : out;
  }
  if (value !== null && typeof value === 'object') {
    let out: Record<string, unknown> | null = null;
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) {
      const next = rewriteValue(record[k], k, change);
      if (next === record[k]) continue;
      out ??= { ...record };
      out[k] = next;
    }
    return out ?? value;
  }
  return value;
}

function rewriteSubtype(subtype: string, change: TextChange): string {
  return change.kind === 'land-type' && subtype === change.from ? change.to : subtype;
}

/** "forestwalk" → "islandwalk", "snow swampwalk" → "snow plainswalk" (CR 702.14a); "protection from red" → "protection from blue" (702.16a). */
function rewriteKeyword(keyword: string, change: TextChange): string {
  if (change.kind === 'land-type') {
    const walk = /^((?:snow )?)([a-z]+)walk$/.exec(keyword);
    return walk && walk[2] === change.from.toLowerCase() ? `${walk[1]}${change.to.toLowerCase()}walk` : keyword;
  }
  if (!keyword.startsWith('protection from ')) return keyword;
  const from = COLOR_WORDS[change.from];
  return keyword.replace(new RegExp(`\\b${from}\\b`, 'g'), COLOR_WORDS[change.to]);
}
