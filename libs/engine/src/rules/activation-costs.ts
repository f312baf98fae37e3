import { ActivationCost, PermanentFilter } from '../cards/card-definition';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { characteristics } from './layers';
import { matchesCardFilter, matchesFilter } from './object-filter';
import { discardCards } from './effect-actions';
import { loseLife } from './replacement';
import { moveObjects, moveOne } from './zone-change';

/** What an activation's costs take beyond mana and {T}, chosen as it is activated (CR 602.2b, 601.2h). */
export interface CostChoices {
  sacrifice: number[];
  discard: number[];
  /** Cards of the activator's graveyard exiled ("Exile two cards from your graveyard"). */
  exile: number[];
  /** Ninjutsu's returned attacker (CR 702.49a). */
  returned: number[];
}

/** The references a decision gives for its costs: `"costs": {"sacrifice": ["A:Goblin Token#1"], "discard": ["Forest"]}`. */
export interface CostReferences {
  sacrifice?: string[];
  discard?: string[];
  /** The graveyard cards an exile cost takes: `"exile": ["A:Grizzly Bears", "A:Shock"]`. */
  exile?: string[];
  /** Ninjutsu's `"return": "A:Grizzly Bears"` (engine-scenarios.md Additions). */
  return?: string;
}

/**
 * The unblocked attacking creatures a player controls, which ninjutsu may return (CR 702.49a, 702.49c):
 * attackers are neither blocked nor unblocked until blockers are declared (509.1h).
 */
export function unblockedAttackers(game: GameState, player: PlayerId): number[] {
  const combat = game.combat;
  if (!combat || !combat.declaredBlockers) return [];
  return combat.attackers.filter((a) => !a.blocked && game.objects[a.id]?.zone === 'battlefield' && characteristics(game, a.id).controller === player).map((a) => a.id);
}

/** Permanents a sacrifice cost may take (CR 701.17a: only one its payer controls). */
export function sacrificeCandidates(game: GameState, player: PlayerId, cost: ActivationCost, source: number): number[] {
  return cost.sacrifice ? controlledMatching(game, player, cost.sacrifice, source) : [];
}

/** The permanents a player controls that a filter accepts, seen from that player (edicts, "return a creature you control", sacrifice costs). */
export function controlledMatching(game: GameState, player: PlayerId, filter: PermanentFilter, source: number): number[] {
  return game.battlefield.filter((id) => {
    const c = characteristics(game, id);
    return c.controller === player && matchesFilter(game, c, filter, player, source);
  });
}

/** Cards in hand a discard cost may take. */
export function discardCandidates(game: GameState, player: PlayerId, cost: ActivationCost, source: number): number[] {
  const filter = cost.discard;
  if (!filter) return [];
  return game.players[player].hand.filter((id) => id !== source && matchesCardFilter(game, id, filter));
}

/** Cards of the player's graveyard an exile cost may take (CR 602.2b: the activator's own graveyard). */
export function exileCandidates(game: GameState, player: PlayerId, cost: ActivationCost): number[] {
  const exiled = cost.exileGraveyardCards;
  return exiled ? game.players[player].graveyard.filter((id) => matchesCardFilter(game, id, exiled.filter)) : [];
}

/**
 * Why the parts of a cost the source pays itself can't be paid now, or null: {T} needs it untapped
 * and {Q} tapped, a creature's either only once it has been controlled since the turn began (CR
 * 107.6, 302.6); removing counters needs that many on it (CR 118.3).
 */
export function sourceCostProblem(game: GameState, source: number, cost: ActivationCost): string | null {
  const failure = sourceCostFailure(game, source, cost);
  if (failure === null) return null;
  const obj = game.objects[source];
  const remove = cost.removeCounters;
  switch (failure) {
    case 'tapped':
      return `${obj.card} is tapped`;
    case 'untapped':
      return `${obj.card} is untapped: {Q} untaps it (CR 107.6)`;
    case 'summoning-sick':
      return `${obj.card} has summoning sickness`;
    case 'too-few-counters':
      return `${obj.card} has fewer than ${remove!.count} ${remove!.counter} counter${remove!.count === 1 ? '' : 's'}`;
  }
}

/** The same check without its message, for the legal options (asked of every permanent at every priority). */
export function sourceCostFailure(game: GameState, source: number, cost: ActivationCost): 'tapped' | 'untapped' | 'summoning-sick' | 'too-few-counters' | null {
  const obj = game.objects[source];
  if (cost.tap && obj.tapped) return 'tapped';
  if (cost.untap && !obj.tapped) return 'untapped';
  if ((cost.tap || cost.untap) && obj.sick) {
    const c = characteristics(game, source);
    if (c.isCreature && !c.keywords.includes('haste')) return 'summoning-sick';
  }
  const remove = cost.removeCounters;
  if (remove && (obj.counters[remove.counter] ?? 0) < remove.count) return 'too-few-counters';
  return null;
}

/** Why the life cost can't be paid, or null (CR 119.4: only with at least that much life). */
export function lifeCostProblem(game: GameState, player: PlayerId, cost: ActivationCost): string | null {
  const life = game.players[player].life;
  return cost.payLife !== undefined && life < cost.payLife ? `you can't pay ${cost.payLife} life with ${life} life (CR 119.4)` : null;
}

/** Pays the life, sacrifice, discard and graveyard-exile parts of a cost, in any order (CR 602.2b, 601.2h; 118.3, 119.4, 701.17a, 701.8, 406.1). */
export function payCostChoices(run: Run, game: GameState, player: PlayerId, cost: ActivationCost, choices: CostChoices): void {
  if (cost.payLife !== undefined) loseLife(run, game, player, cost.payLife);
  for (const id of choices.sacrifice) moveOne(run, game, { id, to: 'graveyard' });
  if (choices.discard.length > 0) discardCards(run, game, player, choices.discard);
  if (choices.exile.length > 0) moveObjects(run, game, choices.exile.map((id) => ({ id, to: 'exile' as const })));
  // CR 702.49a: the attacker goes to its owner's hand, leaving combat (506.4).
  for (const id of choices.returned) moveOne(run, game, { id, to: 'hand' });
}
