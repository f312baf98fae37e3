import { MODE_CHOICES, MODE_CHOICE_WORDS, QUOTED_TRIGGER_KEYWORDS, QuotedTriggerKeyword, enchantsGraveyardCard, enchantsPlayer, ENTERS_CHOICES, EntersChoice, EntersWithCounters, GrantedAbility, GrantedTrigger, ABILITY_WORD_CONDITIONS, ABILITY_WORDS, TRIGGER_ABILITY_WORDS, AbilityDefinition, ActivationCost, CONDITIONAL_STATIC_KINDS, Condition, StaticAbility, ActivationWindow, AffectedObjects, DamageRecipient, CardFilter, CARD_TYPES, CardDefinition, CardType, Effect, EveryTurnWording, Keyword, KeywordCost, ModeChoice, PermanentFilter, PLAYER_ACTION_EVENTS, PLAYER_RULES, RULE_PLAYERS, SingleAffected, StaticEffect, Supertype, SUPERTYPES, TextLine, TriggerCondition, TriggerEvent } from '../cards/card-definition';
import { triggerAbilityWordProblem } from '../cards/card-schema';
import { Color, Step } from '../state/game-state';
import { affinityFilter, bandsWithOtherQuality, isKeyword, isSupportedCounter, keywordCount, keywordTriggeredAbilities, kickerCostAt, kickerCosts, wardCost } from '../cards/keywords';
import { ANY_COLOR, describeCard, DOUBLE_MANA, triggerActionPhrase, triggerNamesSource } from '../text/describe-card';
import { intrinsicManaAbility } from '../cards/intrinsic-mana-ability';
import { normalizeOracleText } from '../text/oracle-normalize';
import { lastKnownFilter } from '../rules/object-filter';
import { kickedOnlyTargets } from '../rules/kicker';
import { manaValue, parseCost as parseManaCost } from '../rules/mana';
import { playerRuleText } from '../text/describe-statics';
import { capitalize } from '../text/describe-keywords';
import { NUMBER_WORDS } from '../text/describe-context';
import { forEachFilterOf, countOf } from './count-parser';
import { conditionOf } from './condition-parser';
import { escape, keywordCostFrom, parseCost, additionalCostPayable } from './cost-parser';
import { parseKeywordList, parseSentences, ParseScope } from './effect-parser';
import { cardFilterOf, filterTargetAt, groupSubject, wholeFilter } from './filter-parser';
import { CompileFailure, OracleCard } from './oracle-card';

/** Mana symbols the engine pays: generic, X, the five colours and two-colour hybrids (CR 107.4). */
const PAYABLE_COST = /^(\{(\d+|X|[WUBRGCS]|[WUBRG]\/[WUBRG])\})*$/;

/** Counts of "enters the battlefield with N counters" as words, by value. */
const COUNT_WORDS = ['', 'a', 'two', 'three', 'four', 'five', 'six'];

/** A compiled card, or why it is not one. */
export type CompileResult = { ok: true; definition: CardDefinition } | CompileFailure;

class Unsupported extends Error {
  constructor(
    reason: string,
    readonly line?: string,
  ) {
    super(reason);
  }
}

/** The parts of a card that its lines fill in. */
interface Draft {
  def: CardDefinition;
  lines: TextLine[];
}

/** CR 702.24a: "Have an opponent create a 1/1 red Survivor creature token" (Varchild's War-Riders), the token read as a "create" clause. */
function opponentTokenCost(text: string, name: string): KeywordCost | null {
  const m = /^Have an opponent (create an? .+)$/.exec(text);
  const [effect] = (m && parseSentences(`${m[1]}.`, scopeFor(name, false))) ?? [];
  return effect?.kind === 'create-tokens' && effect.count === 1 ? { opponentCreatesToken: effect.token } : null;
}

function keywordPart(draft: Draft, part: string): Keyword | null {
  // Keywords are lower case as printed mid-line; a protection's subtype keeps its capital ("protection from Goblins").
  const printed = part.length > 0 ? part[0].toLowerCase() + part.slice(1) : part;
  if (printed !== 'fading' && printed !== 'echo' && printed !== 'cumulative upkeep' && isKeyword(printed)) return printed;
  // CR 702.30a, 702.24a: "Echo—Discard a card.", "Cumulative upkeep—Pay 1 life." (a cost that is not only mana).
  const written = /^(echo|cumulative upkeep)—(.+)\.$/.exec(printed);
  const writtenCost = written ? (keywordCostFrom(written[2], draft.def.name) ?? opponentTokenCost(written[2], draft.def.name)) : null;
  // Tapping and exiling from the graveyard are paid only as a spell is cast (splice), never as an upkeep trigger resolves.
  if (written && writtenCost && !writtenCost.tapUntapped && !writtenCost.exileFromGraveyard) {
    if (written[1] === 'echo') draft.def.echo = writtenCost;
    else draft.def.cumulativeUpkeep = writtenCost;
    return written[1] as Keyword;
  }
  // CR 702.24a: "Cumulative upkeep {1}" (a mana cost).
  const cumulative = /^cumulative upkeep ((?:\{[^}]+\})+)$/.exec(printed);
  if (cumulative && PAYABLE_COST.test(cumulative[1]) && !cumulative[1].includes('X')) {
    draft.def.cumulativeUpkeep = cumulative[1];
    return 'cumulative upkeep';
  }
  // CR 702.24a: "Cumulative upkeep {G} or {W}": either mana each time, any mix of them.
  const either = /^cumulative upkeep \{([WUBRG])\} or \{([WUBRG])\}$/.exec(printed);
  if (either) {
    draft.def.cumulativeUpkeep = { manaEither: [`{${either[1]}}`, `{${either[2]}}`] };
    return 'cumulative upkeep';
  }
  // CR 702.30a: "Echo {2}{R}" (a mana cost).
  const echo = /^echo ((?:\{[^}]+\})+)$/.exec(printed);
  if (echo && PAYABLE_COST.test(echo[1]) && !echo[1].includes('X')) {
    draft.def.echo = echo[1];
    return 'echo';
  }
  // CR 702.21a: "Ward—Pay 3 life.", "Ward—Discard a card." (a cost that is not mana, after a dash, as a sentence).
  const wardSentence = /^ward—([A-Z][^.]*)\.$/.exec(printed);
  const ward = wardSentence ? `ward—${wardSentence[1][0].toLowerCase()}${wardSentence[1].slice(1)}` : null;
  if (ward && wardCost(ward) !== null) return ward as Keyword;
  const lower = part.toLowerCase();
  // "Modular—Sunburst" (CR 702.43a, 702.44c): both words capitalized as printed.
  if (lower === 'modular—sunburst') return lower;
  const fading = /^fading (\d+)$/.exec(lower);
  if (fading) {
    draft.def.fading = Number(fading[1]);
    return 'fading';
  }
  return null;
}

/**
 * One "enters the battlefield with counters" line (CR 614.1c, 122.6), kicked (702.33e, with one of two kicker costs
 * 702.33d) or for each kick (702.33c), with the keyword or quoted ability a kicked permanent has; null if not one.
 */
function enteringWithCounters(def: CardDefinition, m: RegExpExecArray): EntersWithCounters | null {
  const [, ifKicked, kickerCost, countWord, counter, withWhat, perKick] = m;
  const costs = kickerCosts(def);
  if (!isSupportedCounter(counter) || ((ifKicked || perKick) && costs.length === 0) || (ifKicked && perKick)) return null;
  const cost = kickerCost === undefined ? undefined : costs.indexOf(kickerCost);
  if (cost !== undefined && (cost < 0 || costs.length < 2)) return null;
  // "… and with flying" or '… and with "Pay 3 life: Regenerate Anavolver."': what only a kicked permanent has.
  const quoted = withWhat?.startsWith('"') ? quotedAbilityNamed(withWhat.slice(1, -2), def.name, 'damage') : null;
  if (withWhat !== undefined && (!ifKicked || (quoted === null && !isKeyword(withWhat)))) return null;
  return {
    counter,
    count: countWord === 'an' ? 1 : COUNT_WORDS.indexOf(countWord),
    ...(ifKicked ? { ifKicked: true as const } : perKick ? { perKick: true as const } : {}),
    ...(cost !== undefined ? { kickerCost: cost } : {}),
    ...(quoted ? { abilities: [quoted] } : withWhat ? { keywords: [withWhat as Keyword] } : {}),
  };
}

/** "it was kicked", "Skizzik wasn't kicked", "it was kicked with its {1}{U} kicker" (CR 702.33d-e), of a card with kicker. */
function kickedCondition(def: CardDefinition, text: string): Extract<TriggerCondition, { kind: 'source-kicked' }> | null {
  const m = new RegExp(`^(it|${escape(def.name)}) (was|wasn't) kicked(?: with its ((?:\\{[^}]+\\})+) kicker)?$`).exec(text);
  const costs = kickerCosts(def);
  if (!m || costs.length === 0) return null;
  const cost = m[3] === undefined ? undefined : costs.indexOf(m[3]);
  // "with its … kicker" names one of two kicker costs (CR 702.33d).
  if (cost !== undefined && (cost < 0 || costs.length < 2)) return null;
  return { kind: 'source-kicked', kicked: m[2] === 'was', ...(m[1] === 'it' ? {} : { named: true as const }), ...(cost === undefined ? {} : { cost }) };
}

const LIMIT_TIMES: Record<string, number> = { twice: 2, 'three times': 3 };

