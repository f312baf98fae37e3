import { ACTION_PLAYERS, QUOTED_TRIGGER_KEYWORDS, ENTERS_CHOICES, TRIGGER_ABILITY_WORDS, ABILITY_ZONES, ABILITY_WORD_CONDITIONS, ABILITY_WORDS, ACTIVATED_KEYWORDS, CLAUSE_JOINS, CONDITION_ZONES, CONDITIONAL_STATIC_KINDS, SELF_STATES, CARD_TYPES, COMBAT_ROLES, COUNTED_ZONES, DAMAGE_DIRECTIONS, EVERY_TURN_WORDINGS, FILTER_CONTROLLERS, HALVED_ZONES, ROUNDINGS, KEYWORD_NAMES, MODE_CHOICES, PLAYER_ACTION_EVENTS, PLAYER_RULES, RULE_PLAYERS, SPELL_CASTERS, STEP_TRIGGER_WHOSE, SUPERTYPES, TARGET_KINDS, ABILITY_KINDS, TRIGGER_EVENTS, STATIC_KINDS, SUBJECT_WORDS, CONDITION_KINDS, CardDefinition, PermanentFilter, KeywordCost, StaticAbility, TriggerAbilityWord, PREDEFINED_TOKENS } from './card-definition';
import { listOfEvery } from './exhaustive-list';
import { EFFECT_HANDLERS } from '../rules/effect-handlers/effect-registry';
import { AMOUNT_FIELDS } from './amounts';
import { isKeyword, isSupportedCounter } from './keywords';
import { COLORS, STATED_DURATIONS, STEP_ORDER } from '../state/game-state';

const FILTER_FIELDS = listOfEvery<keyof PermanentFilter>()(['another', 'types', 'allTypes', 'subtypes', 'orSubtypes', 'colors', 'legendary', 'notTypes', 'notColors', 'tapped', 'combat', 'snow', 'withKeywords', 'withoutKeywords', 'power', 'toughness', 'controller', 'named', 'attackedThisTurn', 'blockingSource', 'attached']);
const CARD_FIELDS = listOfEvery<keyof CardDefinition>()(['name', 'shortName', 'manaCost', 'supertypes', 'types', 'subtypes', 'power', 'toughness', 'loyalty', 'keywords', 'abilities', 'spell', 'kicker', 'secondKicker', 'multikicker', 'buyback', 'replicate', 'entwine', 'flashback', 'madness', 'recover', 'splice', 'offering', 'costReduction', 'morph', 'fading', 'echo', 'cumulativeUpkeep', 'uncounterable', 'xSpend', 'anyNumberInDeck', 'entersTapped', 'shuffledInsteadOfGraveyard', 'discardedToBattlefield', 'entersWithCounters', 'entersAsCopy', 'entersChoosing', 'additionalCost', 'colors', 'enchant', 'layout']);
const KEYWORD_COST_FIELDS = listOfEvery<keyof KeywordCost>()(['mana', 'payLife', 'discard', 'sacrifice', 'sacrificeCount', 'sacrificeAll', 'manaEither', 'draw', 'opponentGainsLife', 'selfCounter', 'addMana', 'tapUntapped', 'exileFromGraveyard', 'returnToHand', 'counterOnPermanent', 'exileTopOfLibrary', 'graveyardCardsToBottom', 'opponentCreatesToken', 'flipCoin', 'gainControlOf']);
const STATIC_ABILITY_FIELDS = listOfEvery<keyof StaticAbility>()(['kind', 'effect', 'continues', 'condition', 'conditionFirst', 'abilityWord']);
/** Effect fields with a shared meaning in every effect kind. */
const SUBJECT_FIELDS = ['who', 'what', 'to', 'alsoTo', 'on', 'and', 'attacker'];

