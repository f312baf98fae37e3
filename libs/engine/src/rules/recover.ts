import { compiledCard } from '../cards/compiled-card';
import { GameState } from '../state/game-state';
import { printedInfo } from '../state/objects';

/**
 * CR 702.59a (2006 502.55a): "When a creature is put into your graveyard from the battlefield, you may pay
 * [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this card." The
 * ability works only in the graveyard, so the dying creature's own recover does not trigger; queued for
 * each other card with recover in the graveyard the creature went to, controlled by its owner (603.3a).
 */
export function queueRecoverTriggers(game: GameState, diedInto: number): void {
  const died = game.objects[diedInto];
  if (!died) return;
  const owner = died.owner;
  for (const id of game.players[owner].graveyard) {
    const obj = game.objects[id];
    if (id === diedInto || !compiledCard(game, obj.card).def.recover) continue;
    game.pendingTriggers.push({ controller: owner, source: id, sourceCard: obj.card, abilityIndex: -1, sourceInfo: { ...printedInfo(game, obj), controller: owner }, context: {}, delayed: { effects: [{ kind: 'recover', card: id }] } });
  }
}
