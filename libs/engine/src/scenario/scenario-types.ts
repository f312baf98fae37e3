import type { CardDefinition } from '../cards/card-definition';
import { PlayerId, Step } from '../state/game-state';

/** A permanent in a scenario's starting position (engine-scenarios.md). */
export interface ScenarioPermanent {
  card: string;
  tapped?: boolean;
  sick?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  attachedTo?: string | null;
  token?: boolean;
  controller?: PlayerId;
  /** Face down (CR 708.2): `card` names the card, which only its controller sees. */
  faceDown?: boolean;
  /** Phased out (CR 702.26b); an Aura or Equipment attached to a phased-out permanent is phased out with it. */
  phasedOut?: boolean;
  /** Renowned (CR 702.112b). */
  renowned?: boolean;
}

/** One player's part of a starting position. */
export interface ScenarioPlayer {
  life?: number;
  poison?: number;
  hand?: (string | { card: string })[];
  battlefield?: (string | ScenarioPermanent)[];
  graveyard?: (string | { card: string })[];
  /** `linkedTo`: the permanent ("A:Semblance Anvil") whose ability exiled the card (imprint, CR 607.2a). */
  exile?: (string | { card: string; linkedTo?: string })[];
  library?: number | (string | { card: string })[];
  manaPool?: string;
  landsPlayed?: number;
  /** Spells the player has cast this turn before the start (storm, CR 702.40a). */
  spellsCastThisTurn?: number;
  /** An opponent of this player was dealt damage this turn before the start (bloodthirst, CR 702.54a): counted as 1 damage. */
  damagedOpponentThisTurn?: boolean;
  /** A Commander game (CR 903): this player's commander(s), by name; one not listed in a zone starts in the command zone. */
  commander?: string | string[];
  /** Cards in the command zone (CR 408); in a Commander game, life defaults to 40 (CR 903.7). */
  command?: (string | { card: string })[];
  /** Casts of each of this player's commanders from the command zone so far, by name (the tax, CR 903.8). */
  commanderCasts?: Record<string, number>;
  /** Combat damage this player has been dealt by each commander, keyed "owner:card" (CR 903.10a). */
  commanderDamage?: Record<string, number>;
}

/** A spell or ability already on the stack at the start. */
export interface ScenarioStackEntry {
  player: PlayerId;
  cast: string;
  targets?: string[];
  x?: number;
  kicked?: boolean;
}

/** The position a scenario starts from. */
export interface ScenarioStart {
  turn?: number;
  active?: PlayerId;
  step?: Step;
  players?: Partial<Record<PlayerId, ScenarioPlayer>>;
  stack?: ScenarioStackEntry[];
}

/** Expected facts about a permanent. */
export interface ExpectedPermanent {
  card: string;
  power?: number;
  toughness?: number;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  attachedTo?: string | null;
  keywords?: string[];
  faceDown?: boolean;
  phasedOut?: boolean;
  renowned?: boolean;
}

/** What must hold after the script (or at a `check` step). */
export interface ScenarioExpect {
  players?: Partial<
    Record<
      PlayerId,
      {
        life?: number;
        poison?: number;
        handCount?: number;
        libraryCount?: number;
        hand?: string[];
        /** Whether the other player's view shows this player's hand (Telepathy, CR 402.3 overridden by 604.1). */
        handSeenByOpponent?: boolean;
        lost?: boolean;
        won?: boolean;
        /** Combat damage dealt to the player by each commander, "owner:card" (CR 903.10a); keys not given are not compared. */
        commanderDamage?: Record<string, number>;
        /** The player's casts of each commander from the command zone (CR 903.8). */
        commanderCasts?: Record<string, number>;
      }
    >
  >;
  battlefield?: Partial<Record<PlayerId, (string | ExpectedPermanent)[]>>;
  battlefieldCount?: Partial<Record<PlayerId, number>>;
  graveyard?: Partial<Record<PlayerId, string[]>>;
  exile?: Partial<Record<PlayerId, string[]>>;
  hand?: Partial<Record<PlayerId, string[]>>;
  /** Names in a player's command zone (CR 408). */
  command?: Partial<Record<PlayerId, string[]>>;
  commandCount?: Partial<Record<PlayerId, number>>;
  graveyardCount?: Partial<Record<PlayerId, number>>;
  exileCount?: Partial<Record<PlayerId, number>>;
  handCount?: Partial<Record<PlayerId, number>>;
  libraryCount?: Partial<Record<PlayerId, number>>;
  /** The mana in a player's pool, e.g. "GGC" (letters in any order). */
  manaPool?: Partial<Record<PlayerId, string>>;
  /** Bottom first: names, or `{spell}` / `{ability}` (its source's name) to tell them apart. */
  stack?: (string | { spell: string } | { ability: string })[];
  step?: Step;
  turn?: number;
  active?: PlayerId;
  priority?: PlayerId | null;
  result?: { winner: PlayerId } | { draw: true } | { over: false };
}

/** One script step: a player's decision or a runner directive. */
export interface ScenarioStep {
  player?: PlayerId;
  do?: string;
  illegal?: boolean;
  check?: ScenarioExpect;
  step?: Step;
  turn?: number;
  additionalTurns?: number;
  [key: string]: unknown;
}

/** A scenario file. */
export interface Scenario {
  name: string;
  cr?: string[];
  seed?: number;
  /** The rules edition (RULES_EDITIONS); default today's rules. */
  rules?: string;
  /** The file of the other edition checking the same rule (a path relative to this file's folder). */
  pair?: string;
  start: ScenarioStart;
  script?: ScenarioStep[];
  expect?: ScenarioExpect;
  /**
   * Test-only cards in the card format (an engine addition, as XMage's test cards): for rules no
   * printed card reaches, such as a mandatory loop (CR 104.4b). Schema-checked; never playable
   * elsewhere.
   */
  testCards?: CardDefinition[];
}

/** The runner's verdict on one scenario (one JSON line of output). */
export interface ScenarioOutcome {
  name: string;
  file: string;
  passed: boolean;
  failures: string[];
}