/** The effect text of an activated ability without its last sentence of limits ("Activate only as a sorcery."), and those limits (CR 602.5b). */
function activationLimitsOf(text: string, name: string): { text: string; limits: { sorcerySpeed?: boolean; during?: ActivationWindow; perTurn?: number; condition?: Condition } } {
  const m = / Activate (?:only (?:(as a sorcery|during your turn|during your upkeep|once each turn)(?: and only (once each turn))?(?: and only if ([^.]+))?|if ([^.]+))|no more than (twice|three times) each turn)\.$/.exec(text);
  if (!m) return { text, limits: {} };
  const limits: { sorcerySpeed?: boolean; during?: ActivationWindow; perTurn?: number; condition?: Condition } = {};
  if (m[1] === 'as a sorcery') limits.sorcerySpeed = true;
  if (m[1] === 'during your turn') limits.during = 'your-turn';
  if (m[1] === 'during your upkeep') limits.during = 'your-upkeep';
  if (m[1] === 'once each turn' || m[2]) limits.perTurn = 1;
  if (m[5]) limits.perTurn = LIMIT_TIMES[m[5]];
  const conditionText = m[3] ?? m[4];
  if (conditionText !== undefined) {
    const condition = conditionOf(conditionText, name);
    if (!condition) return { text, limits: {} };
    limits.condition = condition;
  }
  return { text: text.slice(0, m.index), limits };
}

const COLOR_OF_WORD: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "black", "black and/or red": the colours of a "Spend only … mana on X" (null for other words). */
function xSpendColors(words: string): string | null {
  const colors = words.split(' and/or ').map((w) => COLOR_OF_WORD[w]);
  return colors.every((c) => c !== undefined) ? colors.join('') : null;
}

function triggerOf(prefix: string, name: string): TriggerEvent | null {
  const steps: Record<string, Step> = { upkeep: 'upkeep', 'draw step': 'draw', 'end step': 'end' };
  if (prefix === `When ${name} enters the battlefield`) return { event: 'enters-battlefield', who: 'self' };
  if (prefix === `When ${name} enters the battlefield or the creature it haunts dies`) return { event: 'enters-battlefield', who: 'self', orHauntedDies: true };
  if (prefix === `When the creature ${name} haunts dies`) return { event: 'haunted-dies' };
  const enters = /^Whenever (another|an?) (.+) enters the battlefield( under your control)?$/.exec(prefix);
  if (enters && enters[2] !== name) {
    const phrase = `${enters[1] === 'another' ? 'another ' : ''}target ${enters[2]}`;
    const parsed = filterTargetAt(phrase);
    const filter = parsed && parsed.length === phrase.length && parsed.spec.kind === 'permanent' ? parsed.spec.filter : null;
    // CR 603.2: "enters the battlefield under your control" is the filter's controller, written after the verb.
    if (filter && enters[3] && !filter.controller) return { event: 'enters-battlefield', who: 'filter', filter: { ...filter, controller: 'you' }, underYourControl: true };
    if (filter && !enters[3]) return { event: 'enters-battlefield', who: 'filter', filter };
  }
  if (prefix === `When ${name} dies`) return { event: 'dies', who: 'self' };
  // CR 700.4: "is put into a graveyard from the battlefield" is "dies" for any permanent.
  if (prefix === `When ${name} is put into a graveyard from the battlefield`) return { event: 'dies', who: 'self', anyPermanent: true };
  const dies = /^Whenever (another|an?) (.+) (dies|is put into a graveyard from the battlefield)$/.exec(prefix);
  if (dies && dies[2] !== name) {
    const phrase = `${dies[1] === 'another' ? 'another ' : ''}target ${dies[2]}`;
    const parsed = filterTargetAt(phrase);
    // CR 603.10a: only what the creature's last known information holds.
    if (parsed && parsed.length === phrase.length && parsed.spec.kind === 'permanent' && lastKnownFilter(parsed.spec.filter))
      return dies[3] === 'dies' ? { event: 'dies', who: 'filter', filter: parsed.spec.filter } : { event: 'dies', who: 'filter', filter: parsed.spec.filter, anyPermanent: true };
  }
  if (prefix === `Whenever ${name} or another creature dies`) return { event: 'dies', who: 'self-or-another-creature' };
  if (prefix === `Whenever a creature dealt damage by ${name} this turn dies`) return { event: 'dies', who: 'damaged-by-self' };
  if (prefix === `Whenever ${name} blocks a creature`) return { event: 'blocks' };
  if (prefix === `When ${name} blocks a creature`) return { event: 'blocks', when: true };
  if (prefix === `Whenever ${name} blocks or becomes blocked`) return { event: 'blocks-or-becomes-blocked' };
  if (prefix === `Whenever ${name} becomes blocked`) return { event: 'becomes-blocked' };
  if (prefix === `Whenever ${name} becomes blocked by a creature`) return { event: 'becomes-blocked-by-creature' };
  const attacksOrBlocks = /^(When|Whenever) (.+) attacks or blocks$/.exec(prefix);
  if (attacksOrBlocks && (attacksOrBlocks[2] === name || attacksOrBlocks[2] === 'enchanted creature'))
    return { event: 'attacks-or-blocks', who: attacksOrBlocks[2] === name ? 'self' : 'enchanted', ...(attacksOrBlocks[1] === 'When' ? { when: true } : {}) };
  if (prefix === `Whenever ${name} attacks`) return { event: 'attacks' };
  if (prefix === 'Whenever a creature attacks') return { event: 'attacks', who: 'creature' };
  const damage = new RegExp(`^Whenever (${escape(name)}|enchanted creature) deals (combat )?damage(?: to (a player|an opponent|a creature))?$`).exec(prefix);
  if (damage) {
    const to = damage[3] === undefined ? 'any' : (damage[3].split(' ')[1] as DamageRecipient);
    return { event: 'deals-damage', combat: damage[2] !== undefined, to, ...(damage[1] === name ? {} : { who: 'enchanted' as const }) };
  }
  if (prefix === `When you cycle ${name}`) return { event: 'cycled' };
  if (prefix === `When a spell or ability an opponent controls causes you to discard ${name}`) return { event: 'discarded-by-opponent' };
  if (prefix === `When ${name} is turned face up`) return { event: 'turned-face-up' };
  const cast = /^Whenever (a player casts|you cast|an opponent casts) an? (?:(white|blue|black|red|green)(?: or (white|blue|black|red|green))? )?spell$/.exec(prefix);
  if (cast) {
    const caster = ({ 'a player casts': 'any', 'you cast': 'you', 'an opponent casts': 'opponent' } as const)[cast[1] as 'a player casts' | 'you cast' | 'an opponent casts'];
    const colors = [cast[2], cast[3]].filter((c): c is string => c !== undefined).map((c) => COLOR_OF_WORD[c]);
    return colors.length > 0 ? { event: 'spell-cast', caster, colors } : { event: 'spell-cast', caster };
  }
  const typed = /^Whenever (a player casts|you cast|an opponent casts) an? (.+ spell)$/.exec(prefix);
  if (typed) {
    // CR 601.2i: the spell's types ("a noncreature spell", "an instant or sorcery spell"); the round trip checks the words.
    const parsed = filterTargetAt(`target ${typed[2]}`);
    if (parsed && parsed.length === typed[2].length + 7 && parsed.spec.kind === 'spell' && parsed.spec.filter) {
      const caster = ({ 'a player casts': 'any', 'you cast': 'you', 'an opponent casts': 'opponent' } as const)[typed[1] as 'a player casts' | 'you cast' | 'an opponent casts'];
      return { event: 'spell-cast', caster, spell: parsed.spec.filter };
    }
  }
  const action = /^Whenever (a player|you|an opponent|enchanted player|enchanted opponent) (draws? a card|discards? a card|taps? a land for mana)$/.exec(prefix);
  if (action) {
    // "enchanted opponent": the round trip checks the noun against the Aura's enchant ability (CR 303.4).
    const player = ({ 'a player': 'any', you: 'you', 'an opponent': 'opponent', 'enchanted player': 'enchanted', 'enchanted opponent': 'enchanted' } as const)[action[1] as 'a player'];
    const event = PLAYER_ACTION_EVENTS.find((w) => triggerActionPhrase(w, player) === action[2]);
    if (event) return { event, player };
  }
  const after = /^Whenever (a player casts|you cast|an opponent casts) a spell that's ((?:white|blue|black|red|green)(?:, (?:white|blue|black|red|green))*,? or (?:white|blue|black|red|green))$/.exec(prefix);
  if (after) {
    const caster = ({ 'a player casts': 'any', 'you cast': 'you', 'an opponent casts': 'opponent' } as const)[after[1] as 'a player casts' | 'you cast' | 'an opponent casts'];
    const colors = after[2].split(/,? or |, /).map((c) => COLOR_OF_WORD[c]);
    return { event: 'spell-cast', caster, colors, colorsAfter: true };
  }
  // CR 605.1b: a triggered mana ability's trigger; the round trip checks the noun after "enchanted" against the Aura.
  if (ENCHANTED_NOUNS.some((noun) => prefix === `Whenever enchanted ${noun} is tapped for mana`)) return { event: 'tapped-for-mana', who: 'enchanted' };
  const tapped = /^Whenever (?:you tap (.+) for mana|(.+) is tapped for mana)$/.exec(prefix);
  const tappedFilter = tapped && wholeFilter((tapped[1] ?? tapped[2]).replace(/^an? /, ''));
  if (tapped && tappedFilter && /^an? /.test(tapped[1] ?? tapped[2])) return { event: 'tapped-for-mana', who: 'filter', filter: tappedFilter, ...(tapped[1] ? { you: true as const } : {}) };
  const enchantedController = /^At the beginning of the (upkeep|draw step|end step) of enchanted creature's controller$/.exec(prefix);
  if (enchantedController) return { event: 'beginning-of-step', step: steps[enchantedController[1]], whose: 'enchanted-controller' };
  const m = /^At the beginning of (your|each player's|each opponent's|each|the) (upkeep|draw step|end step)$/.exec(prefix);
  if (!m) return null;
  const step = steps[m[2]];
  if (m[1] === 'your') return { event: 'beginning-of-step', step, whose: 'yours' };
  if (m[1] === "each opponent's") return { event: 'beginning-of-step', step, whose: 'opponents' };
  if (m[1] === "each player's") return { event: 'beginning-of-step', step, whose: 'each' };
  return { event: 'beginning-of-step', step, whose: 'each', written: m[1] as EveryTurnWording };
  return null;
}

