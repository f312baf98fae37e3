import { Amount, PREDEFINED_TOKENS, CARD_TYPES, CardType, Effect, Keyword, readsTriggerEvent, Rounding, Subject, TargetNumber, TargetSpec } from '../cards/card-definition';
import { isSupportedCounter, KEYWORDS, protectionQualities, wardCost } from '../cards/keywords';
import { Color, LASTING_CONDITIONS, LastingCondition } from '../state/game-state';
import { lastingConditionPhrase, statedDurationOf } from '../text/describe-conditions';
import { AMOUNT_FIELDS } from '../cards/amounts';
import { countOf, eachCountOf } from './count-parser';
import { isWholeType, targetNoun, targetPerKickSentence, targetPhrase } from '../text/describe-targets';
import { keywordCostFrom } from './cost-parser';
import { quotedAbilityOf } from './compile-card';
import { cardFilterOf, COLOR_BY_WORD, filterTargetAt, groupSubject, wholeFilter } from './filter-parser';
import { TEXT_CHANGE_WORDS, TEXT_CHANGE_WORDS_TEXT } from '../cards/definition-text-rewrite';

const CARD_TYPE_WORDS: Record<string, CardType> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', instant: 'Instant', sorcery: 'Sorcery' };

const NUMBER_BY_WORD: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

const FIXED_TARGETS: [RegExp, TargetSpec][] = [
  [/^any target/, { kind: 'any' }],
  // CR 115.3: the second and later of several "any target"s, which the rendering numbers from their order.
  [/^(?:another|a third|a fourth) target(?=$|[.,])/, { kind: 'any', another: true }],
  [/^target player or planeswalker/, { kind: 'player-or-planeswalker' }],
  [/^target player/, { kind: 'player' }],
  [/^target opponent/, { kind: 'opponent' }],
];




/** "any number of", "X", "up to two", "one or two", "one, two, or three": how many targets one word "target" chooses (CR 115.1d). */
function targetNumberOf(words: string): TargetNumber | null {
  if (words === 'any number of') return { min: 0, max: 'any' };
  if (words === 'X') return { min: 'X', max: 'X' };
  if (words === 'up to X') return { min: 0, max: 'X' };
  // CR 603.3d: a trigger's "up to that many target …", the amount of its event.
  if (words === 'up to that many') return { min: 0, max: 'that-many' };
  const upTo = /^up to ([a-z]+)$/.exec(words);
  if (upTo) return NUMBER_BY_WORD[upTo[1]] ? { min: 0, max: NUMBER_BY_WORD[upTo[1]] } : null;
  const list = words.split(/,? or |, /).map((w) => NUMBER_BY_WORD[w]);
  return list.length > 1 && list.every((n) => n !== undefined) ? { min: list[0], max: list[list.length - 1] } : null;
}

/**
 * A word "target" choosing several: "any number of target attacking creatures", "X target creature cards from your
 * graveyard", "one, two, or three targets" (CR 115.1d); read as the one target it names in the singular, then checked
 * against its rendering.
 */
function severalTargetsAt(text: string, self: string): { spec: TargetSpec; length: number } | null {
  const m = /^(any number of|X|up to that many|up to [a-z]+|up to X|[a-z]+(?:, [a-z]+)*,? or [a-z]+) (?=(?:other )?targets?\b)/.exec(text);
  const number = m && targetNumberOf(m[1]);
  if (!m || !number) return null;
  const rest = text.slice(m[0].length);
  const one = /^targets(?=$|[\s.,])/.test(rest) ? { spec: { kind: 'any' } as TargetSpec } : targetPhraseAt(rest.replace(/\b(creature|permanent|artifact|land|enchantment|planeswalker|player|opponent|card|spell)s\b/, '$1').replace(/^other target/, 'another target'), self);
  if (!one || one.spec.number) return null;
  const spec: TargetSpec = { ...one.spec, number };
  const rendered = targetPhrase(spec, self);
  return text.startsWith(rendered) ? { spec, length: rendered.length } : null;
}

function targetPhraseAt(text: string, self: string): { spec: TargetSpec; length: number } | null {
  const several = severalTargetsAt(text, self);
  if (several) return several;
  const lower = text.toLowerCase();
  // "target creature blocking Knight of Dusk" (CR 509.1g): a creature blocking the source.
  const blocking = new RegExp(`^([Tt]arget .+?) blocking (?:it|${escapeRegExp(self)})(?=$|[\\s.,])`).exec(text);
  const blocker = blocking && filterTargetAt(lowerFirst(blocking[1]));
  if (blocking && blocker?.spec.kind === 'permanent' && blocker.length === blocking[1].length) return { spec: { kind: 'permanent', filter: { ...blocker.spec.filter, blockingSource: true } }, length: blocking[0].length };
  // "target card from your graveyard", "target Zombie card …", "target artifact card …".
  const graveyard = /^[Tt]arget (?:(.+?) )?card from (your|a) graveyard/.exec(text);
  const filter = graveyard && (graveyard[1] === undefined ? {} : cardFilterOf(graveyard[1]));
  const anyGraveyard = graveyard?.[2] === 'a' ? { anyGraveyard: true as const } : {};
  if (graveyard && filter) return { spec: { kind: 'card-in-your-graveyard', ...(graveyard[1] === undefined ? {} : { filter }), ...anyGraveyard }, length: graveyard[0].length };
  for (const [re, spec] of FIXED_TARGETS) {
    const m = re.exec(lower);
    if (m) return { spec: { ...spec }, length: m[0].length };
  }
  return filterTargetAt(lowerFirst(text), true);
}


/** What a clause may call things: the card's name, whether it is a trigger, whose targets so far. */
export interface ParseScope {
  name: string;
  targets: TargetSpec[];
  /** The ability is triggered: "that creature"/"that player" may be what triggered it. */
  triggered: boolean;
  /** The subject of the previous clause of the sentence ("draws two cards and loses 2 life"). */
  last?: Subject;
  /** An earlier clause created tokens: a later "it" may be the token, which no subject names yet. */
  madeTokens?: boolean;
  /** An earlier sentence chose a colour ("Choose a color."): a later "the chosen color" reads it (CR 608.2d). */
  choseColor?: boolean;
  /** The targets chosen one per kick ("then choose another target for each time this spell was kicked"): "each of them" (CR 702.33c). */
  eachOfThem?: number;
  /** A spell's kicker costs, as printed: "kicked with its {2}{R} kicker" names one of two (CR 702.33d). */
  kickerCosts?: readonly string[];
}

/** The clauses of a spell's kicked part (CR 702.33e); "it deals 2 damage to another target creature": "it" is the spell. */
function kickedPart(text: string, s: ParseScope): Extract<Effect, { kind: 'if-kicked' }> | null {
  // "it also deals 4 damage to target player or planeswalker": the spell does this too (Goblin Barrage).
  const also = text.startsWith('it also ');
  const selfIsIt = text.startsWith('it ');
  const effects = parseClauses(selfIsIt ? `${s.name}${text.slice(also ? 7 : 2)}` : text, s);
  return effects ? { kind: 'if-kicked', effects, ...(selfIsIt ? { selfIsIt: true as const } : {}), ...(also ? { also: true as const } : {}) } : null;
}

/** A clause without a subject but with a verb in the third person continues the previous clause's subject. */
function implicitSubject(verb: string, scope: ParseScope): Subject | null {
  return /s$/.test(verb) ? (scope.last ?? null) : 'you';
}

/** A subject that is one player or more: "you", "target opponent", "each player". */
function isPlayerSubject(subject: Subject, scope: ParseScope): boolean {
  if (typeof subject === 'object') return 'target' in subject && ['player', 'opponent'].includes(scope.targets[subject.target].kind);
  return ['you', 'each-player', 'each-opponent', 'each-other-player', 'trigger-player', 'trigger-object-controller'].includes(subject);
}

function subjectOf(effect: Effect): Subject | undefined {
  return 'who' in effect ? effect.who : undefined;
}

/** The player a possessive names in a count: "your", "that player's" (the last target, or the player a trigger names). */
function playerOfPossessive(words: string, scope: ParseScope): Subject | null {
  if (words === 'your') return 'you';
  if (words !== "that player's") return null;
  const last = scope.targets.length - 1;
  if (last >= 0) return ['player', 'opponent'].includes(scope.targets[last].kind) ? { target: last } : null;
  return scope.triggered ? 'trigger-player' : null;
}

