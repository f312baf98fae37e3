import { definedXIn, isCount, isHalf, isPerCount, printedAmount } from '../cards/amounts';
import { MODE_CHOICE_WORDS, enchantsPlayer, ActionPlayer, AbilityDefinition, EntersWithCounters, GrantedAbility, GrantedTrigger, Amount, CardDefinition, HalfAmount, StaticAbility, Effect, EveryTurnWording, PermanentFilter, PlayerActionEvent, SpellCaster, StepTriggerWhose, Subject, TargetSpec, TextLine, TriggerCondition, TriggerEvent } from '../cards/card-definition';
import type { Color } from '../state/game-state';
import { activatedKeywordName, kickerCosts } from '../cards/keywords';
import { isIntrinsicManaAbility } from '../cards/intrinsic-mana-ability';
import { effectHandler } from '../rules/effects';
import { capitalize, keywordLine, quotedKeywordText } from './describe-keywords';
import { costText, keywordCostText, manaSymbols, xSpendText } from './describe-costs';
import { DescribeContext, numberWord } from './describe-context';
import { activationLimitsText } from './describe-activation-limits';
import { countEachPhrase, countPhrase } from './describe-counts';
import { describeStatic, staticSubjectIsPlural } from './describe-statics';
import { abilityWordText, conditionPhrase } from './describe-conditions';
import { COLOR_WORDS, enchantedNoun, enchantPhrase, filterPhrase, groupPhrase, objectPhrase, orList, pluralNoun, targetNoun, targetPerKickSentence, targetPhrase } from './describe-targets';
import { withIndefiniteArticle } from './english-article';

/** Where an ability's text names things: its source and its targets. */
interface TextScope {
  name: string;
  targets: TargetSpec[];
  /** The effect calls the source "it": a cost sacrificed it (Mogg Fanatic) or the trigger named it. */
  selfIsIt: boolean;
  /** The noun after "enchanted": what the Aura enchants ("creature", "land", "permanent"). */
  enchanted: string;
  /** A spell's kicker costs, as printed, for "kicked with its {2}{R} kicker" (CR 702.33d). */
  kickerCosts?: readonly string[];
}

/**
 * Renders effects as sentences: clauses joined by "and" unless an effect starts a sentence or
 * a line; each target is "target creature" first, "it" later in that sentence, "that creature"
 * in a later one.
 */
class EffectText {
  private mentioned = new Map<number, number>();
  /** The sentence in which each target was last called "that creature". */
  private calledThat = new Map<number, number>();
  private sentence = 0;
  private optionalDepth = 0;
  private aloneNow = false;
  /** The subject of the previous clause of the sentence being rendered. */
  private lastSubject: Subject | null = null;
  private currentSubject: Subject | null = null;
  /** Inside clauses that call the source "it" ("If this spell was kicked, it deals 2 damage …"). */
  private selfItDepth = 0;

  constructor(private readonly scope: TextScope) {}

  /** How the source names itself here: its name, or "it". */
  private get selfWord(): string {
    return this.scope.selfIsIt || this.selfItDepth > 0 ? 'it' : this.scope.name;
  }

  /** Lines of sentences; the first sentence's first letter is left as the caller needs it. */
  render(effects: Effect[]): string[][] {
    const lines: string[][] = [[]];
    let clauses: string[];
    const groups: Effect[][] = [];
    for (const e of effects) {
      if (groups.length === 0 || e.join === 'sentence' || e.join === 'line') groups.push([e]);
      else groups[groups.length - 1].push(e);
    }
    for (const group of groups) {
      this.lastSubject = null;
      if ((group[0].join ?? 'and') === 'line' && lines[lines.length - 1].length > 0) lines.push([]);
      // Clauses in sequence are each a sentence of their own to the reader: "Draw a card, then discard a card".
      const alone = group.slice(1).every((e) => e.join === 'then');
      clauses = group.map((e) => this.clause(e, alone));
      // "Draw a card, then discard a card": a clause may follow the one before in sequence.
      // CR 107.3: "you draw X cards and you lose X life, where X is …" defines X once, at the end of its sentence.
      const x = group.map(definedXIn).find((c) => c !== undefined);
      // CR 702.33c: "up to X target creatures …, where X is the number of times Voyager Drake was kicked".
      const kicked = this.scope.targets.findIndex((t) => t.number?.max === 'kicks');
      const kicksX = x === undefined && kicked >= 0 && this.mentioned.get(kicked) === this.sentence;
      const where = x ? `, where X is ${countPhrase(x, (whose) => this.possessive(whose), this.scope.name)}` : kicksX ? `, where X is the number of times ${this.scope.name} was kicked` : '';
      // "… gains shroud until end of turn and can't be blocked this turn": a clause of the same subject leaves it out.
      const sentence = `${clauses.map((c, i) => (i === 0 ? c : group[i].join === 'and-same-subject' ? ` and ${c.replace(/^it /, '')}` : `${group[i].join === 'then' ? ', then' : ' and'} ${c}`)).join('')}${where}.`;
      // CR 702.33c: the targets one per kick are chosen in a sentence of their own, before the first that names them.
      const perKick = this.scope.targets.findIndex((t) => t.number?.max === 'one-per-kick');
      const choosing = perKick >= 0 && this.mentioned.get(perKick) === this.sentence ? `${targetPerKickSentence(this.scope.targets[perKick], this.selfWord)} ` : '';
      lines[lines.length - 1].push(this.sentence === 0 && !choosing ? sentence : `${choosing}${capitalize(sentence)}`);
      this.sentence++;
    }
    return lines;
  }

