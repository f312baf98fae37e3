import { Color, Step } from '../state/game-state';
import { listOfEvery } from './exhaustive-list';
// The handler files declare the effect kinds (EffectBodies); this keeps them in every program that reads Effect.
import type {} from '../rules/effect-handlers/effect-handler-list';

/** Card types the engine plays (CR 300.1): `CardType` and its runtime list. */
export const CARD_TYPES = ['Land', 'Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Instant', 'Sorcery'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Supertypes the engine plays (CR 205.4). */
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

/** Every keyword ability, as printed in lower case: the `Keyword` union and `KEYWORDS` come from this one array. */
export const KEYWORD_NAMES = [
  'flying',
  'reach',
  'vigilance',
  'haste',
  'first strike',
  'double strike',
  'deathtouch',
  'lifelink',
  'trample',
  'defender',
  'menace',
  'hexproof',
  'shroud',
  'indestructible',
  'flash',
  'intimidate',
  'fear',
  'swampwalk',
  'islandwalk',
  'forestwalk',
  'mountainwalk',
  'plainswalk',
  'protection from white',
  'protection from blue',
  'protection from black',
  'protection from red',
  'protection from green',
  'exalted',
  'prowess',
  'persist',
  'undying',
  'wither',
  'infect',
  'fading',
  'echo',
  'cumulative upkeep',
  'shadow',
  'horsemanship',
  'flanking',
  /** CR 702.22 (2006 502.10): attacking bands and who assigns combat damage. */
  'banding',
  'storm',
  /** CR 702.50a (2006 502.44a): as the spell resolves, its controller can't cast spells for the rest of the game and copies it each upkeep. */
  'epic',
  'phasing',
  'sunburst',
  /** Modular with sunburst as its number (CR 702.43a, 702.44c; 2006 502.37c): "Modular—Sunburst". */
  'modular—sunburst',
  'convoke',
  /** CR 702.61a: on the stack, no other spell can be cast and only mana abilities activated. */
  'split second',
  'provoke',
  'haunt',
  /** CR 702.114a: a characteristic-defining ability, "this object is colorless", everywhere (even outside the game). */
  'devoid',
  'changeling',
] as const;

/** Landwalk of a quality (CR 702.14a), as printed: "desertwalk", "nonbasic landwalk", "snow swampwalk". */
export type LandwalkKeyword = `${string}walk`;

/** Protection from qualities (CR 702.16a), as printed: "protection from artifacts", "protection from Goblins", "protection from black and from red". */
export type ProtectionKeyword = `protection from ${string}`;

/** Keywords with a number N (CR 702.1), as the `COUNTED_KEYWORDS` list names them. */
export const COUNTED_KEYWORDS = ['bushido', 'rampage', 'bloodthirst', 'modular', 'graft', 'amplify', 'soulshift', 'dredge', 'ripple', 'renown'] as const;
export type CountedKeywordName = (typeof COUNTED_KEYWORDS)[number];

/**
 * Bushido N (CR 702.45a), rampage N (702.23a), bloodthirst N (702.54a), modular N (702.43a) and
 * graft N (702.58a), amplify N (702.38a), soulshift N (702.46a), dredge N (702.52a), ripple N (702.60a), renown N (702.112a), as printed: "bushido 2", "rampage 1"; "bloodthirst X" (702.54b).
 */
export type CountedKeyword = `${CountedKeywordName} ${number}` | 'bloodthirst X';

/**
 * Ward (CR 702.21a) with its cost, as printed in lower case: a mana cost "ward {2}", or after a dash without the final
 * period "ward—pay 3 life" ("Ward—Pay 3 life."), "ward—discard a card"; `cards/keywords.ts` reads the cost (`wardCost`).
 */
export type WardKeyword = `ward {${string}` | `ward—${string}`;

/** What ward asks of the controller of the spell or ability that targets (CR 702.21a): mana, life (119.4), or a card of their hand discarded. */
export type WardCost = { mana: string } | { payLife: number } | { discard: true };

/** Affinity for a quality (CR 702.41a), as printed: "affinity for artifacts", "affinity for Mountains". */
export type AffinityKeyword = `affinity for ${string}`;

/** "Bands with other [quality]" (CR 702.22b, 2006 502.11a), as printed: "bands with other legendary creatures", "bands with other Dinosaurs". */
export type BandsWithOtherKeyword = `bands with other ${string}`;

/**
 * Keyword abilities a permanent can have, lower case as printed ("protection from black",
 * "swampwalk"); landwalk and protection carry their quality in the text (`cards/keywords.ts` reads it).
 */
export type Keyword = (typeof KEYWORD_NAMES)[number] | LandwalkKeyword | ProtectionKeyword | CountedKeyword | AffinityKeyword | BandsWithOtherKeyword | WardKeyword;

/** Which objects a static ability or effect affects. */
export type AffectedObjects =
  | { kind: 'self' }
  | { kind: 'enchanted' }
  | { kind: 'equipped' }
  /** `enchanted-player`: creatures the player enchanted by this Aura controls (CR 303.4, 702.5). */
  | { kind: 'creatures'; controller: 'you' | 'any' | 'enchanted-player' }
  /**
   * Every permanent a filter accepts ("Other Zombie creatures", "Soldier creatures"); `another` leaves out the source (CR 109.2);
   * `each`: written one by one ("Each creature gets …").
   */
  | { kind: 'group'; filter: PermanentFilter; each?: true };

/**
 * Whose step a beginning-of-step trigger waits for (CR 503.1, 513.1); `enchanted-controller`: "the upkeep of enchanted
 * creature's controller" (the trigger names that player and that creature).
 */
export const STEP_TRIGGER_WHOSE = ['yours', 'each', 'opponents', 'enchanted-controller'] as const;
export type StepTriggerWhose = (typeof STEP_TRIGGER_WHOSE)[number];

/** How Oracle text words a step of every turn besides "each player's": "each upkeep", "the end step". */
export const EVERY_TURN_WORDINGS = ['each', 'the'] as const;
export type EveryTurnWording = (typeof EVERY_TURN_WORDINGS)[number];

/** A creature's part in the current combat (CR 506.4): "attacking", "blocking", "attacking or blocking". */
export const COMBAT_ROLES = ['attacking', 'blocking', 'attacking-or-blocking'] as const;
export type CombatRole = (typeof COMBAT_ROLES)[number];

/**
 * Whose permanents a filter accepts (CR 109.4): "you control", "an opponent controls", "you don't control";
 * `that-player`: "target creature that player controls" of a trigger, the player it names (read as the trigger is put
 * on the stack, CR 603.3d; only a trigger's targets use it).
 */
export const FILTER_CONTROLLERS = ['you', 'opponent', 'not-you', 'that-player'] as const;
export type FilterController = (typeof FILTER_CONTROLLERS)[number];

/** A bound on a number: "power 2 or less" `{atMost: 2}`, "toughness 4 or greater" `{atLeast: 4}`. */
export type NumberComparison = { atMost: number } | { atLeast: number };

/**
 * Which objects a target, count or trigger accepts (CR 115.1, 109.2): every condition given holds.
 * Lists are read as printed: `types` "artifact, enchantment, or land" (any of them; none:
 * "permanent"), `colors` "green or white", `subtypes` "Goblin or Elf" (any of them), `notTypes`/
 * `notColors` "nonartifact, nonblack", `withKeywords` "with flying" (all), `withoutKeywords`
 * "without flying"; `another`: not the source itself nor an earlier target of the same spell or
 * ability ("another target creature").
 */
export interface PermanentFilter {
  another?: boolean;
  types?: CardType[];
  /** Every one of these types: "artifact creature" `['Artifact', 'Creature']` (CR 205.2a). */
  allTypes?: CardType[];
  subtypes?: string[];
  /** "an artifact or Goblin": a permanent of one of `types` OR with one of these subtypes (Goblin Barrage's kicker, CR 205.3). */
  orSubtypes?: string[];
  colors?: Color[];
  /** "legendary creature": a permanent with the legendary supertype (CR 205.4d). */
  legendary?: true;
  /** "snow creature": a permanent with the snow supertype (CR 205.4g). */
  snow?: true;
  notTypes?: CardType[];
  notColors?: Color[];
  tapped?: boolean;
  combat?: CombatRole;
  withKeywords?: Keyword[];
  withoutKeywords?: Keyword[];
  power?: NumberComparison;
  toughness?: NumberComparison;
  controller?: FilterController;
  /** "named Relentless Rats": a permanent with that name (CR 201.2); a face-down one has none (708.2). */
  named?: string;
  /** "that attacked this turn": declared as an attacker this turn (CR 508.1). */
  attackedThisTurn?: true;
  /** "creature blocking Knight of Dusk", "… blocking it": a creature blocking the source of the ability (CR 509.1g, 506.4). */
  blockingSource?: true;
  /** "Aura that's attached to a permanent": attached to an object (CR 303.4, 701.3a). */
  attached?: true;
}

/**
 * Cards a search accepts (CR 701.19): "basic land card" `{basic: true, types: ['Land']}`, "Forest
 * card" `{subtypes: ['Forest']}`, "instant or sorcery card", "card" (no condition).
 */
export interface CardFilter {
  basic?: boolean;
  /** Types the card has none of ("a nonland card", CR 205.4b). */
  notTypes?: CardType[];
  types?: CardType[];
  subtypes?: string[];
  /** A bound on the card's mana value (CR 202.3). */
  manaValue?: ManaValueBound;
  /** "a card named Llanowar Sentinel" (CR 201.2). */
  named?: string;
}

/**
 * "with mana value 3 or less" (soulshift, 702.46a), "with mana value X or less" (X is the resolving
 * ability's X), "with the same mana value as" a card of fixed mana value (transmute, 702.53a).
 */
export type ManaValueBound = { atMost: number | 'X' } | { atLeast: number } | { equals: number };

/** The players an Aura can enchant (CR 702.5a, 303.4): any player ("Enchant player") or an opponent of its controller ("Enchant opponent"). */
export const ENCHANTED_PLAYERS = ['player', 'opponent'] as const;
export type EnchantedPlayer = (typeof ENCHANTED_PLAYERS)[number];

/**
 * "Enchant creature card in a graveyard" (CR 702.5a, 303.4a): an Aura that enchants a card in any graveyard
 * (Animate Dead); the spell targets such a card and the Aura enters attached to it (303.4f).
 */
export interface GraveyardCardEnchant {
  graveyardCard: CardFilter;
}

/** What an Aura can enchant (CR 702.5a): a player, an opponent, permanents by filter, or cards in a graveyard. */
export type EnchantSpec = EnchantedPlayer | PermanentFilter | GraveyardCardEnchant;

/** Whether an Aura enchants a card in a graveyard rather than a permanent or player (CR 702.5a). */
export function enchantsGraveyardCard(enchant: EnchantSpec | undefined): enchant is GraveyardCardEnchant {
  return typeof enchant === 'object' && 'graveyardCard' in enchant;
}

/** Whether an Aura enchants a player rather than a permanent (CR 303.4). */
export function enchantsPlayer(enchant: EnchantSpec | undefined): enchant is EnchantedPlayer {
  return enchant === 'player' || enchant === 'opponent';
}

/**
 * How many targets one word "target" chooses (CR 115.1d, 601.2c): "any number of target …" (`any`),
 * "X target …" (X of the cost, `min` and `max` 'X'), "up to two target …", a trigger's "up to that many target …"
 * (`that-many`: the amount of its event, e.g. the damage dealt, known as it is put on the stack, CR 603.3d).
 */
export interface TargetNumber {
  /** `'one-per-kick'` (with the same max): "Choose any target, then choose another target for each time this spell was kicked": one and one more for each kick, known as the spell is cast (CR 601.2c, 702.33c). */
  min: number | 'X' | 'one-per-kick';
  /**
   * `'kicks'`: "up to X target …, where X is the number of times it was kicked", read as the trigger is put on the stack (CR 702.33c, 603.3d);
   * `'that-many'`: a trigger's "up to that many target …", its event's amount.
   */
  max: number | 'X' | 'any' | 'kicks' | 'that-many' | 'one-per-kick';
}

/**
 * What can be targeted (CR 115): permanents by filter, players, spells, cards in a graveyard.
 * `number`: the word chooses several targets (only the last spec of a list; its targets are the last ones chosen).
 */
export type TargetSpec = TargetKindSpec & { number?: TargetNumber };

/** A trigger's target spec that reads its event: "… that player controls", "up to that many …" (CR 603.3d). */
export function readsTriggerEvent(spec: TargetSpec): boolean {
  return ((spec.kind === 'permanent' || spec.kind === 'spell') && spec.filter?.controller === 'that-player') || spec.number?.max === 'that-many';
}

/** One kind of target. */
export type TargetKindSpec =
  | { kind: 'permanent'; filter: PermanentFilter }
  /** `another`: "another target", "a third target": not an earlier target of the same spell or ability (CR 115.3). */
  | { kind: 'any'; another?: boolean }
  | { kind: 'player' }
  | { kind: 'opponent' }
  /** "target player or planeswalker" (CR 115.4 without creatures). */
  | { kind: 'player-or-planeswalker' }
  /** `filter`: "target creature spell", "target red or green spell", "target noncreature spell" (types and colours only). */
  /** `singleTarget`: "target spell with a single target", one that has exactly one target (CR 115.7a). */
  | { kind: 'spell'; filter?: PermanentFilter; singleTarget?: true }
  /** `anyGraveyard`: "target … card from a graveyard" (any player's, CR 115.1) instead of "from your graveyard". */
  | { kind: 'card-in-your-graveyard'; filter?: CardFilter; anyGraveyard?: true };

/** The runtime list of the kinds of {@link TargetKindSpec}. */
export const TARGET_KINDS = listOfEvery<TargetKindSpec['kind']>()(['permanent', 'any', 'player', 'opponent', 'player-or-planeswalker', 'spell', 'card-in-your-graveyard']);

/** Zones whose cards a count reads (CR 400.1): "cards in your hand", "creature cards in all graveyards". */
export const COUNTED_ZONES = ['hand', 'graveyard'] as const;
export type CountedZone = (typeof COUNTED_ZONES)[number];

/**
 * A number counted when it is needed (CR 107.3, 604.3): permanents on the battlefield a filter
 * accepts ("the number of Swamps you control"), or cards in a zone ("the number of cards in that
 * player's hand", "the number of creature cards in all graveyards"; `whose: 'all'` is every player's).
 */
export type Count =
  /** `theyControl`: "for each creature they control", among the permanents of each player the effect acts on in turn (CR 109.5). */
  | { permanents: PermanentFilter; theyControl?: true }
  /** `whose: 'they'`: "their hand", the zone of the player the effect acts on in turn (CR 109.5). */
  | { cards: CountedZone; whose: Subject | 'all' | 'they'; types?: CardType[] }
  /**
   * "for each time it was kicked": the kicks of the source, a spell or the permanent it became (CR 702.33c-d);
   * `named`: the text names the source ("for each time Spell Contortion was kicked").
   */
  | { kicks: true; named?: true };

/**
 * "1 life for each card in your graveyard": `times` for each object the count finds; `equalTo`: written "equal to
 * twice the number of times it was kicked" (the same amount, CR 107.3).
 */
export interface PerCount {
  times: number;
  forEach: Count;
  equalTo?: true;
}

/** What of a player an amount may take half of: "half their library, rounded down", "half your life, rounded up". */
export const HALVED_ZONES = ['library', 'life'] as const;
export type HalvedZone = (typeof HALVED_ZONES)[number];

/** Which way half of an odd number goes (CR 107.1a: "rounded down" / "rounded up"). */
export const ROUNDINGS = ['down', 'up'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/**
 * "half their library, rounded down": half the cards in the zone of the player the effect acts on,
 * read as it applies (CR 107.1a, 608.2h); `half: 'life'`: half that player's life total ("You lose half your
 * life, rounded up"), none of a life total below zero (107.1b).
 */
export interface HalfAmount {
  half: HalvedZone;
  rounded: Rounding;
}

/**
 * "X, where X is the number of Zombies you control": an X the text defines by a count, read as the
 * effect applies (CR 107.3, 608.2h); every clause of the sentence using it reads the same count.
 */
export interface DefinedX {
  x: Count;
}

/**
 * "equal to its toughness": the power or toughness of a target permanent (its number), or of the object the
 * trigger names (`'trigger-object'`: "Whenever a creature enters the battlefield under your control, you gain life
 * equal to its toughness"), as it last existed on the battlefield if it left (CR 608.2h).
 */
export interface StatAmount {
  statOf: number | 'trigger-object';
  stat: 'power' | 'toughness';
}

/**
 * A number that may depend on how the spell was cast, or on what is counted as it resolves;
 * `'that-much'` is the amount of the event that triggered the ability ("you gain that much life", CR 603.2).
 */
export type Amount = number | 'X' | { kicked: number; otherwise: number } | Count | PerCount | HalfAmount | DefinedX | StatAmount | 'that-much' | SacrificedPower;

/** "the total power of the sacrificed creatures": of the creatures a cost of the spell sacrificed, as they last existed (CR 608.2h). */
export interface SacrificedPower {
  sacrificed: 'power';
}

/** Who or what an effect acts on. */
export type Subject =
  | { target: number }
  /** Every target a word "target" choosing several chose ("any number of target attacking creatures"), from that index on (CR 115.1d). */
  | { targets: number }
  /**
   * Every permanent a filter accepts, as a plural group: "creatures you control", "other Elves you control" (CR 109.2);
   * `ownedBy`, a player target: "all artifacts target player owns" (CR 108.3).
   */
  | { all: PermanentFilter; ownedBy?: number }
  /** Every permanent a filter accepts, one at a time: "each creature you control". */
  | { each: PermanentFilter }
  | 'you'
  | 'self'
  | 'each-creature'
  /** "each player" (CR 109.5: every player in the game, one at a time). */
  | 'each-player'
  /** "that land's controller" (`its`: "Its controller"): the controller of a target permanent, as it last existed if it left (CR 608.2h). */
  | { controllerOf: number; its?: true }
  /** "each opponent", "each other player" (`written`: the players other than you, CR 102.2-3). */
  | 'each-opponent'
  | 'each-other-player'
  | 'trigger-object'
  | 'trigger-player'
  /** "its controller" of a triggered ability: the controller of the object the trigger names (Contaminated Bond's enchanted creature). */
  | 'trigger-object-controller'
  | 'trigger-card'
  | 'enchanted'
  | 'equipped';

/** The runtime list of the words of {@link Subject} (its other members are objects). */
export const SUBJECT_WORDS = listOfEvery<Extract<Subject, string>>()(['you', 'self', 'each-creature', 'each-player', 'each-opponent', 'each-other-player', 'trigger-object', 'trigger-player', 'trigger-object-controller', 'trigger-card', 'enchanted', 'equipped']);

/** Tokens whose characteristics the rules define, created by name: "Create a Treasure token" (CR 111.10a). */
export const PREDEFINED_TOKENS = ['Treasure'] as const;
export type PredefinedToken = (typeof PREDEFINED_TOKENS)[number];

/** A creature token's characteristics as the effect that creates it defines them (CR 111.3, 111.4). */
export interface TokenSpec {
  power: number;
  toughness: number;
  colors: Color[];
  /** Card types printed before "creature" ("artifact creature token"). */
  types?: CardType[];
  subtypes: string[];
  keywords: Keyword[];
  /** "… named Wasp": the name the effect gives (CR 111.4); otherwise the subtypes and "Token". */
  name?: string;
}

/** How a clause of rules text joins the one before it: "… and …" (the default), a new sentence, a new line. */
export const CLAUSE_JOINS = ['and', 'then', 'sentence', 'line', 'and-same-subject'] as const;
export type ClauseJoin = (typeof CLAUSE_JOINS)[number];

/** Effect primitives shared by every card (the core never names a card); `join` places its clause in the text. */
export type Effect = EffectBody & { join?: ClauseJoin };

/**
 * The shape of each effect kind, by kind. Each handler file declares its own kind's shape here by
 * declaration merging (`declare module '../../cards/card-definition'`), beside the code that runs
 * it, so adding an effect kind is one file (docs/decisions.md, "Adding an effect kind").
 */
export interface EffectBodies {}

/** One effect of any kind: `{ kind }` and the fields its handler file declares. */
type EffectBody = { [K in keyof EffectBodies]: { kind: K } & EffectBodies[K] }[keyof EffectBodies];

/** Events that trigger abilities (CR 603.2). */
export type TriggerEvent =
  /** "When this enters the battlefield"; `orHauntedDies`: "… or the creature it haunts dies" (haunt, CR 702.55c). */
  | { event: 'enters-battlefield'; who: 'self'; orHauntedDies?: true }
  /** "Whenever another creature enters the battlefield", "Whenever a Goblin you control enters the battlefield". */
  /** `underYourControl`: "Whenever a creature enters the battlefield under your control" (the filter's controller is you, written after the verb). */
  | { event: 'enters-battlefield'; who: 'filter'; filter: PermanentFilter; underYourControl?: true }
  /**
   * "When this creature dies"; with `anyPermanent`, "When this permanent is put into a graveyard from
   * the battlefield" (CR 700.4: "dies" is that event for a creature), whatever the permanent was.
   */
  | { event: 'dies'; who: 'self' | 'self-or-another-creature'; anyPermanent?: true }
  /** "Whenever a creature dealt damage by Sengir Vampire this turn dies" (CR 700.4, 603.10a: the creature as it last existed). */
  | { event: 'dies'; who: 'damaged-by-self'; anyPermanent?: undefined }
  /**
   * "Whenever a creature you control dies", "Whenever another Goblin dies" (CR 603.2, 700.4): the filter
   * reads the creature as it last existed (603.10a), so only its types, subtypes, colours, keywords,
   * controller and "another".
   */
  | { event: 'dies'; who: 'filter'; filter: PermanentFilter; anyPermanent?: true }
  /**
   * "At the beginning of your upkeep" / "each player's" / "each opponent's"; every turn's step is
   * also written "each upkeep" or "the end step" (`written`).
   */
  | { event: 'beginning-of-step'; step: Step; whose: StepTriggerWhose; written?: EveryTurnWording }
  /** "Whenever this creature blocks a creature" (CR 509.3b: once per creature it blocks), printed "When" on some cards (`when`). */
  | { event: 'blocks'; when?: true }
  /** "Whenever this creature blocks or becomes blocked" (CR 509.1i, 509.3c: once however many creatures block it). */
  | { event: 'blocks-or-becomes-blocked' }
  /** "Whenever this creature becomes blocked" (CR 509.3c: once however many creatures block it). */
  | { event: 'becomes-blocked' }
  /** "Whenever this creature becomes blocked by a creature" (CR 509.3d): once per blocker, which is "that creature". */
  | { event: 'becomes-blocked-by-creature' }
  /**
   * "Whenever this creature attacks or blocks" (CR 508.1m, 509.1i) of the source itself or of the
   * creature the Aura enchants ("Whenever enchanted creature attacks or blocks"); `when` prints "When".
   */
  | { event: 'attacks-or-blocks'; who: 'self' | 'enchanted'; when?: true }
  /**
   * "Whenever this creature deals combat damage to a player", "… deals damage to an opponent" (CR 603.2, 510.2);
   * `to: 'any'` is damage to anything ("Whenever enchanted creature deals damage"), `who: 'enchanted'` the creature
   * the Aura enchants; "that much" is the damage dealt.
   */
  | { event: 'deals-damage'; combat: boolean; to: DamageRecipient; who?: 'enchanted' }
  /** "Whenever a creature without flanking blocks this creature" (CR 702.25a): once per such blocker, which is the trigger's object. */
  | { event: 'blocked-by-creature-without'; keyword: Keyword }
  | { event: 'attacks-alone' }
  /** "When the creature [this card] haunts dies" (CR 702.55c): an ability of a haunt instant or sorcery, triggering in exile. */
  | { event: 'haunted-dies' }
  /** "When this spell card is put into a graveyard after resolving" (CR 702.55a): haunt's trigger on an instant or sorcery. */
  | { event: 'resolved-into-graveyard' }
  /** "Whenever this creature attacks" (CR 508.1m, 603.2); `creature`: "Whenever a creature attacks", once for each attacking creature (603.2c). */
  | { event: 'attacks'; who?: 'creature' }
  | { event: 'cycled' }
  /**
   * "When a spell or ability an opponent controls causes you to discard this card" (CR 701.9, 603.2): the discard
   * made by an effect of a spell or ability an opponent of the discarding player controls; it triggers from the
   * zone the card went to (603.6: the card is seen after the event).
   */
  | { event: 'discarded-by-opponent' }
  /** "When this is turned face up" (CR 702.37e, 708.8): the special action turned it face up. */
  | { event: 'turned-face-up' }
  /**
   * "Whenever a player casts a white spell" (CR 601.2i, 603.2): `caster` who casts, `colors` the spell has one of (any spell
   * without); `colorsAfter` prints them after the noun ("a spell that's white, blue, black, or red"); `spell` the
   * spell's types ("Whenever you cast a noncreature spell", "… an instant or sorcery spell", CR 601.2i).
   */
  | { event: 'spell-cast'; caster: SpellCaster; colors?: Color[]; colorsAfter?: true; spell?: PermanentFilter }
  /**
   * A player's action (CR 603.2): "Whenever an opponent draws a card" (121.1), "… discards a card"
   * (701.9), "Whenever a player taps a land for mana" (106.12); "that player" is the one who did it.
   */
  | { event: PlayerActionEvent; player: ActionPlayer }
  /**
   * A triggered mana ability (CR 605.1b): "Whenever enchanted land is tapped for mana", "Whenever a Mountain is tapped
   * for mana", with `you` "Whenever you tap a Swamp for mana"; its effects only add mana, at once (605.4a).
   */
  | { event: 'tapped-for-mana'; who: 'enchanted' }
  | { event: 'tapped-for-mana'; who: 'filter'; filter: PermanentFilter; you?: true };

/** Player actions that trigger abilities, one event each (a draw, a discard, a land tapped for mana). */
export const PLAYER_ACTION_EVENTS = ['draws', 'discards', 'taps-land-for-mana'] as const;
/** One of {@link PLAYER_ACTION_EVENTS}. */
export type PlayerActionEvent = (typeof PLAYER_ACTION_EVENTS)[number];

/** The runtime list of the events of {@link TriggerEvent}. */
export const TRIGGER_EVENTS = listOfEvery<TriggerEvent['event']>()(['enters-battlefield', 'dies', 'beginning-of-step', 'blocks', 'blocks-or-becomes-blocked', 'becomes-blocked', 'becomes-blocked-by-creature', 'attacks-or-blocks', 'blocked-by-creature-without', 'attacks-alone', 'attacks', 'cycled', 'spell-cast', 'deals-damage', 'turned-face-up', 'haunted-dies', 'resolved-into-graveyard', 'tapped-for-mana', 'discarded-by-opponent', ...PLAYER_ACTION_EVENTS]);

/** Who or what a damage trigger waits for the source to damage. */
export const DAMAGE_RECIPIENTS = ['player', 'opponent', 'creature', 'any'] as const;
export type DamageRecipient = (typeof DAMAGE_RECIPIENTS)[number];

/** Who casts the spell a spell-cast trigger waits for. */
export const SPELL_CASTERS = ['any', 'you', 'opponent'] as const;
/** One of {@link SPELL_CASTERS}. */
export type SpellCaster = (typeof SPELL_CASTERS)[number];

/** Who acts in a player-action trigger: a spell caster's players, or the player the Aura enchants ("Whenever enchanted opponent draws a card", CR 303.4). */
export const ACTION_PLAYERS = [...SPELL_CASTERS, 'enchanted'] as const;
export type ActionPlayer = (typeof ACTION_PLAYERS)[number];

/** Intervening "if" conditions checked on trigger and on resolution (CR 603.4). */
export type TriggerCondition =
  | { kind: 'source-untapped' }
  /** "if it's on the battlefield": the source is still the permanent that triggered (CR 603.4, 400.7). */
  | { kind: 'source-on-battlefield' }
  | { kind: 'had-no-counter'; counter: string }
  /** Echo's "if this permanent came under your control since the beginning of your last upkeep" (CR 702.30a). */
  | { kind: 'controlled-since-last-upkeep' }
  /** "if this permanent has a +1/+1 counter on it" (graft, CR 702.58a). */
  | { kind: 'source-has-counter'; counter: string }
  /** Renown's "if it isn't renowned" (CR 702.112a). */
  | { kind: 'source-not-renowned' }
  /** A state of the game read by the one condition evaluator: "if twenty or more creature cards are in your graveyard". */
  | { kind: 'state'; condition: Condition }
  /** "if you cast it from your hand" / "if you didn't cast it from your hand" (`cast: false`): how the source entered (CR 601.2a, 603.4). */
  | { kind: 'source-cast-from-hand'; cast: boolean }
  /**
   * "if it was kicked" / "if Skizzik wasn't kicked" (`kicked: false`, `named`: the card's name is the subject);
   * `cost`: "with its {1}{U} kicker", the index of that kicker cost (CR 702.33d-e, 603.4).
   */
  | { kind: 'source-kicked'; kicked: boolean; named?: true; cost?: number };

/**
 * "This enters the battlefield with two +1/+1 counters on it": a replacement effect on its zone change (CR 614.1c, 122.6);
 * `ifKicked`: "If this was kicked, it enters … " (CR 702.33e), only as a kicked spell resolves, `kickerCost` "… kicked with
 * its {1}{U} kicker", that one of two kicker costs (702.33d); `perKick`: "… for each time it was kicked" (multikicker,
 * 702.33c); `keywords`: "… and with flying", `abilities`: '… and with "Pay 3 life: Regenerate Anavolver."', what the kicked
 * permanent has while on the battlefield (702.33e, 614.1c); `count: 'discarded-mana-value'`: "with flying and with X +1/+1
 * counters on it, where X is the discarded card's mana value", the card discarded to pay the kicker (Dralnu's Pet, 601.2h);
 * `count: 'x'`: "with X +1/+1 counters on it", the X paid for the spell it was (CR 107.3m; 0 when it was not cast, 107.3f).
 */
export interface EntersWithCounters {
  counter: string;
  count: number | 'discarded-mana-value' | 'x';
  ifKicked?: true;
  kickerCost?: number;
  perKick?: true;
  keywords?: Keyword[];
  /** Quoted abilities a kicked permanent enters with: activated, mana, and "Whenever [it] deals damage, …" (CR 702.33e, 613.1f). */
  abilities?: (GrantedAbility | GrantedTrigger)[];
}

/** Costs of an activated ability. */
export interface ActivationCost {
  mana?: string;
  /**
   * A loyalty ability's cost (CR 606.4): put this many loyalty counters on the planeswalker (+N),
   * remove them (−N) or neither (0); such an ability is activated only at sorcery speed and only
   * once each turn among the permanent's loyalty abilities (606.3).
   */
  loyalty?: number;
  tap?: boolean;
  /** "{Q}": untap this permanent; payable only while it is tapped, a creature's only once it has been controlled since the turn began (CR 107.6, 302.6). */
  untap?: boolean;
  /** "Remove a +1/+1 counter from this creature": payable only with that many counters of the kind on it (CR 118.3, 602.2b). */
  removeCounters?: { counter: string; count: number };
  sacrificeSelf?: boolean;
  discardSelf?: boolean;
  /** "Sacrifice a creature", "Sacrifice another Goblin": one permanent the filter accepts, chosen on activation (CR 602.2b, 118.3). */
  sacrifice?: PermanentFilter;
  /** "Discard a card", "Discard a land card": one card from the hand, chosen on activation (CR 602.2b). */
  discard?: CardFilter;
  /**
   * "Exile a creature card from your graveyard", "Exile two cards from your graveyard": that many cards of the
   * activator's graveyard the filter accepts, chosen on activation and exiled as the cost is paid (CR 602.2b, 118.3, 406.1).
   */
  exileGraveyardCards?: { count: number; filter: CardFilter };
  /** "Pay 2 life": payable only with at least that much life (CR 119.4). */
  payLife?: number;
  /** "Spend only black mana on X.": the colours that may pay the cost's X ("BR": "black and/or red"; CR 107.3, 601.2h). */
  xSpend?: string;
  /** Ninjutsu's "Return an unblocked attacking creature you control to its owner's hand", chosen on activation (CR 702.49a). */
  returnUnblockedAttacker?: boolean;
  /** "Reveal [this card] from your hand": the card stays in the hand, seen by every player (forecast, CR 702.57b). */
  revealSelf?: boolean;
}

/**
 * A keyword's cost that is not only mana (CR 702.30a, 702.24a: "Echo—Discard a card.", "Cumulative
 * upkeep—Pay 1 life."): the parts of an activation cost a player can pay as an ability resolves.
 */
export type KeywordCost = Pick<ActivationCost, 'mana' | 'payLife' | 'discard' | 'sacrifice'> & {
  /** "Sacrifice two lands": that many permanents the `sacrifice` filter accepts each time (Skizzik Surger's echo). */
  sacrificeCount?: number;
  /** "Sacrifice all creatures you control": every permanent the filter accepts, none named (Soulblast, CR 601.2h). */
  sacrificeAll?: PermanentFilter;
  /** "{G} or {W}": one mana of either colour each time, any mix of them (CR 702.24a, Arctic Nishoba). */
  manaEither?: [string, string];
  /** "Draw a card" (Psychic Vortex). */
  draw?: number;
  /** "An opponent gains 1 life" (Wall of Shards), the opponent chosen as it is paid. */
  opponentGainsLife?: number;
  /** "Put a -1/-1 counter on Aboroth": a counter of that kind on the permanent itself. */
  selfCounter?: string;
  /** "Add {R}": mana into its controller's pool (Braid of Fire). */
  addMana?: string;
  /** "Tap an untapped white creature you control": one permanent the filter accepts (Hundred-Talon Strike's splice). */
  tapUntapped?: PermanentFilter;
  /** "Exile four cards from your graveyard": that many cards of the payer's graveyard (Horobi's Whisper's splice). */
  exileFromGraveyard?: number;
  /** "Return a blue creature you control to its owner's hand": one permanent the filter accepts (Veil of Secrecy's splice, Arctic Merfolk's kicker). */
  returnToHand?: PermanentFilter;
  /** "Put a +1/+1 counter on a creature an opponent controls": one permanent the filter accepts each time, the same one or another (Sheltering Ancient). */
  counterOnPermanent?: { counter: string; filter: PermanentFilter };
  /** "Exile the top card of your library": that many cards from the top of the payer's library each time (Thought Lash). */
  exileTopOfLibrary?: number;
  /** "Put two cards from a single graveyard on the bottom of their owner's library": that many cards of one graveyard each time (Jötun Grunt). */
  graveyardCardsToBottom?: number;
  /** "Have an opponent create a 1/1 red Survivor creature token": one such token under an opponent's control each time (Varchild's War-Riders). */
  opponentCreatesToken?: TokenSpec;
  /** "Flip a coin": one flip each time, whatever its result (Karplusan Minotaur, CR 705). */
  flipCoin?: true;
  /** "Gain control of a land you don't control": a different permanent the filter accepts each time, for good (Herald of Leshrac, CR 613.1b). */
  gainControlOf?: PermanentFilter;
};

/**
 * Keyword abilities that are activated abilities (CR 702.6, 702.29, 702.49, 702.53): the text is the keyword and its
 * cost; forecast's text is "Forecast — " and the whole activated ability (702.57a).
 */
export const ACTIVATED_KEYWORDS = ['equip', 'cycling', 'typecycling', 'ninjutsu', 'commander ninjutsu', 'transmute', 'forecast'] as const;
export type ActivatedKeyword = (typeof ACTIVATED_KEYWORDS)[number];

/** When an activated ability may be activated besides any time its controller has priority (CR 602.5b). */
export const ACTIVATION_WINDOWS = ['your-turn', 'your-upkeep'] as const;
export type ActivationWindow = (typeof ACTIVATION_WINDOWS)[number];

/** Zones other than the battlefield where a permanent card's triggered ability works (CR 113.6k). */
export const ABILITY_ZONES = ['graveyard'] as const;
export type AbilityZone = (typeof ABILITY_ZONES)[number];

/** Abilities in rules-text order; activated and mana abilities are numbered in that order. */
export type AbilityDefinition =
  | {
      kind: 'mana';
      cost: ActivationCost;
      /**
       * Mana letters added ("G"); with `oneOf`, one mana of any one of these colours ("Add {G} or {W}";
       * all five are "Add one mana of any color").
       */
      produce: string;
      oneOf?: boolean;
      /** The source deals this much damage to the ability's controller as it resolves (painlands; CR 605.1a: still a mana ability). */
      damageToYou?: number;
      /** "Double the amount of each type of unspent mana you have" (with `produce` empty; CR 605.1a: no target, it adds mana). */
      doubles?: true;
    }
  | {
      kind: 'activated';
      /**
       * A keyword ability (CR 702.6, 702.29): its text is the keyword and its cost. `typecycling`
       * (702.29e) searches for the card its one `search-library` effect finds ("Plainscycling {2}"). Ninjutsu
       * (702.49a) and transmute (702.53a) work from the hand like cycling; so does forecast (702.57a), which is
       * activated only during its owner's upkeep and once each turn (`during` and `perTurn`, 702.57b).
       */
      keyword?: ActivatedKeyword;
      cost: ActivationCost;
      targets: TargetSpec[];
      effects: Effect[];
      sorcerySpeed?: boolean;
      /** "Activate only during your turn" / "… during your upkeep" (CR 602.5b). */
      during?: ActivationWindow;
      /** "Activate only once each turn" (1), "Activate no more than twice each turn" (2) (CR 602.5b). */
      perTurn?: number;
      /** "Activate only if seven or more cards are in your graveyard" (CR 602.5b), read as it is activated. */
      condition?: Condition;
      /** The ability word labelling the ability, whose condition `condition` is (CR 207.2c: "Threshold — {T}: …"). */
      abilityWord?: AbilityWord;
      /** Works from hand (cycling and typecycling, CR 702.29a). */
      fromHand?: boolean;
    }
  /**
   * `zone: 'graveyard'`: the ability works only while its card is in a graveyard, its effect moving the card
   * out of there ("you may return Squee, Goblin Nabob from your graveyard to your hand", CR 113.6k).
   */
  | {
      kind: 'triggered';
      trigger: TriggerEvent;
      condition?: TriggerCondition;
      targets: TargetSpec[];
      effects: Effect[];
      zone?: AbilityZone;
      abilityWord?: TriggerAbilityWord;
      /**
       * The effects call the source by its name where its trigger would let them say "it" (CR 201.4): "When Launch is put
       * into a graveyard from the battlefield, return Launch to its owner's hand."
       */
      selfByName?: true;
      /** The keyword this trigger stands for when an effect gives it in quotes ('has "Cumulative upkeep {1}."', CR 702.24a, 613.1f): printed as the keyword. */
      keyword?: QuotedTriggerKeyword;
    }
  | StaticAbility;

/** Keywords with a triggered meaning that an effect may give in quotes (CR 702.24a: 'has "Cumulative upkeep {1}."'). */
export const QUOTED_TRIGGER_KEYWORDS = ['cumulative upkeep'] as const;
export type QuotedTriggerKeyword = (typeof QUOTED_TRIGGER_KEYWORDS)[number];

/** The runtime list of the kinds of {@link AbilityDefinition}. */
export const ABILITY_KINDS = listOfEvery<AbilityDefinition['kind']>()(['mana', 'activated', 'triggered', 'static']);

/**
 * An activated or mana ability an effect gives an object, printed in quotes ('have "{T}: Add one mana of any
 * color."', CR 113.1a, 613.1f); inside the quotes the object calls itself "this creature", "this land".
 */
export type GrantedAbility = Extract<AbilityDefinition, { kind: 'mana' | 'activated' }>;

/** A triggered ability an effect gives an object ('has "When Cephalid Sage enters the battlefield, …"', CR 113.1a, 613.1f). */
export type GrantedTrigger = Extract<AbilityDefinition, { kind: 'triggered' }>;

/**
 * A static ability (CR 604). `continues`: its text continues the previous static ability's
 * sentence on the same objects ("gets +3/+0 and has trample"), under the same condition.
 * `condition`: it applies only "as long as" the condition holds, checked continuously (CR 611.3a);
 * `conditionFirst` prints it first ("As long as it's your turn, this creature has first strike")
 * and `abilityWord` labels it with the ability word whose condition it is (CR 207.2c: "Threshold —").
 */
export interface StaticAbility {
  kind: 'static';
  effect: StaticEffect;
  continues?: boolean;
  condition?: Condition;
  conditionFirst?: boolean;
  abilityWord?: AbilityWord;
}

/** Static kinds that may carry an "as long as" condition: those the layers apply (CR 613). */
export const CONDITIONAL_STATIC_KINDS = ['modify-pt', 'set-base-pt', 'lose-all-abilities', 'grant-keywords', 'grant-ability', 'cant-attack-or-block', 'cant-block', 'cant-be-blocked', 'doesnt-untap', 'attacks-each-combat', 'cant-be-blocked-except', 'max-blockers', 'must-be-blocked'] as const satisfies readonly StaticEffect['kind'][];

/** Zones a condition counts the cards of: "seven or more cards are in your graveyard", "you have no cards in hand". */
export const CONDITION_ZONES = ['graveyard', 'hand'] as const;
export type ConditionZone = (typeof CONDITION_ZONES)[number];

/**
 * A condition of the game, seen from the controller of its ability ("you") and its source (CR
 * 611.3a); one evaluator (`rules/conditions.ts`): `turn` "it's your turn" / "it's not your turn";
 * `control` how many permanents the filter accepts the controller controls ("you control a Swamp",
 * "you control three or more artifacts", `{atMost: 0}` "you control no untapped lands"); `cards`
 * how many cards are in the controller's zone; `self` whether the source passes a filter of its
 * state ("it's attacking", "this creature is untapped").
 */
export type Condition =
  | { kind: 'turn'; yours: boolean }
  | { kind: 'control'; filter: PermanentFilter; count: NumberComparison }
  /**
   * Cards in a zone of "you" (or of "that player", the player a trigger names, CR 603.4), only those of
   * `cardType` when set: "twenty or more creature cards are in your graveyard".
   */
  | { kind: 'cards'; zone: ConditionZone; count: NumberComparison; cardType?: CardType; whose?: 'that-player' }
  | { kind: 'self'; state: SelfState }
  /** "An opponent controls at least four more creatures than you" (Avatar of Might). */
  | { kind: 'opponent-controls-more'; filter: PermanentFilter; more: number };

/** The runtime list of the kinds of {@link Condition}. */
export const CONDITION_KINDS = listOfEvery<Condition['kind']>()(['turn', 'control', 'cards', 'self', 'opponent-controls-more']);

/** The source's own state a condition reads: tapped, untapped, or its part in combat. */
export const SELF_STATES = ['tapped', 'untapped', ...COMBAT_ROLES] as const;
export type SelfState = (typeof SELF_STATES)[number];

/** What a permanent's controller chooses as it enters (CR 614.12): a colour or a player. */
export const ENTERS_CHOICES = ['color', 'player', 'card name'] as const;
export type EntersChoice = (typeof ENTERS_CHOICES)[number];

/**
 * Ability words (CR 207.2c) the engine prints, each with the one condition it labels: threshold
 * (seven or more cards in your graveyard), metalcraft (three or more artifacts), hellbent (no cards
 * in hand). An ability word has no rules meaning; the schema checks it labels its own condition.
 */
export const ABILITY_WORDS = ['threshold', 'metalcraft', 'hellbent'] as const;
export type AbilityWord = (typeof ABILITY_WORDS)[number];

/**
 * Ability words (CR 207.2c) labelling a triggered ability: imprint, an ability that exiles a card its linked ability
 * reads as "the exiled card" (CR 607.2a; 2006 502.34a, a keyword then); landfall, an ability triggered by a land
 * entering the battlefield under your control. The schema checks each labels its own kind of ability.
 */
export const TRIGGER_ABILITY_WORDS = ['imprint', 'landfall'] as const;
export type TriggerAbilityWord = (typeof TRIGGER_ABILITY_WORDS)[number];

/** The condition each ability word labels. */
export const ABILITY_WORD_CONDITIONS: Record<AbilityWord, Condition> = {
  threshold: { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } },
  metalcraft: { kind: 'control', filter: { types: ['Artifact'] }, count: { atLeast: 3 } },
  hellbent: { kind: 'cards', zone: 'hand', count: { atMost: 0 } },
};

/** Static abilities (continuous effects and rule modifications, CR 604). */
export type StaticEffect =
  /**
   * `forEach`: the change is multiplied by the number of permanents the filter accepts ("gets +1/+1 for each Forest you control");
   * `sharingCreatureType`: counted from each affected creature, "other" meaning other than it and only permanents that share
   * at least one creature type with it (Coat of Arms); `forEachCounter`: multiplied by the counters of that kind on the
   * source itself ("gets +3/+3 for each age counter on Glacial Plating", CR 122.1, 702.24a).
   */
  | { kind: 'modify-pt'; affected: AffectedObjects; power: number; toughness: number; forEach?: PermanentFilter; sharingCreatureType?: true; forEachCounter?: string }
  /**
   * "Each noncreature artifact is an artifact creature" (CR 205.1a, 613.1d): the affected objects' card types become `types`;
   * `ptIsManaValue`: "with power and toughness each equal to its mana value" (layer 7b, CR 613.4b), on the same objects (613.6).
   */
  | { kind: 'become-types'; affected: AffectedObjects; types: CardType[]; ptIsManaValue?: true }
  /** "This creature's power and toughness are each equal to the number of …" (CR 604.3, 613.4a): a characteristic-defining ability. */
  | { kind: 'defining-pt'; count: Count }
  | { kind: 'set-base-pt'; affected: AffectedObjects; power: number; toughness: number }
  | { kind: 'lose-all-abilities'; affected: AffectedObjects }
  /** `sparesSource`: "This effect doesn't remove Cho-Manno's Blessing" — the protection granted doesn't make its own Aura fall off (CR 702.16c, 704.5m). */
  | { kind: 'grant-keywords'; affected: AffectedObjects; keywords: Keyword[]; sparesSource?: true }
  /** 'Lands you control have "{T}: Add one mana of any color."' (CR 613.1f): the affected objects gain the quoted ability. */
  | { kind: 'grant-ability'; affected: AffectedObjects; ability: GrantedAbility | GrantedTrigger }
  | { kind: 'control'; affected: AffectedObjects }
  | { kind: 'cant-attack-or-block'; affected: AffectedObjects }
  /** "… can't block" (CR 509.1b: a restriction on declaring blockers). */
  | { kind: 'cant-block'; affected: AffectedObjects }
  /** "… can't be blocked" (CR 509.1b: no creature may block it). */
  | { kind: 'cant-be-blocked'; affected: AffectedObjects }
  /** "… doesn't untap during your untap step" (CR 502.3). */
  | { kind: 'doesnt-untap'; affected: AffectedObjects }
  /** A rule of the game changed for players (CR 604.1): "You have no maximum hand size", "Each player can't cast more than one spell each turn". */
  | { kind: 'player-rule'; players: RulePlayers; rule: PlayerRule }
  /**
   * "Artifacts and lands enter the battlefield tapped" (CR 614.1c, 614.12): a replacement effect as data — the
   * event (a permanent entering the battlefield), its filter (any of these types) and the modification (tapped).
   */
  | { kind: 'enters-tapped'; types: CardType[] }
  /**
   * "Artifact and enchantment spells your opponents cast cost {2} more to cast" (CR 601.2f): the generic
   * mana of the total cost of spells of these types (any of them) the players cast changes by `generic`
   * (a reduction never goes below zero). `sharesTypeWithExiled` (`types` empty): spells that share a card type with
   * the card the source's linked ability exiled ("… that share a card type with the exiled card", CR 607.2a).
   */
  | { kind: 'spell-cost'; players: RulePlayers; types: CardType[]; generic: number; sharesTypeWithExiled?: true }
  /**
   * "Players can't cast spells with the same name as the exiled card" (CR 101.2, 607.2a): the card the source's
   * linked ability exiled (imprint, 2006 502.34b), read as a spell is cast.
   */
  | { kind: 'cant-cast-exiled-name'; players: RulePlayers }
  /** "Creature spells can't be countered" (CR 101.2): spells of these types (any of them) can't be countered. */
  | { kind: 'spells-cant-be-countered'; types: CardType[] }
  /** "… attacks each combat if able" (CR 508.1d: a requirement on declaring attackers). */
  | { kind: 'attacks-each-combat'; affected: AffectedObjects }
  /** "… can't be blocked except by creatures with flying" / "… by Walls and/or creatures with flying" (CR 509.1b): each blocker matches one of the filters. */
  | { kind: 'cant-be-blocked-except'; affected: AffectedObjects; blockers: PermanentFilter[] }
  /** "… can't attack unless defending player controls an Island" (CR 508.1c: a restriction on declaring attackers). */
  | { kind: 'cant-attack-unless-defender-controls'; affected: AffectedObjects; filter: PermanentFilter }
  /** "All creatures able to block enchanted creature do so" (CR 509.1c: a requirement on each creature able to block it). */
  | { kind: 'must-be-blocked'; affected: AffectedObjects }
  /** "Each creature you control can block an additional creature each combat" (CR 509.1a: a creature blocks one attacker unless an effect lets it block more). */
  | { kind: 'extra-blocks'; affected: AffectedObjects }
  /** "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you" (CR 508.1g-h: a cost to attack its controller). */
  | { kind: 'attack-tax'; generic: number }
  /** "You may have Rhox assign its combat damage as though it weren't blocked" (CR 510.1b-c): when blocked, its controller may put all of it on what it attacks. */
  | { kind: 'assigns-as-unblocked'; affected: SingleAffected }
  /** "Karplusan Strider can't be the target of blue or black spells" (CR 601.2c, 608.2b): spells the filter accepts can't target it. */
  | { kind: 'cant-be-targeted-by-spells'; affected: SingleAffected; spells: PermanentFilter }
  /** "… can't be blocked by more than one creature" (CR 509.1b). */
  | { kind: 'max-blockers'; affected: AffectedObjects; count: number }
  | { kind: 'cant-be-blocked-by-subtype'; subtype: string }
  /** "This creature can block only creatures with flying" (CR 509.1b): the attackers it may block, as a filter. */
  | { kind: 'can-block-only'; filter: PermanentFilter }
  | { kind: 'double-damage' }
  /**
   * "If you would draw a card, you may instead …", "If a player would draw a card, that player skips that draw
   * instead." (CR 614.1a, 614.11, 121.6): each draw of the players is replaced by `effects`, whose "that player" is
   * the drawing player; `optional` ("you may"), asked of the controller; `insteadFirst`: "instead" before the effects.
   */
  | { kind: 'draw-replacement'; players: RulePlayers; effects: Effect[]; optional?: true; insteadFirst?: true }
  /**
   * "Prevent all [combat] damage that would be dealt to / by / to and dealt by <object>" (CR 615.1a):
   * a prevention effect as data: the damage event, filtered by the one affected object (this
   * permanent, or what it enchants or equips) as recipient and/or source and by combat; the
   * modification prevents all of it.
   */
  | { kind: 'prevent-damage'; affected: SingleAffected; direction: DamageDirection; combat?: boolean }
  /**
   * "All damage that would be dealt to you is dealt to enchanted creature instead." (CR 614.1a, 614.9): a redirection
   * effect as data — damage to the controller of the source, [combat only,] is dealt to the affected object instead.
   */
  | { kind: 'redirect-damage'; to: SingleAffected; combat?: true }
  /** "Activated abilities of sources with the chosen name can't be activated [unless they're mana abilities]." (CR 201.3, 602.5). */
  | { kind: 'cant-activate-chosen-name'; unlessMana?: true };

/** The runtime list of the kinds of {@link StaticEffect}: a kind added to the type and not here fails to compile. */
export const STATIC_KINDS = listOfEvery<StaticEffect['kind']>()(['modify-pt', 'become-types', 'defining-pt', 'set-base-pt', 'lose-all-abilities', 'grant-keywords', 'grant-ability', 'control', 'cant-attack-or-block', 'cant-block', 'cant-be-blocked', 'doesnt-untap', 'player-rule', 'spells-cant-be-countered', 'enters-tapped', 'spell-cost', 'attacks-each-combat', 'cant-be-blocked-except', 'max-blockers', 'cant-attack-unless-defender-controls', 'cant-be-blocked-by-subtype', 'can-block-only', 'double-damage', 'prevent-damage', 'must-be-blocked', 'assigns-as-unblocked', 'attack-tax', 'extra-blocks', 'cant-be-targeted-by-spells', 'cant-cast-exiled-name', 'draw-replacement', 'redirect-damage', 'cant-activate-chosen-name']);
export type StaticKind = (typeof STATIC_KINDS)[number];

/** The players a rule-changing static ability speaks of, from its controller's side: "You", "Your opponents", "Each player", "Players". */
export const RULE_PLAYERS = ['you', 'opponents', 'each', 'all'] as const;
export type RulePlayers = (typeof RULE_PLAYERS)[number];

/**
 * Rules of the game a static ability changes for players (CR 604.1): no maximum hand size (CR
 * 402.2, 514.1), shroud (702.18d: the player can't be the target of spells or abilities), can't cast
 * creature spells, can't cast more than one spell each turn (601.2 with 101.2), hands revealed (the
 * hand becomes visible to every player), can't lose the game and opponents can't win it (104.3),
 * unspent mana stays in the pool as steps and phases end (500.4), lands may be played from the
 * graveyard (305.1, 601.3), permanents untap during each other player's untap step too (502.3).
 */
export const PLAYER_RULES = ['no-maximum-hand-size', 'shroud', 'cant-cast-creature-spells', 'one-spell-each-turn', 'hands-revealed', 'cant-lose', 'keeps-unspent-mana', 'play-lands-from-graveyard', 'untaps-during-others-untap-steps', 'skips-draw-step'] as const;
export type PlayerRule = (typeof PLAYER_RULES)[number];

/** Whether a prevention effect watches damage dealt to its object, by it, or both (CR 615.1a). */
export const DAMAGE_DIRECTIONS = ['to', 'by', 'to-and-by'] as const;
export type DamageDirection = (typeof DAMAGE_DIRECTIONS)[number];

/** One object a static ability is about: its source, or the permanent the source enchants or equips. */
export type SingleAffected = Extract<AffectedObjects, { kind: 'self' | 'enchanted' | 'equipped' }>;

/** How many modes a modal spell's caster chooses (CR 700.2): "Choose one —", "Choose one or both —", "Choose two —". */
export const MODE_CHOICES = ['one', 'one-or-both', 'two'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];

/** The words of "Choose … —" for each mode choice. */
export const MODE_CHOICE_WORDS: Record<ModeChoice, string> = { one: 'one', 'one-or-both': 'one or both', two: 'two' };

/** One mode of a modal spell: its own targets and effects, its targets numbered from 0. */
export interface ModeDefinition {
  targets: TargetSpec[];
  effects: Effect[];
}

/** The resolution of an instant or sorcery. */
export interface SpellDefinition {
  targets: TargetSpec[];
  effects: Effect[];
  /**
   * A modal spell (CR 700.2): the modes are chosen as it is cast, and only the chosen modes'
   * targets are chosen and their effects happen, in printed order; `targets` and `effects` are empty.
   */
  modes?: { choose: ModeChoice; options: ModeDefinition[] };
}

/**
 * One line of a card's rules text: a keyword line, an ability (its index in `abilities`), the
 * spell's effects, or a keyword with a cost or parameter.
 */
/** `semicolons`: the keywords are printed "Trample; rampage 1" (older Oracle wording of a line with a parameterized keyword). */
export type TextLine = { keywords: Keyword[]; semicolons?: true } | { ability: number } | 'spell' | 'additional-cost' | 'kicker' | 'buyback' | 'replicate' | 'entwine' | 'flashback' | 'madness' | 'recover' | 'offering' | 'splice' | 'morph' | 'enchant' | 'enters-tapped' | 'enters-with-counters' | 'enters-as-copy' | 'enters-choosing' | 'shuffled-instead-of-graveyard' | 'discarded-to-battlefield' | 'uncounterable' | 'x-spend' | 'any-number-in-deck' | 'cost-reduction';

/** A card as data: printed characteristics plus abilities built from shared primitives. */
export interface CardDefinition {
  name: string;
  /**
   * The shortened name a legendary card's text calls it by after its first mention ("Phage" for Phage the
   * Untouchable): still the card itself (CR 201.4); `describeCard` writes the full name first, then this one.
   */
  shortName?: string;
  /** Mana cost as printed, e.g. "{1}{G}"; null for lands. */
  manaCost: string | null;
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  /** A planeswalker's printed loyalty: it enters with that many loyalty counters (CR 306.5b). */
  loyalty?: number;
  keywords: Keyword[];
  abilities: AbilityDefinition[];
  spell?: SpellDefinition;
  /**
   * Kicker [cost] (CR 702.33a): an optional additional cost; with `secondKicker`, "Kicker [cost 1] and/or [cost 2]"
   * (702.33d: two kicker abilities, each paid at most once); with `multikicker`, the cost may be paid any number of times (702.33c);
   * a cost that is not only mana, "Kicker—Sacrifice a land." (702.33a), is paid as the spell is cast (601.2h).
   */
  kicker?: string | KeywordCost;
  secondKicker?: string;
  multikicker?: true;
  /**
   * Buyback [cost] (CR 702.27a): an optional additional cost; a spell whose buyback cost was paid
   * goes to its owner's hand instead of the graveyard as it resolves.
   */
  buyback?: string;
  /** Entwine [cost] (CR 702.42a): a modal spell may choose all its modes for this additional cost. */
  entwine?: string;
  /**
   * Replicate [cost] (CR 702.56a): an additional cost paid any number of times as the spell is cast;
   * it is copied once for each time.
   */
  replicate?: string;
  flashback?: string;
  /**
   * Madness [cost] (CR 702.35a, 2006 502.24a): discarded, the card is exiled instead of put into the
   * graveyard, and its owner may cast it for this cost as the madness trigger resolves.
   */
  madness?: string;
  /**
   * Recover [cost] (CR 702.59a, 2006 502.55a): in its owner's graveyard, the card's trigger on a creature put
   * there from the battlefield returns it to the hand for this cost, or exiles it.
   */
  recover?: string;
  /**
   * "[Subtype] offering" (CR 702.48a, 2006 502.42a): the subtype of the permanent its caster may sacrifice to cast
   * the card any time they could cast an instant, its total cost reduced by that permanent's mana cost (702.48b-c).
   */
  offering?: string;
  /** "If <condition>, this spell costs {6} less to cast" (CR 601.2f): its generic cost is that much less when the condition holds as it is cast. */
  costReduction?: { condition: Condition; generic: number };
  /**
   * Splice onto [quality] [cost] (CR 702.47a, 2006 502.40a): as its owner casts a spell with that subtype ("Arcane")
   * or of those types ("instant or sorcery"),
   * they may reveal this card from their hand and pay the cost as an additional cost; the spell gains this card's
   * spell text (its targets and effects after the spell's own), and the card stays in the hand.
   */
  splice?: { onto: string; cost: string | KeywordCost };
  /**
   * Morph and its cost (CR 702.37a): the card may be cast face down for {3} as a 2/2 creature without
   * name, text, subtypes or mana cost, and turned face up for this cost as a special action (702.37e).
   */
  morph?: string;
  /** Fading N: enters with N fade counters (CR 702.32). */
  fading?: number;
  /** Echo [cost] (CR 702.30a): the upkeep trigger's cost, "Echo {2}{R}" (a mana cost) or "Echo—Discard a card." */
  echo?: string | KeywordCost;
  /** Cumulative upkeep [cost] (CR 702.24a): paid once for each age counter, "Cumulative upkeep {1}" or "Cumulative upkeep—Pay 1 life." */
  cumulativeUpkeep?: string | KeywordCost;
  /** "This spell can't be countered": a spell or ability that counters it does nothing to it (CR 101.2). */
  uncounterable?: boolean;
  /** "Spend only black mana on X.": the colours that may pay the X of the spell's cost ("BR": "black and/or red"; CR 107.3, 601.2h). */
  xSpend?: string;
  /** "A deck can have any number of cards named …": a deck-building rule (CR 100.2a), no effect in a game; libs/cards checks decks. */
  anyNumberInDeck?: boolean;
  /** "This permanent enters tapped": a replacement effect on its zone change (CR 614.1c, 614.12). */
  entersTapped?: boolean;
  /** "If this would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's library instead" (CR 614.1a, 113.6m). */
  shuffledInsteadOfGraveyard?: true;
  /**
   * "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield [with two
   * +1/+1 counters on it] instead of putting it into your graveyard" (CR 614.1a, 701.9): `counters`, its +1/+1 counters.
   */
  discardedToBattlefield?: { counters?: number };
  /** "This enters the battlefield with two +1/+1 counters on it", one entry a line (the -volvers print one for each kicker cost). */
  entersWithCounters?: EntersWithCounters[];
  /**
   * "You may have this enter the battlefield as a copy of any creature on the battlefield" (any
   * artifact, enchantment, …: the permanents the filter accepts): a copy effect applied as it enters
   * (CR 707.2, 707.5, 614.1c); its controller chooses as the spell resolves.
   */
  entersAsCopy?: PermanentFilter;
  /**
   * "As Voice of All enters the battlefield, choose a color." (CR 614.12, 614.1c): its controller chooses as it
   * enters; the permanent keeps the choice, which "the chosen color" / "the chosen player" of its abilities read.
   */
  entersChoosing?: EntersChoice;
  /** "As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 601.2h): a cost every cast pays, not mana. */
  additionalCost?: KeywordCost;
  /** Colours of an object without a mana cost that has them (a token's, CR 111.3); else from the mana cost. */
  colors?: Color[];
  /**
   * Auras: what they can enchant (CR 303.4, 702.5): a player ("Enchant player") or the permanents a
   * filter accepts ("Enchant creature" `{types: ['Creature']}`, "Enchant land", "Enchant permanent" `{}`,
   * "Enchant creature you control" `{types: ['Creature'], controller: 'you'}`, "you" being the Aura's controller).
   */
  enchant?: EnchantSpec;
  /**
   * The order of the rules text's lines where the card prints them otherwise than the default
   * (enchant, kicker, one keyword line, enters tapped, abilities in order, spell, flashback).
   */
  layout?: TextLine[];
}
