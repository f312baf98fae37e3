import type { EngineSeed, RngState } from './rng';
import type { CardDefinition, CardType, Effect, GrantedAbility, GrantedTrigger } from '../cards/card-definition';
import type { TextChange } from '../cards/definition-text-rewrite';

/** One of the two seats of a game. */
export type PlayerId = 'A' | 'B';

/**
 * Every field of a record, the optional ones included (as `undefined` until set): the states, players and objects are
 * built with all their fields from the start, in one order, so V8 gives each kind one hidden class and the engine's
 * property reads stay monomorphic (a field added later, or deleted, makes a new class per order of events).
 */
export type EveryField<T> = { [K in keyof Required<T>]: T[K] };

// Steps of a turn in order (CR 500.1): the union and the runtime list from one array.
const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'precombat-main',
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
  'postcombat-main',
  'end',
  'cleanup',
] as const;

/** A step of a turn (CR 500.1). */
export type Step = (typeof STEPS)[number];

/** Every step, in turn order. */
export const STEP_ORDER: readonly Step[] = STEPS;

/** Zones an object can be in (CR 400.1; the command zone, CR 408, holds the commanders of a Commander game). */
export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack' | 'command';

/** Colours as mana letters. */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

/** A card or token in some zone. A new id is given each time it changes zones (CR 400.7). */
export interface GameObject {
  id: number;
  card: string;
  owner: PlayerId;
  /** Controller before control-changing effects (layer 2 computes the current one). */
  controller: PlayerId;
  zone: ZoneName;
  /** A permanent that was a spell: the zone it was cast from (CR 601.2a), for "if you didn't cast it from your hand" (603.4). */
  castFrom?: ZoneName;
  /** A permanent that was a kicked spell: its kicks (`StackItem.kicks`), for "if it was kicked" (CR 702.33e). */
  kicks?: number[];
  /** The turn it was last declared as an attacker, for "creatures that attacked this turn" (CR 508.1; a new object has none, 400.7). */
  attackedTurn?: number;
  /** The sources that dealt damage to it this turn ("a creature dealt damage by ~ this turn", Sengir Vampire); a new object has none (CR 400.7). */
  damagedThisTurn?: { turn: number; by: number[] };
  /** A card put into a graveyard from the battlefield: the turn it was (CR 400.7: "put there from the battlefield this turn"). */
  fromBattlefieldTurn?: number;
  tapped: boolean;
  /** True until its controller has controlled it continuously since their most recent turn began. */
  sick: boolean;
  damage: number;
  /** Dealt damage by a source with deathtouch since the last check (CR 704.5h). */
  deathtouchDamage: boolean;
  counters: Record<string, number>;
  attachedTo: number | null;
  token: boolean;
  timestamp: number;
  /** Untap steps this permanent skips (Wall of Frost). */
  skipUntaps: number;
  /** Renowned (CR 702.112b): a designation it keeps until it leaves the battlefield (a new object has none, 400.7). */
  renowned?: true;
  /** Controller seen at the last check, to detect a control change (CR 302.6). */
  lastController: PlayerId;
  /**
   * The card itself while a copy effect makes it a copy (CR 707.2): `card` then names the copied
   * object's copiable values, and the object becomes this card again when it leaves the battlefield.
   */
  printedCard?: string;
  /**
   * Face down (CR 708.2): `card` is then the face-down 2/2 (FACE_DOWN_NAME) and `printedCard` the card
   * itself, which only its controller may see (708.5) until it is turned face up or leaves (708.9).
   */
  faceDown?: boolean;
  /**
   * Phased out (CR 702.26b): treated as though it doesn't exist; kept out of `battlefield` (in
   * `phasedOut`) though its zone stays the battlefield. `controller` is who controlled it when it
   * phased out (it phases in during their untap step); `indirectly` when it phased out with the
   * permanent it is attached to (702.26g), with which it phases in.
   */
  phasedOut?: { controller: PlayerId; indirectly: boolean };
  /**
   * An Aura with "enchant creature card in a graveyard" whose enters trigger resolved (Animate Dead): it lost that
   * enchant ability and gained "enchant creature put onto the battlefield with" it (CR 613.1f), and this is that
   * creature (null: none came). Leaving the battlefield, the Aura's delayed trigger makes it be sacrificed (603.7).
   */
  returnedCreature?: number | null;
  /** The player an "Enchant player" Aura is attached to (CR 303.4, 702.5); `attachedTo` stays null. */
  enchantedPlayer?: PlayerId;
  /** The turn in which one of its loyalty abilities was last activated (CR 606.3: once each turn). */
  loyaltyTurn?: number;
  /** Activations this turn of its abilities limited per turn, by ability index (CR 602.5b); `turn` says which turn they count. */
  activationsThisTurn?: { turn: number; counts: Record<number, number> };
  /**
   * The timestamp taken when it last came under its controller's control (entering the battlefield or a
   * control change, CR 302.6), for echo (702.30a); absent: since before the game's first upkeep.
   */
  controlSince?: number;
  /** A commander (CR 903.3): the designation is the card's, so it stays with the card from zone to zone. */
  commander?: true;
  /** The object an exiled haunt card haunts (CR 702.55b), by its id; a new object after a zone change is not haunted (400.7). */
  haunting?: number;
  /** What its controller chose as it entered (CR 614.12: "As … enters the battlefield, choose a color"); a new object has chosen nothing (400.7). */
  chosen?: { color: Color } | { player: PlayerId } | { name: string };
  /**
   * The object whose ability exiled it (CR 607.2a: linked abilities; imprint, 2006 502.34a), by id: that object's
   * "the exiled card" is this one; a new object of the source after a zone change has exiled nothing (400.7).
   */
  exiledWith?: number;
  /** A commander put into a graveyard or exile since the last state-based check (CR 903.9a, 704.6d). */
  commanderArrived?: true;
}

