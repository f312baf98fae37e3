import { enchantsGraveyardCard, enchantsPlayer, CombatRole, EnchantSpec, FilterController, NumberComparison, PermanentFilter, Subject, TargetNumber, TargetSpec } from '../cards/card-definition';
import { NUMBER_WORDS } from './describe-context';
import { cardFilterPhrase } from './describe-card-filter';
import { Color } from '../state/game-state';
import { withIndefiniteArticle } from './english-article';

/** Colours as Oracle text writes them (CR 105.1). */
export const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const COMBAT_WORDS: Record<CombatRole, string> = { attacking: 'attacking', blocking: 'blocking', 'attacking-or-blocking': 'attacking or blocking' };
const CONTROLLER_WORDS: Record<FilterController, string> = { you: 'you control', opponent: 'an opponent controls', 'not-you': "you don't control", 'that-player': 'that player controls' };

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** "artifact", "artifact or land", "artifact, enchantment, or land". */
export function orList(words: string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `${words.slice(0, -1).join(', ')}, or ${words[words.length - 1]}`;
}

function comparison(stat: string, bound: NumberComparison): string {
  return 'atMost' in bound ? `with ${stat} ${bound.atMost} or less` : `with ${stat} ${bound.atLeast} or greater`;
}

/**
 * A filter as a noun phrase, in Oracle order: "tapped creature", "nonartifact, nonblack creature",
 * "attacking Goblin creature with flying you control", "permanent"; `noun: 'spell'` names spells
 * ("instant or sorcery spell", "noncreature spell").
 */