/**
 * Animate Dead's enters trigger (CR 702.5a, 613.1f, 603.7), on an Aura with "Enchant creature card in a graveyard":
 * the swapped enchant ability, the return ("… tapped …") and the delayed sacrifice, read as one effect.
 */
function returnEnchantedCard(def: CardDefinition, text: string): Effect | null {
  const enchant = def.enchant;
  if (!enchantsGraveyardCard(enchant) || enchant.graveyardCard.types?.length !== 1 || enchant.graveyardCard.types[0] !== 'Creature' || Object.keys(enchant.graveyardCard).length !== 1) return null;
  const name = escape(def.name);
  const m = new RegExp(`^it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with ${name}\\." (Return enchanted creature card to the battlefield|Put enchanted creature card onto the battlefield tapped) under your control and attach ${name} to it\\. When ${name} leaves the battlefield, that creature's controller sacrifices it\\.$`).exec(text);
  if (!m) return null;
  return m[1].startsWith('Put') ? { kind: 'return-enchanted-card', tapped: true } : { kind: 'return-enchanted-card' };
}

/** The nouns after "enchanted" (`enchantedNoun`); the round trip checks the one the Aura's enchant ability gives. */
const ENCHANTED_NOUNS = ['creature', 'land', 'artifact', 'enchantment', 'planeswalker', 'permanent'] as const;

const AFFECTED: [string, AffectedObjects, boolean][] = [
  ...ENCHANTED_NOUNS.map((noun): [string, AffectedObjects, boolean] => [`Enchanted ${noun}`, { kind: 'enchanted' }, false]),
  ['Equipped creature', { kind: 'equipped' }, false],
  ['Creatures you control', { kind: 'creatures', controller: 'you' }, true],
  ['All creatures', { kind: 'creatures', controller: 'any' }, true],
  ['Creatures enchanted player controls', { kind: 'creatures', controller: 'enchanted-player' }, true],
];

/** "Cho-Manno, Revolutionary", "enchanted creature", "equipped creature": the one object a static ability is about. */
function singleAffected(text: string, name: string): SingleAffected | null {
  if (text === name) return { kind: 'self' };
  if (ENCHANTED_NOUNS.some((noun) => text === `enchanted ${noun}`)) return { kind: 'enchanted' };
  return text === 'equipped creature' ? { kind: 'equipped' } : null;
}

/** One predicate of a static ability about its affected objects ("gets +1/+2", "has flying"). */
function staticPredicate(text: string, affected: AffectedObjects, name: string): StaticEffect | null {
  const pt = /^(?:gets|get) ([+-]\d+)\/([+-]\d+)(?: for each (.+?)( that shares at least one creature type with it)?)?$/.exec(text);
  // CR 122.1: "for each age counter on it" / "… on Glacial Plating": the counters on the source itself.
  const counterOnSelf = pt?.[3] === undefined || pt[4] ? null : /^(\S+) counter on (.+)$/.exec(pt[3]);
  if (pt && counterOnSelf && counterOnSelf[2] === (affected.kind === 'self' ? 'it' : name))
    return { kind: 'modify-pt', affected, power: Number(pt[1]), toughness: Number(pt[2]), forEachCounter: counterOnSelf[1] };
  const forEach = pt?.[3] === undefined ? undefined : forEachFilterOf(pt[3]);
  if (pt && forEach !== null)
    return { kind: 'modify-pt', affected, power: Number(pt[1]), toughness: Number(pt[2]), ...(forEach ? { forEach } : {}), ...(forEach && pt[4] ? { sharingCreatureType: true } : {}) };
  // CR 205.1a: "is an artifact creature", a card type for each word, the last one the noun.
  const becomes = /^(?:is an? |are )([a-z ]+?)( with power and toughness each equal to its mana value)?$/.exec(text);
  const becomeTypes = becomes && cardTypesOf(becomes[1].replace(/s$/, '').split(' '));
  if (becomes && becomeTypes && becomeTypes.length > 0) return { kind: 'become-types', affected, types: becomeTypes, ...(becomes[2] ? { ptIsManaValue: true } : {}) };
  const base = /^(?:has|have) base power and toughness (\d+)\/(\d+)$/.exec(text);
  if (base) return { kind: 'set-base-pt', affected, power: Number(base[1]), toughness: Number(base[2]) };
  if (text === 'loses all abilities' || text === 'lose all abilities') return { kind: 'lose-all-abilities', affected };
  if (text === "can't attack or block") return { kind: 'cant-attack-or-block', affected };
  if (text === "can't block") return { kind: 'cant-block', affected };
  if (text === "can't be blocked") return { kind: 'cant-be-blocked', affected };
  if (text === "doesn't untap during your untap step" || text === "doesn't untap during its controller's untap step") return { kind: 'doesnt-untap', affected };
  if (text === 'attacks each combat if able' || text === 'attack each combat if able') return { kind: 'attacks-each-combat', affected };
  const except = /^can't be blocked except by (.+)$/.exec(text);
  const blockers = except?.[1].split(' and/or ').map((group) => groupSubject(group));
  if (blockers && blockers.every((b) => b && typeof b === 'object' && 'all' in b)) return { kind: 'cant-be-blocked-except', affected, blockers: blockers.map((b) => (b as { all: PermanentFilter }).all) };
  const unless = /^can't attack unless defending player controls (?:a|an) (.+)$/.exec(text);
  const defenderFilter = unless && wholeFilter(unless[1]);
  if (defenderFilter && !defenderFilter.another && !defenderFilter.controller) return { kind: 'cant-attack-unless-defender-controls', affected, filter: defenderFilter };
  const most = /^can't be blocked by more than (\w+) creatures?$/.exec(text);
  const count = most ? NUMBER_WORDS.indexOf(most[1]) : -1;
  if (count > 0) return { kind: 'max-blockers', affected, count };
  const untargetable = /^can't be the target of (.+)s$/.exec(text);
  const spells = untargetable && filterTargetAt(`target ${untargetable[1]}`);
  if (spells && spells.spec.kind === 'spell' && spells.length === untargetable![1].length + 7 && (affected.kind === 'self' || affected.kind === 'enchanted' || affected.kind === 'equipped'))
    return { kind: 'cant-be-targeted-by-spells', affected, spells: spells.spec.filter ?? {} };
  // CR 702.22b: a granted "bands with other" is quoted ('have "bands with other legendary creatures"').
  const quoted = /^(?:has|have) "(bands with other .+)"$/.exec(text);
  if (quoted && bandsWithOtherQuality(quoted[1])) return { kind: 'grant-keywords', affected, keywords: [quoted[1] as Keyword] };
  // CR 113.1a, 613.1f: 'has "{T}: This creature deals 1 damage to any target"', a quoted ability it gains.
  const grant = /^(?:has|have) "([^"]+)"$/.exec(text);
  // The object giving itself an ability calls itself by name inside the quotes.
  // Another object gains no "enters the battlefield" trigger (it is already there), only a keyword's (CR 702.24a).
  const inQuotes = grant && quotedAbilityNamed(grant[1], affected.kind === 'self' ? name : undefined);
  const granted = inQuotes && (affected.kind === 'self' || inQuotes.kind !== 'triggered' || inQuotes.keyword) ? inQuotes : null;
  if (granted) return { kind: 'grant-ability', affected, ability: granted };
  const has = /^(?:has|have) (.+)$/.exec(text);
  const keywords = has && parseKeywordList(has[1], true);
  if (keywords) return { kind: 'grant-keywords', affected, keywords };
  return null;
}

/** Predicates joined by "and"; a predicate may itself hold "and" ("has trample and lifelink"), longest first. */
function staticPredicates(parts: string[], affected: AffectedObjects, name: string): StaticEffect[] | null {
  if (parts.length === 0) return [];
  for (let n = parts.length; n > 0; n--) {
    const effect = staticPredicate(parts.slice(0, n).join(' and '), affected, name);
    const rest = effect && staticPredicates(parts.slice(n), affected, name);
    if (effect && rest) return [effect, ...rest];
  }
  return null;
}

/**
 * A static ability that applies "as long as" a condition holds (CR 611.3a), the condition first
 * ("As long as it's your turn, …") or last ("… as long as you control a Swamp."), maybe labelled
 * with the ability word of its condition (CR 207.2c: "Threshold — …").
 */
function conditionalStatics(line: string, name: string): AbilityDefinition[] | null {
  const labelled = /^([A-Z][a-z]+) \u2014 (.+)$/.exec(line);
  const abilityWord = labelled ? ABILITY_WORDS.find((w) => w === labelled[1].toLowerCase()) : undefined;
  if (labelled && !abilityWord) return null;
  const text = labelled ? labelled[2] : line;
  const first = /^As long as ([^,]+), (.+)$/.exec(text);
  const last = first ? null : /^(.+) as long as (.+)\.$/.exec(text);
  if (!first && !last) return null;
  const condition = first ? conditionOf(first[1], name) : conditionOf(last![2], name);
  const sentence = first ? first[2][0].toUpperCase() + first[2].slice(1) : `${last![1]}.`;
  const statics = condition && staticAbilities(sentence, name);
  if (!condition || !statics || statics.some((a) => a.kind !== 'static' || !(CONDITIONAL_STATIC_KINDS as readonly string[]).includes(a.effect.kind))) return null;
  if (abilityWord && JSON.stringify(ABILITY_WORD_CONDITIONS[abilityWord]) !== JSON.stringify(condition)) return null;
  return statics.map((a, i) => ({ ...(a as StaticAbility), condition, ...(i === 0 && first ? { conditionFirst: true } : {}), ...(i === 0 && abilityWord ? { abilityWord } : {}) }));
}

