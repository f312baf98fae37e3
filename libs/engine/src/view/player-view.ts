import type { CardDefinition } from '../cards/card-definition';

import { legalOptions } from '../decisions/options';
import { LegalOption } from '../decisions/decision';
import { referenceOf, referenceOfTarget } from '../decisions/references';
import { characteristics } from '../rules/layers';
import { playerRuleApplies } from '../rules/player-rules';
import { GameResult, GameState, PlayerId, StackItem, Step, TargetValue } from '../state/game-state';

/** A permanent as any player sees it. */
export interface PermanentView {
  id: number;
  ref: string;
  card: string;
  owner: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  /** What it is attached to: a permanent's reference, or a player ("A") for an "Enchant player" Aura. */
  attachedTo: string | null;
  power: number;
  toughness: number;
  keywords: string[];
  types: string[];
  attacking: boolean;
  blocking: string | null;
  /** The attacking band it is in (CR 702.22c): every member's reference, itself included; public like all of combat. */
  band?: string[];
  /** Face down (CR 708.2): `card` is then the face-down 2/2's name for everyone. */
  faceDown?: true;
  /** Renowned (CR 702.112b): public, like every designation. */
  renowned?: true;
  /** The card of a face-down permanent: only for its controller and staff, or everyone once the game is over (CR 708.5, 708.9). */
  faceDownCard?: string;
}

/** A phased-out permanent (CR 702.26b): public, but treated as though it doesn't exist. */
export interface PhasedOutView {
  id: number;
  card: string;
  owner: PlayerId;
  /** Who controlled it when it phased out: it phases in during their untap step. */
  controller: PlayerId;
  /** Phased out with the permanent it is attached to (CR 702.26g). */
  indirectly: boolean;
  /** The card of a face-down one, for its controller and staff (CR 708.5). */
  faceDownCard?: string;
}

/** A card in an open zone or the viewer's own hand. */
export interface CardView {
  id: number;
  ref: string;
  card: string;
}

/** One player's public information, plus their hand when the viewer may see it. */
export interface PlayerSideView {
  life: number;
  poison: number;
  handCount: number;
  libraryCount: number;
  /** Only for the viewer's own hand (or staff), or a hand a static ability reveals (Telepathy). */
  hand?: CardView[];
  /** Only in the staff view: library, top first. */
  library?: CardView[];
  /** Cards of this (other) player's hand the viewer has looked at or seen revealed (CR 400.2), when there are any. */
  seenHand?: CardView[];
  /** The top cards of this library the viewer knows, top first (looked at, revealed or put there), when there are any. */
  seenLibraryTop?: CardView[];
  graveyard: CardView[];
  exile: CardView[];
  /** A Commander game only: the command zone (public, CR 408.2). */
  command?: CardView[];
  /** A Commander game only: combat damage dealt to this player by each commander, "owner:card" (CR 903.10a). */
  commanderDamage?: Record<string, number>;
  /** A Commander game only: this player's casts of each commander from the command zone so far (CR 903.8). */
  commanderCasts?: Record<string, number>;
  manaPool: string;
  lost: boolean;
}

/** The game as one player (or staff) may see it: no RNG state, no hidden cards. */
export interface PlayerView {
  viewer: PlayerId | 'staff';
  /** The id of the game's card pool (to read card definitions). */
  cardPool: string;
  /** Definitions of the tokens created in the game (public: tokens are created on the battlefield). */
  tokens: Record<string, CardDefinition>;
  turn: number;
  active: PlayerId;
  step: Step;
  phase: 'mulligan' | 'play';
  result: GameResult;
  players: Record<PlayerId, PlayerSideView>;
  battlefield: PermanentView[];
  /** Phased-out permanents (CR 702.26b). */
  phasedOut: PhasedOutView[];
  /**
   * `card` of a face-down spell is the face-down 2/2's name; `faceDownCard` as on the battlefield.
   * A combat damage object (2006 edition) lists its assignments in `damage` ("gone" for a source or
   * recipient that has left the battlefield).
   */
  stack: { card: string; controller: PlayerId; kind: StackItem['kind']; targets: string[]; faceDownCard?: string; damage?: { source: string; target: string; amount: number }[] }[];
  pending: { player: PlayerId; kind: string; prompt: string; options?: LegalOption[] } | null;
}

/** Cards of one player's zone with their references ("A:Shock#2" for duplicates), in one pass. */
function cardsOf(game: GameState, ids: number[]): CardView[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(game.objects[id].card, (counts.get(game.objects[id].card) ?? 0) + 1);
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const obj = game.objects[id];
    const n = (seen.get(obj.card) ?? 0) + 1;
    seen.set(obj.card, n);
    return { id, ref: counts.get(obj.card)! > 1 ? `${obj.owner}:${obj.card}#${n}` : `${obj.owner}:${obj.card}`, card: obj.card };
  });
}

