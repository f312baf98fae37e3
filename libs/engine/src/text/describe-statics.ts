import { AffectedObjects, CardType, DamageDirection, Effect, PlayerRule, RulePlayers, StaticEffect, StaticKind } from '../cards/card-definition';
import { keywordList } from './describe-keywords';
import { bandsWithOtherQuality } from '../cards/keywords';
import { ptChange } from './describe-pt';
import { countPhrase, forEachPhrase } from './describe-counts';
import { filterPhrase, groupPhrase, objectPhrase, pluralNoun } from './describe-targets';
import { numberWord } from './describe-context';
import { describeQuotedAbility } from './describe-card';
import { withIndefiniteArticle } from './english-article';

type StaticOf<K extends StaticKind> = Extract<StaticEffect, { kind: K }>;

/** How a static ability names its source and what its Aura enchants ("creature", "land"). */
export interface StaticNames {
  name: string;
  enchanted: string;
  /** Renders effects a static ability holds (a replacement's) as one clause; `optional`: inside "you may". */
  effects?: (effects: Effect[], optional: boolean) => string;
}

/** How a static ability reads: the affected objects (when it has any) and what it says of them. */
interface StaticText<K extends StaticKind> {
  /** The predicate, agreeing with a plural or singular subject ("get +1/+1", "gets +1/+2"). */
  predicate(effect: StaticOf<K>, plural: boolean, names: StaticNames): string;
  /** False for abilities whose sentence does not start with the affected objects ("You control enchanted creature"). */
  subjectFirst: boolean;
}

/** The affected objects as a noun phrase: "enchanted creature", "creatures you control", "all creatures". */
export function affectedPhrase(affected: AffectedObjects, names: StaticNames): string {
  if (affected.kind === 'self') return names.name;
  if (affected.kind === 'enchanted') return `enchanted ${names.enchanted}`;
  if (affected.kind === 'equipped') return 'equipped creature';
  if (affected.kind === 'group') return affected.each ? `each ${affected.filter.another ? 'other ' : ''}${filterPhrase(affected.filter)}` : groupPhrase(affected.filter);
  if (affected.controller === 'enchanted-player') return 'creatures enchanted player controls';
  return affected.controller === 'you' ? 'creatures you control' : 'all creatures';
}

/**
 * How a quoted ability calls the object that has it: "this creature", "this land" (what the affected objects
 * are), "this permanent" when they are of several kinds; the source's name when it gives the ability itself.
 */
export function quotedSelfName(affected: AffectedObjects, names: StaticNames): string {
  if (affected.kind === 'self') return names.name;
  if (affected.kind === 'enchanted') return `this ${names.enchanted}`;
  if (affected.kind === 'group') {
    const types = affected.filter.types;
    return types?.length === 1 ? `this ${types[0].toLowerCase()}` : 'this permanent';
  }
  return 'this creature';
}

/** "for each age counter on it" when the source is the affected object, else "… on Glacial Plating" (CR 122.1). */
export function forEachCounterPhrase(counter: string, affected: AffectedObjects, names: StaticNames): string {
  return `for each ${counter} counter on ${affected.kind === 'self' ? 'it' : names.name}`;
}

function affectedOf(effect: StaticEffect): AffectedObjects | undefined {
  return 'affected' in effect ? effect.affected : undefined;
}

/** True when a static ability's affected objects are many ("Creatures you control get …"). */
export function staticSubjectIsPlural(effect: StaticEffect): boolean {
  const affected = affectedOf(effect);
  return affected?.kind === 'creatures' || (affected?.kind === 'group' && !affected.each);
}

const RULE_SUBJECTS: Record<RulePlayers, string> = { you: 'you', opponents: 'your opponents', each: 'each player', all: 'players' };

/** What a rule-changing static says of its players ("you" is its controller), agreeing with a plural ("you", "your opponents", "players") or singular subject. */
const PLAYER_RULE_PREDICATES: Record<PlayerRule, (plural: boolean, you: boolean) => string> = {
  'no-maximum-hand-size': (plural) => `${plural ? 'have' : 'has'} no maximum hand size`,
  shroud: (plural) => `${plural ? 'have' : 'has'} shroud`,
  'cant-cast-creature-spells': () => "can't cast creature spells",
  'one-spell-each-turn': () => "can't cast more than one spell each turn",
  'hands-revealed': (plural) => (plural ? 'play with their hands revealed' : 'plays with their hand revealed'),
  'cant-lose': () => "can't lose the game and your opponents can't win the game",
  'keeps-unspent-mana': (plural) => `${plural ? "don't" : "doesn't"} lose unspent mana as steps and phases end`,
  'play-lands-from-graveyard': (_plural, you) => `may play lands from ${you ? 'your graveyard' : 'their graveyards'}`,
  'untaps-during-others-untap-steps': (plural, you) => `${plural ? 'untap' : 'untaps'} all permanents ${you ? 'you' : 'they'} control during each other player's untap step`,
  'skips-draw-step': (plural, you) => `${plural ? 'skip' : 'skips'} ${you ? 'your' : 'their'} draw step`,
};