  /** Effects as one clause of a sentence already begun (a static ability's replacement). */
  clausesText(effects: Effect[], optional: boolean): string {
    return this.context().clauses(effects, optional);
  }

  private clause(effect: Effect, alone: boolean): string {
    const before = this.aloneNow;
    this.aloneNow = alone;
    this.currentSubject = null;
    const text = effectHandler(effect.kind).describe(effect as never, this.context());
    this.aloneNow = before;
    this.lastSubject = this.currentSubject;
    return text;
  }

  private context(): DescribeContext {
    const self = this;
    return {
      subject: (s) => {
        self.currentSubject ??= s;
        return self.subject(s);
      },
      continuesSubject: (s) => {
        const same = s !== 'you' && self.lastSubject !== null && JSON.stringify(self.lastSubject) === JSON.stringify(s);
        if (same) self.currentSubject ??= s;
        return same;
      },
      possessive: (s) => {
        const noun = self.subject(s);
        return noun === 'it' ? 'its' : `${noun}'s`;
      },
      isYou: (s) => s === 'you',
      // A group ("creatures you control") is plural; every other subject names one at a time ("each creature" too).
      plural: (s) => typeof s === 'object' && ('all' in s || 'targets' in s),
      self: () => self.selfWord,
      name: () => self.scope.name,
      amount: (a: Amount) => (a === 'that-much' ? 'that much' : typeof a === 'object' && 'sacrificed' in a ? 'the total power of the sacrificed creatures' : isCount(a) ? countPhrase(a, (whose) => self.possessive(whose), self.scope.name) : isPerCount(a) ? String(a.times) : String(printedAmount(a))),
      forEach: (a: Amount) => (isPerCount(a) ? ` ${countEachPhrase(a.forEach, (whose) => self.possessive(whose), self.selfWord, self.scope.name)}` : ''),
      cards: (count: Amount) => {
        if (isPerCount(count)) return `${count.times === 1 ? 'a card' : `${numberWord(count.times)} cards`} ${countEachPhrase(count.forEach, (whose) => self.possessive(whose), self.selfWord, self.scope.name)}`;
        if (isCount(count)) return `cards equal to ${countPhrase(count, (whose) => self.possessive(whose), self.scope.name)}`;
        if (isHalf(count)) return halfPhrase(count);
        const n = printedAmount(count)!;
        return n === 1 ? 'a card' : `${numberWord(n)} cards`;
      },
      get alone() {
        return self.aloneNow && self.optionalDepth === 0;
      },
      get optional() {
        return self.optionalDepth > 0;
      },
      clauses: (effects, optional, { selfIsIt = false, newSentence = false } = {}) => {
        if (optional) self.optionalDepth++;
        if (selfIsIt) self.selfItDepth++;
        if (newSentence) {
          self.lastSubject = null;
          self.sentence++;
        }
        const text = effects.map((e) => self.clause(e, effects.length === 1)).join(' and ');
        if (optional) self.optionalDepth--;
        if (selfIsIt) self.selfItDepth--;
        return text;
      },
      fromYourGraveyard: (s) => typeof s === 'object' && 'target' in s && self.scope.targets[s.target]?.kind === 'card-in-your-graveyard',
      kickerCost: (index) => self.scope.kickerCosts?.[index] ?? '',
    };
  }