type Problems = string[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function oneOf(v: unknown, allowed: readonly unknown[], path: string, out: Problems): void {
  if (!allowed.includes(v)) out.push(`${path}: ${JSON.stringify(v)} is not one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`);
}

/** A keyword: a listed one, landwalk or protection of a quality the engine reads (CR 702.14a, 702.16a), ward with a cost it pays (702.21a). */
function keywordField(v: unknown, path: string, out: Problems): void {
  if (typeof v === 'string' && isKeyword(v)) return;
  out.push(`${path}: ${JSON.stringify(v)} is not one of ${KEYWORD_NAMES.map((k) => JSON.stringify(k)).join(', ')}, nor landwalk or protection of a quality the engine reads, nor ward with a cost it pays`);
}

function listOf(v: unknown, path: string, out: Problems, each: (item: unknown, path: string) => void): void {
  if (!Array.isArray(v)) out.push(`${path}: expected a list`);
  else v.forEach((item, i) => each(item, `${path}[${i}]`));
}

function stringField(v: unknown, path: string, out: Problems): void {
  if (typeof v !== 'string') out.push(`${path}: expected a string`);
}

function numberField(v: unknown, path: string, out: Problems): void {
  if (typeof v !== 'number' || !Number.isInteger(v)) out.push(`${path}: expected a whole number`);
}

function noOtherFields(v: Record<string, unknown>, allowed: readonly string[], path: string, out: Problems): void {
  for (const k of Object.keys(v)) if (!allowed.includes(k)) out.push(`${path}.${k}: unknown field`);
}

function checkFilter(v: unknown, path: string, out: Problems): void {
  if (!isRecord(v)) return void out.push(`${path}: expected a filter object`);
  noOtherFields(v, FILTER_FIELDS, path, out);
  for (const k of ['types', 'allTypes', 'notTypes'] as const) if (v[k] !== undefined) listOf(v[k], `${path}.${k}`, out, (t, p) => oneOf(t, CARD_TYPES, p, out));
  for (const k of ['colors', 'notColors'] as const) if (v[k] !== undefined) listOf(v[k], `${path}.${k}`, out, (c, p) => oneOf(c, COLORS, p, out));
  for (const k of ['withKeywords', 'withoutKeywords'] as const) if (v[k] !== undefined) listOf(v[k], `${path}.${k}`, out, (c, p) => keywordField(c, p, out));
  if (v.subtypes !== undefined) listOf(v.subtypes, `${path}.subtypes`, out, (t, p) => stringField(t, p, out));
  if (v.orSubtypes !== undefined) listOf(v.orSubtypes, `${path}.orSubtypes`, out, (t, p) => stringField(t, p, out));
  // "an artifact or Goblin": the subtypes are alternatives to the types.
  if (v.orSubtypes !== undefined && v.types === undefined) out.push(`${path}.orSubtypes: needs types`);
  for (const k of ['another', 'tapped'] as const) if (v[k] !== undefined && typeof v[k] !== 'boolean') out.push(`${path}.${k}: expected true or false`);
  for (const k of ['legendary', 'snow'] as const) if (v[k] !== undefined && v[k] !== true) out.push(`${path}.${k}: expected true or nothing`);
  if (v.blockingSource !== undefined && v.blockingSource !== true) out.push(`${path}.blockingSource: expected true or nothing`);
  if (v.combat !== undefined) oneOf(v.combat, COMBAT_ROLES, `${path}.combat`, out);
  if (v.named !== undefined) stringField(v.named, `${path}.named`, out);
  if (v.attackedThisTurn !== undefined && v.attackedThisTurn !== true) out.push(`${path}.attackedThisTurn: expected true or nothing`);
  if (v.attached !== undefined && v.attached !== true) out.push(`${path}.attached: expected true or nothing`);
  if (v.controller !== undefined) oneOf(v.controller, FILTER_CONTROLLERS, `${path}.controller`, out);
  for (const k of ['power', 'toughness'] as const) {
    const bound = v[k];
    if (bound === undefined) continue;
    if (!isRecord(bound) || Object.keys(bound).length !== 1 || !('atMost' in bound || 'atLeast' in bound)) out.push(`${path}.${k}: expected {atMost: N} or {atLeast: N}`);
    else numberField(bound.atMost ?? bound.atLeast, `${path}.${k}.${'atMost' in bound ? 'atMost' : 'atLeast'}`, out);
  }
}

/** Filters of conditions read no keywords, power or toughness (conditions are checked before layers 6 and 7). */
const CONDITION_FILTER_FIELDS = ['another', 'types', 'subtypes', 'colors', 'notTypes', 'notColors', 'tapped', 'combat', 'controller', 'legendary', 'snow'] as const satisfies readonly (keyof PermanentFilter)[];

function checkComparison(v: unknown, path: string, out: Problems): void {
  if (!isRecord(v) || Object.keys(v).length !== 1 || !('atMost' in v || 'atLeast' in v)) out.push(`${path}: expected {atMost: N} or {atLeast: N}`);
  else numberField(v.atMost ?? v.atLeast, `${path}.${'atMost' in v ? 'atMost' : 'atLeast'}`, out);
}

/** An "as long as" condition (CR 611.3a, `Condition`). */
/** An ability word labels its own condition only (CR 207.2c). */
function checkAbilityWord(word: unknown, condition: unknown, path: string, out: Problems): void {
  oneOf(word, ABILITY_WORDS, `${path}.abilityWord`, out);
  const labelled = ABILITY_WORD_CONDITIONS[word as keyof typeof ABILITY_WORD_CONDITIONS];
  if (labelled && JSON.stringify(labelled) !== JSON.stringify(condition)) out.push(`${path}.abilityWord: ${JSON.stringify(word)} labels the condition ${JSON.stringify(labelled)}, not ${JSON.stringify(condition)}`);
}

function checkCondition(v: unknown, path: string, out: Problems): void {
  if (!isRecord(v)) return void out.push(`${path}: expected a condition object`);
  oneOf(v.kind, CONDITION_KINDS, `${path}.kind`, out);
  if (v.kind === 'opponent-controls-more') {
    noOtherFields(v, ['kind', 'filter', 'more'], path, out);
    checkFilter(v.filter, `${path}.filter`, out);
    if (isRecord(v.filter)) noOtherFields(v.filter, CONDITION_FILTER_FIELDS, `${path}.filter`, out);
    numberField(v.more, `${path}.more`, out);
  }
  if (v.kind === 'turn') {
    noOtherFields(v, ['kind', 'yours'], path, out);
    if (typeof v.yours !== 'boolean') out.push(`${path}.yours: expected true or false`);
  } else if (v.kind === 'control') {
    noOtherFields(v, ['kind', 'filter', 'count'], path, out);
    checkFilter(v.filter, `${path}.filter`, out);
    if (isRecord(v.filter)) noOtherFields(v.filter, CONDITION_FILTER_FIELDS, `${path}.filter`, out);
    checkComparison(v.count, `${path}.count`, out);
  } else if (v.kind === 'cards') {
    noOtherFields(v, ['kind', 'zone', 'count', 'cardType', 'whose'], path, out);
    oneOf(v.zone, CONDITION_ZONES, `${path}.zone`, out);
    checkComparison(v.count, `${path}.count`, out);
    if (v.cardType !== undefined) oneOf(v.cardType, CARD_TYPES, `${path}.cardType`, out);
    if (v.whose !== undefined) oneOf(v.whose, ['that-player'], `${path}.whose`, out);
  } else if (v.kind === 'self') {
    noOtherFields(v, ['kind', 'state'], path, out);
    oneOf(v.state, SELF_STATES, `${path}.state`, out);
  }
}

function checkTarget(v: unknown, path: string, out: Problems): void {
  if (!isRecord(v)) return void out.push(`${path}: expected a target object`);
  oneOf(v.kind, TARGET_KINDS, `${path}.kind`, out);
  if (v.kind === 'permanent' || (v.kind === 'spell' && v.filter !== undefined)) checkFilter(v.filter, `${path}.filter`, out);
  if (v.kind === 'spell' && v.singleTarget !== undefined && v.singleTarget !== true) out.push(`${path}.singleTarget: expected true or nothing`);
  if (v.kind === 'any' && v.another !== undefined && v.another !== true) out.push(`${path}.another: expected true or nothing`);
  if (v.kind === 'card-in-your-graveyard' && v.anyGraveyard !== undefined && v.anyGraveyard !== true) out.push(`${path}.anyGraveyard: expected true or nothing`);
  // CR 115.1d: how many targets the word chooses.
  if (v.number !== undefined) {
    const n = v.number;
    const bound = (b: unknown, words: unknown[]) => (typeof b === 'number' && Number.isInteger(b) && b >= 0) || words.includes(b);
    if (!isRecord(n) || !bound(n.min, ['X', 'one-per-kick']) || !bound(n.max, ['X', 'any', 'kicks', 'that-many', 'one-per-kick'])) out.push(`${path}.number: expected {min, max}: whole numbers, "X", "one-per-kick", or "any", "kicks" or "that-many" for max`);
    else if ((n.min === 'one-per-kick') !== (n.max === 'one-per-kick')) out.push(`${path}.number: "one-per-kick" is both min and max`);
  }
}

function checkSubject(v: unknown, path: string, out: Problems, targets: number): void {
  if (isRecord(v) && 'target' in v) {
    if (typeof v.target !== 'number' || !Number.isInteger(v.target) || v.target < 0 || v.target >= targets) out.push(`${path}.target: no target number ${JSON.stringify(v.target)} (the ability has ${targets})`);
  } else if (isRecord(v) && 'targets' in v) {
    noOtherFields(v, ['targets'], path, out);
    if (typeof v.targets !== 'number' || !Number.isInteger(v.targets) || v.targets < 0 || v.targets >= targets) out.push(`${path}.targets: no target number ${JSON.stringify(v.targets)} (the ability has ${targets})`);
  } else if (isRecord(v) && 'controllerOf' in v) {
    noOtherFields(v, ['controllerOf', 'its'], path, out);
    if (v.its !== undefined && v.its !== true) out.push(`${path}.its: expected true or nothing`);
    if (typeof v.controllerOf !== 'number' || !Number.isInteger(v.controllerOf) || v.controllerOf < 0 || v.controllerOf >= targets) out.push(`${path}.controllerOf: no target number ${JSON.stringify(v.controllerOf)} (the ability has ${targets})`);
  } else if (isRecord(v) && ('all' in v || 'each' in v)) {
    noOtherFields(v, ['all', 'each', 'ownedBy'], path, out);
    checkFilter(v.all ?? v.each, `${path}.${'all' in v ? 'all' : 'each'}`, out);
    if (v.ownedBy !== undefined && (typeof v.ownedBy !== 'number' || !Number.isInteger(v.ownedBy) || v.ownedBy < 0 || v.ownedBy >= targets)) out.push(`${path}.ownedBy: no target number ${JSON.stringify(v.ownedBy)} (the ability has ${targets})`);
  } else oneOf(v, SUBJECT_WORDS, path, out);
}

function checkAmount(v: unknown, path: string, out: Problems): void {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return;
  if (v === 'X' || v === 'that-much') return;
  if (isRecord(v) && 'sacrificed' in v) return v.sacrificed === 'power' ? noOtherFields(v, ['sacrificed'], path, out) : void out.push(`${path}.sacrificed: expected "power"`);
  if (isRecord(v) && typeof v.kicked === 'number' && typeof v.otherwise === 'number') return;
  if (isRecord(v) && ('permanents' in v || 'cards' in v || 'kicks' in v)) return checkCount(v, path, out);
  if (isRecord(v) && typeof v.times === 'number' && isRecord(v.forEach)) {
    if (v.equalTo !== undefined && v.equalTo !== true) out.push(`${path}.equalTo: expected true or nothing`);
    return checkCount(v.forEach, `${path}.forEach`, out);
  }
  if (isRecord(v) && 'x' in v) {
    noOtherFields(v, ['x'], path, out);
    return isRecord(v.x) ? checkCount(v.x, `${path}.x`, out) : void out.push(`${path}.x: expected a count`);
  }
  if (isRecord(v) && 'statOf' in v) {
    noOtherFields(v, ['statOf', 'stat'], path, out);
    if (v.statOf !== 'trigger-object' && (typeof v.statOf !== 'number' || !Number.isInteger(v.statOf) || v.statOf < 0)) out.push(`${path}.statOf: expected a target number or "trigger-object"`);
    return oneOf(v.stat, ['power', 'toughness'], `${path}.stat`, out);
  }
  if (isRecord(v) && 'half' in v) {
    oneOf(v.half, HALVED_ZONES, `${path}.half`, out);
    return oneOf(v.rounded, ROUNDINGS, `${path}.rounded`, out);
  }
  out.push(`${path}: expected a whole number, "X", "that-much", {kicked, otherwise}, a count, a half or {x: count}`);
}

function checkCount(v: Record<string, unknown>, path: string, out: Problems): void {
  if ('kicks' in v) {
    noOtherFields(v, ['kicks', 'named'], path, out);
    if (v.kicks !== true) out.push(`${path}.kicks: expected true`);
    if (v.named !== undefined && v.named !== true) out.push(`${path}.named: expected true`);
    return;
  }
  if ('permanents' in v) {
    noOtherFields(v, ['permanents', 'theyControl'], path, out);
    if (v.theyControl !== undefined && v.theyControl !== true) out.push(`${path}.theyControl: expected true or nothing`);
    return checkFilter(v.permanents, `${path}.permanents`, out);
  }
  oneOf(v.cards, COUNTED_ZONES, `${path}.cards`, out);
  if (v.whose !== 'all' && v.whose !== 'they' && !(isRecord(v.whose) && typeof v.whose.target === 'number')) oneOf(v.whose, SUBJECT_WORDS, `${path}.whose`, out);
  if (v.types !== undefined) listOf(v.types, `${path}.types`, out, (t, p) => oneOf(t, CARD_TYPES, p, out));
}

/** The effect kinds that state a duration ("until end of turn" unless `until` says otherwise). */
const UNTIL_KINDS: ReadonlySet<string> = new Set(['pump', 'grant-until-end-of-turn']);

function checkEffects(v: unknown, path: string, out: Problems, targets: number): void {
  listOf(v, path, out, (e, p) => {
    if (!isRecord(e)) return void out.push(`${p}: expected an effect object`);
    if (typeof e.kind !== 'string' || !(e.kind in EFFECT_HANDLERS)) return void out.push(`${p}.kind: ${JSON.stringify(e.kind)} is not an effect kind with a handler`);
    if (e.join !== undefined) oneOf(e.join, CLAUSE_JOINS, `${p}.join`, out);
    for (const k of SUBJECT_FIELDS) if (e[k] !== undefined && !(e.kind === 'destroy' && e[k] === 'all-creatures')) checkSubject(e[k], `${p}.${k}`, out, targets);
    for (const k of AMOUNT_FIELDS) if (e[k] !== undefined) checkAmount(e[k], `${p}.${k}`, out);
    // CR 107.1a: half a life total is life lost ("You lose half your life, rounded up"), half a library cards milled.
    for (const k of AMOUNT_FIELDS) if (isRecord(e[k]) && 'half' in e[k] && (e[k].half === 'life') !== (e.kind === 'lose-life')) out.push(`${p}.${k}.half: half ${String(e[k].half)} is not an amount of ${String(e.kind)}`);
    if (e.keywords !== undefined) listOf(e.keywords, `${p}.keywords`, out, (k, kp) => keywordField(k, kp, out));
    // What an effect makes an object become (CR 205.1, 105.1).
    if (e.types !== undefined) listOf(e.types, `${p}.types`, out, (t, tp) => oneOf(t, CARD_TYPES, tp, out));
    if (e.still !== undefined) oneOf(e.still, CARD_TYPES, `${p}.still`, out);
    if (e.colors !== undefined && !(e.kind === 'prevent-next-from-source' && e.colors === 'chosen')) listOf(e.colors, `${p}.colors`, out, (c, cp) => oneOf(c, COLORS, cp, out));
    if (e.subtypes !== undefined) listOf(e.subtypes, `${p}.subtypes`, out, (t, tp) => stringField(t, tp, out));
    if (e.effects !== undefined) checkEffects(e.effects, `${p}.effects`, out, targets);
    // CR 113.1a: "becomes a … creature with "{B}: Regenerate this creature"": quoted abilities it gains.
    if (e.abilities !== undefined)
      listOf(e.abilities, `${p}.abilities`, out, (a, ap) => {
        if (isRecord(a)) oneOf(a.kind, ['mana', 'activated'], `${ap}.kind`, out);
        checkAbility(a, ap, out);
      });
    if (e.ifCant !== undefined) checkEffects(e.ifCant, `${p}.ifCant`, out, targets);
    if (e.otherwise !== undefined) checkEffects(e.otherwise, `${p}.otherwise`, out, targets);
    if (e.instead !== undefined) checkEffects(e.instead, `${p}.instead`, out, targets);
    if (e.kind === 'instead-if') oneOf(e.abilityWord, ABILITY_WORDS, `${p}.abilityWord`, out);
    if (e.kind === 'create-predefined-tokens') oneOf(e.token, PREDEFINED_TOKENS, `${p}.token`, out);
    // CR 611.2a: a stated duration other than "until end of turn", of the effects that render one.
    if (e.until !== undefined) UNTIL_KINDS.has(e.kind) ? oneOf(e.until, STATED_DURATIONS, `${p}.until`, out) : out.push(`${p}.until: ${e.kind} states no duration`);
    if (e.gains !== undefined) {
      if (e.kind !== 'return-to-battlefield' || !isRecord(e.gains)) out.push(`${p}.gains: expected {keywords, until} of return-to-battlefield`);
      else {
        noOtherFields(e.gains, ['keywords', 'until'], `${p}.gains`, out);
        listOf(e.gains.keywords, `${p}.gains.keywords`, out, (k, kp) => keywordField(k, kp, out));
        if (e.gains.until !== undefined) oneOf(e.gains.until, STATED_DURATIONS, `${p}.gains.until`, out);
      }
    }
    if (e.kind === 'pump' && e.forEach !== undefined) isRecord(e.forEach) ? checkCount(e.forEach, `${p}.forEach`, out) : out.push(`${p}.forEach: expected a count`);
    if (e.kind === 'pump') for (const k of ['power', 'toughness'] as const) if (!(Number.isInteger(e[k]) || e[k] === 'X' || e[k] === '-X')) out.push(`${p}.${k}: expected a whole number, "X" or "-X"`);
    // CR 702.33d: "kicked with its [A] kicker" names the first or the second kicker cost.
    if (e.kind === 'if-kicked' && e.kickerCost !== undefined && e.kickerCost !== 0 && e.kickerCost !== 1) out.push(`${p}.kickerCost: expected 0 or 1`);
    if (e.kind === 'destroy' && e.calls !== undefined) oneOf(e.calls, ['that creature'], `${p}.calls`, out);
    for (const k of ['noRegeneration', 'cantRegenerate', 'selfIsIt', 'insteadFirst', 'also'] as const) if (e[k] !== undefined && e[k] !== true) out.push(`${p}.${k}: expected true or nothing`);
    if (e.more !== undefined)
      listOf(e.more, `${p}.more`, out, (part, pp) => {
        if (!isRecord(part)) return void out.push(`${pp}: expected {amount, to}`);
        noOtherFields(part, ['amount', 'to'], pp, out);
        checkAmount(part.amount, `${pp}.amount`, out);
        checkSubject(part.to, `${pp}.to`, out, targets);
      });
  });
}

/** A spell's or a mode's targets and its effects, whose subjects name those targets. */
function checkTargetsAndEffects(v: Record<string, unknown>, path: string, out: Problems): void {
  listOf(v.targets, `${path}.targets`, out, (t, p) => checkTarget(t, p, out));
  checkEffects(v.effects, `${path}.effects`, out, Array.isArray(v.targets) ? v.targets.length : 0);
}

/** A keyword's cost (CR 702.30a, 702.24a): a mana cost, or the parts a player pays as an ability resolves. */
function checkKeywordCost(v: unknown, path: string, out: Problems): void {
  if (typeof v === 'string') return;
  if (!isRecord(v) || Object.keys(v).length === 0) return void out.push(`${path}: expected a mana cost or a cost object (mana, payLife, discard, sacrifice)`);
  noOtherFields(v, KEYWORD_COST_FIELDS, path, out);
  for (const field of ['tapUntapped', 'returnToHand', 'sacrificeAll', 'gainControlOf'] as const) if (v[field] !== undefined) checkFilter(v[field], `${path}.${field}`, out);
  if (v.counterOnPermanent !== undefined) {
    if (!isRecord(v.counterOnPermanent)) out.push(`${path}.counterOnPermanent: expected {counter, filter}`);
    else {
      stringField(v.counterOnPermanent.counter, `${path}.counterOnPermanent.counter`, out);
      checkFilter(v.counterOnPermanent.filter, `${path}.counterOnPermanent.filter`, out);
    }
  }
  if (v.opponentCreatesToken !== undefined && !isRecord(v.opponentCreatesToken)) out.push(`${path}.opponentCreatesToken: expected a token`);
  if (v.flipCoin !== undefined && v.flipCoin !== true) out.push(`${path}.flipCoin: expected true`);
  for (const field of ['mana', 'selfCounter', 'addMana'] as const) if (v[field] !== undefined) stringField(v[field], `${path}.${field}`, out);
  for (const field of ['payLife', 'sacrificeCount', 'draw', 'opponentGainsLife', 'exileFromGraveyard', 'exileTopOfLibrary', 'graveyardCardsToBottom'] as const) if (v[field] !== undefined && (!Number.isInteger(v[field]) || (v[field] as number) < 1)) out.push(`${path}.${field}: expected a positive whole number`);
  if (v.sacrificeCount !== undefined && v.sacrifice === undefined) out.push(`${path}.sacrificeCount: needs the sacrifice filter`);
  if (v.manaEither !== undefined && !(Array.isArray(v.manaEither) && v.manaEither.length === 2 && v.manaEither.every((m) => typeof m === 'string'))) out.push(`${path}.manaEither: expected two mana costs`);
  if (v.discard !== undefined && !isRecord(v.discard)) out.push(`${path}.discard: expected a card filter`);
  if (v.sacrifice !== undefined) checkFilter(v.sacrifice, `${path}.sacrifice`, out);
}

function checkAbility(v: unknown, path: string, out: Problems): void {
  if (!isRecord(v)) return void out.push(`${path}: expected an ability object`);
  oneOf(v.kind, ABILITY_KINDS, `${path}.kind`, out);
  if (v.kind === 'static') {
    if (!isRecord(v.effect)) return void out.push(`${path}.effect: expected a static effect object`);
    oneOf(v.effect.kind, STATIC_KINDS, `${path}.effect.kind`, out);
    if (isRecord(v.effect.affected) && v.effect.affected.kind === 'group') checkFilter(v.effect.affected.filter, `${path}.effect.affected.filter`, out);
    if (v.effect.forEach !== undefined) checkFilter(v.effect.forEach, `${path}.effect.forEach`, out);
    if (v.effect.kind === 'defining-pt') checkAmount(v.effect.count, `${path}.effect.count`, out);
    if (v.effect.kind === 'cant-be-targeted-by-spells') checkFilter(v.effect.spells, `${path}.effect.spells`, out);
    if (v.effect.kind === 'prevent-damage') oneOf(v.effect.direction, DAMAGE_DIRECTIONS, `${path}.effect.direction`, out);
    if (v.effect.kind === 'prevent-damage' || v.effect.kind === 'cant-be-targeted-by-spells') {
      if (isRecord(v.effect.affected)) oneOf(v.effect.affected.kind, ['self', 'enchanted', 'equipped'], `${path}.effect.affected.kind`, out);
      else out.push(`${path}.effect.affected: expected {kind: 'self' | 'enchanted' | 'equipped'}`);
    }
    if (v.effect.kind === 'prevent-damage') {
      if (v.effect.combat !== undefined && typeof v.effect.combat !== 'boolean') out.push(`${path}.effect.combat: expected true or false`);
    }
    if (v.effect.kind === 'player-rule') {
      oneOf(v.effect.players, RULE_PLAYERS, `${path}.effect.players`, out);
      oneOf(v.effect.rule, PLAYER_RULES, `${path}.effect.rule`, out);
    }
    if (v.effect.kind === 'cant-be-blocked-except') listOf(v.effect.blockers, `${path}.effect.blockers`, out, (f, p) => checkFilter(f, p, out));
    if (v.effect.kind === 'cant-attack-unless-defender-controls') checkFilter(v.effect.filter, `${path}.effect.filter`, out);
    if (v.effect.kind === 'max-blockers') numberField(v.effect.count, `${path}.effect.count`, out);
    if (v.effect.kind === 'attack-tax') numberField(v.effect.generic, `${path}.effect.generic`, out);
    // CR 113.1a: a quoted ability is an activated or mana ability of its own.
    if (v.effect.kind === 'grant-ability') {
      if (isRecord(v.effect.ability)) oneOf(v.effect.ability.kind, ['mana', 'activated', 'triggered'], `${path}.effect.ability.kind`, out);
      checkAbility(v.effect.ability, `${path}.effect.ability`, out);
    }
    if (v.effect.kind === 'cant-cast-exiled-name') oneOf(v.effect.players, RULE_PLAYERS, `${path}.effect.players`, out);
    if (v.effect.kind === 'spell-cost') {
      oneOf(v.effect.players, RULE_PLAYERS, `${path}.effect.players`, out);
      if (v.effect.sharesTypeWithExiled !== undefined && v.effect.sharesTypeWithExiled !== true) out.push(`${path}.effect.sharesTypeWithExiled: expected true or nothing`);
      numberField(v.effect.generic, `${path}.effect.generic`, out);
    }
    if (v.effect.kind === 'enters-tapped' || v.effect.kind === 'spell-cost') listOf(v.effect.types, `${path}.effect.types`, out, (t, p) => oneOf(t, CARD_TYPES, p, out));
    if (v.effect.kind === 'spells-cant-be-countered') listOf(v.effect.types, `${path}.effect.types`, out, (t, p) => oneOf(t, CARD_TYPES, p, out));
    if (Array.isArray(v.effect.keywords)) listOf(v.effect.keywords, `${path}.effect.keywords`, out, (k, p) => keywordField(k, p, out));
    noOtherFields(v, STATIC_ABILITY_FIELDS, path, out);
    for (const k of ['continues', 'conditionFirst'] as const) if (v[k] !== undefined && typeof v[k] !== 'boolean') out.push(`${path}.${k}: expected true or false`);
    if (v.condition !== undefined) {
      checkCondition(v.condition, `${path}.condition`, out);
      oneOf(v.effect.kind, CONDITIONAL_STATIC_KINDS, `${path}.effect.kind (a static with a condition)`, out);
    }
    if (v.abilityWord !== undefined) checkAbilityWord(v.abilityWord, v.condition, path, out);
    return;
  }
  if (v.kind === 'activated' && v.keyword !== undefined) oneOf(v.keyword, ACTIVATED_KEYWORDS, `${path}.keyword`, out);
  if (v.kind === 'activated' && v.condition !== undefined) checkCondition(v.condition, `${path}.condition`, out);
  if (v.kind === 'activated' && v.abilityWord !== undefined) checkAbilityWord(v.abilityWord, v.condition, path, out);
  if (v.kind === 'mana' || v.kind === 'activated') {
    if (!isRecord(v.cost)) out.push(`${path}.cost: expected a cost object`);
    else {
      if (v.cost.mana !== undefined) stringField(v.cost.mana, `${path}.cost.mana`, out);
      if (v.cost.loyalty !== undefined) numberField(v.cost.loyalty, `${path}.cost.loyalty`, out);
      for (const k of ['untap', 'returnUnblockedAttacker', 'revealSelf'] as const) if (v.cost[k] !== undefined && typeof v.cost[k] !== 'boolean') out.push(`${path}.cost.${k}: expected true or false`);
      const remove = v.cost.removeCounters;
      if (remove !== undefined) {
        if (!isRecord(remove) || typeof remove.counter !== 'string' || !isSupportedCounter(remove.counter)) out.push(`${path}.cost.removeCounters.counter: expected a counter the engine reads (P/T or keyword)`);
        if (!isRecord(remove) || !Number.isInteger(remove.count) || (remove.count as number) < 1) out.push(`${path}.cost.removeCounters.count: expected a positive whole number`);
      }
      // CR 602.2b, 118.3: "Exile two creature cards from your graveyard": a count of cards and the filter each passes.
      const exiled = v.cost.exileGraveyardCards;
      if (exiled !== undefined) {
        if (!isRecord(exiled) || !Number.isInteger(exiled.count) || (exiled.count as number) < 1) out.push(`${path}.cost.exileGraveyardCards.count: expected a positive whole number`);
        if (!isRecord(exiled) || !isRecord(exiled.filter)) out.push(`${path}.cost.exileGraveyardCards.filter: expected a card filter`);
      }
    }
  }
  if (v.kind === 'mana') {
    if (v.damageToYou !== undefined && !(Number.isInteger(v.damageToYou) && (v.damageToYou as number) > 0)) out.push(`${path}.damageToYou: expected a positive whole number`);
    if (v.doubles !== undefined && (v.doubles !== true || v.produce !== '' || v.oneOf !== undefined)) out.push(`${path}.doubles: expected true, with nothing produced`);
    return stringField(v.produce, `${path}.produce`, out);
  }
  if (v.kind === 'triggered') {
    // CR 603.4: an intervening "if" on a state of the game is a condition of the one evaluator.
    if (isRecord(v.condition) && v.condition.kind === 'state') checkCondition(v.condition.condition, `${path}.condition.condition`, out);
    if (v.zone !== undefined) oneOf(v.zone, ABILITY_ZONES, `${path}.zone`, out);
    // CR 702.24a: a quoted keyword's trigger is the keyword's own ability, one cumulative-upkeep effect.
    if (v.keyword !== undefined) {
      oneOf(v.keyword, QUOTED_TRIGGER_KEYWORDS, `${path}.keyword`, out);
      if (!Array.isArray(v.effects) || v.effects.length !== 1 || !isRecord(v.effects[0]) || v.effects[0].kind !== 'cumulative-upkeep') out.push(`${path}.keyword: stands for one cumulative-upkeep effect`);
    }
    if (v.abilityWord !== undefined) {
      oneOf(v.abilityWord, TRIGGER_ABILITY_WORDS, `${path}.abilityWord`, out);
      const problem = TRIGGER_ABILITY_WORDS.includes(v.abilityWord as TriggerAbilityWord) ? triggerAbilityWordProblem(v.abilityWord as TriggerAbilityWord, v) : null;
      if (problem) out.push(`${path}.abilityWord: ${problem}`);
    }
    if (!isRecord(v.trigger)) out.push(`${path}.trigger: expected a trigger object`);
    else {
      oneOf(v.trigger.event, TRIGGER_EVENTS, `${path}.trigger.event`, out);
      if (v.trigger.event === 'beginning-of-step') {
        oneOf(v.trigger.step, STEP_ORDER, `${path}.trigger.step`, out);
        oneOf(v.trigger.whose, STEP_TRIGGER_WHOSE, `${path}.trigger.whose`, out);
        if (v.trigger.written !== undefined) oneOf(v.trigger.written, EVERY_TURN_WORDINGS, `${path}.trigger.written`, out);
      }
      if (v.trigger.who === 'filter') checkFilter(v.trigger.filter, `${path}.trigger.filter`, out);
      // CR 605.1b: a triggered mana ability only adds mana.
      if (v.trigger.event === 'tapped-for-mana') {
        oneOf(v.trigger.who, ['enchanted', 'filter'], `${path}.trigger.who`, out);
        if (!Array.isArray(v.effects) || !v.effects.every((e) => isRecord(e) && e.kind === 'add-mana')) out.push(`${path}.effects: a triggered mana ability only adds mana`);
      }
      if (v.trigger.underYourControl !== undefined && (v.trigger.underYourControl !== true || v.trigger.event !== 'enters-battlefield' || !isRecord(v.trigger.filter) || v.trigger.filter.controller !== 'you')) out.push(`${path}.trigger.underYourControl: only true, on an enters-the-battlefield filter of permanents you control`);
      if (v.trigger.anyPermanent !== undefined && (v.trigger.event !== 'dies' || v.trigger.anyPermanent !== true)) out.push(`${path}.trigger.anyPermanent: only true, on a dies trigger`);
      if (v.trigger.event === 'spell-cast') {
        oneOf(v.trigger.caster, SPELL_CASTERS, `${path}.trigger.caster`, out);
        if (v.trigger.colors !== undefined) listOf(v.trigger.colors, `${path}.trigger.colors`, out, (c, p) => oneOf(c, COLORS, p, out));
        if (v.trigger.spell !== undefined) checkFilter(v.trigger.spell, `${path}.trigger.spell`, out);
      }
      if (v.trigger.event === 'attacks-or-blocks') oneOf(v.trigger.who, ['self', 'enchanted'], `${path}.trigger.who`, out);
      if (v.trigger.event === 'attacks' && v.trigger.who !== undefined) oneOf(v.trigger.who, ['creature'], `${path}.trigger.who`, out);
      // Haunt (CR 702.55c): "When this enters the battlefield or the creature it haunts dies".
      if (v.trigger.orHauntedDies !== undefined && (v.trigger.orHauntedDies !== true || v.trigger.event !== 'enters-battlefield' || v.trigger.who !== 'self')) out.push(`${path}.trigger.orHauntedDies: expected true on a "When this enters the battlefield" trigger, or nothing`);
      if ((PLAYER_ACTION_EVENTS as readonly unknown[]).includes(v.trigger.event)) oneOf(v.trigger.player, ACTION_PLAYERS, `${path}.trigger.player`, out);
    }
  }
  listOf(v.targets, `${path}.targets`, out, (t, p) => checkTarget(t, p, out));
  checkEffects(v.effects, `${path}.effects`, out, Array.isArray(v.targets) ? v.targets.length : 0);
}

/**
 * The problems of a card definition read as JSON, each with its path ("abilities[0].targets[0].filter.controller:
 * \"me\" is not one of …"); empty when the data has the card format's shape (card-definition.ts).
 */
export function cardDefinitionProblems(value: unknown): string[] {
  const out: Problems = [];
  if (!isRecord(value)) return ['card: expected an object'];
  noOtherFields(value, CARD_FIELDS, 'card', out);
  stringField(value.name, 'name', out);
  if (value.shortName !== undefined && (typeof value.shortName !== 'string' || typeof value.name !== 'string' || !value.name.startsWith(`${value.shortName} `) && !value.name.startsWith(`${value.shortName},`))) out.push('shortName: expected the first part of the name');
  if (value.manaCost !== null && typeof value.manaCost !== 'string') out.push('manaCost: expected a string or null');
  listOf(value.supertypes, 'supertypes', out, (t, p) => oneOf(t, SUPERTYPES, p, out));
  listOf(value.types, 'types', out, (t, p) => oneOf(t, CARD_TYPES, p, out));
  listOf(value.subtypes, 'subtypes', out, (t, p) => stringField(t, p, out));
  for (const k of ['power', 'toughness', 'loyalty', 'fading'] as const) if (value[k] !== undefined) numberField(value[k], k, out);
  listOf(value.keywords, 'keywords', out, (k, p) => keywordField(k, p, out));
  listOf(value.abilities, 'abilities', out, (a, p) => checkAbility(a, p, out));
  // A static continuing a sentence applies under that sentence's condition (CR 611.3a).
  const abilities = value.abilities;
  if (Array.isArray(abilities))
    abilities.forEach((a: unknown, i: number) => {
      const before: unknown = abilities[i - 1];
      if (!isRecord(a) || a.kind !== 'static' || !a.continues) return;
      if (!isRecord(before) || before.kind !== 'static') return void out.push(`abilities[${i}].continues: no static ability before it to continue`);
      if (JSON.stringify(a.condition) !== JSON.stringify(before.condition)) out.push(`abilities[${i}].condition: a continuing static has the condition of the sentence it continues`);
    });
  if (value.spell !== undefined) {
    if (!isRecord(value.spell)) out.push('spell: expected an object');
    else {
      checkTargetsAndEffects(value.spell, 'spell', out);
      const modes = value.spell.modes;
      if (modes !== undefined) {
        if (!isRecord(modes)) out.push('spell.modes: expected {choose, options}');
        else {
          oneOf(modes.choose, MODE_CHOICES, 'spell.modes.choose', out);
          listOf(modes.options, 'spell.modes.options', out, (m, p) => (isRecord(m) ? checkTargetsAndEffects(m, p, out) : out.push(`${p}: expected a mode object`)));
        }
      }
    }
  }
  if (value.colors !== undefined) listOf(value.colors, 'colors', out, (c, p) => oneOf(c, COLORS, p, out));
  if (isRecord(value.enchant) && 'graveyardCard' in value.enchant) {
    // CR 702.5a: "Enchant creature card in a graveyard": a card filter.
    noOtherFields(value.enchant, ['graveyardCard'], 'enchant', out);
    if (!isRecord(value.enchant.graveyardCard)) out.push('enchant.graveyardCard: expected a card filter');
  } else if (value.enchant !== undefined && value.enchant !== 'player' && value.enchant !== 'opponent') checkFilter(value.enchant, 'enchant', out);
  if (value.entersChoosing !== undefined) oneOf(value.entersChoosing, ENTERS_CHOICES, 'entersChoosing', out);
  if (value.morph !== undefined && typeof value.morph !== 'string') out.push('morph: expected a mana cost');
  if (value.replicate !== undefined && typeof value.replicate !== 'string') out.push('replicate: expected a mana cost');
  if (value.madness !== undefined && typeof value.madness !== 'string') out.push('madness: expected a mana cost');
  if (value.recover !== undefined && typeof value.recover !== 'string') out.push('recover: expected a mana cost');
  if (value.offering !== undefined && typeof value.offering !== 'string') out.push('offering: expected a subtype');
  if (value.costReduction !== undefined) {
    if (!isRecord(value.costReduction)) out.push('costReduction: expected {condition, generic}');
    else {
      checkCondition(value.costReduction.condition, 'costReduction.condition', out);
      numberField(value.costReduction.generic, 'costReduction.generic', out);
    }
  }
  if (value.splice !== undefined && !(isRecord(value.splice) && typeof value.splice.onto === 'string')) out.push('splice: expected {onto: a subtype, cost: a mana cost or a cost object}');
  else if (value.splice !== undefined) checkKeywordCost((value.splice as Record<string, unknown>).cost, 'splice.cost', out);
  if (value.kicker !== undefined) checkKeywordCost(value.kicker, 'kicker', out);
  if (value.echo !== undefined) checkKeywordCost(value.echo, 'echo', out);
  // CR 702.30a: the echo keyword and its cost come together.
  const hasEcho = Array.isArray(value.keywords) && value.keywords.includes('echo');
  if (hasEcho !== (value.echo !== undefined)) out.push(hasEcho ? 'echo: the echo keyword needs its cost' : 'keywords: an echo cost needs the echo keyword');
  // CR 702.24a: likewise cumulative upkeep and its cost.
  if (value.cumulativeUpkeep !== undefined) checkKeywordCost(value.cumulativeUpkeep, 'cumulativeUpkeep', out);
  const hasCumulative = Array.isArray(value.keywords) && value.keywords.includes('cumulative upkeep');
  if (hasCumulative !== (value.cumulativeUpkeep !== undefined)) out.push(hasCumulative ? 'cumulativeUpkeep: the cumulative upkeep keyword needs its cost' : 'keywords: a cumulative upkeep cost needs the cumulative upkeep keyword');
  return out;
}

/**
 * CR 207.2c: a trigger ability word labels its own kind of ability — imprint one that exiles, to which "the exiled
 * card" is linked (CR 607.2a), landfall one triggered by a land entering the battlefield under your control.
 * Returns what is wrong, or null.
 */
export function triggerAbilityWordProblem(word: TriggerAbilityWord, ability: { trigger?: unknown; effects?: unknown }): string | null {
  switch (word) {
    case 'imprint':
      return Array.isArray(ability.effects) && ability.effects.some((e) => isRecord(e) && (e.kind === 'exile' || e.kind === 'exile-from-hand')) ? null : 'labels an ability that exiles';
    case 'landfall': {
      const t = ability.trigger;
      const landEnters = isRecord(t) && t.event === 'enters-battlefield' && t.who === 'filter' && t.underYourControl === true && JSON.stringify(t.filter) === JSON.stringify({ types: ['Land'], controller: 'you' });
      return landEnters ? null : 'labels an ability triggered by a land entering the battlefield under your control';
    }
  }
}