/** Rules its controller's own static prints as an order without subject ("Skip your draw step"). */
const ORDERS_TO_YOU: readonly PlayerRule[] = ['untaps-during-others-untap-steps', 'skips-draw-step'];

/**
 * A rule-changing static's sentence: "you have no maximum hand size", "each player can't cast more
 * than one spell each turn"; one of the controller's own permanents untapping is printed as an order
 * without subject ("Untap all permanents you control during each other player's untap step").
 */
export function playerRuleText(players: RulePlayers, rule: PlayerRule): string {
  const predicate = PLAYER_RULE_PREDICATES[rule](players !== 'each', players === 'you');
  return players === 'you' && ORDERS_TO_YOU.includes(rule) ? predicate : `${RULE_SUBJECTS[players]} ${predicate}`;
}

/** "Creature spells", "Artifact or enchantment spells": the spells a static speaks of, by type. */
export function spellTypesPhrase(types: readonly CardType[]): string {
  return `${types.map((t) => t.toLowerCase()).join(' or ')} spells`;
}

/** "artifacts and lands": every permanent of any of these types. */
export function typesPluralPhrase(types: readonly CardType[]): string {
  return types.map((t) => `${t.toLowerCase()}s`).join(' and ');
}

const CASTERS: Record<RulePlayers, string> = { you: ' you cast', opponents: ' your opponents cast', each: ' each player casts', all: '' };

/** "Artifact and enchantment spells your opponents cast cost {2} more to cast" (CR 601.2f). */
export function spellCostText(e: { players: RulePlayers; types: readonly CardType[]; generic: number; sharesTypeWithExiled?: true }): string {
  const spells = e.sharesTypeWithExiled ? `spells${CASTERS[e.players]} that share a card type with the exiled card` : `${e.types.map((t) => t.toLowerCase()).join(' and ')} spells${CASTERS[e.players]}`;
  return `${spells} cost {${Math.abs(e.generic)}} ${e.generic > 0 ? 'more' : 'less'} to cast`;
}

const DIRECTION_WORDS: Record<DamageDirection, string> = { to: 'to', by: 'by', 'to-and-by': 'to and dealt by' };