  /** A player's zone in a count, whose target was named earlier in the sentence: "your", "that player's". */
  private possessive(s: Subject): string {
    if (s === 'you') return 'your';
    if (typeof s === 'object' && 'target' in s) return `that ${targetNoun(this.scope.targets[s.target])}'s`;
    return `${this.subject(s)}'s`;
  }

  /** A word "target" choosing several (CR 115.1d): its phrase first, "them" later in that sentence, "those creatures" after. */
  private severalTargets(index: number): string {
    const spec = this.scope.targets[index];
    const first = this.mentioned.get(index);
    // CR 702.33c: "Choose any target, then choose another target for each time this spell was kicked. … each of them".
    if (spec.number?.max === 'one-per-kick') {
      if (first === undefined) this.mentioned.set(index, this.sentence);
      return 'each of them';
    }
    if (first === undefined) {
      this.mentioned.set(index, this.sentence);
      return targetPhrase(spec, this.selfWord);
    }
    return first === this.sentence ? 'them' : `those ${pluralNoun(targetNoun(spec))}`;
  }

  private subject(s: Subject): string {
    if (typeof s === 'object' && 'all' in s) return s.ownedBy === undefined ? groupPhrase(s.all) : `${groupPhrase(s.all)} ${this.subject({ target: s.ownedBy })} owns`;
    if (typeof s === 'object' && 'each' in s) {
      // "each other creature you control": the filter's `another` leaves out the source (CR 109.2).
      const { another, ...rest } = s.each;
      return `each ${another ? 'other ' : ''}${filterPhrase(rest)}`;
    }
    // "that land's controller": the target named as at any later mention.
    if (typeof s === 'object' && 'controllerOf' in s) return s.its ? 'its controller' : `${this.subject({ target: s.controllerOf })}'s controller`;
    if (typeof s === 'object' && 'targets' in s) return this.severalTargets(s.targets);
    if (typeof s === 'object') {
      const spec = this.scope.targets[s.target];
      const first = this.mentioned.get(s.target);
      if (first === undefined) {
        this.mentioned.set(s.target, this.sentence);
        if (spec.kind === 'any' && spec.another) return anotherTargetPhrase(this.scope.targets, s.target);
        return targetPhrase(spec, this.selfWord);
      }
      // A player named again in its sentence is "that player", never "it".
      if (first === this.sentence) return spec.kind === 'player' || spec.kind === 'opponent' ? `that ${targetNoun(spec)}` : 'it';
      // "Untap that creature. It gains haste": after a sentence that called it "that creature", "it".
      const that = this.calledThat.get(s.target);
      if (that === this.sentence - 1 && that !== undefined) return 'it';
      this.calledThat.set(s.target, this.sentence);
      return `that ${targetNoun(spec)}`;
    }
    switch (s) {
      case 'you':
        return 'you';
      case 'self':
        return this.selfWord;
      case 'each-creature':
        return 'each creature';
      case 'each-player':
        return 'each player';
      case 'each-opponent':
        return 'each opponent';
      case 'each-other-player':
        return 'each other player';
      case 'trigger-object':
        return 'that creature';
      case 'trigger-player':
        return 'that player';
      case 'trigger-object-controller':
        return 'its controller';
      case 'trigger-card':
        return 'it';
      case 'enchanted':
        return `enchanted ${this.scope.enchanted}`;
      case 'equipped':
        return 'equipped creature';
    }
  }
}

/** The effect of a mana ability that doubles its controller's mana pool (CR 605.1a). */
export const DOUBLE_MANA = 'Double the amount of each type of unspent mana you have';

/** "half their library, rounded down": of the player the clause acts on. */
function halfPhrase(amount: HalfAmount): string {
  return `half their ${amount.half}, rounded ${amount.rounded}`;
}

const ORDINALS = ['another', 'a third', 'a fourth'];

/** "another target", then "a third target" (CR 115.3): counted among the earlier "any target"s that differ from the ones before. */
function anotherTargetPhrase(targets: TargetSpec[], index: number): string {
  const before = targets.slice(0, index).filter((t) => t.kind === 'any' && t.another).length;
  return `${ORDINALS[before] ?? `another`} target`;
}

/** Sentences of effects, the first with its first letter as given (after a trigger or cost). */
function effectLines(scope: TextScope, effects: Effect[], prefix: string): string[] {
  const lines = new EffectText(scope).render(effects).map((sentences) => sentences.join(' '));
  if (lines.length === 0) return [];
  lines[0] = prefix ? `${prefix}${lines[0]}` : capitalize(lines[0]);
  return lines.map((l, i) => (i === 0 && prefix ? l : capitalize(l)));
}