/** A subject at the start of `text`, with the rest of the text after it. */
function parseSubject(text: string, scope: ParseScope): { subject: Subject; rest: string } | null {
  const lower = text.toLowerCase();
  const target = targetPhraseAt(text, scope.name);
  if (target) {
    // CR 115.1d: a word "target" choosing several chooses the last targets; nothing may follow it.
    if (scope.targets.some((t) => t.number)) return null;
    // "that player controls", "up to that many": what a trigger names, read as it is put on the stack (CR 603.3d); after an earlier target "that player" would be that target.
    if (readsTriggerEvent(target.spec) && (!scope.triggered || scope.targets.length > 0)) return null;
    scope.targets.push(target.spec);
    return { subject: target.spec.number ? { targets: scope.targets.length - 1 } : { target: scope.targets.length - 1 }, rest: text.slice(target.length) };
  }
  // "that land's controller": the controller of the last target, named by its noun (CR 608.2h).
  const controller = /^that ([a-z]+)'s controller(?=$|[\s.,])/.exec(text);
  const last = scope.targets.length - 1;
  if (controller && last >= 0 && targetNoun(scope.targets[last]) === controller[1]) return { subject: { controllerOf: last }, rest: text.slice(controller[0].length) };
  const fixed: [string, () => Subject | null][] = [
    [scope.name, () => 'self'],
    ['you', () => 'you'],
    ['each creature', () => 'each-creature'],
    ['each player', () => 'each-player'],
    ['each opponent', () => 'each-opponent'],
    ['each other player', () => 'each-other-player'],
    ...['creature', 'land', 'artifact', 'enchantment', 'planeswalker', 'permanent'].map((noun): [string, () => Subject | null] => [`enchanted ${noun}`, () => 'enchanted']),
    ['equipped creature', () => 'equipped'],
    ['each of them', () => (scope.eachOfThem === undefined ? null : { targets: scope.eachOfThem })],
    ['that creature', () => (scope.targets.length ? { target: scope.targets.length - 1 } : scope.triggered ? 'trigger-object' : null)],
    ['that player', () => (scope.targets.length ? { target: scope.targets.length - 1 } : scope.triggered ? 'trigger-player' : null)],
    // "Exile target creature. Its controller gains life …": the last target's controller (CR 608.2h).
    ['its controller', () => (scope.targets.length ? { controllerOf: scope.targets.length - 1, its: true } : scope.triggered ? 'trigger-object-controller' : null)],
    ['it', () => (scope.targets.length ? { target: scope.targets.length - 1 } : scope.madeTokens ? null : 'self')],
  ];
  for (const [phrase, subject] of fixed) {
    if (lower.startsWith(phrase.toLowerCase()) && (text.length === phrase.length || /^[\s'.,]/.test(text.slice(phrase.length)))) {
      const s = subject();
      if (s !== null) return { subject: s, rest: text.slice(phrase.length) };
    }
  }
  return null;
}

/** One condition of "for as long as …" (CR 611.2b): the inverse of its rendering. */
function lastingConditionOf(phrase: string, name: string): LastingCondition | null {
  return LASTING_CONDITIONS.find((c) => lastingConditionPhrase(c, name) === phrase) ?? null;
}

function wholeSubject(text: string, scope: ParseScope): Subject | null {
  const saved = scope.targets.length;
  const parsed = parseSubject(text, scope);
  if (parsed && parsed.rest === '') return parsed.subject;
  scope.targets.length = saved;
  return groupSubject(lowerFirst(text));
}



function count(word: string): number | 'X' | null {
  if (word === 'X') return 'X';
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_BY_WORD[word.toLowerCase()] ?? null;
}

/** "two cards", "X cards", "a card for each time it was kicked" (CR 107.3, 702.33c: counted as the effect applies). */
/**
 * "create a …", "create two …", "create X …", "create a … for each …" (CR 608.2h: counted as it resolves): the number
 * word as printed, the count, whether one token is named (a count "for each" names one), and the words after the
 * number; null when the clause creates nothing or its "for each" is not a count the engine reads.
 */
function creation(clause: string, s: ParseScope): { word: string; count: Amount; singular: boolean; rest: string } | null {
  const each = / for each (.+)$/.exec(clause);
  const forEach = each ? eachCountOf(each[1], (whose) => playerOfPossessive(whose, s), s.name) : null;
  if (each && !forEach) return null;
  const m = /^create (a|an|one|two|three|four|five|X) (.+)$/.exec(each ? clause.slice(0, each.index) : clause);
  if (!m || (forEach && m[1] !== 'a' && m[1] !== 'an')) return null;
  const count: Amount = forEach ? { times: 1, forEach } : m[1] === 'X' ? 'X' : NUMBER_BY_WORD[m[1]];
  return { word: m[1], count, singular: count === 1 || forEach !== null, rest: m[2] };
}

function cardsCount(text: string, scope?: ParseScope): Amount | null {
  const each = scope ? /^(a|two|three) cards? for each (.+)$/.exec(text) : null;
  if (each) {
    const forEach = eachCountOf(each[2], (whose) => playerOfPossessive(whose, scope!), scope!.name);
    return forEach && { times: NUMBER_BY_WORD[each[1]], forEach };
  }
  if (text === 'X cards') return 'X';
  const m = /^(a|an|one|two|three|four|five|six|seven) cards?$/.exec(text);
  return m ? (NUMBER_BY_WORD[m[1]] ?? null) : null;
}

/**
 * "…, where X is the number of Zombies you control" (CR 107.3): the sentence's effects with every X
 * they print read from that count, or null when the sentence has no such X.
 */
function withDefinedX(text: string, scope: ParseScope, parse: (text: string) => Effect[] | null): Effect[] | null {
  const m = /^(.+), where X is (the number of .+)$/.exec(text);
  const x = m && countOf(m[2], (whose) => (whose === 'their' ? 'they' : playerOfPossessive(whose, scope)), scope.name);
  const effects = m && x ? parse(m[1]) : null;
  if (!effects || !x) return null;
  let uses = 0;
  // Every X of the sentence: in the effects' amounts, in further damage parts ("and X damage to you") and in the effects a "may" holds.
  const define = <T extends object>(e: T): T => {
    const fields = { ...e } as Record<string, unknown>;
    for (const k of AMOUNT_FIELDS) if (fields[k] === 'X') (fields[k] = { x }), uses++;
    for (const k of ['effects', 'more']) if (Array.isArray(fields[k])) fields[k] = (fields[k] as object[]).map(define);
    return fields as T;
  };
  const defined = effects.map(define);
  // CR 702.33c: "up to X target creatures …, where X is the number of times Voyager Drake was kicked" defines the targets' X.
  const upToX = scope.targets.findIndex((t) => t.number?.min === 0 && t.number.max === 'X');
  if (upToX < 0) return uses > 0 ? defined : null;
  if (uses > 0 || !('kicks' in x) || !x.named) return null;
  scope.targets[upToX] = { ...scope.targets[upToX], number: { min: 0, max: 'kicks' } };
  return defined;
}

/** "haste", "flying and trample", "flying, first strike, and vigilance". */
export function parseKeywordList(text: string, readsChoice = false): Keyword[] | null {
  // CR 702.16a: a protection keeps its quality as printed ("protection from Goblins", "protection from the chosen color").
  const parts = text.split(/, and |, | and /).map((p) => (protectionQualities(p.trim()) ? p.trim() : p.trim().toLowerCase()));
  // CR 614.12: only a static ability reads its source's choice (the layers do); an effect granting it does not yet.
  const chosen = (p: string) => protectionQualities(p)?.some((q) => 'chosen' in q) === true;
  // CR 702.21a: a ward with a mana cost is given as written mid-sentence ("have ward {1}").
  const manaWard = (p: string) => wardCost(p) !== null && p.startsWith('ward {');
  return parts.every((p) => (KEYWORDS as readonly string[]).includes(p) || manaWard(p) || (protectionQualities(p) !== null && (readsChoice || !chosen(p)))) ? (parts as Keyword[]) : null;
}

/** "<player> mills N cards", "discard a card": the player (implicit when the clause starts with the verb) and the count. */
function playerCardsClause(clause: string, scope: ParseScope, verb: 'mill' | 'discard'): { count: Amount; who: Subject } | null {
  const m = new RegExp(`^(?:(.+?) )?(${verb}|${verb}s) (.+)$`).exec(clause);
  if (!m) return null;
  const who = m[1] === undefined ? implicitSubject(m[2], scope) : wholeSubject(m[1], scope);
  // "mills half their library, rounded down" (CR 107.1a): "their" is the player who mills, never "you".
  const half = verb === 'mill' && who !== 'you' ? /^half their library, rounded (down|up)$/.exec(m[3]) : null;
  if (half && who !== null) return { count: { half: 'library', rounded: half[1] as Rounding }, who };
  const count = cardsCount(m[3], scope);
  return who === null || count === null ? null : { count, who };
}

/** "N damage to S" or "N damage to S1 and S2" (one amount to two recipients). */
function damagePart(text: string, scope: ParseScope): { amount: number | 'X'; to: Subject; alsoTo?: Subject } | null {
  const m = /^(\d+|X) damage to (.+)$/.exec(text);
  if (!m) return null;
  const amount = m[1] === 'X' ? 'X' : Number(m[1]);
  const to = wholeSubject(m[2], scope);
  if (to) return { amount, to };
  for (let at = m[2].indexOf(' and '); at >= 0; at = m[2].indexOf(' and ', at + 1)) {
    const saved = scope.targets.length;
    const first = wholeSubject(m[2].slice(0, at), scope);
    const second = first && wholeSubject(m[2].slice(at + 5), scope);
    if (first && second) return { amount, to: first, alsoTo: second };
    scope.targets.length = saved;
  }
  return null;
}

/**
 * What a source deals: "X damage to each creature with flying and each player", "2 damage to any
 * target and 3 damage to you", "1 damage to any target, 2 damage to another target, and 3 damage to
 * a third target"; the render checks where the text splits.
 */
function damageParts(text: string, scope: ParseScope): Effect | null {
  const pieces = text.split(/(?:, and |, | and )(?=(?:\d+|X) damage to )/);
  const parts = [];
  for (const piece of pieces) {
    const part = damagePart(piece, scope);
    if (!part) return null;
    parts.push(part);
  }
  const [first, ...more] = parts;
  if (more.some((p) => p.alsoTo !== undefined)) return null;
  return { kind: 'damage', ...first, ...(more.length ? { more: more.map(({ amount, to }) => ({ amount, to })) } : {}) };
}

type ClauseParser = (clause: string, scope: ParseScope) => Effect | null;

/** Parsers of one clause each: the inverse of the effect handlers' `describe`. */
const CLAUSES: ClauseParser[] = [
  (c, s) => {
    // CR 601.2c, 702.33c: "Choose any target, then choose another target for each time this spell was kicked. Comet Storm
    // deals X damage to each of them.": one target and one more per kick, chosen as the spell is cast, once kicks are known.
    const m = /^Choose (.+?), then choose another .+? for each time this spell was kicked\. (.+ each of them)$/.exec(c);
    const one = m && !s.triggered && s.targets.length === 0 ? targetPhraseAt(m[1], s.name) : null;
    if (!m || !one || one.length !== m[1].length || one.spec.number) return null;
    const spec: TargetSpec = { ...one.spec, number: { min: 'one-per-kick', max: 'one-per-kick' } };
    if (!c.startsWith(targetPerKickSentence(spec, s.name).slice(0, -1))) return null;
    s.targets.push(spec);
    s.eachOfThem = s.targets.length - 1;
    const effects = parseClauses(m[2], s);
    s.eachOfThem = undefined;
    return effects?.length === 1 ? effects[0] : null;
  },
  (c, s) => {
    const m = /^(.+?) deals ((?:\d+|X) damage to .+?)(\. A creature dealt damage this way can't be regenerated this turn)?$/.exec(c);
    if (!m || !(m[1] === s.name || m[1].toLowerCase() === 'it')) return null;
    const damage = damageParts(m[2], s);
    return damage && m[3] ? { ...damage, cantRegenerate: true } : damage;
  },
  (c, s) => {
    // CR 615.1a, 609.7a: "The next time a red source of your choice would deal damage to you this turn, prevent that damage."
    const m = /^[Tt]he next time an? (?:([a-z]+(?:(?:, | or |, or )[a-z]+)*) )?source of your choice( of the chosen color)? would deal damage to (.+) this turn, prevent that damage$/.exec(c);
    const colors = m?.[1]?.split(/, or | or |, /).map((w) => COLOR_BY_WORD[w]);
    const to = m && wholeSubject(m[3], s);
    if (!m || !to || colors?.some((k) => k === undefined) || (colors && m[2])) return null;
    return { kind: 'prevent-next-from-source', to, ...(m[2] ? { colors: 'chosen' as const } : colors ? { colors: colors as Color[] } : {}) };
  },
  (c, s) => {
    // CR 614.9: "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to Kjeldoran Royal Guard instead."
    const m = /^[Aa]ll (combat )?damage that would be dealt to you( by unblocked creatures)? this turn is dealt to (.+) instead$/.exec(c);
    const to = m && wholeSubject(m[3], s);
    if (!m || !to || !(to === 'self' || (typeof to === 'object' && 'target' in to))) return null;
    return { kind: 'redirect-damage-this-turn', to, ...(m[1] ? { combat: true as const } : {}), ...(m[2] ? { fromUnblocked: true as const } : {}) };
  },
  (c, s) => {
    // CR 608.2c: "For each creature card exiled this way, create a 2/2 black Zombie creature token."
    const m = /^[Ff]or each (?:(artifact|creature|enchantment|land|instant|sorcery) )?(card|permanent) exiled this way, (.+)$/.exec(c);
    const effects = m && parseClauses(m[3], s);
    if (!m || !effects) return null;
    const types = m[1] ? { types: [CARD_TYPE_WORDS[m[1]]] } : {};
    return { kind: 'for-each-exiled', counts: { cards: m[2] === 'card', ...types }, effects };
  },
  (c, s) => {
    // CR 601.2d: "deals X damage divided as you choose among any number of target attacking creatures"; the division is
    // announced as the spell is cast or the ability activated, so a trigger's is not read (603.3d asks it otherwise).
    const m = /^(.+?) deals (\d+|X) damage divided as you choose among (.+)$/.exec(c);
    if (!m || s.triggered || !(m[1] === s.name || m[1].toLowerCase() === 'it')) return null;
    const among = wholeSubject(m[3], s);
    return among !== null && typeof among === 'object' && 'targets' in among ? { kind: 'divided-damage', amount: m[2] === 'X' ? 'X' : Number(m[2]), among: among.targets } : null;
  },
  (c, s) => {
    const m = /^(.+?) deals damage to (.+?) equal to (twice )?(the number of .+|the total power of the sacrificed creatures)$/.exec(c);
    if (!m || !(m[1] === s.name || m[1].toLowerCase() === 'it')) return null;
    const to = wholeSubject(m[2], s);
    // CR 608.2h: "equal to the total power of the sacrificed creatures" (Soulblast's additional cost).
    if (to && m[4] === 'the total power of the sacrificed creatures') return m[3] ? null : { kind: 'damage', amount: { sacrificed: 'power' }, to };
    const amount = to && countOf(m[4], (whose) => playerOfPossessive(whose, s), s.name);
    if (!to || !amount) return null;
    // "equal to twice the number of times it was kicked" (CR 702.33c): two for each.
    return { kind: 'damage', amount: m[3] ? { times: 2, forEach: amount, equalTo: true } : amount, to };
  },
  (c, s) => {
    // CR 608.2h: "Its controller gains life equal to its toughness": the last target's, as it last existed.
    const stat = /^(.+?) gains life equal to its (power|toughness)$/.exec(c);
    const statWho = stat && s.targets.length && ['permanent', 'any'].includes(s.targets[s.targets.length - 1].kind) ? wholeSubject(stat[1], s) : null;
    if (stat && statWho) return { kind: 'gain-life', amount: { statOf: s.targets.length - 1, stat: stat[2] as 'power' | 'toughness' }, who: statWho };
    // "you gain life equal to its toughness" in a trigger without targets: the object the trigger names.
    const own = s.triggered && !s.targets.length ? /^you gain life equal to its (power|toughness)$/.exec(c) : null;
    if (own) return { kind: 'gain-life', amount: { statOf: 'trigger-object', stat: own[1] as 'power' | 'toughness' }, who: 'you' };
    // CR 107.1a: "You lose half your life, rounded up", "Target opponent loses half their life, rounded up": of the player losing it.
    const half = /^(?:(.+?) )?(lose|loses) half (your|their) life, rounded (up|down)$/.exec(c);
    const halfWho = half && (half[1] === undefined ? implicitSubject(half[2], s) : wholeSubject(half[1], s));
    if (half && halfWho !== null && (halfWho === 'you') === (half[3] === 'your')) return { kind: 'lose-life', amount: { half: 'life', rounded: half[4] as Rounding }, who: halfWho };
    const m = /^(?:(.+?) )?(gain|gains|lose|loses) (\d+|X|that much) life(?: for each (.+))?$/.exec(c);
    if (!m) return null;
    const who = m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s);
    if (who === null) return null;
    const forEach = m[4] === undefined ? null : eachCountOf(m[4], (whose) => playerOfPossessive(whose, s), s.name);
    if (m[4] !== undefined && (forEach === null || m[3] === 'X' || m[3] === 'that much')) return null;
    // "that much" is the triggering event's amount (CR 603.2).
    if (m[3] === 'that much' && !s.triggered) return null;
    // "they" names the players the clause acts on: never "you".
    if (forEach && 'theyControl' in forEach && who === 'you') return null;
    const amount = forEach ? { times: Number(m[3]), forEach } : m[3] === 'X' ? 'X' : m[3] === 'that much' ? 'that-much' : Number(m[3]);
    return m[2].startsWith('gain') ? { kind: 'gain-life', amount, who } : { kind: 'lose-life', amount, who };
  },
  (c, s) => {
    // CR 104.2b, 104.3a: an effect that wins or loses the game.
    const m = /^(?:(.+?) )?(win|wins|lose|loses) the game$/.exec(c);
    if (!m) return null;
    const who = m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s);
    if (who === null) return null;
    return m[2].startsWith('win') ? { kind: 'win-the-game', who } : { kind: 'lose-the-game', who };
  },
  (c, s) => {
    const m = /^(?:(.+?) )?(draw|draws) (.+)$/.exec(c);
    if (!m) return null;
    const who = m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s);
    if (who === null) return null;
    if (m[3] === 'an additional card') return { kind: 'draw', count: 1, who, additional: true };
    const n = cardsCount(m[3], s);
    return n === null ? null : { kind: 'draw', count: n, who };
  },
  (c, s) => {
    // CR 701.19a: "Target opponent puts the cards from their hand on top of their library. Search that player's library for that many cards. …"
    const m = /^(.+?) puts the cards from their hand on top of their library\. Search that player's library for that many cards\. (The|That) player puts those cards into their hand, then shuffles$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    return who && isPlayerSubject(who, s) ? { kind: 'hand-on-library-search-that-many', who, ...(m![2] === 'The' ? { the: true as const } : {}) } : null;
  },
  (c, s) => {
    // CR 406.3: "that player exiles the top four cards of their library[. If two or more of those cards have the same name, repeat this process]".
    const m = /^(?:(.+?) )?(exile|exiles) the top (card|\w+ cards) of (your|their) library(\. If two or more of those cards have the same name, repeat this process)?$/.exec(c);
    if (!m) return null;
    const who = m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s);
    const count = m[3] === 'card' ? 1 : cardsCount(m[3]);
    if (!who || !isPlayerSubject(who, s) || typeof count !== 'number' || (m[4] === 'your') !== (who === 'you')) return null;
    return { kind: 'exile-top', who, count, ...(m[5] ? { repeatIfSameName: true as const } : {}) };
  },
  (c) =>
    // CR 701.20a, 701.16a: Warp World's first sentence; its second is read clause by clause.
    c.toLowerCase() === 'each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library' ? { kind: 'shuffle-permanents-reveal-that-many' } : null,
  (c) => {
    // CR 608.2c: "Each player puts all artifact, creature, and land cards revealed this way onto the battlefield", "then does the same for enchantment cards".
    const m = /^(?:each player puts all (.+?) cards revealed this way onto the battlefield|does the same for (.+?) cards)$/.exec(lowerFirst(c));
    if (!m) return null;
    const types = (m[1] ?? m[2]).replace(', and ', ', ').replace(' and ', ', ').split(', ').map((w) => CARD_TYPES.find((t) => t.toLowerCase() === w));
    if (!types.every((t) => t !== undefined)) return null;
    return { kind: 'put-revealed-onto-battlefield', types: types as CardType[], ...(m[2] ? { again: true as const } : {}) };
  },
  (c) => (c === "puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library" ? { kind: 'put-revealed-on-bottom' } : null),
  (c, s) => {
    // CR 614.1b: a replaced draw that is skipped ("that player skips that draw", "you may skip that draw instead").
    const m = /^(?:(.+?) )?(skip|skips) that draw$/.exec(c);
    if (!m) return null;
    const who = m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s);
    return who && isPlayerSubject(who, s) ? { kind: 'skip-draw', who } : null;
  },
  (c, s) => {
    // CR 614.11: "Until end of turn, if target player would draw a card, instead that player skips that draw and you draw a card."
    const m = /^until end of turn, if (.+?) would draw a card, instead (.+)$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    if (!who || !isPlayerSubject(who, s)) return null;
    const effects = parseClauses(m![2], s);
    return effects && { kind: 'draw-replacement-this-turn', who, effects };
  },
  (c, s) => {
    // "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and …" (CR 701.16a).
    const m = /^(?:choose (\w+) or (\w+) and )?reveal cards from the top of your library until you reveal (.+?)\. Put that card into your hand and (put all other cards revealed this way on the bottom of your library in any order|the rest on the bottom of your library in a random order)$/.exec(c);
    if (!m) return null;
    const kinds = m[1] === undefined ? null : [cardFilterOf(m[1]), cardFilterOf(m[2])];
    const one = m[1] === undefined ? /^an? (.+) card$/.exec(m[3]) : null;
    const find = kinds ? (m[3] === 'a card of the chosen kind' ? kinds : null) : one ? [cardFilterOf(one[1])] : null;
    if (!find || find.some((f) => f === null)) return null;
    return { kind: 'reveal-until', find: find as NonNullable<(typeof find)[number]>[], rest: m[4].startsWith('put') ? 'bottom-any-order' : 'bottom-random-order' };
  },
  (c, s) => {
    // CR 509.1b: "Target creature can't block Duct Crawler this turn": the creature it can't block is the source or a target.
    const m = /^(.+?) can't block (.+) this turn$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    const attacker = what && wholeSubject(m![2], s);
    if (!what || !attacker || (attacker !== 'self' && !(typeof attacker === 'object' && 'target' in attacker))) return null;
    return { kind: 'restrict-this-turn', what, restriction: 'cant-block', attacker };
  },
  (c, s) => {
    const m = /^(.+) can't (block|be blocked) this turn$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'restrict-this-turn', what, restriction: m[2] === 'block' ? 'cant-block' : 'cant-be-blocked' } : null;
  },
  (c, s) => {
    // CR 608.2d: "Choose a color." as the spell resolves, read by its later "the chosen color".
    if (c !== 'choose a color' || s.triggered) return null;
    s.choseColor = true;
    return { kind: 'choose-color' };
  },
  (c) => {
    // CR 701.22a: "scry N" is its controller's.
    const m = /^scry ([1-9]\d*)$/.exec(c);
    return m && { kind: 'scry', count: Number(m[1]) };
  },
  (c, s) => {
    const clause = playerCardsClause(c, s, 'mill');
    return clause && { kind: 'mill', ...clause };
  },
  (c, s) => {
    const random = c.endsWith(' at random');
    const clause = playerCardsClause(random ? c.slice(0, -' at random'.length) : c, s, 'discard');
    return clause && clause.count !== 'X' ? { kind: 'discard', count: clause.count, who: clause.who, ...(random ? { atRandom: true } : {}) } : null;
  },
  (c, s) => {
    const m = /^counter (.+?)(?: unless its controller pays (\{[^ ]+\}))?$/.exec(c);
    if (!m) return null;
    const what = wholeSubject(m[1], s);
    if (what === null || typeof what !== 'object' || !('target' in what) || s.targets[what.target].kind !== 'spell') return null;
    return m[2] ? { kind: 'counter', what, unlessPays: m[2] } : { kind: 'counter', what };
  },
  // CR 723.1: "End the turn."
  (c) => (c === 'end the turn' ? { kind: 'end-the-turn' } : null),
  (c, s) => {
    // CR 707.10: "Copy target instant or sorcery spell. You may choose new targets for the copy."
    const m = /^copy (.+?)\. You may choose new targets for the copy$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    if (what === null || typeof what !== 'object' || !('target' in what) || s.targets[what.target].kind !== 'spell') return null;
    return { kind: 'copy-target-spell', what };
  },
  (c, s) => {
    const m = /^destroy (.+?)(\. (They|It|That creature) can't be regenerated)?$/.exec(c);
    if (!m) return null;
    const noRegeneration = m[2] ? { noRegeneration: true, ...(m[3] === 'That creature' ? { calls: 'that creature' as const } : {}) } : {};
    if (m[1] === 'all creatures') return { kind: 'destroy', what: 'all-creatures', ...noRegeneration };
    const group = /^all (.+)$/.exec(m[1]);
    if (group) {
      const what = groupSubject(group[1]);
      return what && typeof what === 'object' && 'all' in what ? { kind: 'destroy', what, ...noRegeneration } : null;
    }
    const what = wholeSubject(m[1], s);
    if (what !== null) return { kind: 'destroy', what, ...noRegeneration };
    // "destroy that creature and Loyal Sentry": two objects destroyed at once (CR 701.8).
    const both = /^(.+?) and (.+)$/.exec(m[1]);
    const first = both && !m[2] ? wholeSubject(both[1], s) : null;
    const second = first && both ? wholeSubject(both[2], s) : null;
    return first && second && typeof second !== 'object' ? { kind: 'destroy', what: first, and: second } : null;
  },
  (c, s) => {
    const m = /^(.+?) sacrifices (?:a|an) (.+)$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    const filter = m && wholeFilter(m[2]);
    return who && filter && !filter.another ? { kind: 'sacrifice-one', who, filter } : null;
  },
  (c, s) => {
    // CR 701.17a: "sacrifice a creature other than Lord of the Pit. If you can't, Lord of the Pit deals 7 damage to you."
    const m = /^sacrifice an? (.+?)(?: other than (.+?))?(?:\. If you can't, (.+))?$/.exec(c);
    const filter = m && (!m[2] || m[2] === s.name) ? wholeFilter(m[1]) : null;
    if (!m || !filter || filter.another || filter.controller) return null;
    const ifCant = m[3] ? parseClauses(m[3], s) : undefined;
    if (ifCant === null) return null;
    return { kind: 'sacrifice-one', who: 'you', filter: m[2] ? { ...filter, another: true } : filter, ...(m[2] ? { otherThanSelf: true as const } : {}), ...(ifCant ? { ifCant } : {}) };
  },
  (c, s) => {
    // CR 701.17a, 118.12: "sacrifice Drifting Djinn unless you pay {1}{U}", "… unless you discard a card": a cost paid (or not) as a trigger resolves.
    const m = s.triggered ? /^sacrifice (.+?) unless you (?:pay ((?:\{(?:\d+|[WUBRGC]|[WUBRG]\/[WUBRG])\})+)|(.+))$/.exec(c) : null;
    const cost = m && (m[2] ? { mana: m[2] } : keywordCostFrom(m[3][0].toUpperCase() + m[3].slice(1), s.name));
    return m && cost && wholeSubject(m[1], s) === 'self' ? { kind: 'sacrifice-unless-pays', cost } : null;
  },
  (c, s) => {
    // CR 701.17a: the engine sacrifices only the source itself so far ("sacrifice Spark Elemental").
    const m = /^sacrifice (.+)$/.exec(c);
    return m && wholeSubject(m[1], s) === 'self' ? { kind: 'sacrifice', what: 'self' } : null;
  },
  (c, s) => {
    // CR 401.4: "Put target attacking creature on the bottom of its owner's library".
    const m = /^put (.+) on (top|the bottom) of its owner's library$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what !== null && typeof what === 'object' && 'target' in what && s.targets[what.target].kind === 'permanent' ? { kind: 'put-on-library', what, position: m![2] === 'top' ? 'top' : 'bottom' } : null;
  },
  (c, s) => {
    // CR 701.13a: "Exile target creature", "Exile target card from a graveyard".
    const m = /^exile ((?:X |any number of |up to [a-z]+ )?target .+)$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    if (what !== null && typeof what === 'object' && 'targets' in what) return ['permanent', 'card-in-your-graveyard'].includes(s.targets[what.targets].kind) ? { kind: 'exile', what } : null;
    return what !== null && typeof what === 'object' && 'target' in what && ['permanent', 'card-in-your-graveyard'].includes(s.targets[what.target].kind) ? { kind: 'exile', what } : null;
  },
  (c) => {
    // CR 400.7: "Return to your hand all creature cards in your graveyard that were put there from the battlefield this turn".
    const m = /^return to your hand all (?:(.+?) )?cards in your graveyard( that were put there from the battlefield this turn)?$/.exec(c);
    const find = m && cardFilterOf(m[1] ?? '');
    return find ? { kind: 'return-graveyard-cards-to-hand', find, ...(m![2] ? { fromBattlefieldThisTurn: true as const } : {}) } : null;
  },
  (c, s) => {
    // CR 608.2d: "return a green creature you control to its owner's hand", "that player returns a creature they control …": chosen on resolution, not a target.
    const m = /^(?:(.+?) )?(return|returns) (?:a|an) (.+?) (you|they) control to its owner's hand$/.exec(c);
    const who = m && (m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s));
    const filter = m && wholeFilter(m[3]);
    if (!m || !who || !filter || filter.controller || filter.another || (m[4] === 'you') !== (who === 'you')) return null;
    return { kind: 'return-one-to-hand', who, filter };
  },
  (c, s) => {
    const all = /^return all (.+) to their owners' hands$/.exec(c);
    const group = all && groupSubject(all[1]);
    if (group && typeof group === 'object' && 'all' in group) return { kind: 'return-to-hand', what: group };
    // CR 108.3: "Return all artifacts target player owns to their hand".
    const owned = /^return all (.+) target player owns to their hand$/.exec(c);
    const ownedGroup = owned && groupSubject(owned[1]);
    if (ownedGroup && typeof ownedGroup === 'object' && 'all' in ownedGroup && !ownedGroup.all.controller) {
      s.targets.push({ kind: 'player' });
      return { kind: 'return-to-hand', what: { all: ownedGroup.all, ownedBy: s.targets.length - 1 } };
    }
    // CR 113.6k: the source itself from the graveyard (the ability then works only there).
    const fromGraveyard = /^return (.+) from your graveyard to your hand$/.exec(c);
    if (fromGraveyard && wholeSubject(fromGraveyard[1], s) === 'self') return { kind: 'return-to-hand', what: 'self', from: 'graveyard' };
    // "Return up to two target creatures to their owners' hands" (also printed "to their owner's hand").
    const several = /^return (.+) to their (owners' hands|owner's hand)$/.exec(c);
    const targets = several && wholeSubject(several[1], s);
    if (targets && typeof targets === 'object' && 'targets' in targets) return { kind: 'return-to-hand', what: targets, ...(several![2] === "owner's hand" ? { ownerSingular: true as const } : {}) };
    const m = /^return (.+) to (?:its owner's|your) hand$/.exec(c);
    if (!m) return null;
    const what = wholeSubject(m[1], s);
    return what === null || (typeof what === 'object' && 'targets' in what) ? null : { kind: 'return-to-hand', what };
  },
  (c, s) => {
    // CR 400.7, 611.2a: "… to the battlefield. It gains haste until your next turn", said of the permanent the card became.
    const m = /^(?:return (.+) to the battlefield|put (.+) onto the battlefield under your control(?: attached to an? (.+))?)(?:\. It gains (.+) (until end of turn|until your next turn))?$/.exec(c);
    const what = m && wholeSubject(m[1] ?? m[2], s);
    const attachTo = m?.[3] === undefined ? undefined : wholeFilter(m[3]);
    if (!m || !what || typeof what !== 'object' || !('target' in what) || s.targets[what.target].kind !== 'card-in-your-graveyard' || attachTo === null) return null;
    const keywords = m[4] === undefined ? undefined : parseKeywordList(m[4]);
    const until = m[5] === undefined ? undefined : statedDurationOf(m[5]);
    if (keywords === null || until === null) return null;
    const gains = keywords ? { gains: { keywords, ...(until ? { until } : {}) } } : {};
    if (m[2] === undefined) return { kind: 'return-to-battlefield', what, ...gains };
    return { kind: 'return-to-battlefield', what, wording: 'put-under-your-control', ...(attachTo ? { attachTo } : {}), ...gains };
  },
  (c, s) => {
    // CR 611.2a: "until end of turn" or "until your next turn".
    const m = /^(.+?) (?:get|gets) ([+-]\d+|[+-]X)\/([+-]\d+|[+-]X)(?: and (?:gain|gains) (.+))? (until end of turn|until your next turn)(?: for each (.+?) blocking (it|.+))?$/.exec(c);
    if (!m) return null;
    const until = statedDurationOf(m[5]);
    // "for each creature blocking it" (CR 509.1g): the creatures blocking the source, counted on resolution.
    const blockers = m[6] === undefined ? null : wholeFilter(m[6]);
    if (m[6] !== undefined && (!blockers || blockers.controller || !(m[7] === 'it' || m[7] === s.name))) return null;
    const forEach = blockers ? { forEach: { permanents: { ...blockers, blockingSource: true as const } } } : {};
    const keywords = m[4] === undefined ? [] : parseKeywordList(m[4]);
    const all = /^all (.+)$/.exec(m[1]);
    const group = all && groupSubject(all[1]);
    const what = keywords && (all ? (group && isWholeType(group) ? group : null) : wholeSubject(m[1], s));
    if (what === null || keywords === null) return null;
    // CR 107.3: "+X" is the spell's X, "-X" its negative.
    const change = (word: string) => (word === '+X' ? 'X' : word === '-X' ? '-X' : Number(word));
    const power = change(m[2]);
    const toughness = change(m[3]);
    const lasts = until ? { until } : {};
    return keywords.length ? { kind: 'pump', what, power, toughness, keywords, ...forEach, ...lasts } : { kind: 'pump', what, power, toughness, ...forEach, ...lasts };
  },
  (c, s) => {
    const m = /^regenerate (.+)$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'regenerate', what } : null;
  },
  (c, s) => {
    const m = /^tap or untap (.+)$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what && typeof what === 'object' && 'target' in what ? { kind: 'tap-or-untap', what } : null;
  },
  (c, s) => {
    // CR 612.1: "change the text of target permanent by replacing all instances of one color word with another …"; a
    // spell's text ("target spell or permanent") is not changed by the engine, so only a permanent target reads.
    const m = /^change the text of (target permanent) by replacing all instances of (.+)$/.exec(c);
    const words = m && TEXT_CHANGE_WORDS.find((w) => TEXT_CHANGE_WORDS_TEXT[w] === m[2]);
    const what = m && words && wholeSubject(m[1], s);
    return what && words ? { kind: 'change-text', what, words } : null;
  },
  (c, s) => {
    const m = /^tap (.+)$/.exec(c);
    const all = m && /^all (.+)$/.exec(m[1]);
    const what = all ? groupSubject(all[1]) : m && wholeSubject(m[1], s);
    return what && (!all || (typeof what === 'object' && 'all' in what)) ? { kind: 'tap', what } : null;
  },
  (c, s) => {
    const m = /^untap (.+)$/.exec(c);
    // "Untap all creatures that attacked this turn": a group (CR 608.2c).
    const all = m && /^all (.+)$/.exec(m[1]);
    const what = all ? groupSubject(all[1]) : m && wholeSubject(m[1], s);
    return what && (!all || (typeof what === 'object' && 'all' in what)) ? { kind: 'untap', what } : null;
  },
  // CR 500.8: "After this main phase, there is an additional combat phase followed by an additional main phase."
  (c) => (c === 'after this main phase, there is an additional combat phase followed by an additional main phase' ? { kind: 'additional-combat' } : null),
  (c, s) => {
    // CR 613.1b: "target opponent gains control of it": "it" after a player is the source the trigger names.
    // CR 611.2b: "for as long as …", each condition on the source or on the object taken.
    const m = /^(?:(.+?) )?(gain|gains) control of (.+?)(?: for as long as (.+))?$/.exec(c);
    const who = m && !m[3].endsWith(' until end of turn') ? (m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s)) : null;
    if (!m || !who || !isPlayerSubject(who, s)) return null;
    const what = m[3] === 'it' && s.triggered && typeof who === 'object' ? 'self' : wholeSubject(m[3], s);
    const conditions = m[4] === undefined ? [] : m[4].split(' and ').map((p) => lastingConditionOf(p, s.name));
    if (!what || isPlayerSubject(what, s) || conditions.some((x) => x === null)) return null;
    return { kind: 'gain-control', who, what, ...(conditions.length > 0 ? { while: conditions as LastingCondition[] } : {}) };
  },
  (c, s) => {
    const m = /^gain control of (.+) until end of turn$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'gain-control-until-end-of-turn', what } : null;
  },
  (c, s) => {
    const m = /^(.+?) (?:gain|gains) (.+) (until end of turn|until your next turn)$/.exec(c);
    if (!m) return null;
    const keywords = parseKeywordList(m[2], s.choseColor === true);
    const what = keywords && wholeSubject(m[1], s);
    const until = statedDurationOf(m[3]);
    return what && keywords ? { kind: 'grant-until-end-of-turn', what, keywords, ...(until ? { until } : {}) } : null;
  },
  (c) => {
    // CR 605.1b: "its controller adds an additional {G}{G}" of a triggered mana ability.
    const m = /^(add|its controller adds) (an additional )?((?:\{[WUBRGC]\})+)$/.exec(c);
    if (!m) return null;
    return { kind: 'add-mana', mana: m[3].replace(/[{}]/g, ''), ...(m[2] ? { additional: true as const } : {}), ...(m[1] === 'add' ? {} : { who: 'trigger-object-controller' as const }) };
  },
  (clause, s) => {
    // CR 107.3, 608.2h: "create a 1/1 green Snake creature token for each card in your hand", counted as it resolves.
    const created = creation(clause, s);
    // CR 111.4: "… artifact creature token with flying named Wasp".
    const m = created && /^(\d+)\/(\d+) (white|blue|black|red|green|colorless)(?: and (white|blue|black|red|green))? ((?:[A-Z][a-z]+ )+)((?:artifact |enchantment )*)creature tokens?(?: with (.+?))?(?: named ([A-Z][A-Za-z' ]*))?$/.exec(created.rest);
    if (!created || !m || created.singular !== / token(?:$| with | named )/.test(created.rest)) return null;
    const keywords = m[7] === undefined ? [] : parseKeywordList(m[7]);
    if (!keywords) return null;
    const colors = m[3] === 'colorless' ? [] : [COLOR_BY_WORD[m[3]], ...(m[4] ? [COLOR_BY_WORD[m[4]]] : [])];
    const types = m[6].trim().split(' ').filter(Boolean).map((t) => (t[0].toUpperCase() + t.slice(1)) as CardType);
    const token = { power: Number(m[1]), toughness: Number(m[2]), colors, ...(types.length ? { types } : {}), subtypes: m[5].trim().split(' '), keywords, ...(m[8] ? { name: m[8] } : {}) };
    return { kind: 'create-tokens', count: created.count, token };
  },
  (clause, s) => {
    // CR 111.10a: "create a Treasure token", "create two Treasure tokens", "… for each …" (608.2h).
    const created = creation(clause, s);
    const m = created && created.word !== 'an' ? /^([A-Z][a-z]+) tokens?$/.exec(created.rest) : null;
    const token = m ? PREDEFINED_TOKENS.find((t) => t === m[1]) : undefined;
    if (!created || !token || created.singular !== created.rest.endsWith(' token')) return null;
    return { kind: 'create-predefined-tokens', count: created.count, token };
  },
  (c, s) => {
    // CR 122.1: counters of any kind, named as printed.
    const m = /^put (a|an|one|two|three|four|five|six|X) ([+-]\d+\/[+-]\d+|[a-z]+(?: strike)?) counters? on (.+)$/.exec(c);
    if (!m || !isSupportedCounter(m[2])) return null;
    const n = count(m[1]);
    const on = wholeSubject(m[3], s);
    return n === null || on === null ? null : { kind: 'put-counters', counter: m[2], count: n, on };
  },
  (c) => {
    const m = /^search your library for (?:a|an) (?:(.+?) )?card(?: named [A-Z][^,]+)?(?: with mana value (X|\d+) or less)?, (reveal (it|that card), )?put (it|that card) (into your hand|onto the battlefield tapped|onto the battlefield), then shuffle$/.exec(c);
    // CR 201.2: "a card named Llanowar Sentinel".
    const named = m && /^search your library for (?:a|an) (?:.+? )?card named ([A-Z][^,]+?)(?: with mana value|,)/.exec(c)?.[1];
    const words = m && cardFilterOf(m[1] ?? '');
    if (words && named) words.named = named;
    const find = words && m[2] !== undefined ? { ...words, manaValue: { atMost: m[2] === 'X' ? ('X' as const) : Number(m[2]) } } : words;
    if (!m || !find || (m[4] !== undefined && m[4] !== m[5])) return null;
    const destination = ({ 'into your hand': 'hand', 'onto the battlefield tapped': 'battlefield-tapped', 'onto the battlefield': 'battlefield' } as const)[m[6] as 'into your hand'];
    return { kind: 'search-library', find, destination, ...(m[3] ? { reveal: true } : {}), calls: m[5] as 'it' | 'that card' };
  },
  (c, s) => {
    // CR 500.7: "Take an extra turn after this one", "Target player takes two extra turns after this one".
    const m = /^(?:(.+?) )?(take|takes) (an|two|three) extra turns? after this one$/.exec(c);
    if (!m || (m[3] === 'an') !== / turn after/.test(c)) return null;
    const count = m[3] === 'an' ? 1 : NUMBER_BY_WORD[m[3]];
    if (m[1] === undefined) return m[2] === 'take' ? { kind: 'extra-turn', ...(count > 1 ? { count } : {}) } : null;
    const who = wholeSubject(m[1], s);
    return who ? { kind: 'extra-turn', who, ...(count > 1 ? { count } : {}) } : null;
  },
  (c, s) => {
    const m = /^shuffle (.+) into its owner's library$/.exec(c);
    return m && wholeSubject(m[1], s) === 'self' ? { kind: 'shuffle-into-library', what: 'self' } : null;
  },
  (c, s) => {
    const m = /^double (.+)'s life total$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    return who ? { kind: 'double-life', who } : null;
  },
  (c) => (c === 'prevent all combat damage that would be dealt this turn' ? { kind: 'prevent-all-combat-damage' } : null),
  (c) => {
    const m = /^prevent all damage that ((?:white|blue|black|red|green) sources(?: and (?:white|blue|black|red|green) sources)*) would deal this turn$/.exec(c);
    const colors = m?.[1].split(' and ').map((words) => COLOR_BY_WORD[words.slice(0, -' sources'.length)]);
    return colors && colors.every((k) => k !== undefined) ? { kind: 'prevent-damage-from-colors', colors: colors as Color[] } : null;
  },
  (c, s) => {
    const m = /^(.+?) (?:has|have) base power and toughness (\d+)\/(\d+) until end of turn$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return m && what ? { kind: 'set-base-pt-until-end-of-turn', what, power: Number(m[2]), toughness: Number(m[3]) } : null;
  },
  (c, s) => {
    // CR 205.1a-b, 613.1d-f, 613.4b: "becomes a 3/3 green Ape creature with trample until end of turn. It's still a land."
    const m = /^(.+?) becomes an? (\d+|X)\/(\d+|X) ((?:(?:white|blue|black|red|green) (?:and )?)*)((?:[A-Z][a-z]+ )*)((?:artifact |enchantment |land )*)creature(?: with (.+?))? until end of turn(?:\. It's still an? (land|artifact|enchantment))?$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    // CR 113.1a: 'with "{B}: Regenerate this creature"', a quoted ability after any keywords.
    const quoted = m?.[7] === undefined ? null : /^(?:(.+) and )?"([^"]+)"$/.exec(m[7]);
    const ability = quoted && quotedAbilityOf(quoted[2]);
    if (quoted && !ability) return null;
    const keywordText = quoted ? quoted[1] : m?.[7];
    const keywords = m && (keywordText === undefined ? [] : parseKeywordList(keywordText));
    if (!m || !what || !keywords) return null;
    const capital = (w: string) => (w[0].toUpperCase() + w.slice(1)) as CardType;
    const words = (text: string) => text.trim().split(' ').filter(Boolean);
    const colors = words(m[4]).filter((w) => w !== 'and').map((w) => COLOR_BY_WORD[w]);
    return {
      kind: 'become-creature-until-end-of-turn',
      what,
      power: m[2] === 'X' ? 'X' : Number(m[2]),
      toughness: m[3] === 'X' ? 'X' : Number(m[3]),
      ...(colors.length ? { colors } : {}),
      subtypes: words(m[5]),
      types: [...words(m[6]).map(capital), 'Creature'],
      ...(keywords.length ? { keywords } : {}),
      ...(ability ? { abilities: [ability] } : {}),
      ...(m[8] ? { still: capital(m[8]) } : {}),
    };
  },
  (c, s) => {
    // CR 115.7a: "change the target of target spell with a single target" (Shunt).
    const m = /^change the target of (.+)$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'change-target', what } : null;
  },
  (c, s) => {
    // CR 701.3b: "Attach it to another permanent it can enchant" (Aura Graft).
    const m = /^attach (it) to another permanent it can enchant$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'attach-to-another', what } : null;
  },
  (c, s) => {
    const m = /^switch (.+)'s power and toughness until end of turn$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'switch-pt-until-end-of-turn', what } : null;
  },
  (c, s) => {
    const m = /^prevent the next (\d+) damage that would be dealt to (.+) this turn$/.exec(c);
    const to = m && wholeSubject(m[2], s);
    return m && to ? { kind: 'prevent-next-damage', amount: Number(m[1]), to } : null;
  },
  (c, s) => {
    const m = /^(.+?) doesn't untap during its controller's next untap step$/.exec(c);
    const what = m && wholeSubject(m[1], s);
    return what ? { kind: 'skip-next-untap', what } : null;
  },
  (c) => {
    // CR 400.2: looking at the top of your library; the rest back on top or on the bottom, in any order.
    const m = /^look at the top (two|three|four|five|six|seven) cards of your library(?:, then put them (back|on the bottom of your library) in any order|\. You may reveal (an? .+?) from among them and put it into your hand\. Put the rest (back|on the bottom of your library) in any order)$/.exec(c);
    if (!m) return null;
    const count = NUMBER_BY_WORD[m[1]];
    const rest = (m[2] ?? m[4]) === 'back' ? ('top' as const) : ('bottom' as const);
    if (m[3] === undefined) return { kind: 'look-at-top', count, rest };
    const take = /^an? (.*?) ?card$/.exec(m[3]);
    const filter = take && cardFilterOf(take[1]);
    return filter ? { kind: 'look-at-top', count, take: filter, rest } : null;
  },
  (c) => {
    // CR 400.2: some of the looked-at cards into the hand (unrevealed), one back on top, the rest on the bottom or into the graveyard.
    const m = /^look at the top (two|three|four|five|six|seven) cards of your library\. Put (one|two) of (them|those cards) into your hand(, one on top of your library,)? and (?:the rest|the other|one) (into your graveyard|on the bottom of your library(?: in any order)?)$/.exec(c);
    if (!m) return null;
    const rest = m[5] === 'into your graveyard' ? ('graveyard' as const) : ('bottom' as const);
    return { kind: 'look-at-top', count: NUMBER_BY_WORD[m[1]], put: NUMBER_BY_WORD[m[2]], ...(m[4] ? { top: 1 } : {}), ...(m[3] === 'those cards' ? { those: true as const } : {}), rest };
  },
  (c, s) => {
    // CR 400.2, 701.16a: looking at a hand is not revealing it.
    const m = /^look at (.+?)'s hand(?: and choose (a card|two cards|three cards) from it\. (That player discards (?:that card|those cards)|Put (?:it|them) on top of that player's library(?: in any order)?))?$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    if (!m || !who) return null;
    if (m[2] === undefined) return { kind: 'look-at-hand', who };
    return { kind: 'look-at-hand', who, choose: { count: m[2] === 'a card' ? 1 : NUMBER_BY_WORD[m[2].split(' ')[0]], then: m[3].startsWith('That') ? 'discard' : 'library-top' } };
  },
  (c, s) => {
    const m = /^(?:(.+?) )?(reveal|reveals) the top card of (?:their|your) library$/.exec(c);
    const who = m && (m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s));
    return who ? { kind: 'reveal-top', who } : null;
  },
  (c, s) => {
    const m = /^(?:(.+?) )?(shuffle|shuffles) (?:their|your) graveyard into (?:their|your) library$/.exec(c);
    const who = m && (m[1] === undefined ? implicitSubject(m[2], s) : wholeSubject(m[1], s));
    return who ? { kind: 'shuffle-graveyard-into-library', who } : null;
  },
  (c, s) => {
    // CR 608.2d: the player chooses a card or none; "each other player" is the opponent of a two-player game.
    const m = /^(you|each other player) may put (an? .+?) from (your|their) hand onto the battlefield(?: attached to (.+))?$/.exec(c);
    const kind = m && /^an? (.*?) ?card$/.exec(m[2]);
    const find = kind && cardFilterOf(kind[1]);
    if (!m || !find || (m[1] === 'you') !== (m[3] === 'your') || (m[4] !== undefined && m[4] !== s.name)) return null;
    return { kind: 'put-from-hand', player: m[1] === 'you' ? 'you' : 'each-other-player', find, ...(m[4] ? { attachToSelf: true } : {}) };
  },
  (c) => {
    // CR 607.2a (imprint, 2006 502.34a): "you may exile a nonland card from your hand", chosen on resolution.
    const m = /^you may exile an? (.*?) ?card from your hand$/.exec(c);
    const find = m && cardFilterOf(m[1]);
    return find ? { kind: 'exile-from-hand', find } : null;
  },
  (c, s) => {
    const m = /^(.+?) reveals their hand\. You choose a (noncreature, nonland|nonland) card from it\. That player discards that card$/.exec(c);
    const who = m && wholeSubject(m[1], s);
    return who ? { kind: 'reveal-hand-you-choose-discard', who, filter: m[2] === 'nonland' ? 'nonland' : 'noncreature-nonland' } : null;
  },
  (c, s) => {
    const m = /^(.+?) deals (\d+) damage to (.+)\. If this spell was kicked, it deals (\d+) damage instead$/.exec(c);
    if (!m || m[1] !== s.name) return null;
    const to = wholeSubject(m[3], s);
    return to === null ? null : { kind: 'damage', amount: { kicked: Number(m[4]), otherwise: Number(m[2]) }, to };
  },
  (c, s) => {
    // CR 603.7a: a delayed trigger; its effects refer to no target of the spell (not kept yet).
    // CR 511.2: "at end of combat" is the beginning of the end of combat step.
    const m = /^(.+) at (?:the beginning of the next (turn's upkeep|end step)|(end of combat))$/.exec(c);
    if (!m) return null;
    const before = s.targets.length;
    const inner = parseClauses(m[1], s);
    if (!inner || s.targets.length !== before || JSON.stringify(inner).includes('"target"')) return null;
    return { kind: 'delayed', at: m[3] ? 'end-of-combat' : m[2] === 'end step' ? 'next-end-step' : 'next-upkeep', effects: inner };
  },
  (c, s) => {
    // CR 705.1-2: "Flip a coin. If you win the flip, …. If you lose the flip, …" (either result, or both in that order).
    const m = /^flip a coin(?:\. If you win the flip, (.+?))?(?:\. If you lose the flip, (.+))?$/.exec(c);
    if (!m || (m[1] === undefined && m[2] === undefined)) return null;
    const ifWin = m[1] === undefined ? undefined : parseSentences(`${m[1]}.`, s);
    const ifLose = m[2] === undefined ? undefined : parseSentences(`${m[2]}.`, s);
    if (ifWin === null || ifLose === null) return null;
    return { kind: 'flip-coin', ...(ifWin ? { ifWin } : {}), ...(ifLose ? { ifLose } : {}) };
  },
  (c, s) => {
    // CR 702.33e, 614.1a: a kicked part that replaces the sentence before it. The targets it names anew replace the
    // replaced part's own (601.2c: "If this spell was kicked, instead destroy target creature or planeswalker").
    const m = /^((?:(?!\. ).)+)\. If this spell was kicked, (instead )?(.+?)( instead)?$/.exec(c);
    if (!m || s.triggered || !m[2] === !m[4]) return null;
    const otherwise = parseClauses(m[1], s);
    if (!otherwise) return null;
    s.last = subjectOf(otherwise[otherwise.length - 1]);
    const kicked = kickedPart(m[3], s);
    return kicked && { ...kicked, otherwise, ...(m[2] ? { insteadFirst: true as const } : {}) };
  },
  (c, s) => {
    // CR 702.33e: a spell's kicked part; the targets it introduces are chosen only if the spell is kicked (702.33g).
    // "kicked with its {2}{R} kicker" (702.33d): only if that one of two kicker costs was paid; such a part
    // introduces no target (which targets a cast chooses depends on kicked or not, not on which kicker).
    const m = /^if this spell was kicked(?: with its ((?:\{[^}]+\})+) kicker)?, (.+)$/.exec(c);
    if (!m || s.triggered) return null;
    if (m[1] === undefined) return kickedPart(m[2], s);
    const kickerCost = s.kickerCosts && s.kickerCosts.length > 1 ? s.kickerCosts.indexOf(m[1]) : -1;
    const targetsBefore = s.targets.length;
    const part = kickerCost < 0 ? null : kickedPart(m[2], s);
    return part && s.targets.length === targetsBefore ? { ...part, kickerCost } : null;
  },
  (c, s) => {
    // "You may pay {1}{G}. If you do, …" (CR 608.2d): an optional payment on resolution.
    const m = /^(you|that player) may pay ((?:\{[0-9WUBRG]\})+)\. If (you|the player) do(?:es)?, (.+)$/.exec(c);
    if (!m || (m[1] === 'you') !== (m[3] === 'you') || (m[1] === 'that player' && !s.triggered)) return null;
    const inner = parseClauses(m[4], s);
    return inner ? { kind: 'may-pay', mana: m[2], effects: inner, ...(m[1] === 'you' ? {} : { payer: 'trigger-player' as const }) } : null;
  },
  (c, s) => {
    const m = /^you may (.+)$/.exec(c);
    if (!m) return null;
    // "you may have Razormane Masticore deal 3 damage to target creature": the source deals it (CR 603.5).
    const had = /^have (.+?) deal (.+)$/.exec(m[1]);
    if (had) {
      const damage = parseClause(`${had[1]} deals ${had[2]}`, s);
      return damage?.kind === 'damage' ? { kind: 'may', effects: [damage] } : null;
    }
    const inner = parseClauses(m[1], s);
    return inner ? { kind: 'may', effects: inner } : null;
  },
];