/** A target chosen for a spell or ability. */
export type TargetValue = { player: PlayerId } | { object: number };

/**
 * What an object on the stack is: a spell, an ability, or (2006 edition only) the combat damage
 * of one damage step, which is neither and cannot be countered (2006 CR 310.3).
 */
export const STACK_ITEM_KINDS = ['spell', 'ability', 'combat-damage'] as const;

/** One amount of combat damage as assigned (2006 CR 310.1: dealt later as assigned, 310.4a). */
export interface AssignedCombatDamage {
  source: SourceInfo;
  target: TargetValue;
  amount: number;
}

/** A spell or ability on the stack. */
export interface StackItem {
  id: number;
  kind: (typeof STACK_ITEM_KINDS)[number];
  /** The card object on the stack (spells only). */
  objectId: number | null;
  /** The object the ability came from (may have left its zone). */
  source: number;
  sourceCard: string;
  controller: PlayerId;
  /** Index into the card's abilities (abilities only). */
  abilityIndex: number | null;
  /** An ability an effect gave the source (its `abilityIndex` is past the card's own): it exists on the stack on its own (CR 113.7a). */
  granted?: GrantedAbility | GrantedTrigger;
  targets: TargetValue[];
  x: number;
  kicked: boolean;
  /**
   * The kicker costs paid, each an index into the card's kicker costs, once for each time (CR 702.33c-d);
   * absent for a spell kicked once with its only kicker (`kicked`).
   */
  kicks?: number[];
  alt: AlternativeCost | null;
  /** Last known information about the source when the ability was put on the stack. */
  sourceInfo: SourceInfo;
  /** Objects or players the trigger refers to ("that creature", "that player"). */
  context: TriggerContext;
  /** A delayed triggered ability's effects (CR 603.7); `abilityIndex` is then -1. */
  delayed?: DelayedEffects;
  /** The modes chosen for a modal spell, in printed order (CR 700.2a). */
  modes?: number[];
  /** The amounts divided among the targets as the spell was cast, by target index (CR 601.2d). */
  divided?: number[];
  /** The total power of the creatures its additional cost sacrificed, as they last existed (CR 608.2h). */
  sacrificedPower?: number;
  /** The mana value of the card discarded to pay its kicker cost, as it was in the hand (Dralnu's Pet; CR 702.33a, 601.2h). */
  kickerDiscardedManaValue?: number;
  /** The objects its exile effects moved to exile as it resolves, for "For each … exiled this way" (CR 608.2c). */
  exiledThisWay?: number[];
  /** The cards its effects revealed, for "… cards revealed this way" in later effects of the same resolution (CR 608.2c). */
  revealedThisWay?: number[];
  /** The spell's buyback cost was paid: it goes to its owner's hand as it resolves (CR 702.27a). */
  buyback?: true;
  /** The cards spliced onto the spell, in the order their text happens (CR 702.47b-c); their text is gone once it leaves the stack (702.47e). */
  spliced?: string[];
  /** A copy of a spell (CR 707.10): no card; it ceases to exist when it leaves the stack. */
  copy?: true;
  /** The number of colours of mana spent to cast the spell, for sunburst (CR 702.44a); absent is none. */
  colorsSpent?: number;
  /** The zone a spell was cast from (CR 601.2a); absent for abilities. */
  castFrom?: ZoneName;
  /** The assignments a combat damage object deals as it resolves (2006 CR 310.1, 310.4). */
  combatDamage?: AssignedCombatDamage[];
}