/** True when the trigger's own words name the source, so the effect calls it "it". */
export function triggerNamesSource(t: TriggerEvent): boolean {
  return (t.event === 'enters-battlefield' && t.who === 'self') || (t.event === 'attacks-or-blocks' && t.who === 'self') || t.event === 'becomes-blocked-by-creature' || (t.event === 'dies' && t.who !== 'filter' && t.who !== 'damaged-by-self') || t.event === 'blocks' || t.event === 'blocks-or-becomes-blocked' || t.event === 'becomes-blocked' || (t.event === 'attacks' && !t.who) || t.event === 'cycled' || (t.event === 'deals-damage' && !t.who) || t.event === 'turned-face-up';
}


const CASTER_WORDS: Record<SpellCaster, string> = { any: 'a player casts', you: 'you cast', opponent: 'an opponent casts' };

/** "a spell", "a white spell", "a white or blue spell". */
function spellPhrase(colors: Color[] | undefined): string {
  const words = (colors ?? []).map((c) => COLOR_WORDS[c]).join(' or ');
  return words ? withIndefiniteArticle(`${words} spell`) : 'a spell';
}

const ACTION_VERBS: Record<PlayerActionEvent, [string, string]> = { draws: ['draw', 'a card'], discards: ['discard', 'a card'], 'taps-land-for-mana': ['tap', 'a land for mana'] };

/** "draws a card", "draw a card" (after "you"), "taps a land for mana": a player action trigger's verb phrase. */
export function triggerActionPhrase(event: PlayerActionEvent, player: ActionPlayer): string {
  const [verb, object] = ACTION_VERBS[event];
  return `${player === 'you' ? verb : `${verb}s`} ${object}`;
}

const ACTION_PLAYER_WORDS: Record<Exclude<ActionPlayer, 'enchanted'>, string> = { any: 'a player', you: 'you', opponent: 'an opponent' };

/** "white or blue", "white, blue, black, or red" (a serial comma from three on). */
function colorList(colors: Color[]): string {
  return orList(colors.map((c) => COLOR_WORDS[c]));
}

