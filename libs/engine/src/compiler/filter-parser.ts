import { CARD_TYPES, CardFilter, CardType, CombatRole, FilterController, Keyword, PermanentFilter, Subject, TargetSpec } from '../cards/card-definition';
import { KEYWORDS } from '../cards/keywords';
import { Color } from '../state/game-state';
import { groupPhrase, singularNoun } from '../text/describe-targets';

export const COLOR_BY_WORD: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

const PERMANENT_TYPE_BY_WORD: Record<string, CardType> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker' };

const SPELL_TYPE_BY_WORD: Record<string, CardType> = { ...PERMANENT_TYPE_BY_WORD, instant: 'Instant', sorcery: 'Sorcery' };

const CONTROLLER_BY_WORDS: Record<string, FilterController> = { 'you control': 'you', 'an opponent controls': 'opponent', "you don't control": 'not-you', 'that player controls': 'that-player' };

const COMBAT_BY_WORDS: Record<string, CombatRole> = { 'attacking or blocking': 'attacking-or-blocking', attacking: 'attacking', blocking: 'blocking' };

/** "artifact", "artifact or land", "artifact, enchantment, or land" at the cursor, as `orList` renders them. */
function orListAt(text: string, at: number, word: string): { items: string[]; end: number } | null {
  const m = new RegExp(`(${word})((?:, (?:${word}))*,? or (?:${word}))?(?=$|[\\s.,'])`, 'y');
  m.lastIndex = at;
  const found = m.exec(text);
  if (!found) return null;
  return { items: found[0].split(/,? or |, /), end: at + found[0].length };
}

/**
 * A target phrase with a filter at the start of `text`, as the inverse of `targetPhrase` and
 * `filterPhrase` (the round trip checks the result): "another target tapped nonblack attacking
 * Goblin creature with flying with power 2 or less you control", "target instant or sorcery spell".
 */