/** What a source looked like, for damage and protection checks after it has gone. */
export interface SourceInfo {
  id: number;
  card: string;
  controller: PlayerId;
  colors: Color[];
  keywords: string[];
  isCreature: boolean;
  /** Card types and subtypes, for protection from a type or subtype (CR 702.16a). */
  types: string[];
  subtypes: string[];
  /** Changeling (CR 702.73a): every creature type; absent otherwise. */
  everyCreatureType?: true;
  /** Whether its printed abilities worked (not removed by an effect such as Humility). */
  hasAbilities: boolean;
  counters: Record<string, number>;
  /** A snow permanent (supertype Snow): its mana pays {S} (CR 107.4h); absent otherwise. */
  snow?: true;
  /** A creature's power and toughness as it last existed on the battlefield ("gains life equal to its toughness", CR 608.2h). */
  power?: number;
  toughness?: number;
  /** The sources that dealt damage to it this turn, as it last existed (CR 603.10a). */
  damagedBy?: number[];
  /** The source is a spell, not an ability (CR 601.2c: "can't be the target of blue spells"). */
  spell?: true;
}

/** Data carried from a trigger event to its resolution. */
export interface TriggerContext {
  object?: number;
  player?: PlayerId;
  /** The card (new object) a dies trigger returns (persist, undying). */
  card?: number;
  /** The event's amount: the damage dealt ("that much"). */
  amount?: number;
  /** `object` as it last existed on the battlefield, once it has left (CR 608.2h: "its toughness" of a creature gone). */
  lastKnown?: SourceInfo;
  /** The colour a resolving spell's "Choose a color." chose (CR 608.2d), which its "the chosen color" reads. */
  chosenColor?: Color;
}

/**
 * What "for as long as …" waits on (CR 611.2b): its controller controlling the source, the source
 * staying on the battlefield or tapped, the affected object staying enchanted.
 */
export const LASTING_CONDITIONS = ['you-control-source', 'source-on-battlefield', 'source-tapped', 'object-enchanted'] as const;
export type LastingCondition = (typeof LASTING_CONDITIONS)[number];

/** What a creature can't do in combat this turn. */
export const COMBAT_RESTRICTIONS = ['cant-block', 'cant-be-blocked'] as const;
export type CombatRestriction = (typeof COMBAT_RESTRICTIONS)[number];

/**
 * How long a continuous effect of a resolved spell or ability lasts (CR 611.2a-b): until end of
 * turn, with no end given, "for as long as …" its conditions all keep holding, or "until your next
 * turn": until the turn of `untilTurnOf` (the controller of the spell or ability that made it) begins.
 */
export const EFFECT_DURATIONS = ['end-of-turn', 'indefinite'] as const;
export type EffectDuration = (typeof EFFECT_DURATIONS)[number] | { while: readonly LastingCondition[]; source: number } | { untilTurnOf: PlayerId };