function lowerFirst(text: string): string {
  return text.length ? text[0].toLowerCase() + text.slice(1) : text;
}

function parseClause(clause: string, scope: ParseScope): Effect | null {
  for (const parse of CLAUSES) {
    const saved = scope.targets.length;
    const effect = parse(clause, scope) ?? (clause !== lowerFirst(clause) ? parse(lowerFirst(clause), scope) : null);
    if (effect) return effect;
    scope.targets.length = saved;
  }
  return null;
}

/** Clauses joined by "and" (tried at every "and", left to right, backtracking). */
export function parseClauses(text: string, scope: ParseScope): Effect[] | null {
  const last = scope.last;
  const whole = parseClause(text, scope);
  if (whole) return [whole];
  let at = text.indexOf(' and ');
  while (at >= 0) {
    const saved = scope.targets.length;
    scope.last = last;
    const made = scope.madeTokens;
    const first = parseClause(text.slice(0, at), scope);
    if (first) scope.last = subjectOf(first);
    if (first?.kind === 'create-tokens') scope.madeTokens = true;
    const rest = first && (parseClauses(text.slice(at + 5), scope) ?? sameSubjectClauses(first, text.slice(at + 5), scope));
    if (first && rest) return [first, ...rest];
    scope.targets.length = saved;
    scope.madeTokens = made;
    at = text.indexOf(' and ', at + 1);
  }
  for (let then = text.indexOf(', then '); then >= 0; then = text.indexOf(', then ', then + 1)) {
    const saved = scope.targets.length;
    scope.last = last;
    const made = scope.madeTokens;
    const first = parseClause(text.slice(0, then), scope);
    if (first) scope.last = subjectOf(first);
    if (first?.kind === 'create-tokens') scope.madeTokens = true;
    const rest = first && parseClauses(text.slice(then + 7), scope);
    if (first && rest) return [first, { ...rest[0], join: 'then' }, ...rest.slice(1)];
    scope.targets.length = saved;
    scope.madeTokens = made;
  }
  return null;
}