function triggerPrefix(def: CardDefinition, ability: Extract<AbilityDefinition, { kind: 'triggered' }>): string {
  const t = ability.trigger;
  const name = def.name;
  let phrase: string;
  switch (t.event) {
    case 'enters-battlefield':
      if (t.who === 'self') phrase = `When ${name} enters the battlefield${t.orHauntedDies ? ' or the creature it haunts dies' : ''}`;
      else phrase = t.underYourControl ? `Whenever ${objectPhrase({ ...t.filter, controller: undefined })} enters the battlefield under your control` : `Whenever ${objectPhrase(t.filter)} enters the battlefield`;
      break;
    case 'dies': {
      const verb = t.anyPermanent ? 'is put into a graveyard from the battlefield' : 'dies';
      const dying = t.who === 'self' ? null : t.who === 'filter' ? objectPhrase(t.filter) : t.who === 'damaged-by-self' ? `a creature dealt damage by ${name} this turn` : `${name} or another creature`;
      phrase = dying === null ? `When ${name} ${verb}` : `Whenever ${dying} ${verb}`;
      break;
    }
    case 'beginning-of-step':
      phrase =
        t.whose === 'enchanted-controller'
          ? `At the beginning of the ${t.step === 'upkeep' ? 'upkeep' : `${t.step.replace(/-/g, ' ')} step`} of enchanted ${enchantedNoun(def.enchant)}'s controller`
          : `At the beginning of ${stepOwnerWords(t.whose, t.written)} ${t.step === 'upkeep' ? 'upkeep' : `${t.step.replace(/-/g, ' ')} step`}`;
      break;
    case 'blocks':
      phrase = `${t.when ? 'When' : 'Whenever'} ${name} blocks a creature`;
      break;
    case 'becomes-blocked-by-creature':
      phrase = `Whenever ${name} becomes blocked by a creature`;
      break;
    case 'attacks-or-blocks':
      phrase = `${t.when ? 'When' : 'Whenever'} ${t.who === 'self' ? name : 'enchanted creature'} attacks or blocks`;
      break;
    case 'blocks-or-becomes-blocked':
      phrase = `Whenever ${name} blocks or becomes blocked`;
      break;
    case 'becomes-blocked':
      phrase = `Whenever ${name} becomes blocked`;
      break;
    case 'blocked-by-creature-without':
      phrase = `Whenever a creature without ${t.keyword} blocks ${name}`;
      break;
    case 'deals-damage':
      phrase = `Whenever ${t.who === 'enchanted' ? 'enchanted creature' : name} deals ${t.combat ? 'combat ' : ''}damage${t.to === 'any' ? '' : ` to ${t.to === 'opponent' ? 'an opponent' : `a ${t.to}`}`}`;
      break;
    case 'attacks':
      phrase = t.who === 'creature' ? 'Whenever a creature attacks' : `Whenever ${name} attacks`;
      break;
    case 'attacks-alone':
      phrase = 'Whenever a creature you control attacks alone';
      break;
    case 'cycled':
      phrase = `When you cycle ${name}`;
      break;
    case 'discarded-by-opponent':
      phrase = `When a spell or ability an opponent controls causes you to discard ${name}`;
      break;
    case 'turned-face-up':
      phrase = `When ${name} is turned face up`;
      break;
    case 'haunted-dies':
      phrase = `When the creature ${name} haunts dies`;
      break;
    case 'resolved-into-graveyard':
      phrase = 'When this spell card is put into a graveyard after resolving';
      break;
    case 'spell-cast':
      phrase = `Whenever ${CASTER_WORDS[t.caster]} ${t.colorsAfter ? `a spell that's ${colorList(t.colors ?? [])}` : t.spell ? withIndefiniteArticle(filterPhrase(t.spell, 'spell')) : spellPhrase(t.colors)}`;
      break;
    case 'tapped-for-mana':
      if (t.who === 'enchanted') phrase = `Whenever enchanted ${enchantedNoun(def.enchant)} is tapped for mana`;
      else phrase = t.you ? `Whenever you tap ${objectPhrase(t.filter)} for mana` : `Whenever ${objectPhrase(t.filter)} is tapped for mana`;
      break;
    case 'draws':
    case 'discards':
    case 'taps-land-for-mana':
      phrase = `Whenever ${t.player === 'enchanted' ? `enchanted ${enchantedNoun(def.enchant)}` : ACTION_PLAYER_WORDS[t.player]} ${triggerActionPhrase(t.event, t.player)}`;
      break;
  }
  // CR 603.4: an intervening "if" follows the trigger.
  const condition = ability.condition ? `if ${triggerConditionPhrase(ability.condition, def)}, ` : '';
  return `${phrase}, ${condition}`;
}

/** An intervening "if" that names the card ("if Skizzik wasn't kicked"): the effects then call it "it". */
function conditionNamesSource(condition: TriggerCondition | undefined): boolean {
  return condition?.kind === 'source-kicked' && condition.named === true;
}

/** An intervening "if" as printed (CR 603.4). */
function triggerConditionPhrase(condition: TriggerCondition, def: CardDefinition): string {
  const name = def.name;
  if (condition.kind === 'source-untapped') return `${name} is untapped`;
  if (condition.kind === 'source-on-battlefield') return "it's on the battlefield";
  if (condition.kind === 'had-no-counter') return `it had no ${condition.counter} counters on it`;
  if (condition.kind === 'source-not-renowned') return "it isn't renowned";
  if (condition.kind === 'state') return conditionPhrase(condition.condition, name, false);
  if (condition.kind === 'source-cast-from-hand') return `you ${condition.cast ? 'cast' : "didn't cast"} it from your hand`;
  if (condition.kind === 'source-kicked') {
    const cost = condition.cost === undefined ? undefined : kickerCosts(def)[condition.cost];
    return `${condition.named ? def.name : 'it'} ${condition.kicked ? 'was' : "wasn't"} kicked${cost ? ` with its ${cost} kicker` : ''}`;
  }
  return `${name} came under your control since the beginning of your last upkeep`;
}

/**
 * A static ability's sentence with its "as long as" condition (CR 611.3a) before or after it and
 * its ability word in front (CR 207.2c): "Threshold — As long as seven or more cards are in your
 * graveyard, this creature gets +1/+1 and has flying."
 */