/** A duration a card states other than "until end of turn" (CR 611.2a): "until your next turn". */
export const STATED_DURATIONS = ['your-next-turn'] as const;
export type StatedDuration = (typeof STATED_DURATIONS)[number];

/** A continuous effect created by a resolving spell or ability (CR 611.2). */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  controller: PlayerId;
  /** Name of the card whose spell or ability created it (how a player names it when ordering, CR 616.1). */
  sourceCard: string;
  duration: EffectDuration;
  effect:
    | { kind: 'pump'; object: number; power: number; toughness: number }
    | { kind: 'control'; object: number; controller: PlayerId }
    | { kind: 'grant'; object: number; keywords: string[] }
    /** "can't block this turn", "can't be blocked this turn" (CR 509.1b, 509.1c). */
    /** With `attacker`: the object can't block that one creature this turn (CR 509.1b). */
    | { kind: 'restrict'; object: number; restriction: CombatRestriction; attacker?: number }
    | { kind: 'prevent-combat-damage' }
    /** CR 615.1a, 609.7a: the next damage the source would deal to the recipient this turn is prevented; the effect is then used up. */
    | { kind: 'prevent-next-from-source'; target: TargetValue; source: number }
    /** CR 614.9: [combat] damage that would be dealt to the player [by unblocked creatures] is dealt to the object instead, this turn. */
    | { kind: 'redirect-damage'; player: PlayerId; object: number; combat?: true; fromUnblocked?: true }
    /** CR 615.1a: all damage sources of these colours would deal this turn is prevented (Luminesce). */
    | { kind: 'prevent-damage-from-colors'; colors: Color[] }
    /** Layer 7b: the object's base power and toughness are set (CR 613.4b; 2006 sublayer 6b, CR 2006 418.5a). */
    | { kind: 'set-pt'; object: number; power: number; toughness: number }
    /**
     * "Becomes a 2/1 blue Faerie creature with flying": types and subtypes in layer 4 (added when it
     * `keepsTypes`, CR 205.1b, else replacing them, 205.1a), colour in layer 5, keywords in layer 6,
     * base power and toughness in layer 7b (CR 613.1d-f, 613.4b).
     */
    | { kind: 'become'; object: number; power: number; toughness: number; types: CardType[]; subtypes: string[]; keepsTypes: boolean; keywords: string[]; colors?: Color[]; abilities?: GrantedAbility[] }
    /** Layer 7d: the object's power and toughness are switched (CR 613.4d). */
    | { kind: 'switch-pt'; object: number }
    /** Layer 3: the object's text has one colour word or basic land type replaced by another (CR 612.1, 613.1c; compiledObject applies it). */
    | { kind: 'change-text'; object: number; change: TextChange }
    /** A prevention shield: the next `amount` damage that would be dealt to the target this turn (CR 615.7). */
    | { kind: 'prevent-next-damage'; target: TargetValue; amount: number }
    /** "Regenerate …": the next time this turn the object would be destroyed, it is regenerated instead (CR 701.15a). */
    | { kind: 'regeneration-shield'; object: number }
    /** "A creature dealt damage this way can't be regenerated this turn": its regeneration shields do nothing (CR 701.15b). */
    | { kind: 'cant-regenerate'; object: number }
    /** "Until end of turn, if target player would draw a card, instead …" (CR 614.1a, 614.11): `targets` are the creating spell's. */
    | { kind: 'draw-replacement'; player: PlayerId; effects: Effect[]; targets: TargetValue[] };
}

/** A triggered ability waiting to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  controller: PlayerId;
  source: number;
  sourceCard: string;
  /** Index into the source card's abilities; -1 for a delayed trigger (its effects are in `delayed`). */
  abilityIndex: number;
  /** A triggered ability an effect gave the source (its `abilityIndex` is past the card's own, CR 613.1f). */
  granted?: GrantedTrigger;
  sourceInfo: SourceInfo;
  context: TriggerContext;
  delayed?: DelayedEffects;
}