function staticAbilities(line: string, name: string): AbilityDefinition[] | null {
  // A sentence ending in a quotation puts its period inside the quotes ('have "bands with other legendary creatures."').
  const body = line.endsWith('."') ? `${line.slice(0, -2)}"` : line.slice(0, -1);
  if (ENCHANTED_NOUNS.some((noun) => body === `You control enchanted ${noun}`)) return [{ kind: 'static', effect: { kind: 'control', affected: { kind: 'enchanted' } } }];
  const rule = playerRuleOf(body);
  if (rule) return [{ kind: 'static', effect: rule }];
  const entering = /^([A-Z][a-z]+)s(?: and ([a-z]+)s)? enter the battlefield tapped$/.exec(body);
  const enteringTypes = entering ? cardTypesOf([entering[1], entering[2]]) : null;
  if (enteringTypes) return [{ kind: 'static', effect: { kind: 'enters-tapped', types: enteringTypes } }];
  const cost = /^([A-Z][a-z]+)(?: and ([a-z]+))? spells(?: (you|your opponents|each player) casts?)? cost \{(\d+)\} (more|less) to cast$/.exec(body);
  const costTypes = cost ? cardTypesOf([cost[1], cost[2]]) : null;
  if (cost && costTypes) {
    const players = ({ you: 'you', 'your opponents': 'opponents', 'each player': 'each' } as const)[cost[3] as 'you'] ?? 'all';
    return [{ kind: 'static', effect: { kind: 'spell-cost', players, types: costTypes, generic: Number(cost[4]) * (cost[5] === 'more' ? 1 : -1) } }];
  }
  // CR 607.2a: statics linked to the source's exiling ability (imprint, 2006 502.34b).
  const shared = /^Spells(?: (you|your opponents|each player) casts?)? that share a card type with the exiled card cost \{(\d+)\} (more|less) to cast$/.exec(body);
  if (shared) {
    const players = ({ you: 'you', 'your opponents': 'opponents', 'each player': 'each' } as const)[shared[1] as 'you'] ?? 'all';
    return [{ kind: 'static', effect: { kind: 'spell-cost', players, types: [], generic: Number(shared[2]) * (shared[3] === 'more' ? 1 : -1), sharesTypeWithExiled: true } }];
  }
  const sameName = /^(You|Your opponents|Each player|Players) can't cast spells with the same name as the exiled card$/.exec(body);
  if (sameName) return [{ kind: 'static', effect: { kind: 'cant-cast-exiled-name', players: ({ You: 'you', 'Your opponents': 'opponents', 'Each player': 'each' } as const)[sameName[1] as 'You'] ?? 'all' } }];
  const uncounterable = /^([A-Z][a-z]+) spells can't be countered$/.exec(body);
  const uncounterableType = uncounterable && CARD_TYPES.find((t) => t === uncounterable[1]);
  if (uncounterableType) return [{ kind: 'static', effect: { kind: 'spells-cant-be-countered', types: [uncounterableType] } }];
  const defining = body.startsWith(`${name}'s power and toughness are each equal to `) ? countOf(body.slice(`${name}'s power and toughness are each equal to `.length), (whose) => (whose === 'your' ? 'you' : null)) : null;
  if (defining) return [{ kind: 'static', effect: { kind: 'defining-pt', count: defining } }];
  const blockOnly = body.startsWith(`${name} can block only `) ? groupSubject(body.slice(`${name} can block only `.length)) : null;
  if (blockOnly && typeof blockOnly === 'object' && 'all' in blockOnly) return [{ kind: 'static', effect: { kind: 'can-block-only', filter: blockOnly.all } }];
  const blocked = new RegExp(`^${escape(name)} can't be blocked by ([A-Z][a-z]+)s$`).exec(body);
  if (blocked) return [{ kind: 'static', effect: { kind: 'cant-be-blocked-by-subtype', subtype: blocked[1] } }];
  const prevent = /^Prevent all (combat )?damage that would be dealt (to and dealt by|to|by) (.+)$/.exec(body);
  const prevented = prevent ? singleAffected(prevent[3], name) : null;
  if (prevent && prevented) {
    const direction = ({ to: 'to', by: 'by', 'to and dealt by': 'to-and-by' } as const)[prevent[2] as 'to' | 'by' | 'to and dealt by'];
    return [{ kind: 'static', effect: { kind: 'prevent-damage', affected: prevented, direction, ...(prevent[1] ? { combat: true } : {}) } }];
  }
  const named = /^Activated abilities of sources with the chosen name can't be activated( unless they're mana abilities)?$/.exec(body);
  if (named) return [{ kind: 'static', effect: { kind: 'cant-activate-chosen-name', ...(named[1] ? { unlessMana: true as const } : {}) } }];
  const redirect = /^All (combat )?damage that would be dealt to you is dealt to (.+) instead$/.exec(body);
  const redirectedTo = redirect ? singleAffected(redirect[2], name) : null;
  if (redirect && redirectedTo) return [{ kind: 'static', effect: { kind: 'redirect-damage', to: redirectedTo, ...(redirect[1] ? { combat: true as const } : {}) } }];
  const lured = /^All creatures able to block (.+) do so$/.exec(body);
  const lure = lured && singleAffected(lured[1], name);
  if (lure) return [{ kind: 'static', effect: { kind: 'must-be-blocked', affected: lure } }];
  const extra = /^(.+) can block an additional creature each combat$/.exec(body);
  const extraAffected = extra && (extra[1] === 'Each creature you control' ? ({ kind: 'creatures', controller: 'you' } as const) : singleAffected(extra[1], name));
  if (extraAffected) return [{ kind: 'static', effect: { kind: 'extra-blocks', affected: extraAffected } }];
  const tax = /^Creatures can't attack you unless their controller pays \{(\d+)\} for each creature they control that's attacking you$/.exec(body);
  if (tax) return [{ kind: 'static', effect: { kind: 'attack-tax', generic: Number(tax[1]) } }];
  const unblocked = /^You may have (.+) assign its combat damage as though it weren't blocked$/.exec(body);
  const unblockedAffected = unblocked && singleAffected(unblocked[1], name);
  if (unblockedAffected) return [{ kind: 'static', effect: { kind: 'assigns-as-unblocked', affected: unblockedAffected } }];
  const drawn = drawReplacementOf(body, name);
  if (drawn) return [{ kind: 'static', effect: drawn }];
  if (body === 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead')
    return [{ kind: 'static', effect: { kind: 'double-damage' } }];
  for (const [phrase, affected] of [...AFFECTED, [name, { kind: 'self' }, false] as [string, AffectedObjects, boolean]]) {
    if (!body.startsWith(`${phrase} `)) continue;
    const effects = staticPredicates(body.slice(phrase.length + 1).split(' and '), affected, name);
    if (!effects) return null;
    return continuing(effects);
  }
  // A group by filter: "Other Zombie creatures get +1/+1", "Soldier creatures have vigilance".
  for (let at = body.indexOf(' '); at > 0; at = body.indexOf(' ', at + 1)) {
    const subject = body.slice(0, at);
    const group = groupSubject(subject[0].toLowerCase() + subject.slice(1)) ?? groupSubject(subject);
    if (!group || typeof group !== 'object' || !('all' in group || 'each' in group)) continue;
    const effects = staticPredicates(body.slice(at + 1).split(' and '), 'all' in group ? { kind: 'group', filter: group.all } : { kind: 'group', filter: group.each, each: true }, name);
    if (effects) return continuing(effects);
  }
  return null;
}

const DRAWING_PLAYERS = { you: 'you', 'a player': 'all', 'an opponent': 'opponents' } as const;

/** CR 614.11: "If you would draw a card, you may instead …", "If a player would draw a card, that player skips that draw instead". */
function drawReplacementOf(body: string, name: string): StaticEffect | null {
  const m = /^If (you|a player|an opponent) would draw a card, (you may )?(instead )?(.+?)( instead)?$/.exec(body);
  if (!m || !m[3] === !m[5]) return null;
  // "that player" is the drawing player, as a trigger's is the player it names.
  const effects = parseSentences(`${m[4]}.`, { ...scopeFor(name, true) });
  if (!effects) return null;
  return { kind: 'draw-replacement', players: DRAWING_PLAYERS[m[1] as 'you'], effects, ...(m[2] ? { optional: true as const } : {}), ...(m[3] ? { insteadFirst: true as const } : {}) };
}

/** Card types named in a sentence ("Artifact", "enchantment"; a missing second one ignored), or null if one is not a type. */
function cardTypesOf(words: (string | undefined)[]): CardType[] | null {
  const types = words.filter((w): w is string => w !== undefined).map((w) => CARD_TYPES.find((t) => t.toLowerCase() === w.toLowerCase()));
  return types.every((t) => t !== undefined) ? (types as CardType[]) : null;
}

/** A rule-changing static ("You have no maximum hand size"): the sentence one player rule renders (CR 604.1). */
function playerRuleOf(body: string): StaticEffect | null {
  for (const players of RULE_PLAYERS) for (const rule of PLAYER_RULES) if (body === capitalize(playerRuleText(players, rule))) return { kind: 'player-rule', players, rule };
  return null;
}