function staticConditionText(ability: StaticAbility, sentence: string, name: string): string {
  if (!ability.condition) return capitalize(sentence);
  const selfIsSubject = 'affected' in ability.effect && ability.effect.affected.kind === 'self';
  const text = ability.conditionFirst
    ? `As long as ${conditionPhrase(ability.condition, name, false)}, ${sentence}`
    : `${capitalize(sentence)} as long as ${conditionPhrase(ability.condition, name, selfIsSubject)}`;
  return ability.abilityWord ? `${abilityWordText(ability.abilityWord)} \u2014 ${text}` : text;
}

/** The line of one ability; static abilities marked `continues` join the one before. */
function abilityLine(def: CardDefinition, index: number): string | null {
  const ability = def.abilities[index];
  const scope: TextScope = { name: def.name, targets: [], selfIsIt: false, enchanted: enchantedNoun(def.enchant) };
  switch (ability.kind) {
    case 'mana': {
      // CR 305.6, 305.7: a basic land type's mana ability is intrinsic; Oracle prints it as reminder text only.
      if (isIntrinsicManaAbility(def, ability)) return null;
      if (ability.doubles) return `${costText(ability.cost, def.name)}: ${DOUBLE_MANA}.`;
      const mana = ability.oneOf && ability.produce === 'WUBRG' ? ANY_COLOR : ability.oneOf ? orList([...ability.produce].map((c) => `{${c}}`)) : manaSymbols(ability.produce);
      const damage = ability.damageToYou ? ` ${def.name} deals ${ability.damageToYou} damage to you.` : '';
      return `${costText(ability.cost, def.name)}: Add ${mana}.${damage}`;
    }
    case 'activated': {
      if (ability.keyword && ability.keyword !== 'forecast') return `${capitalize(activatedKeywordName(ability) ?? ability.keyword)} ${ability.cost.mana ?? ''}`.trim();
      const cost = costText(ability.cost, def.name);
      // CR 602.1: the effect after the colon starts a sentence.
      const lines = effectLines({ ...scope, targets: ability.targets, selfIsIt: !!ability.cost.sacrificeSelf }, ability.effects, '');
      if (ability.cost.xSpend) lines[lines.length - 1] = `${lines[lines.length - 1]} ${xSpendText(ability.cost.xSpend)}`;
      // CR 702.57a: forecast's limits are its reminder text.
      const limits = ability.keyword === 'forecast' ? null : activationLimitsText(ability, def.name);
      if (limits) lines[lines.length - 1] = `${lines[lines.length - 1]} ${limits}`;
      const label = ability.keyword === 'forecast' ? 'Forecast \u2014 ' : ability.abilityWord ? `${abilityWordText(ability.abilityWord)} \u2014 ` : '';
      return [`${label}${cost}: ${lines[0] ?? ''}`, ...lines.slice(1)].join('\n');
    }
    case 'triggered':
      // CR 702.24a: a keyword given in quotes prints as the keyword.
      if (ability.keyword && ability.effects[0]?.kind === 'cumulative-upkeep') return quotedKeywordText(ability.keyword, ability.effects[0].cost, def.name);
      // CR 207.2c: an ability word labels the ability ("Imprint — When …").
      return effectLines({ ...scope, targets: ability.targets, selfIsIt: !ability.selfByName && (triggerNamesSource(ability.trigger) || conditionNamesSource(ability.condition)) }, ability.effects, `${ability.abilityWord ? `${abilityWordText(ability.abilityWord)} \u2014 ` : ''}${triggerPrefix(def, ability)}`).join('\n');
    case 'static': {
      if (ability.continues) return null;
      const names = { name: def.name, enchanted: scope.enchanted, effects: (effects: Effect[], optional: boolean) => new EffectText(scope).clausesText(effects, optional) };
      const parts = [describeStatic(ability.effect, names, true)];
      for (let i = index + 1; i < def.abilities.length; i++) {
        const next = def.abilities[i];
        if (next.kind !== 'static' || !next.continues) break;
        parts.push(describeStatic(next.effect, names, false, staticSubjectIsPlural(ability.effect)));
      }
      const sentence = staticConditionText(ability, parts.join(' and '), def.name);
      // The period of a sentence ending in a quotation goes inside the quotes.
      return sentence.endsWith('"') ? `${sentence.slice(0, -1)}."` : `${sentence}.`;
    }
  }
}

/** The words before a step's name: "your", "each opponent's", "each player's", "each", "the". */
export function stepOwnerWords(whose: Exclude<StepTriggerWhose, 'enchanted-controller'>, written?: EveryTurnWording): string {
  if (whose === 'yours') return 'your';
  if (whose === 'opponents') return "each opponent's";
  return written ?? "each player's";
}