export function filterTargetAt(text: string, thatPlayer = false): { spec: TargetSpec; length: number } | null {
  const f: PermanentFilter = {};
  let at = 0;
  const eat = (re: RegExp): RegExpExecArray | null => {
    const sticky = new RegExp(re.source, 'y');
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m) at += m[0].length;
    return m;
  };
  if (eat(/another target /)) f.another = true;
  else if (!eat(/target /)) return null;
  const tapped = eat(/(tapped|untapped) /);
  if (tapped) f.tapped = tapped[1] === 'tapped';
  const nots: string[] = [];
  for (let m = eat(/non([a-z]+)(?:, | )/); m; m = eat(/non([a-z]+)(?:, | )/)) nots.push(m[1]);
  for (const w of nots) {
    if (SPELL_TYPE_BY_WORD[w]) (f.notTypes ??= []).push(SPELL_TYPE_BY_WORD[w]);
    else if (COLOR_BY_WORD[w]) (f.notColors ??= []).push(COLOR_BY_WORD[w]);
    else return null;
  }
  const colors = eat(new RegExp(`(${COLOR}(?: or ${COLOR})*) `));
  if (colors) f.colors = colors[1].split(' or ').map((w) => COLOR_BY_WORD[w]);
  if (eat(/legendary /)) f.legendary = true;
  if (eat(/snow /)) f.snow = true;
  const combat = eat(/(attacking or blocking|attacking|blocking) /);
  if (combat) f.combat = COMBAT_BY_WORDS[combat[1]];
  const subtypes = orListAt(text, at, "[A-Z][a-z]+(?:-[A-Z][a-z]+)?");
  if (subtypes) {
    f.subtypes = subtypes.items;
    at = subtypes.end;
  }
  let spell = false;
  const rest = text.slice(at);
  const typeAt = subtypes ? (rest.startsWith(' ') ? 1 : -1) : 0;
  const types = typeAt < 0 ? null : orListAt(text, at + typeAt, `${Object.keys(SPELL_TYPE_BY_WORD).join('|')}|permanent|spell`);
  if (types && !types.items.includes('spell')) {
    at = types.end;
    if (!types.items.includes('permanent')) f.types = types.items.map((w) => SPELL_TYPE_BY_WORD[w]);
    else if (types.items.length > 1 || subtypes) return null;
    if (eat(/ spell(?=$|[\s.,'])/)) spell = true;
    else if (f.types?.some((t) => !Object.values(PERMANENT_TYPE_BY_WORD).includes(t))) return null;
  } else if (types && types.items.length === 1) {
    at = types.end;
    spell = true;
  } else if (!subtypes) return null;
  // "artifact or Goblin": a type or a subtype (CR 205.3).
  const orSubtype = f.types && !subtypes && !spell ? eat(/ or ([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?=$|[\s.,'])/) : null;
  if (orSubtype) f.orSubtypes = [orSubtype[1]];
  if (spell && (f.another || f.tapped !== undefined || f.combat || f.subtypes || f.legendary || f.snow)) return null;
  // CR 115.7a: "target spell with a single target".
  const single = spell && eat(/ with a single target(?=$|[\s.,'])/) !== null;
  // "with power 2 or less" is a comparison, read below, not a keyword.
  const keyword = eat(/ with (?!power |toughness )([a-z]+(?: strike)?)(?=$|[\s.,'])/);
  if (keyword) {
    if (!(KEYWORDS as readonly string[]).includes(keyword[1])) return null;
    f.withKeywords = [keyword[1] as Keyword];
  }
  const without = eat(/ without ([a-z]+(?: strike)?)(?=$|[\s.,'])/);
  if (without) {
    if (!(KEYWORDS as readonly string[]).includes(without[1])) return null;
    f.withoutKeywords = [without[1] as Keyword];
  }
  for (const stat of ['power', 'toughness'] as const) {
    const bound = eat(new RegExp(` with ${stat} (\\d+) or (less|greater)(?=$|[\\s.,'])`));
    if (bound) f[stat] = bound[2] === 'less' ? { atMost: Number(bound[1]) } : { atLeast: Number(bound[1]) };
  }
  const controller = eat(/ (you control|an opponent controls|you don't control|that player controls)(?=$|[\s.,'])/);
  // "that player controls" only where the caller can say which player that is (a trigger's target).
  if (controller && CONTROLLER_BY_WORDS[controller[1]] === 'that-player' && !thatPlayer) return null;
  if (controller) f.controller = CONTROLLER_BY_WORDS[controller[1]];
  if (eat(/ that attacked this turn(?=$|[\s.,'])/)) f.attackedThisTurn = true;
  if (eat(/ that's attached to a permanent(?=$|[\s.,'])/)) f.attached = true;
  if (!/^$|^[\s.,']/.test(text.slice(at))) return null;
  if (spell) {
    const spec: TargetSpec = Object.keys(f).length ? { kind: 'spell', filter: f } : { kind: 'spell' };
    return { spec: single ? { ...spec, singleTarget: true } : spec, length: at };
  }
  return { spec: { kind: 'permanent', filter: f }, length: at };
}

const COLOR = '(?:white|blue|black|red|green)';

/** A filter phrase without "target", as `filterTargetAt` reads it, if it takes the whole text. */
export function wholeFilter(phrase: string): PermanentFilter | null {
  const parsed = filterTargetAt(`target ${phrase}`);
  return parsed && parsed.length === phrase.length + 7 && parsed.spec.kind === 'permanent' ? parsed.spec.filter : null;
}

/**
 * "each creature you control" (one at a time) or a plural group, "creatures you control", "other
 * Elves you control": the plural noun is read back as its singular and the filter rendered again
 * must give the same words (so "Elves" is read as Elf, never "Elve").
 */
export function groupSubject(text: string): Subject | null {
  const each = /^each (other )?(.+)$/.exec(text);
  if (each) {
    const filter = wholeFilter(each[2]);
    if (!filter || filter.another) return null;
    return { each: each[1] ? { another: true, ...filter } : filter };
  }
  const other = text.startsWith('other ');
  const words = (other ? text.slice(6) : text).split(' ');
  for (let i = 0; i < words.length; i++) {
    const singular = singularNoun(words[i]);
    if (!singular) continue;
    const filter = wholeFilter([...words.slice(0, i), singular, ...words.slice(i + 1)].join(' '));
    if (!filter || filter.another) continue;
    const all = other ? { another: true, ...filter } : filter;
    if (groupPhrase(all) === text) return { all };
  }
  return null;
}

/** "basic land", "Forest", "basic Plains", "instant or sorcery", "" ("a card"): a card filter, as `cardFilterPhrase` writes it. */
export function cardFilterOf(words: string): CardFilter | null {
  const filter: CardFilter = {};
  let rest = words;
  if (rest === 'basic' || rest.startsWith('basic ')) {
    filter.basic = true;
    rest = rest.slice(6);
  }
  // CR 205.4b: "nonland card".
  const non = /^non([a-z]+)(?: |$)/.exec(rest);
  const notType = non && CARD_TYPES.find((t) => t.toLowerCase() === non[1]);
  if (notType) {
    filter.notTypes = [notType];
    rest = rest.slice(non![0].length);
  }
  const subtypes = orListAt(rest, 0, '[A-Z][a-z]+');
  if (subtypes) {
    filter.subtypes = subtypes.items;
    rest = rest.slice(subtypes.end).trimStart();
  }
  const types = rest ? orListAt(rest, 0, Object.keys(SPELL_TYPE_BY_WORD).join('|')) : null;
  if (types) {
    filter.types = types.items.map((w) => SPELL_TYPE_BY_WORD[w]);
    rest = rest.slice(types.end);
  }
  return rest === '' ? filter : null;
}