/** The effects of a delayed triggered ability, as the spell or ability that created it gave them (CR 603.7). */
export interface DelayedEffects {
  effects: Effect[];
}

/**
 * When a delayed trigger waits for: "at the beginning of the next turn's upkeep", "… of the next end step", "at end of
 * combat" (CR 511.2), "at the beginning of each of your upkeeps for the rest of the game" (epic, 702.50a: it never ends).
 */
export const DELAYED_TRIGGER_TIMES = ['next-upkeep', 'next-end-step', 'end-of-combat', 'each-of-your-upkeeps'] as const;
export type DelayedTriggerTime = (typeof DELAYED_TRIGGER_TIMES)[number];

/** A delayed triggered ability waiting for its moment (CR 603.7a); it triggers once (603.7c). */
export interface DelayedTrigger {
  at: DelayedTriggerTime;
  /** The turn and step it was created in: a trigger made during an end step waits for the next one. */
  turn: number;
  step: Step;
  /** CR 603.7d: the controller of the spell or ability that created it. */
  controller: PlayerId;
  sourceInfo: SourceInfo;
  delayed: DelayedEffects;
}

/** One attacking creature and what it attacks. */
export interface Attacker {
  id: number;
  /** The defending player (CR 506.2), also when the creature attacks a planeswalker they control. */
  defender: PlayerId;
  /** The planeswalker it attacks (CR 508.1b), if it attacks one rather than the player. */
  planeswalker?: number;
  blocked: boolean;
  blockers: number[];
}

/** The combat of the current turn (CR 506). */
export interface CombatState {
  attackers: Attacker[];
  /** Blocking creature id → attacker id. */
  blocking: Record<number, number>;
  declaredAttackers: boolean;
  declaredBlockers: boolean;
  /** Creatures that dealt first-strike damage this combat (CR 510.4). */
  firstStrikers: number[];
  firstStrikeStep: boolean;
  /** Damage assignments chosen for the current damage step: attacking or blocking creature id → target key → amount. */
  assignments: Record<number, Record<string, number>>;
  /** "… blocks this creature this combat if able" (CR 509.1c requirements, provoke 702.39a); absent is none. */
  blockRequirements?: BlockRequirement[];
  /** Attacking bands (CR 702.22c), two creatures or more each; a creature removed from combat leaves its band (702.22f). Absent: none. */
  bands?: number[][];
}

/** A requirement that one creature blocks one attacker this combat if able (CR 509.1c). */
export interface BlockRequirement {
  blocker: number;
  attacker: number;
}

/** A player's zones and counters. */
export interface PlayerState {
  life: number;
  poison: number;
  library: number[];
  hand: number[];
  graveyard: number[];
  exile: number[];
  /** The command zone (CR 408): a player's commanders while they are there (CR 903.6). */
  command: number[];
  manaPool: string;
  /** The letters of `manaPool` that a snow source made, for {S} (CR 107.4h, 106.3); absent is none. */
  snowMana?: string;
  landsPlayed: number;
  /** Spells this player has cast this turn, for storm (CR 702.40a); absent is none. */
  spellsCastThisTurn?: number;
  /** An epic spell of this player has resolved: they can't cast spells for the rest of the game (CR 702.50a). */
  cantCastSpells?: true;
  /**
   * The next timestamp as this player's latest upkeep began, and as the one before it began (CR 503.1):
   * a permanent whose `controlSince` is not below `previous` came under their control since the
   * beginning of their last upkeep (echo, 702.30a). Absent before their first upkeep.
   */
  upkeepsBegan?: { latest: number; previous?: number };
  /** Damage this player has been dealt this turn, for bloodthirst (CR 702.54a-b); absent is none. */
  damageThisTurn?: number;
  /** Tried to draw from an empty library since the last check (CR 704.5b). */
  drewFromEmpty: boolean;
  lost: boolean;
  conceded: boolean;
  mulligans: number;
  kept: boolean;
}

