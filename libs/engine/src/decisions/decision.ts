import { DecisionKind, PlayerId } from '../state/game-state';

/** A player's answer to the engine, in the scenario vocabulary (engine-scenarios.md) without `player`. */
export type Decision =
  | { do: 'pass' }
  | { do: 'play'; card: string }
  | {
      do: 'cast';
      card: string;
      targets?: string[];
      x?: number;
      /** The amounts divided among the targets as the spell is cast (CR 601.2d): `{"B:Grizzly Bears": 2, "B": 1}`. */
      divide?: Record<string, number>;
      modes?: number[];
      /** The kicker paid (CR 702.33): `true` (the only kicker), a number of times (multikicker), or the kicker costs paid, as printed. */
      kicked?: boolean | number | string[];
      /** Pay the buyback cost (CR 702.27a). */
      buyback?: boolean;
      /** Choose all modes of a modal spell for its entwine cost (CR 702.42a); `modes` may be left out. */
      entwine?: boolean;
      /** How many times the replicate cost is paid (CR 702.56a). */
      replicate?: number;
      /** Creatures tapped to pay part of the cost (CR 702.51a). */
      convoke?: string[];
      /** The permanent sacrificed for offering (CR 702.48a): the card is cast at instant speed for less. */
      offering?: string;
      /** Cards in the hand spliced onto the spell, in the order their text happens (CR 702.47a-b). */
      splice?: string[];
      /** The permanents the splice costs that are not mana take, in the order of `splice` ("Sacrifice two Mountains", CR 702.47a). */
      spliceCost?: string[];
      /** What the kicker costs that are not mana take, in the order they name it ("Kicker—Sacrifice a land.": `["A:Forest"]`, CR 702.33a). */
      kickerCost?: string[];
      /** The objects a mandatory additional cost takes ("sacrifice a creature", CR 601.2b, 601.2h). */
      additionalCost?: string[];
      /**
       * `'morph'`: cast face down for {3} (CR 702.37c); `'madness'`: answering a madness trigger (CR 702.35a);
       * `'free'`: without paying its mana cost, answering a ripple trigger (CR 702.60a).
       */
      alt?: 'flashback' | 'madness' | 'free' | 'morph';
      pay?: 'auto' | string[];
    }
  /**
   * `ability`: an index, or a keyword ability's name ("cycling", "equip", "ninjutsu", "transmute", "forecast", a typecycling such as
   * "plainscycling" or "basic landcycling"); `costs`: what a sacrifice, discard or graveyard-exile cost takes (`{"sacrifice": ["A:Grizzly Bears"], "discard": ["Forest"], "exile": ["A:Shock"]}`).
   */
  /** `return`: ninjutsu's unblocked attacker returned to its owner's hand (CR 702.49a). */
  | { do: 'activate'; card: string; ability: number | 'cycling' | 'equip' | 'flashback' | 'ninjutsu' | 'commander ninjutsu' | 'transmute' | 'forecast' | `${string}cycling`; targets?: string[]; x?: number; divide?: Record<string, number>; pay?: 'auto' | string[]; costs?: { sacrifice?: string[]; discard?: string[]; exile?: string[] }; return?: string }
  /** The special action of turning a face-down permanent face up for its morph cost (CR 116.2b, 702.37e). */
  | { do: 'turnFaceUp'; card: string; pay?: 'auto' | string[] }
  /** `bands`: attacking bands, each a list of attackers (CR 702.22c). */
  /** `pay`: how the attack's cost is paid (CR 508.1g-h, Propaganda), `'auto'` by default; attacking creatures don't tap for it. */
  | { do: 'attack'; attackers: Record<string, string>; bands?: string[][]; pay?: 'auto' | string[] }
  /** A blocker may block several attackers where an effect allows it (CR 509.1a, High Ground): a list. */
  | { do: 'block'; blockers: Record<string, string | string[]> }
  | { do: 'assign'; attacker: string; damage: Record<string, number> }
  /** A blocking creature's damage divided among the creatures of a band it blocks (CR 510.1d, 702.22k). */
  | { do: 'assign'; blocker: string; damage: Record<string, number> }
  | { do: 'choose'; choice: unknown }
  /** CR 104.3a; `match: true` concedes the whole match (the match runner's; a game alone treats it as conceding the game). */
  | { do: 'concede'; match?: boolean };

/** One legal answer to a pending decision, ready to send back. `manaAbility` marks mana abilities. */
/** The engine lists blocks of one attacker each; a blocker of several is the player's to declare (CR 509.1a). */
export type LegalOption = (Exclude<Decision, { do: 'block' }> | { do: 'block'; blockers: Record<string, string> }) & { manaAbility?: true };

/** What the engine is waiting for: who must decide, what kind of decision, and the legal answers. */
export interface PendingDecision {
  player: PlayerId;
  kind: DecisionKind;
  prompt: string;
  options: LegalOption[];
}

/** Why a decision was refused. */
export type DecisionErrorCode = 'ILLEGAL_DECISION' | 'NOT_YOUR_DECISION' | 'GAME_OVER';

/** A refused decision; the game is unchanged. */
export interface DecisionError {
  code: DecisionErrorCode;
  reason: string;
}
