import { CardDefinition } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { keywordCount } from '../cards/keywords';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { Asker } from './ask';
import { moveObjects, moveOne } from './zone-change';

/** N of the dredge of a card (CR 702.52a); null without dredge. */
export function dredgeCountOf(game: GameState, id: number): number | null {
  // Read for every graveyard card at each draw and each resolution that draws: found once per definition.
  const def = compiledCard(game, game.objects[id].card).def;
  let count = DREDGE_COUNTS.get(def);
  if (count === undefined) {
    count = null;
    for (const keyword of def.keywords) {
      const n = keywordCount(keyword, 'dredge');
      if (n !== null) {
        count = n;
        break;
      }
    }
    DREDGE_COUNTS.set(def, count);
  }
  return count;
}

const DREDGE_COUNTS = new WeakMap<CardDefinition, number | null>();

/**
 * The cards in a player's graveyard whose dredge could replace their next draw: dredge works only
 * in the graveyard (CR 702.52a), and only with at least N cards in the library (702.52b).
 */
export function dredgeCandidates(game: GameState, player: PlayerId): number[] {
  return game.players[player].graveyard.filter((id) => canDredge(game, player, id));
}

/** CR 702.52b: a graveyard card with dredge N can replace a draw only while its owner's library holds N cards or more. */
function canDredge(game: GameState, player: PlayerId, id: number): boolean {
  const n = dredgeCountOf(game, id);
  return n !== null && game.players[player].library.length >= n;
}

/** True if some player has a card whose dredge could replace a draw now (a draw may then ask). */
export function dredgeMayBeAsked(game: GameState): boolean {
  // Looks without making the candidate lists: most graveyards hold no card with dredge.
  return (Object.keys(game.players) as PlayerId[]).some((p) => game.players[p].graveyard.some((id) => canDredge(game, p, id)));
}

/**
 * CR 702.52a (2006 502.47a): "If you would draw a card, you may mill N cards instead. If you do, return
 * this card from your graveyard to your hand." The drawing player picks one card with dredge or none
 * (a draw); true if that draw was replaced.
 */
export function dredgeInstead(run: Run, game: GameState, player: PlayerId, asker: Asker): boolean {
  const candidates = dredgeCandidates(game, player);
  if (candidates.length === 0) return false;
  const [chosen] = asker.ask<number[]>({ type: 'pick-cards', player, prompt: 'Dredge instead of drawing a card? (pick a card with dredge, or none to draw)', from: candidates, count: 1, min: 0 });
  if (chosen === undefined) return false;
  const library = game.players[player].library;
  moveObjects(
    run,
    game,
    library.slice(0, dredgeCountOf(game, chosen)!).map((id) => ({ id, to: 'graveyard' })),
  );
  moveOne(run, game, { id: chosen, to: 'hand' });
  return true;
}