/** The Commander variant's bookkeeping (CR 903); absent in a game of any other kind. */
export interface CommanderGame {
  /** Times each player has cast each of their commanders from the command zone, by card name (CR 903.8). */
  casts: Record<PlayerId, Record<string, number>>;
  /** Combat damage dealt to each player by each commander, keyed "owner:card name" (CR 903.10a). */
  damage: Record<PlayerId, Record<string, number>>;
}

/**
 * Rules editions the engine plays: today's Comprehensive Rules (the default) and the 2006
 * Comprehensive Rules of the seed (mana burn, combat damage on the stack, the 2006 legend rule,
 * layer order and mulligan). Rules code reads `game.rules` only where the two differ.
 */
export const RULES_EDITIONS = ['current', '2006'] as const;

/** Rules edition the game is played under. */
export type RulesEdition = (typeof RULES_EDITIONS)[number];

/** Whether a value names a rules edition the engine plays. */
export function isRulesEdition(value: unknown): value is RulesEdition {
  return (RULES_EDITIONS as readonly unknown[]).includes(value);
}

/** Mulligan rule (CR 103.5). */
export type MulliganRule = 'london' | 'classic-draw-one-fewer';

/** Outcome of a game. */
export type GameResult = { over: false } | { winner: PlayerId } | { draw: true };

/**
 * The alternative costs a card is cast for from a zone other than the hand (CR 118.9): flashback 702.34a,
 * madness 702.35a, and `free`, "without paying its mana cost" (ripple 702.60a, from the library).
 */
export const ALTERNATIVE_COSTS = ['flashback', 'madness', 'free'] as const;
export type AlternativeCost = (typeof ALTERNATIVE_COSTS)[number];

/** The alternative costs a resolving ability offers a card for, cast there and then whatever its type's timing. */
export type OfferedCost = Exclude<AlternativeCost, 'flashback'>;

/** Something the engine needs a player to answer, with the internal context to resume. */
export interface PendingState {
  player: PlayerId;
  kind: DecisionKind;
  prompt: string;
  request: ChoiceRequest | null;
}

/** Kinds of decision a player is asked for. */
export type DecisionKind = 'priority' | 'attackers' | 'blockers' | 'assign' | 'choose' | 'mulligan';

/** A question asked inside an action (resolution, trigger ordering, legend rule, discard). */
export type ChoiceRequest =
  | { type: 'yes-no'; player: PlayerId; prompt: string }
  /** `count` cards, or with `min` any number from `min` to `count` (a search may find nothing, CR 701.19b). */
  | { type: 'pick-cards'; player: PlayerId; prompt: string; from: number[]; count: number; min?: number }
  | { type: 'pick-one'; player: PlayerId; prompt: string; from: number[] }
  | { type: 'order-triggers'; player: PlayerId; prompt: string; triggers: number[] }
  | { type: 'targets'; player: PlayerId; prompt: string; candidates: TargetValue[][] }
  | { type: 'assign'; player: PlayerId; prompt: string; attacker: number }
  /** CR 616.1: which replacement/prevention effect applies first; `effects` are their sources' references. */
  | { type: 'order-effects'; player: PlayerId; prompt: string; effects: string[] }
  /** A colour of mana to add (CR 106.1, "Add {G} or {W}"). */
  | { type: 'pick-color'; player: PlayerId; prompt: string; colors: Color[] }
  /** One of a few named actions an effect offers ("tap" or "untap", CR 608.2d), answered by its word. */
  | { type: 'pick-option'; player: PlayerId; prompt: string; options: string[] }
  /**
   * A resolving ability offers `card` to be cast for `alt` (a cast decision) or declined: madness's trigger from
   * exile for the madness cost (CR 702.35a), ripple's from the library without paying its mana cost (702.60a).
   */
  | { type: 'offered-cast'; player: PlayerId; prompt: string; card: number; alt: OfferedCost };

/**
 * How far a resolution that stopped to ask got: its first `done` effects have happened and are
 * in the state; `targets` are those checked as it began (CR 608.2b), `asCopyOf` what it copies.
 */
export interface ResolutionProgress {
  done: number;
  targets: (TargetValue | null)[];
  asCopyOf?: string;
}