/**
 * "Target creature gains shroud until end of turn and can't be blocked this turn": a clause after "and" without its
 * subject has the subject of the clause before, read as "it" (the last subject) and printed without it.
 */
function sameSubjectClauses(first: Effect, text: string, scope: ParseScope): Effect[] | null {
  const subject = effectSubject(first);
  if (subject === undefined || text.startsWith('it ')) return null;
  const saved = scope.targets.length;
  const rest = parseClauses(`it ${text}`, scope);
  if (rest && JSON.stringify(effectSubject(rest[0])) === JSON.stringify(subject)) return [{ ...rest[0], join: 'and-same-subject' }, ...rest.slice(1)];
  scope.targets.length = saved;
  return null;
}

/** The object or player a clause is about ("target creature gains …", "target player draws …"). */
function effectSubject(effect: Effect): unknown {
  return 'what' in effect ? effect.what : 'who' in effect ? effect.who : undefined;
}

/**
 * The effects of a text made of sentences ("Untap target creature and gain control of it until
 * end of turn. That creature gains haste until end of turn."): several sentences may form one
 * effect (Duress), so sentences are grouped greedily from the longest.
 */
export function parseSentences(text: string, scope: ParseScope): Effect[] | null {
  if (!text.endsWith('.')) return null;
  const sentences = text.slice(0, -1).split(/\. (?=[A-Z])/);
  const go = (from: number): Effect[] | null => {
    if (from === sentences.length) return [];
    for (let to = sentences.length; to > from; to--) {
      const saved = scope.targets.length;
      scope.last = undefined;
      const text = sentences.slice(from, to).join('. ');
      const effects = withDefinedX(text, scope, (t) => parseClauses(t, scope)) ?? parseClauses(text, scope);
      const made = scope.madeTokens;
      if (effects?.some((e) => e.kind === 'create-tokens')) scope.madeTokens = true;
      const rest = effects && go(to);
      if (effects && rest) {
        if (from > 0) effects[0] = { ...effects[0], join: 'sentence' };
        return [...effects, ...rest];
      }
      scope.targets.length = saved;
      scope.madeTokens = made;
    }
    return null;
  };
  return go(0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