/** Static abilities of one sentence: the first has the subject, the others continue it. */
function continuing(effects: StaticEffect[]): AbilityDefinition[] {
  return effects.map((effect, i) => (i === 0 ? { kind: 'static', effect } : { kind: 'static', effect, continues: true }));
}

function scopeFor(name: string, triggered: boolean): ParseScope {
  return { name, targets: [], triggered };
}

const QUOTED_SELF = /\b[Tt]his (creature|land|artifact|enchantment|permanent)\b/;

/**
 * The activated or mana ability a quoted text stands for, without its closing period ("{T}: Add one mana of any
 * color"), or null (CR 113.1a). It calls the object that has it "this creature" (or the kind of object it is),
 * lower case where a sentence starts: the round trip checks the rendering gives the words back.
 */
export function quotedAbilityOf(text: string, self?: string): GrantedAbility | null {
  const ability = quotedAbilityNamed(text, self);
  return ability?.kind === 'triggered' ? null : ability;
}

/**
 * A quoted ability, triggered ones too ('Cephalid Sage has "When Cephalid Sage enters the battlefield, …"'); a
 * triggered one only "when [it] enters the battlefield" (CR 603.6a), or with `also: 'damage'` "whenever [it] deals
 * damage" (603.2, a kicked Necravolver's), the events the granted triggers are read for.
 */