/** How Oracle text writes a mana ability that makes one mana of any of the five colours (CR 105.1). */
export const ANY_COLOR = 'one mana of any color';

function defaultLayout(def: CardDefinition): TextLine[] {
  const lines: TextLine[] = [];
  if (def.costReduction) lines.push('cost-reduction');
  if (def.uncounterable) lines.push('uncounterable');
  if (def.enchant) lines.push('enchant');
  if (def.additionalCost) lines.push('additional-cost');
  if (def.kicker) lines.push('kicker');
  if (def.buyback) lines.push('buyback');
  if (def.replicate) lines.push('replicate');
  if (def.offering) lines.push('offering');
  if (def.keywords.length) lines.push({ keywords: def.keywords });
  if (def.entersTapped) lines.push('enters-tapped');
  if (def.entersWithCounters) lines.push('enters-with-counters');
  if (def.entersAsCopy) lines.push('enters-as-copy');
  if (def.entersChoosing) lines.push('enters-choosing');
  if (def.shuffledInsteadOfGraveyard) lines.push('shuffled-instead-of-graveyard');
  if (def.discardedToBattlefield) lines.push('discarded-to-battlefield');
  def.abilities.forEach((_a, i) => lines.push({ ability: i }));
  if (def.spell) lines.push('spell');
  if (def.xSpend) lines.push('x-spend');
  if (def.anyNumberInDeck) lines.push('any-number-in-deck');
  if (def.entwine) lines.push('entwine');
  if (def.flashback) lines.push('flashback');
  if (def.morph) lines.push('morph');
  if (def.madness) lines.push('madness');
  if (def.recover) lines.push('recover');
  if (def.splice) lines.push('splice');
  return lines;
}

function lineText(def: CardDefinition, line: TextLine): string | null {
  if (typeof line === 'object') return 'keywords' in line ? keywordLine(def, line.keywords, line.semicolons) : abilityLine(def, line.ability);
  switch (line) {
    case 'enchant':
      return def.enchant === undefined ? null : `Enchant ${enchantPhrase(def.enchant)}`;
    case 'kicker':
      // CR 702.33a: a kicker cost that is not only mana is written after a dash.
      if (typeof def.kicker === 'object') return `Kicker—${keywordCostText(def.kicker, def.name)}.`;
      if (def.multikicker) return `Multikicker ${def.kicker}`;
      return def.secondKicker ? `Kicker ${def.kicker} and/or ${def.secondKicker}` : `Kicker ${def.kicker}`;
    case 'buyback':
      return `Buyback ${def.buyback}`;
    case 'replicate':
      return `Replicate ${def.replicate}`;
    case 'entwine':
      return `Entwine ${def.entwine}`;
    case 'flashback':
      return `Flashback ${def.flashback}`;
    case 'morph':
      return `Morph ${def.morph}`;
    case 'madness':
      return `Madness ${def.madness}`;
    case 'recover':
      return `Recover ${def.recover}`;
    case 'offering':
      return `${def.offering} offering`;
    case 'cost-reduction':
      return def.costReduction ? `If ${conditionPhrase(def.costReduction.condition, def.name, false)}, this spell costs {${def.costReduction.generic}} less to cast.` : null;
    case 'splice':
      return def.splice ? `Splice onto ${def.splice.onto}${typeof def.splice.cost === 'string' ? ` ${def.splice.cost}` : `—${keywordCostText(def.splice.cost, def.name)}.`}` : null;
    case 'uncounterable':
      return "This spell can't be countered.";
    case 'x-spend':
      return def.xSpend ? xSpendText(def.xSpend) : null;
    case 'any-number-in-deck':
      return def.anyNumberInDeck ? `A deck can have any number of cards named ${def.name}.` : null;
    case 'shuffled-instead-of-graveyard':
      return def.shuffledInsteadOfGraveyard ? `If ${def.name} would be put into a graveyard from anywhere, reveal ${def.name} and shuffle it into its owner's library instead.` : null;
    case 'discarded-to-battlefield': {
      const counters = def.discardedToBattlefield?.counters;
      return def.discardedToBattlefield
        ? `If a spell or ability an opponent controls causes you to discard ${def.name}, put it onto the battlefield${counters ? ` with ${numberWord(counters)} +1/+1 counters on it` : ''} instead of putting it into your graveyard.`
        : null;
    }
    case 'enters-tapped':
      return `${def.name} enters the battlefield tapped.`;
    case 'enters-with-counters': {
      return def.entersWithCounters ? def.entersWithCounters.map((w) => enteringLine(def, w)).join('\n') : null;
    }
    case 'additional-cost':
      return def.additionalCost ? `As an additional cost to cast this spell, ${lowerFirstWord(keywordCostText(def.additionalCost, def.name))}.` : null;
    case 'enters-choosing':
      return def.entersChoosing ? `As ${def.name} enters the battlefield, choose a ${def.entersChoosing}.` : null;
    case 'enters-as-copy':
      return def.entersAsCopy ? `You may have ${def.name} enter the battlefield as a copy of any ${filterPhrase(def.entersAsCopy)} on the battlefield.` : null;
    case 'spell': {
      if (!def.spell) return null;
      const modes = def.spell.modes;
      if (!modes) return effectLines({ name: def.name, targets: def.spell.targets, selfIsIt: false, enchanted: enchantedNoun(def.enchant), kickerCosts: kickerCosts(def) }, def.spell.effects, '').join('\n');
      // CR 700.2: "Choose one —" and one bulleted line per mode, each with its own targets.
      const options = modes.options.map((m) => `\u2022 ${effectLines({ name: def.name, targets: m.targets, selfIsIt: false, enchanted: enchantedNoun(def.enchant) }, m.effects, '').join(' ')}`);
      return [`Choose ${MODE_CHOICE_WORDS[modes.choose]} \u2014`, ...options].join('\n');
    }
  }
}