export function filterPhrase(f: PermanentFilter, noun: 'permanent' | 'spell' | 'permanents' = 'permanent', self = 'it'): string {
  const plural = noun === 'permanents';
  const nots = [...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`), ...(f.notColors ?? []).map((k) => `non${COLOR_WORDS[k]}`)];
  // A plural group names its nouns in the plural and joins alternatives with "and" ("artifacts and creatures").
  const list = (words: string[]) => (plural ? andList(words.map(pluralNoun)) : orList(words));
  // "artifact creature(s)": all of the types, the last one the noun.
  const allTypes = f.allTypes?.map((t) => t.toLowerCase()) ?? [];
  const typesAll = allTypes.length ? [...allTypes.slice(0, -1), plural ? pluralNoun(allTypes[allTypes.length - 1]) : allTypes[allTypes.length - 1]].join(' ') : '';
  // "artifact or Goblin": a type or a subtype (`orSubtypes`).
  const types = f.types ? list([...f.types.map((t) => t.toLowerCase()), ...(f.orSubtypes ?? [])]) : typesAll;
  const head = noun === 'spell' ? [types, 'spell'] : [types || (f.subtypes ? '' : noun)];
  const words = [
    f.tapped === true ? 'tapped' : f.tapped === false ? 'untapped' : '',
    nots.join(', '),
    f.colors ? f.colors.map((k) => COLOR_WORDS[k]).join(' or ') : '',
    f.legendary ? 'legendary' : '',
    f.snow ? 'snow' : '',
    f.combat ? COMBAT_WORDS[f.combat] : '',
    f.subtypes ? (plural && !f.types ? list(f.subtypes) : orList(f.subtypes)) : '',
    ...head,
    f.withKeywords ? `with ${f.withKeywords.join(' and ')}` : '',
    f.withoutKeywords ? `without ${f.withoutKeywords.join(' or ')}` : '',
    f.power ? comparison('power', f.power) : '',
    f.toughness ? comparison('toughness', f.toughness) : '',
    f.controller ? CONTROLLER_WORDS[f.controller] : '',
    f.named ? `named ${f.named}` : '',
    f.attackedThisTurn ? 'that attacked this turn' : '',
    f.attached ? "that's attached to a permanent" : '',
    f.blockingSource ? `blocking ${self}` : '',
  ];
  return words.filter((w) => w).join(' ');
}

/** "artifacts and creatures", "Goblins, Elves, and Wolves". */
function andList(words: string[]): string {
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

/** Plurals of creature types that do not just add "s" (the compiler reads them back with `singularNoun`). */
const IRREGULAR_PLURALS: Record<string, string> = { Elf: 'Elves', Dwarf: 'Dwarves', Wolf: 'Wolves', Werewolf: 'Werewolves', Ally: 'Allies', Sphinx: 'Sphinxes', Fox: 'Foxes', Octopus: 'Octopuses' };

/** "creature" → "creatures", "Elf" → "Elves". */
export function pluralNoun(word: string): string {
  return IRREGULAR_PLURALS[word] ?? `${word}s`;
}

/** The inverse of `pluralNoun`, or null when the word is not a plural it makes. */
export function singularNoun(word: string): string | null {
  for (const [one, many] of Object.entries(IRREGULAR_PLURALS)) if (many === word) return one;
  return word.endsWith('s') && !word.endsWith('ss') && !IRREGULAR_PLURALS[word.slice(0, -1)] ? word.slice(0, -1) : null;
}

/** A group of permanents: "creatures you control", "other Goblins you control", "nonblack creatures" (CR 109.2). */
export function groupPhrase(filter: PermanentFilter): string {
  const { another, ...rest } = filter;
  const phrase = filterPhrase(rest, 'permanents');
  return another ? `other ${phrase}` : phrase;
}

/** A group named by its card types alone is "all creatures" ("Nonblack creatures", "Creatures you control" are not). */
export function isWholeType(subject: Subject): subject is { all: PermanentFilter } {
  return typeof subject === 'object' && 'all' in subject && Object.keys(subject.all).length === 1 && subject.all.types !== undefined;
}

/** How many targets a word "target" chooses: "any number of", "X", "up to two", "one, two, or three" (CR 115.1d). */
export function targetNumberPhrase(number: TargetNumber): string {
  if (number.max === 'any') return 'any number of';
  // Only read by the sentence of its own (targetPerKickSentence).
  if (number.max === 'one-per-kick' || number.min === 'one-per-kick') return 'one or more';
  if (number.max === 'that-many') return 'up to that many';
  if (number.min === 0 && (number.max === 'X' || number.max === 'kicks')) return 'up to X';
  if (number.min === 'X' || number.max === 'X' || number.max === 'kicks') return 'X';
  if (number.min === 0) return `up to ${NUMBER_WORDS[number.max]}`;
  const words: string[] = [];
  for (let n = number.min; n <= number.max; n++) words.push(NUMBER_WORDS[n]);
  return orList(words);
}

/** The first mention of a word "target" choosing several: "any number of target attacking creatures", "X target creature cards from your graveyard". */
function severalTargetsPhrase(spec: TargetSpec, number: TargetNumber, self?: string): string {
  const many = targetNumberPhrase(number);
  switch (spec.kind) {
    case 'permanent':
      return `${many} ${spec.filter.another ? 'other ' : ''}target ${filterPhrase(spec.filter, 'permanents', self)}`;
    case 'any':
      return `${many} targets`;
    case 'player':
      return `${many} target players`;
    case 'opponent':
      return `${many} target opponents`;
    case 'player-or-planeswalker':
      return `${many} target players and/or planeswalkers`;
    case 'spell':
      return `${many} target ${filterPhrase(spec.filter ?? {}, 'spell')}s`;
    case 'card-in-your-graveyard':
      return `${many} target ${spec.filter ? cardFilterPhrase(spec.filter).replace(/^an? /, '').replace(/\bcard\b/, 'cards') : 'cards'} from ${spec.anyGraveyard ? 'a' : 'your'} graveyard`;
  }
}

/** The first mention of a target: "any target", "target nonblack creature", "another target creature" (CR 115.1). */
export function targetPhrase(spec: TargetSpec, self?: string): string {
  if (spec.number) return severalTargetsPhrase(spec, spec.number, self);
  switch (spec.kind) {
    case 'permanent':
      return `${spec.filter.another ? 'another ' : ''}target ${filterPhrase(spec.filter, 'permanent', self)}`;
    case 'any':
      return 'any target';
    case 'player':
      return 'target player';
    case 'opponent':
      return 'target opponent';
    case 'player-or-planeswalker':
      return 'target player or planeswalker';
    case 'spell':
      return `target ${filterPhrase(spec.filter ?? {}, 'spell')}${spec.singleTarget ? ' with a single target' : ''}`;
    case 'card-in-your-graveyard':
      return `target ${spec.filter ? cardFilterPhrase(spec.filter).replace(/^an? /, '') : 'card'} from ${spec.anyGraveyard ? 'a' : 'your'} graveyard`;
  }
}

/**
 * CR 601.2c, 702.33c: the sentence choosing one target and one more for each kick, "Choose any target, then choose another
 * target for each time this spell was kicked." (its targets are later "each of them").
 */
export function targetPerKickSentence(spec: TargetSpec, self?: string): string {
  const one: TargetSpec = { ...spec, number: undefined };
  delete one.number;
  const another = one.kind === 'permanent' ? targetPhrase({ ...one, filter: { ...one.filter, another: true } }, self) : `another ${targetPhrase(one, self).replace(/^any /, '')}`;
  return `Choose ${targetPhrase(one, self)}, then choose ${another} for each time this spell was kicked.`;
}

/** The noun of a later mention in another sentence: "that creature", "that player". */
export function targetNoun(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'player':
    case 'opponent':
      return 'player';
    case 'spell':
      return 'spell';
    case 'card-in-your-graveyard':
      return 'card';
    case 'permanent':
      if (spec.filter.types?.length === 1) return spec.filter.types[0].toLowerCase();
      if (!spec.filter.types && spec.filter.subtypes?.length === 1) return spec.filter.subtypes[0];
      // "target Plains or Island" is later "that land" (basic land types are land subtypes, CR 205.3i).
      return !spec.filter.types && spec.filter.subtypes?.every((t) => BASIC_LAND_TYPES.includes(t)) ? 'land' : 'permanent';
    case 'any':
      return 'target';
    case 'player-or-planeswalker':
      return 'player or planeswalker';
  }
}

/** An object of a filter in a trigger or cost: "another creature", "a Goblin you control", "an artifact" (CR 603.2). */
export function objectPhrase(filter: PermanentFilter): string {
  const { another, ...rest } = filter;
  const noun = filterPhrase(rest);
  return another ? `another ${noun}` : withIndefiniteArticle(noun);
}

/** The noun after "enchanted" for what an Aura enchants: "creature", "land", "permanent" (one type, else "permanent"). */
export function enchantedNoun(enchant: EnchantSpec | undefined): string {
  if (enchant === undefined) return 'creature';
  if (enchantsGraveyardCard(enchant)) return enchant.graveyardCard.types?.length === 1 ? enchant.graveyardCard.types[0].toLowerCase() : 'permanent';
  return enchantsPlayer(enchant) ? enchant : targetNoun({ kind: 'permanent', filter: enchant });
}

/** What follows "Enchant": "player", "creature you control", "creature card in a graveyard" (CR 702.5a). */
export function enchantPhrase(enchant: EnchantSpec): string {
  if (enchantsGraveyardCard(enchant)) return `${cardFilterPhrase(enchant.graveyardCard).replace(/^an? /, '')} in a graveyard`;
  return enchantsPlayer(enchant) ? enchant : filterPhrase(enchant);
}