function quotedAbilityNamed(text: string, self?: string, also?: 'damage'): GrantedAbility | GrantedTrigger | null {
  const noun = QUOTED_SELF.exec(text)?.[1] ?? 'permanent';
  // A quoted ability printed on the card itself may call its object by the card's name ("Pay 3 life: Regenerate Anavolver").
  const name = self ?? `this ${noun}`;
  const line = self ? `${text}.` : `${text.replace(new RegExp(`(^|: |\\. )This ${noun}\\b`, 'g'), `$1${name}`)}.`;
  const draft: Draft = { def: { name, manaCost: null, supertypes: [], types: [], subtypes: [], keywords: [], abilities: [] }, lines: [] };
  // CR 702.24a, 613.1f: 'has "Cumulative upkeep {1}."', a keyword whose meaning is a triggered ability.
  const keywordTrigger = quotedTriggerKeyword(draft, text);
  if (keywordTrigger) return keywordTrigger;
  try {
    compileLine(draft, line, false);
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  const [ability, ...rest] = draft.def.abilities;
  if (rest.length > 0 || !ability || ability.kind === 'static' || (ability.kind === 'activated' && ability.keyword) || Object.keys(draft.def).length > 7) return null;
  if (ability.kind !== 'triggered') return ability;
  const { trigger } = ability;
  const entering = trigger.event === 'enters-battlefield' && trigger.who === 'self' && !trigger.orHauntedDies;
  const dealing = also === 'damage' && trigger.event === 'deals-damage' && trigger.who !== 'enchanted';
  return (entering || dealing) && !ability.zone && !ability.abilityWord ? ability : null;
}

/**
 * The trigger of a quoted keyword with a triggered meaning, "Cumulative upkeep {1}" or "Cumulative upkeep—Pay 1 life"
 * (CR 702.24a), marked to print as the keyword; null for other text. The dash form ends its cost with the period.
 */
function quotedTriggerKeyword(draft: Draft, text: string): GrantedTrigger | null {
  const keyword = keywordPart(draft, text) ?? keywordPart(draft, `${text}.`);
  if (!keyword || !(QUOTED_TRIGGER_KEYWORDS as readonly string[]).includes(keyword)) return null;
  const [ability, ...rest] = keywordTriggeredAbilities({ ...draft.def, keywords: [keyword] });
  return ability?.kind === 'triggered' && rest.length === 0 ? { ...ability, keyword: keyword as QuotedTriggerKeyword } : null;
}

/** Parses one line of normalized Oracle text into the draft; throws Unsupported when no template fits. */
function compileLine(draft: Draft, line: string, isSpell: boolean): void {
  const { def } = draft;
  const name = def.name;
  // A protection from several qualities is one part: "Protection from blue, from black, and from red" (CR 702.16g).
  // "Trample; rampage 1": an older Oracle line separates its keywords with semicolons.
  const semicolons = line.includes('; ');
  const keywordParts = semicolons ? line.split('; ') : line.split(', ').reduce<string[]>((parts, p) => (/^(and )?from /.test(p) && parts.length > 0 ? [...parts.slice(0, -1), `${parts[parts.length - 1]}, ${p}`] : [...parts, p]), []);
  const keywords = keywordParts.map((p) => keywordPart(draft, p));
  if (keywords.every((k): k is Keyword => k !== null)) {
    // Keywords of instants and sorceries act on the stack; the engine plays storm there (CR 702.40a), and storm only there.
    // Affinity and convoke pay for any spell (702.41a, 702.51a); split second works on the stack (702.61a); ripple triggers on casting any spell (702.60a); haunt exiles the resolved card (702.55a); epic acts as the spell resolves (702.50a); devoid makes any card colorless (702.114a).
    if (isSpell && keywords.some((k) => k !== 'storm' && k !== 'epic' && k !== 'convoke' && !affinityFilter(k) && keywordCount(k, 'ripple') === null && k !== 'haunt' && k !== 'devoid' && k !== 'split second')) throw new Unsupported('a keyword on an instant or sorcery', line);
    if (!isSpell && keywords.includes('storm')) throw new Unsupported('storm on a permanent spell', line);
    if (!isSpell && keywords.includes('epic')) throw new Unsupported('epic on a permanent spell', line);
    def.keywords.push(...keywords);
    draft.lines.push(semicolons ? { keywords, semicolons } : { keywords });
    return;
  }
  // CR 601.2f: "If an opponent controls at least four more creatures than you, this spell costs {6} less to cast."
  const reduction = /^If (.+), this spell costs \{(\d+)\} less to cast\.$/.exec(line);
  const reductionCondition = reduction && conditionOf(reduction[1], name);
  if (reductionCondition && !def.costReduction) {
    def.costReduction = { condition: reductionCondition, generic: Number(reduction![2]) };
    draft.lines.push('cost-reduction');
    return;
  }
  // CR 702.48a: "[Subtype] offering", a static ability of the card in the zone it is cast from.
  const offering = /^([A-Z][a-z]+) offering$/.exec(line);
  if (offering) {
    def.offering = offering[1];
    draft.lines.push('offering');
    return;
  }
  const keywordCost = /^(Kicker|Multikicker|Buyback|Replicate|Entwine|Flashback|Madness|Recover|Morph|Cycling|Equip) ((?:\{[^}]+\})+)(?: and\/or ((?:\{[^}]+\})+))?$/.exec(line);
  if (keywordCost) {
    const cost = keywordCost[2];
    const second = keywordCost[3];
    if (!PAYABLE_COST.test(cost) || (second !== undefined && !PAYABLE_COST.test(second))) throw new Unsupported('unpayable cost', line);
    // CR 702.33b: "Kicker [cost 1] and/or [cost 2]" (two kicker costs of one kicker line).
    if (second !== undefined && keywordCost[1] !== 'Kicker') throw new Unsupported('two costs', line);
    if (keywordCost[1] === 'Kicker' || keywordCost[1] === 'Multikicker') {
      def.kicker = cost;
      if (second !== undefined) def.secondKicker = second;
      // CR 702.33c: multikicker's cost may be paid any number of times.
      if (keywordCost[1] === 'Multikicker') def.multikicker = true;
      draft.lines.push('kicker');
    } else if (keywordCost[1] === 'Buyback') {
      if (!isSpell) throw new Unsupported('buyback on a permanent', line);
      def.buyback = cost;
      draft.lines.push('buyback');
    } else if (keywordCost[1] === 'Replicate') {
      // CR 702.56a: the copies are spells' copies; the engine copies instants and sorceries only (707.10f).
      if (!isSpell) throw new Unsupported('replicate on a permanent', line);
      def.replicate = cost;
      draft.lines.push('replicate');
    } else if (keywordCost[1] === 'Entwine') {
      if (!def.spell?.modes || def.spell.modes.choose !== 'one') throw new Unsupported('entwine on a spell without "Choose one —"', line);
      def.entwine = cost;
      draft.lines.push('entwine');
    } else if (keywordCost[1] === 'Flashback') {
      def.flashback = cost;
      draft.lines.push('flashback');
    } else if (keywordCost[1] === 'Madness') {
      // CR 702.35a: an alternative cost for the card discarded into exile, on any card type.
      def.madness = cost;
      draft.lines.push('madness');
    } else if (keywordCost[1] === 'Recover') {
      // CR 702.59a: a triggered ability of the card in its owner's graveyard, on any card type.
      def.recover = cost;
      draft.lines.push('recover');
    } else if (keywordCost[1] === 'Morph') {
      // CR 702.37a: only a permanent card can be cast face down as a creature.
      if (draft.def.types.includes('Instant') || draft.def.types.includes('Sorcery')) throw new Unsupported('morph on an instant or sorcery', line);
      def.morph = cost;
      draft.lines.push('morph');
    } else if (keywordCost[1] === 'Cycling') {
      def.abilities.push({ kind: 'activated', keyword: 'cycling', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ kind: 'draw', count: 1, who: 'you' }], fromHand: true });
      draft.lines.push({ ability: def.abilities.length - 1 });
    } else {
      if (!def.subtypes.includes('Equipment')) throw new Unsupported('equip on a non-Equipment', line);
      def.abilities.push({ kind: 'activated', keyword: 'equip', cost: { mana: cost }, targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } }], effects: [{ kind: 'attach-self', to: { target: 0 } }], sorcerySpeed: true });
      draft.lines.push({ ability: def.abilities.length - 1 });
    }
    return;
  }
  // CR 702.33a: "Kicker—Sacrifice a land.", a kicker cost that is not only mana, paid as the spell is cast.
  const kickerCost = /^Kicker—(.+)\.$/.exec(line);
  const kickerWritten = kickerCost && keywordCostFrom(kickerCost[1], def.name);
  if (kickerCost) {
    if (!kickerWritten || !additionalCostPayable(kickerWritten) || (kickerWritten.mana && !PAYABLE_COST.test(kickerWritten.mana))) throw new Unsupported('unpayable cost', line);
    def.kicker = kickerWritten;
    draft.lines.push('kicker');
    return;
  }
  const splice = /^Splice onto ([A-Z][a-z]+|instant or sorcery)(?: ((?:\{[^}]+\})+)|—(.+)\.)$/.exec(line);
  if (splice) {
    // CR 702.47a: the spell gains this card's text box, read here as its spell's targets and effects.
    if (!isSpell || !def.spell || def.spell.modes) throw new Unsupported('splice on a card without one spell text', line);
    if (splice[2] !== undefined && (!PAYABLE_COST.test(splice[2]) || splice[2].includes('X'))) throw new Unsupported('unpayable cost', line);
    // "Splice onto Arcane—Sacrifice two Mountains.": a cost that is not only mana, paid as the spell is cast.
    const written = splice[3] === undefined ? null : keywordCostFrom(splice[3], def.name);
    if (splice[3] !== undefined && (!written || !additionalCostPayable(written))) throw new Unsupported('unpayable cost', line);
    def.splice = { onto: splice[1], cost: written ?? splice[2] };
    draft.lines.push('splice');
    return;
  }
  const typecycling = /^(Basic land|[A-Z][a-z]+)cycling ((?:\{[^}]+\})+)$/.exec(line);
  if (typecycling) {
    // CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it into your hand, then shuffle."
    const cost = typecycling[2];
    if (!PAYABLE_COST.test(cost)) throw new Unsupported('unpayable cost', line);
    const find = typecycling[1] === 'Basic land' ? cardFilterOf('basic land') : typecycling[1] === 'Land' ? cardFilterOf('land') : cardFilterOf(typecycling[1]);
    if (!find) throw new Unsupported('typecycling type', line);
    def.abilities.push({ kind: 'activated', keyword: 'typecycling', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ kind: 'search-library', find, destination: 'hand', reveal: true, calls: 'it' }], fromHand: true });
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  const xSpend = /^Spend only ([a-z]+(?: and\/or [a-z]+)?) mana on X\.$/.exec(line);
  const xColors = xSpend && xSpendColors(xSpend[1]);
  if (xColors) {
    def.xSpend = xColors;
    draft.lines.push('x-spend');
    return;
  }
  const handKeyword = /^(Ninjutsu|Commander ninjutsu|Transmute) ((?:\{[^}]+\})+)$/.exec(line);
  if (handKeyword) {
    const cost = handKeyword[2];
    if (!PAYABLE_COST.test(cost) || cost.includes('X')) throw new Unsupported('unpayable cost', line);
    if (handKeyword[1] !== 'Transmute') {
      // CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking."
      // 702.49d: commander ninjutsu works from the command zone too.
      if (!def.types.includes('Creature')) throw new Unsupported('ninjutsu on a noncreature card', line);
      def.abilities.push({ kind: 'activated', keyword: handKeyword[1] === 'Ninjutsu' ? 'ninjutsu' : 'commander ninjutsu', cost: { mana: cost, returnUnblockedAttacker: true }, targets: [], effects: [{ kind: 'enter-attacking-from-hand' }], fromHand: true });
    } else {
      // CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle. Activate only as a sorcery."
      // CR 202.3a: a card without a mana cost (Tolaria West) has mana value 0.
      const find = { manaValue: { equals: manaValue(parseManaCost(def.manaCost)) } };
      def.abilities.push({ kind: 'activated', keyword: 'transmute', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ kind: 'search-library', find, destination: 'hand', reveal: true, calls: 'it' }], sorcerySpeed: true, fromHand: true });
    }
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  // CR 100.2a: a deck-building rule printed on the card; it does nothing in a game.
  if (line === `A deck can have any number of cards named ${name}.`) {
    def.anyNumberInDeck = true;
    draft.lines.push('any-number-in-deck');
    return;
  }
  if (line === "This spell can't be countered.") {
    def.uncounterable = true;
    draft.lines.push('uncounterable');
    return;
  }
  const enchant = /^Enchant (.+)$/.exec(line);
  if (enchant) {
    if (!def.subtypes.includes('Aura')) throw new Unsupported('enchant on a non-Aura', line);
    // CR 702.5a: "Enchant [object or player]"; a permanent filter reads as in "target …".
    // "Enchant creature card in a graveyard" (Animate Dead): the Aura spell targets such a card (CR 303.4a).
    const graveyardCard = /^(.+) in a graveyard$/.exec(enchant[1]);
    const cardFilter = graveyardCard && /\bcard$/.test(graveyardCard[1]) ? cardFilterOf(graveyardCard[1].slice(0, -' card'.length)) : null;
    const filter = cardFilter ? { graveyardCard: cardFilter } : enchant[1] === 'player' || enchant[1] === 'opponent' ? enchant[1] : wholeFilter(enchant[1]);
    if (filter === null || (!enchantsPlayer(filter) && !enchantsGraveyardCard(filter) && filter.another)) throw new Unsupported('enchant', line);
    def.enchant = filter;
    draft.lines.push('enchant');
    return;
  }
  // CR 601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." — a cost every cast pays.
  const additional = /^As an additional cost to cast this spell, (.+)\.$/.exec(line);
  if (additional) {
    const cost = keywordCostFrom(additional[1][0].toUpperCase() + additional[1].slice(1), name);
    if (!cost || cost.mana || !additionalCostPayable(cost)) throw new Unsupported('unpayable cost', line);
    def.additionalCost = cost;
    draft.lines.push('additional-cost');
    return;
  }
  // CR 614.12: "As Voice of All enters the battlefield, choose a color." — a choice kept on the permanent.
  const choosing = new RegExp(`^As ${escape(name)} enters the battlefield, choose an? (${ENTERS_CHOICES.join('|')})\\.$`).exec(line);
  if (choosing) {
    def.entersChoosing = choosing[1] as EntersChoice;
    draft.lines.push('enters-choosing');
    return;
  }
  const copyOf = line.startsWith(`You may have ${name} enter the battlefield as a copy of any `) ? /^(.+) on the battlefield\.$/.exec(line.slice(`You may have ${name} enter the battlefield as a copy of any `.length)) : null;
  const copyFilter = copyOf && wholeFilter(copyOf[1]);
  if (copyFilter && !copyFilter.another) {
    def.entersAsCopy = copyFilter;
    draft.lines.push('enters-as-copy');
    return;
  }
  // CR 702.33e: "If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it."
  // CR 702.33c: "… with a +1/+1 counter on it for each time it was kicked" (multikicker).
  const withCounters = new RegExp(`^(?:${escape(name)}|(If ${escape(name)} was kicked(?: with its ((?:\\{[^}]+\\})+) kicker)?, it)) enters the battlefield with (a|an|two|three|four|five|six) (\\S+|[a-z]+ strike) counters? on it(?: and with ([a-z ]+|"[^"]+\\."))?( for each time it was kicked)?(?:\\.|(?<="))$`).exec(line);
  const entering = withCounters && enteringWithCounters(def, withCounters);
  if (entering) {
    // CR 702.33d: the -volvers print one line for each kicker cost, one after the other.
    if (def.entersWithCounters && (draft.lines[draft.lines.length - 1] !== 'enters-with-counters' || entering.kickerCost === undefined)) throw new Unsupported('enters with counters twice', line);
    if (!def.entersWithCounters) draft.lines.push('enters-with-counters');
    (def.entersWithCounters ??= []).push(entering);
    return;
  }
  // CR 702.33a, 601.2h: "If Dralnu's Pet was kicked, it enters the battlefield with flying and with X +1/+1 counters on it,
  // where X is the discarded card's mana value.": the card discarded to pay its only kicker cost.
  const withDiscarded = new RegExp(`^If ${escape(name)} was kicked, it enters the battlefield with (?:([a-z]+) and with )?X (\\S+) counters on it, where X is the discarded card's mana value\\.$`).exec(line);
  if (withDiscarded) {
    const costs = kickerCosts(def);
    if (costs.length !== 1 || def.multikicker || !kickerCostAt(def, 0).discard || !isSupportedCounter(withDiscarded[2]) || (withDiscarded[1] !== undefined && !isKeyword(withDiscarded[1])) || def.entersWithCounters) throw new Unsupported('enters with the discarded card\'s mana value', line);
    def.entersWithCounters = [{ counter: withDiscarded[2], count: 'discarded-mana-value', ifKicked: true, ...(withDiscarded[1] ? { keywords: [withDiscarded[1] as Keyword] } : {}) }];
    draft.lines.push('enters-with-counters');
    return;
  }
  // CR 107.3m: "Endless One enters the battlefield with X +1/+1 counters on it.": the X of the spell it was.
  const withX = new RegExp(`^${escape(name)} enters the battlefield with X (\\S+) counters on it\\.$`).exec(line);
  if (withX && isSupportedCounter(withX[1]) && def.manaCost?.includes('{X}') && !def.entersWithCounters) {
    def.entersWithCounters = [{ counter: withX[1], count: 'x' }];
    draft.lines.push('enters-with-counters');
    return;
  }
  const discarded = line.startsWith(`If a spell or ability an opponent controls causes you to discard ${name}, `) ? /, put it onto the battlefield(?: with (\w+) \+1\/\+1 counters on it)? instead of putting it into your graveyard\.$/.exec(line) : null;
  const discardedCounters = discarded?.[1] === undefined ? undefined : NUMBER_WORDS.indexOf(discarded[1]);
  if (discarded && line === `If a spell or ability an opponent controls causes you to discard ${name}${discarded[0]}` && discardedCounters !== -1) {
    // CR 614.1a, 701.9: a replacement effect of the card in the hand.
    def.discardedToBattlefield = discardedCounters === undefined ? {} : { counters: discardedCounters };
    draft.lines.push('discarded-to-battlefield');
    return;
  }
  if (line === `If ${name} would be put into a graveyard from anywhere, reveal ${name} and shuffle it into its owner's library instead.`) {
    def.shuffledInsteadOfGraveyard = true;
    draft.lines.push('shuffled-instead-of-graveyard');
    return;
  }
  if (line === `${name} enters the battlefield tapped.`) {
    def.entersTapped = true;
    draft.lines.push('enters-tapped');
    return;
  }
  const mana = new RegExp(`^(.+): Add (\\{[WUBRGC]\\}(?: or \\{[WUBRG]\\})*|\\{[WUBRG]\\}(?:, \\{[WUBRG]\\})+, or \\{[WUBRG]\\}|(?:\\{[WUBRGC]\\})+|${ANY_COLOR})\\.(?: ${escape(name)} deals (\\d+) damage to you\\.)?$`).exec(line);
  if (mana) {
    const cost = parseCost(mana[1], name);
    // CR 605.1a: an ability with a loyalty cost is never a mana ability.
    if (cost && cost.loyalty === undefined) {
      const anyColor = mana[2] === ANY_COLOR;
      const oneOf = anyColor || mana[2].includes(' or ');
      const produce = anyColor ? 'WUBRG' : mana[2].replace(/[{}]|,? or |, /g, '');
      const ability: Extract<AbilityDefinition, { kind: 'mana' }> = oneOf ? { kind: 'mana', cost, produce, oneOf } : { kind: 'mana', cost, produce };
      if (mana[3] !== undefined) ability.damageToYou = Number(mana[3]);
      def.abilities.push(ability);
      draft.lines.push({ ability: def.abilities.length - 1 });
      return;
    }
  }
  const forecast = /^Forecast \u2014 ([^:]+): (.+)$/.exec(line);
  if (forecast) {
    // CR 702.57a-b: an activated ability of the card in its owner's hand, revealed as it is activated, only during
    // its owner's upkeep and only once each turn (the limits are reminder text).
    const cost = parseCost(forecast[1], name);
    if (!cost || !cost.revealSelf) throw new Unsupported('forecast cost', line);
    const scope = scopeFor(name, false);
    const effects = parseSentences(forecast[2], scope);
    if (!effects) throw new Unsupported('forecast effect', line);
    def.abilities.push({ kind: 'activated', keyword: 'forecast', cost, targets: scope.targets, effects, during: 'your-upkeep', perTurn: 1, fromHand: true });
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  // CR 605.1a: "{3}, {T}: Double the amount of each type of unspent mana you have." has no target and adds mana: a mana ability.
  const doubling = line.endsWith(`: ${DOUBLE_MANA}.`) ? parseCost(line.slice(0, -DOUBLE_MANA.length - 3), name) : null;
  if (doubling && doubling.loyalty === undefined) {
    def.abilities.push({ kind: 'mana', cost: doubling, produce: '', doubles: true });
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  // CR 207.2c: an ability word before an activated ability labels its "Activate only if" condition ("Threshold — {T}: …").
  const worded = /^([A-Z][a-z]+) \u2014 (.+)$/.exec(line);
  const activatedWord = worded ? ABILITY_WORDS.find((w) => w === worded[1].toLowerCase()) : undefined;
  const activated = /^([^:]+): (.+)$/.exec(activatedWord ? worded![2] : line);
  // A colon inside quotes belongs to a quoted ability a static grants ('Lands you control have "{T}: …"').
  if (activated && !isSpell && !activated[1].includes('"')) {
    const cost = parseCost(activated[1], name);
    // Revealing the card from the hand is a cost of abilities that work from the hand only (forecast, CR 702.57b).
    if (!cost || cost.revealSelf) throw new Unsupported('activation cost', line);
    const scope = scopeFor(name, false);
    const { text: unlimited, limits } = activationLimitsOf(activated[2], name);
    if (activatedWord && JSON.stringify(ABILITY_WORD_CONDITIONS[activatedWord]) !== JSON.stringify(limits.condition)) throw new Unsupported('ability word without its condition', line);
    // CR 107.3: "Spend only black mana on X." restricts the payment of the ability's X.
    const spend = / Spend only ([a-z]+(?: and\/or [a-z]+)?) mana on X\.$/.exec(unlimited);
    const spendColors = spend && xSpendColors(spend[1]);
    if (spendColors) cost.xSpend = spendColors;
    const text = spendColors ? unlimited.slice(0, spend!.index) : unlimited;
    const effects = parseSentences(text, scope);
    if (!effects) throw new Unsupported('activated ability effect', line);
    def.abilities.push({ kind: 'activated', cost, targets: scope.targets, effects, ...limits, ...(activatedWord ? { abilityWord: activatedWord } : {}) });
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  // A trigger ends at its first comma, unless its words hold a list ("a spell that's white, blue, black, or red").
  // CR 207.2c: an ability word before a triggered ability of its kind ("Imprint — When …", 607.2a; "Landfall — Whenever a land …").
  const labelledTrigger = /^([A-Z][a-z]+) \u2014 ((?:When|Whenever|At) .+)$/.exec(line);
  const triggerWord = labelledTrigger ? TRIGGER_ABILITY_WORDS.find((w) => w === labelledTrigger[1].toLowerCase()) : undefined;
  const unlabelled = triggerWord ? labelledTrigger![2] : line;
  const listed = /^(Whenever [^,]+ that's (?:[a-z]+, )+or [a-z]+), ()(.+)$/.exec(unlabelled);
  const triggered = (listed && triggerOf(listed[1], name) ? listed : null) ?? /^((?:When|Whenever|At) [^,]+), (if [^,]+, )?(.+)$/.exec(unlabelled);
  if (triggered) {
    const trigger = triggerOf(triggered[1], name);
    if (!trigger) throw new Unsupported('trigger event', line);
    // CR 603.4: an intervening "if": the source untapped, or a state of the game the one condition evaluator reads.
    const untapped = triggered[2] === `if ${name} is untapped, `;
    const onBattlefield = triggered[2] === "if it's on the battlefield, ";
    const castFromHand = /^if you (cast|didn't cast) it from your hand, $/.exec(triggered[2] ?? '');
    const kicked = triggered[2] ? kickedCondition(def, triggered[2].slice(3, -2)) : null;
    const state = triggered[2] && !untapped && !onBattlefield && !castFromHand && !kicked ? conditionOf(triggered[2].slice(3, -2), name, true) : null;
    if (triggered[2] && !untapped && !onBattlefield && !castFromHand && !kicked && !state) throw new Unsupported('trigger condition', line);
    const scope = scopeFor(name, true);
    const returning = returnEnchantedCard(def, triggered[3]);
    const effects = returning ? [returning] : parseSentences(triggered[3], scope);
    if (!effects) throw new Unsupported('triggered ability effect', line);
    // CR 605.1b: a triggered mana ability only adds mana ("its controller adds an additional {G}{G}").
    if (trigger.event === 'tapped-for-mana' && !effects.every((e) => e.kind === 'add-mana' && e.additional && (e.who !== undefined) === !(trigger.who === 'filter' && trigger.you))) throw new Unsupported('triggered mana ability effect', line);
    const ability: AbilityDefinition = { kind: 'triggered', trigger, targets: scope.targets, effects, ...(movesSelfFromGraveyard(effects) ? { zone: 'graveyard' as const } : {}), ...(triggerWord ? { abilityWord: triggerWord } : {}) };
    if (triggerWord && triggerAbilityWordProblem(triggerWord, ability)) throw new Unsupported('ability word of another kind of trigger', line);
    // CR 201.4: older wordings name the source again after a trigger that names it ("return Launch to its owner's hand").
    if (ability.kind === 'triggered' && triggerNamesSource(trigger) && namesItselfAgain(triggered[3], name)) ability.selfByName = true;
    if (untapped) ability.condition = { kind: 'source-untapped' };
    else if (onBattlefield) ability.condition = { kind: 'source-on-battlefield' };
    else if (state) ability.condition = { kind: 'state', condition: state };
    else if (castFromHand) ability.condition = { kind: 'source-cast-from-hand', cast: castFromHand[1] === 'cast' };
    else if (kicked) ability.condition = kicked;
    def.abilities.push(ability);
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  if (isSpell) {
    // A later line of a spell goes on numbering the targets of the earlier ones.
    if (def.spell?.modes) throw new Unsupported('a spell line after modes', line);
    const scope: ParseScope = { name, targets: def.spell ? [...def.spell.targets] : [], triggered: false, kickerCosts: kickerCosts(def) };
    const instead = def.spell ? insteadLine(def.spell.effects, line, scope) : null;
    if (instead) {
      def.spell = { targets: scope.targets, effects: [instead] };
      return;
    }
    // CR 608.2c: "If you control a Swamp, destroy target nonblack creature." — the condition read as the spell resolves.
    const conditional = /^If ([^,]+), (.+)$/.exec(line);
    const condition = conditional && conditionOf(conditional[1], name, false);
    const guarded = condition ? parseSentences(`${conditional![2][0].toUpperCase()}${conditional![2].slice(1)}`, scope) : null;
    const effects: Effect[] | null = guarded && condition ? [{ kind: 'if-state', condition, effects: guarded }] : parseSentences(line, scope);
    if (!effects) throw new Unsupported('spell effect', line);
    if (def.spell) {
      effects[0] = { ...effects[0], join: 'line' };
      def.spell = { targets: scope.targets, effects: [...def.spell.effects, ...effects] };
      return;
    }
    def.spell = { targets: scope.targets, effects };
    draft.lines.push('spell');
    return;
  }
  // CR 702.16c: "Enchanted creature has protection from the chosen color. This effect doesn't remove Cho-Manno's Blessing."
  const spares = line.endsWith(` This effect doesn't remove ${name}.`) ? staticAbilities(line.slice(0, -` This effect doesn't remove ${name}.`.length), name) : null;
  const spared = spares?.length === 1 && spares[0].kind === 'static' && spares[0].effect.kind === 'grant-keywords' && spares[0].effect.affected.kind === 'enchanted' ? spares[0].effect : null;
  if (spared && def.enchant && spared.keywords.every((k) => k.startsWith('protection from '))) {
    def.abilities.push({ kind: 'static', effect: { ...spared, sparesSource: true } });
    draft.lines.push({ ability: def.abilities.length - 1 });
    return;
  }
  const statics = conditionalStatics(line, name) ?? staticAbilities(line, name);
  if (statics) {
    const first = def.abilities.length;
    def.abilities.push(...statics);
    draft.lines.push({ ability: first });
    return;
  }
  throw new Unsupported('no template', line);
}

/**
 * "Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard." (CR 207.2c, 614.1a):
 * the line replaces the spell's effects so far when its ability word's condition holds; "Thermal Blast deals
 * 5 damage instead" deals it to the replaced damage's recipient.
 */
function insteadLine(replaced: Effect[], line: string, scope: ParseScope): Effect | null {
  const m = /^(\w+) \u2014 (.+) instead if (.+)\.$/.exec(line);
  const abilityWord = m ? ABILITY_WORDS.find((w) => w === m[1].toLowerCase()) : undefined;
  if (!m || !abilityWord || JSON.stringify(conditionOf(m[3], scope.name, false)) !== JSON.stringify(ABILITY_WORD_CONDITIONS[abilityWord])) return null;
  const damage = new RegExp(`^${escape(scope.name)} deals (\\d+) damage$`).exec(m[2]);
  const only = replaced.length === 1 ? replaced[0] : undefined;
  const instead = damage && only?.kind === 'damage' ? [{ ...only, amount: Number(damage[1]) }] : parseSentences(`${m[2]}.`, scope);
  return instead ? { kind: 'instead-if', effects: replaced, instead, abilityWord } : null;
}

/** "Choose one —" (or "one or both", "two") and its bulleted modes (CR 700.2), each parsed with its own targets. */
function compileModes(draft: Draft, choose: ModeChoice, bullets: string[], isSpell: boolean, line: string): void {
  if (!isSpell) throw new Unsupported('modes of a permanent', line);
  if (draft.def.spell || bullets.length < 2 || (choose === 'one-or-both' && bullets.length !== 2) || (choose === 'two' && bullets.length < 3)) throw new Unsupported('spell modes', line);
  const options = bullets.map((bullet) => {
    const scope = scopeFor(draft.def.name, false);
    const effects = parseSentences(bullet.slice(2), scope);
    if (!effects) throw new Unsupported('spell mode effect', bullet);
    return { targets: scope.targets, effects };
  });
  draft.def.spell = { targets: [], effects: [], modes: { choose, options } };
  draft.lines.push('spell');
}

/**
 * Compiles a card of the database to a definition from its Oracle text (normalized as the round
 * trip normalizes it). A compiled card is playable only if `describeCard` gives the text back
 * exactly (`checkCardText`); the compiler itself only has to find a structure.
 */
export function compileCard(card: OracleCard): CompileResult {
  try {
    if (card.layout !== 'normal') throw new Unsupported(`layout ${card.layout}`);
    const types = card.types.filter((t): t is CardType => (CARD_TYPES as readonly string[]).includes(t));
    const other = card.types.find((t) => !(CARD_TYPES as readonly string[]).includes(t));
    if (other) throw new Unsupported(`card type ${other}`);
    const supertype = card.supertypes.find((t) => !(SUPERTYPES as readonly string[]).includes(t));
    if (supertype) throw new Unsupported(`supertype ${supertype}`);
    if (card.manaCost && !PAYABLE_COST.test(card.manaCost)) throw new Unsupported('mana cost symbols');
    const isCreature = types.includes('Creature');
    const isPlaneswalker = types.includes('Planeswalker');
    if (isPlaneswalker && !/^\d+$/.test(card.loyalty ?? '')) throw new Unsupported('loyalty other than a number');
    // "*/*": a characteristic-defining ability of its text sets both (CR 604.3), checked once the text is read.
    const definedByText = card.power === '*' && card.toughness === '*';
    if (isCreature && !definedByText && !(/^\d+$/.test(card.power ?? '') && /^\d+$/.test(card.toughness ?? ''))) throw new Unsupported('characteristic-defining power or toughness');
    const def: CardDefinition = {
      name: card.name,
      manaCost: card.manaCost ?? null,
      supertypes: card.supertypes as Supertype[],
      types,
      subtypes: [...card.subtypes],
      keywords: [],
      abilities: [],
      ...(isCreature ? { power: definedByText ? 0 : Number(card.power), toughness: definedByText ? 0 : Number(card.toughness) } : {}),
      ...(isPlaneswalker ? { loyalty: Number(card.loyalty) } : {}),
    };
    const draft: Draft = { def, lines: [] };
    const isSpell = types.includes('Instant') || types.includes('Sorcery');
    const text = normalizeOracleText(card.text);
    // CR 201.4: a legendary card called by its shortened name is read as named in full; the round trip checks the wording.
    const shortName = def.supertypes.includes('Legendary') ? shortNameIn(text, def.name) : null;
    if (shortName) def.shortName = shortName;
    if (text) {
      const lines = (shortName ? text.replace(shortNamePattern(def.name, shortName), def.name) : text).split('\n');
      for (let i = 0; i < lines.length; i++) {
        const modal = /^Choose (one|one or both|two) \u2014$/.exec(lines[i]);
        const choose = modal ? MODE_CHOICES.find((c) => MODE_CHOICE_WORDS[c] === modal[1]) : undefined;
        if (!modal || !choose) {
          compileLine(draft, lines[i], isSpell);
          continue;
        }
        let end = i + 1;
        while (end < lines.length && lines[end].startsWith('\u2022 ')) end++;
        compileModes(draft, choose, lines.slice(i + 1, end), isSpell, lines[i]);
        i = end - 1;
      }
    }
    if (isSpell && !def.spell) throw new Unsupported('an instant or sorcery without a spell effect');
    // CR 702.33g: an unkicked spell leaves out the kicked part's targets, which must come last to keep the others' numbers.
    const kickedOnly = def.spell ? kickedOnlyTargets(def.spell) : [];
    if (kickedOnly.some((t, i) => t !== def.spell!.targets.length - kickedOnly.length + i)) throw new Unsupported('a kicked part whose targets are not the last ones');
    if (kickedOnly.length > 0 && !def.kicker) throw new Unsupported('"if this spell was kicked" without kicker');
    // CR 601.2d: a division is announced as the spell is cast; the engine divides only an amount outside a kicked part (Fight with Fire's waits).
    if (def.spell?.effects.some((e) => e.kind === 'if-kicked' && [...e.effects, ...(e.otherwise ?? [])].some((k) => k.kind === 'divided-damage'))) throw new Unsupported('a kicked part that divides damage');
    if (isCreature && definedByText && !def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'defining-pt')) throw new Unsupported('characteristic-defining power or toughness');
    const intrinsic = intrinsicManaAbility(def);
    if (intrinsic) def.abilities.unshift(intrinsic);
    if (intrinsic && draft.lines.some((l) => typeof l === 'object' && 'ability' in l)) throw new Unsupported('a land with a basic land type and other abilities');
    if (describeCard(def) !== text) def.layout = draft.lines;
    return { ok: true, definition: def };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, reason: e.message, ...(e.line ? { line: e.line } : {}) };
    throw e;
  }
}

/** A legendary name's shortened form: before its comma ("Alirios, Enraptured"), or its first word before "the"/"of" ("Phage the Untouchable"). */
function shortNameOf(name: string): string | null {
  const m = /^([^,]+), /.exec(name) ?? /^(\S+) (?:the|of) /.exec(name);
  return m ? m[1] : null;
}

/** The shortened name standing alone (not the start of the full name), as a whole word. */
function shortNamePattern(name: string, shortName: string): RegExp {
  return new RegExp(`\\b${escape(shortName)}\\b(?!${escape(name.slice(shortName.length))})`, 'g');
}

/** The shortened name a legendary card's text uses, or null when it uses none. */
function shortNameIn(text: string, name: string): string | null {
  const shortName = shortNameOf(name);
  return shortName && shortNamePattern(name, shortName).test(text) ? shortName : null;
}

/** CR 113.6k: an ability whose effect moves its card out of the graveyard works only there. */
function movesSelfFromGraveyard(effects: readonly Effect[]): boolean {
  return effects.some((e) => (e.kind === 'return-to-hand' && e.from === 'graveyard') || (e.kind === 'may' && movesSelfFromGraveyard(e.effects)));
}

/** Whether an effect text calls the card by its name, not as a card named so ("search … for a card named …"). */
function namesItselfAgain(text: string, name: string): boolean {
  const at = text.indexOf(name);
  return at >= 0 && !text.slice(0, at).endsWith('named ');
}