/** An engine procedure that may stop to ask questions; it is re-run from the start with the answers so far. */
export type ActionDescriptor =
  /** `resume`: the resolution goes on after its finished effects (absent: from its start). */
  | { type: 'resolve-top'; resume?: ResolutionProgress }
  | { type: 'put-triggers' }
  | { type: 'legend-rule' }
  | { type: 'cleanup-discard' }
  /** The draw step's draw (CR 504.1), which dredge may replace (702.52a). */
  | { type: 'draw-step' }
  | { type: 'mulligan-bottom'; player: PlayerId }
  | { type: 'combat-damage' }
  /** A mana ability that adds one mana of a colour chosen as it resolves (CR 605.3b). */
  | { type: 'add-mana-of-choice'; player: PlayerId; colors: Color[] };

/** The whole game as plain, JSON-serializable data, RNG state included. */
export interface GameState {
  format: 'arbiter-engine/1';
  rules: RulesEdition;
  /** The id of the card pool the game is played with (registered in this process; 'core' by default). */
  cardPool: string;
  /** Definitions of the tokens created in this game, by name ("Soldier Token", CR 111.4). */
  tokens: Record<string, CardDefinition>;
  mulliganRule: MulliganRule;
  seed: EngineSeed;
  rng: RngState;
  turn: number;
  active: PlayerId;
  startingPlayer: PlayerId;
  step: Step;
  /** 'mulligan' before the first turn begins, then 'play'. */
  phase: 'mulligan' | 'play';
  priority: PlayerId | null;
  /** Consecutive passes with no action between them (CR 117.4). */
  passes: number;
  players: Record<PlayerId, PlayerState>;
  objects: Record<number, GameObject>;
  battlefield: number[];
  /** Phased-out permanents (CR 702.26b), in the order they phased out; absent when there are none. */
  phasedOut?: number[];
  stack: StackItem[];
  nextId: number;
  nextTimestamp: number;
  effects: ContinuousEffect[];
  pendingTriggers: PendingTrigger[];
  /** Delayed triggered abilities not yet triggered (CR 603.7; absent in games stored before them). */
  delayedTriggers?: DelayedTrigger[];
  combat: CombatState | null;
  extraTurns: PlayerId[];
  /** Additional combat phases, each followed by an additional main phase, to come after the current main phase (CR 500.8). */
  additionalCombats?: number;
  /** An additional combat came before the turn's own combat: the main phase after it is followed by that combat (CR 505.1a). */
  regularCombatPending?: true;
  /** Who takes the normal turn after the extra turns being taken (CR 500.7); absent when none are. */
  resumeTurnsWith?: PlayerId;
  /** Whose turn each turn number was, to count extra turns for time. */
  action: ActionDescriptor | null;
  answers: unknown[];
  pending: PendingState | null;
  /** Whether the current step's turn-based actions have run. */
  stepStarted: boolean;
  /** In cleanup: something happened, so another cleanup step follows (CR 514.3a). */
  cleanupAgain: boolean;
  timeCalled: { lastTurn: number } | null;
  result: GameResult;
  /** Decisions applied so far (count), for decisions-per-second figures and logs. */
  decisions: number;
  /**
   * CR 104.4b: stack objects resolved in a row, in one step, while every priority pass was the
   * passer's only legal action (absent in games stored before the rule; read as 0).
   */
  forcedResolutions?: number;
  /** Whether every pass since the last action was forced (the other half of `forcedResolutions`). */
  forcedPasses?: boolean;
  /** A Commander game (CR 903); absent otherwise. */
  commander?: CommanderGame;
  /**
   * Cards in hidden zones (hands, libraries) each player has looked at or seen revealed, by id
   * (`state/seen-cards.ts`); absent until something is looked at. Arrays are replaced, never changed.
   */
  seen?: Partial<Record<PlayerId, number[]>>;
  /** A token moved off the battlefield since state-based actions last swept for such tokens (CR 704.5d); absent otherwise. */
  tokenLeftBattlefield?: true;
}