function buildView(game: GameState, viewer: PlayerId | 'staff', withOptions = true): PlayerView {
  const combat = game.combat;
  const bandView = (id: number): { band?: string[] } => {
    const band = combat?.bands?.find((members) => members.includes(id));
    return band ? { band: band.map((member) => referenceOf(game, member)) } : {};
  };
  const side = (p: PlayerId): PlayerSideView => {
    const ps = game.players[p];
    const view: PlayerSideView = {
      life: ps.life,
      poison: ps.poison,
      handCount: ps.hand.length,
      libraryCount: ps.library.length,
      graveyard: cardsOf(game, ps.graveyard),
      exile: cardsOf(game, ps.exile),
      manaPool: ps.manaPool,
      lost: ps.lost,
    };
    if (game.commander) {
      view.command = cardsOf(game, ps.command);
      view.commanderDamage = { ...game.commander.damage[p] };
      view.commanderCasts = { ...game.commander.casts[p] };
    }
    // "Your opponents play with their hands revealed" (Telepathy): every player sees that hand.
    if (viewer === 'staff' || viewer === p || playerRuleApplies(game, p, 'hands-revealed')) view.hand = cardsOf(game, ps.hand);
    if (viewer === 'staff') view.library = cardsOf(game, ps.library);
    const seen = viewer !== 'staff' && game.seen?.[viewer];
    if (seen && seen.length) {
      const known = new Set(seen);
      const hand = viewer === p ? [] : cardsOf(game, ps.hand).filter((c) => known.has(c.id));
      if (hand.length) view.seenHand = hand;
      const top = ps.library.findIndex((id) => !known.has(id));
      const library = cardsOf(game, ps.library.slice(0, top < 0 ? ps.library.length : top));
      if (library.length) view.seenLibraryTop = library;
    }
    return view;
  };
  const pending = game.pending;
  const over = 'winner' in game.result || 'draw' in game.result;
  // CR 708.5: a face-down object's controller may look at it; 708.9: all are revealed when the game ends.
  const hidden = (id: number, controller: PlayerId): { faceDownCard?: string } => {
    const obj = game.objects[id];
    return obj?.faceDown && obj.printedCard && (viewer === 'staff' || viewer === controller || over) ? { faceDownCard: obj.printedCard } : {};
  };
  return {
    viewer,
    cardPool: game.cardPool,
    tokens: game.tokens,
    turn: game.turn,
    active: game.active,
    step: game.step,
    phase: game.phase,
    result: game.result,
    players: { A: side('A'), B: side('B') },
    battlefield: game.battlefield.map((id) => {
      const obj = game.objects[id];
      const c = characteristics(game, id);
      const blocking = combat?.blocking[id];
      return {
        id,
        ref: referenceOf(game, id),
        card: obj.card,
        owner: obj.owner,
        controller: c.controller,
        tapped: obj.tapped,
        sick: obj.sick,
        damage: obj.damage,
        counters: { ...obj.counters },
        attachedTo: obj.attachedTo !== null && game.objects[obj.attachedTo] ? referenceOf(game, obj.attachedTo) : (obj.enchantedPlayer ?? null),
        power: c.power,
        toughness: c.toughness,
        keywords: c.keywords.slice(),
        types: c.types.slice(),
        attacking: !!combat?.attackers.some((a) => a.id === id),
        blocking: blocking !== undefined && game.objects[blocking] ? referenceOf(game, blocking) : null,
        ...bandView(id),
        ...(obj.renowned ? { renowned: true as const } : {}),
        ...(obj.faceDown ? { faceDown: true as const, ...hidden(id, c.controller) } : {}),
      };
    }),
    phasedOut: (game.phasedOut ?? []).map((id) => {
      const obj = game.objects[id];
      const phased = obj.phasedOut!;
      return { id, card: obj.card, owner: obj.owner, controller: phased.controller, indirectly: phased.indirectly, ...hidden(id, phased.controller) };
    }),
    stack: game.stack.map((s) => ({
      card: s.sourceCard,
      controller: s.controller,
      kind: s.kind,
      targets: s.targets.map((t) => visibleReference(game, t)),
      ...(s.combatDamage ? { damage: s.combatDamage.map((d) => ({ source: visibleReference(game, { object: d.source.id }), target: visibleReference(game, d.target), amount: d.amount })) } : {}),
      ...(s.objectId !== null ? hidden(s.objectId, s.controller) : {}),
    })),
    pending: pending
      ? {
          player: pending.player,
          kind: pending.kind,
          prompt: pending.prompt,
          ...(withOptions && (viewer === 'staff' || viewer === pending.player) ? { options: legalOptions(game) } : {}),
        }
      : null,
  };
}

/** The game as one player may see it: the opponent's hand and both libraries as counts, no RNG state. */
export function viewFor(state: GameState, player: PlayerId): PlayerView {
  return buildView(state, player);
}

/** Everything, for staff (judges reviewing a match): both hands and library order, still without RNG state. */
export function fullView(state: GameState): PlayerView {
  return buildView(state, 'staff');
}

/** viewFor without the pending options (for bots that already hold them). */
export function viewWithoutOptions(state: GameState, player: PlayerId): PlayerView {
  return buildView(state, player, false);
}

/** A target's reference, or "gone" once its object has left its zone. */
function visibleReference(game: GameState, target: TargetValue): string {
  return 'object' in target && !game.objects[target.object] ? 'gone' : referenceOfTarget(game, target);
}