/** The text of every static kind: a kind without its text fails to compile. */
const STATIC_TEXTS: { [K in StaticKind]: StaticText<K> } = {
  'modify-pt': { subjectFirst: true, predicate: (e, plural, names) => `${plural ? 'get' : 'gets'} ${ptChange(e.power, e.toughness)}${e.forEach ? ` ${forEachPhrase(e.forEach)}` : ''}${e.forEachCounter ? ` ${forEachCounterPhrase(e.forEachCounter, e.affected, names)}` : ''}${e.sharingCreatureType ? ' that shares at least one creature type with it' : ''}` },
  'defining-pt': { subjectFirst: false, predicate: (e, _p, { name }) => `${name}'s power and toughness are each equal to ${countPhrase(e.count, (whose) => (whose === 'you' ? 'your' : ''))}` },
  'become-types': {
    subjectFirst: true,
    predicate: (e, plural) => {
      const types = e.types.map((t) => t.toLowerCase());
      const noun = plural ? [...types.slice(0, -1), pluralNoun(types[types.length - 1])].join(' ') : withIndefiniteArticle(types.join(' '));
      return `${plural ? 'are' : 'is'} ${noun}${e.ptIsManaValue ? ' with power and toughness each equal to its mana value' : ''}`;
    },
  },
  'set-base-pt': { subjectFirst: true, predicate: (e, plural) => `${plural ? 'have' : 'has'} base power and toughness ${e.power}/${e.toughness}` },
  'lose-all-abilities': { subjectFirst: true, predicate: (_e, plural) => `${plural ? 'lose' : 'loses'} all abilities` },
  // CR 702.22b: a granted "bands with other" is printed in quotes.
  'grant-keywords': {
    subjectFirst: true,
    predicate: (e, plural, { name }) => `${plural ? 'have' : 'has'} ${keywordList(e.keywords.map((k) => (bandsWithOtherQuality(k) ? `"${k}"` : k)))}${e.sparesSource ? `. This effect doesn't remove ${name}` : ''}`,
  },
  // CR 113.1a: a granted ability is printed in quotes, its object calling itself "this creature", "this land".
  'grant-ability': { subjectFirst: true, predicate: (e, plural, names) => `${plural ? 'have' : 'has'} "${describeQuotedAbility(e.ability, quotedSelfName(e.affected, names))}"` },
  control: { subjectFirst: false, predicate: (e, _p, names) => `you control ${affectedPhrase(e.affected, names)}` },
  'cant-attack-or-block': { subjectFirst: true, predicate: () => "can't attack or block" },
  'cant-block': { subjectFirst: true, predicate: () => "can't block" },
  'cant-be-blocked': { subjectFirst: true, predicate: () => "can't be blocked" },
  // CR 502.3: an object untaps only in its controller's untap step, so "your" (of the source) and "its controller's" say where the same rule applies.
  'doesnt-untap': {
    subjectFirst: true,
    predicate: (e, plural) => `${plural ? "don't" : "doesn't"} untap during ${plural ? "their controllers'" : e.affected.kind === 'self' ? 'your' : "its controller's"} untap step`,
  },
  'player-rule': { subjectFirst: false, predicate: (e) => playerRuleText(e.players, e.rule) },
  'enters-tapped': { subjectFirst: false, predicate: (e) => `${typesPluralPhrase(e.types)} enter the battlefield tapped` },
  'spell-cost': { subjectFirst: false, predicate: (e) => spellCostText(e) },
  'cant-cast-exiled-name': { subjectFirst: false, predicate: (e) => `${RULE_SUBJECTS[e.players]} can't cast spells with the same name as the exiled card` },
  'spells-cant-be-countered': { subjectFirst: false, predicate: (e) => `${spellTypesPhrase(e.types)} can't be countered` },
  'attacks-each-combat': { subjectFirst: true, predicate: (_e, plural) => `${plural ? 'attack' : 'attacks'} each combat if able` },
  'cant-be-blocked-except': { subjectFirst: true, predicate: (e) => `can't be blocked except by ${e.blockers.map(groupPhrase).join(' and/or ')}` },
  'cant-attack-unless-defender-controls': { subjectFirst: true, predicate: (e) => `can't attack unless defending player controls ${objectPhrase(e.filter)}` },
  'max-blockers': { subjectFirst: true, predicate: (e) => `can't be blocked by more than ${numberWord(e.count)} ${e.count === 1 ? 'creature' : 'creatures'}` },
  'can-block-only': { subjectFirst: false, predicate: (e, _p, { name }) => `${name} can block only ${groupPhrase(e.filter)}` },
  'cant-be-blocked-by-subtype': { subjectFirst: false, predicate: (e, _p, { name }) => `${name} can't be blocked by ${e.subtype}s` },
  'must-be-blocked': { subjectFirst: false, predicate: (e, _p, names) => `all creatures able to block ${affectedPhrase(e.affected, names)} do so` },
  'extra-blocks': {
    subjectFirst: false,
    predicate: (e, _p, names) => `${e.affected.kind === 'creatures' && e.affected.controller === 'you' ? 'each creature you control' : affectedPhrase(e.affected, names)} can block an additional creature each combat`,
  },
  'attack-tax': { subjectFirst: false, predicate: (e) => `creatures can't attack you unless their controller pays {${e.generic}} for each creature they control that's attacking you` },
  'assigns-as-unblocked': { subjectFirst: false, predicate: (e, _p, names) => `you may have ${affectedPhrase(e.affected, names)} assign its combat damage as though it weren't blocked` },
  'cant-be-targeted-by-spells': { subjectFirst: true, predicate: (e) => `can't be the target of ${filterPhrase(e.spells, 'spell')}s` },
  'prevent-damage': {
    subjectFirst: false,
    predicate: (e, _p, names) =>
      `prevent all ${e.combat ? 'combat ' : ''}damage that would be dealt ${DIRECTION_WORDS[e.direction]} ${affectedPhrase(e.affected, names)}`,
  },
  // CR 614.11: "If you would draw a card, you may instead …", "If a player would draw a card, … instead".
  'draw-replacement': {
    subjectFirst: false,
    predicate: (e, _p, names) => {
      const effects = names.effects?.(e.effects, !!e.optional) ?? '';
      const replaced = `${e.optional ? 'you may ' : ''}${e.insteadFirst ? `instead ${effects}` : `${effects} instead`}`;
      return `if ${e.players === 'you' ? 'you' : e.players === 'opponents' ? 'an opponent' : 'a player'} would draw a card, ${replaced}`;
    },
  },
  'cant-activate-chosen-name': { subjectFirst: false, predicate: (e) => `activated abilities of sources with the chosen name can't be activated${e.unlessMana ? " unless they're mana abilities" : ''}` },
  // CR 614.9: a redirection effect.
  'redirect-damage': { subjectFirst: false, predicate: (e, _p, names) => `all ${e.combat ? 'combat ' : ''}damage that would be dealt to you is dealt to ${affectedPhrase(e.to, names)} instead` },
  'double-damage': {
    subjectFirst: false,
    predicate: () => 'if a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead',
  },
};

/**
 * The clause of a static ability: with its subject ("enchanted creature gets +1/+2"), or, when
 * it continues the sentence of the one before, only its predicate ("has trample and lifelink").
 */
export function describeStatic(effect: StaticEffect, names: StaticNames, withSubject: boolean, plural = staticSubjectIsPlural(effect)): string {
  const text = STATIC_TEXTS[effect.kind] as StaticText<StaticKind>;
  const predicate = text.predicate(effect, plural, names);
  const affected = affectedOf(effect);
  return withSubject && text.subjectFirst && affected ? `${affectedPhrase(affected, names)} ${predicate}` : predicate;
}
