import { compiledCard } from '../cards/compiled-card';
import { GameObject, GameState } from '../state/game-state';
import { printedInfo } from '../state/objects';

/** Where a discarded card goes: exile for a card with madness (CR 702.35a, its static ability), else the graveyard (701.9a). */
export function discardDestination(game: GameState, id: number): 'exile' | 'graveyard' {
  return compiledCard(game, game.objects[id].card).def.madness ? 'exile' : 'graveyard';
}

/**
 * CR 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost] rather than
 * paying its mana cost. If that player doesn't, they put this card into their graveyard." Queued for
 * each card a discard exiled by madness; its owner controls it (CR 603.3a).
 */
export function queueMadnessTriggers(game: GameState, discarded: readonly GameObject[]): void {
  for (const obj of discarded) {
    if (obj.zone !== 'exile' || !compiledCard(game, obj.card).def.madness) continue;
    game.pendingTriggers.push({ controller: obj.owner, source: obj.id, sourceCard: obj.card, abilityIndex: -1, sourceInfo: { ...printedInfo(game, obj), controller: obj.owner }, context: {}, delayed: { effects: [{ kind: 'madness-cast', card: obj.id }] } });
  }
}