/** One "enters the battlefield with counters" line (CR 614.1c; kicked 702.33c-e). */
function enteringLine(def: CardDefinition, w: EntersWithCounters): string {
  const kicked = w.kickerCost === undefined ? 'kicked' : `kicked with its ${kickerCosts(def)[w.kickerCost]} kicker`;
  // CR 107.3m: "Endless One enters the battlefield with X +1/+1 counters on it."
  if (w.count === 'x') return `${def.name} enters the battlefield with X ${w.counter} counters on it.`;
  // CR 702.33a, 601.2h: "… with flying and with X +1/+1 counters on it, where X is the discarded card's mana value" (Dralnu's Pet).
  if (w.count === 'discarded-mana-value') return `If ${def.name} was ${kicked}, it enters the battlefield with ${w.keywords ? `${w.keywords.join(', ')} and with ` : ''}X ${w.counter} counters on it, where X is the discarded card's mana value.`;
  const withWhat = w.abilities ? ` and with "${w.abilities.map((a) => describeQuotedAbility(a, def.name)).join(' ')}."` : w.keywords ? ` and with ${w.keywords.join(', ')}` : '';
  return `${w.ifKicked ? `If ${def.name} was ${kicked}, it` : def.name} enters the battlefield with ${w.count === 1 ? withIndefiniteArticle(`${w.counter} counter`) : `${numberWord(w.count)} ${w.counter} counters`} on it${withWhat}${w.perKick ? ' for each time it was kicked' : ''}${w.abilities ? '' : '.'}`;
}

/**
 * A quoted ability's text without its closing period (the sentence around it places that, CR 113.1a):
 * '{T}: This creature deals 1 damage to any target', the object that has it called `self` ("this creature").
 */
export function describeQuotedAbility(ability: GrantedAbility | GrantedTrigger, self: string): string {
  const text = abilityLine({ name: self, manaCost: null, supertypes: [], types: [], subtypes: [], keywords: [], abilities: [ability] }, 0) ?? '';
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/**
 * The rules text of a card rendered from its definition's structure alone (no stored text):
 * its lines in printed order, without reminder text (docs: the round-trip normalization).
 */
export function describeCard(def: CardDefinition): string {
  const text = (def.layout ?? defaultLayout(def))
    .map((line) => lineText(def, line))
    .filter((l): l is string => !!l)
    .join('\n');
  return def.shortName ? withShortName(text, def.name, def.shortName) : text;
}

/** CR 201.4: a legendary card's text names it in full once, then by its shortened name ("Phage"). */
function withShortName(text: string, name: string, shortName: string): string {
  const first = text.indexOf(name);
  if (first < 0) return text;
  const rest = text.slice(first + name.length);
  return text.slice(0, first + name.length) + rest.split(name).join(shortName);
}


/** "Sacrifice a creature" → "sacrifice a creature" (a cost inside a sentence). */
function lowerFirstWord(text: string): string {
  return text.length ? text[0].toLowerCase() + text.slice(1) : text;
}
