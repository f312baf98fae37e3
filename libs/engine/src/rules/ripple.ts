import { keywordCount } from '../cards/keywords';
import { GameState, StackItem } from '../state/game-state';

/**
 * CR 702.60a (2006 502.56a): ripple N is "When you cast this spell, you may reveal the top N cards of your
 * library…", a trigger of the spell as it is cast (copies are not cast, 707.10); 702.60b: each instance
 * triggers separately. Its controller is the caster (603.3a).
 */
export function queueRippleTriggers(game: GameState, item: StackItem, keywords: readonly string[]): void {
  for (const k of keywords) {
    const count = keywordCount(k, 'ripple');
    if (count === null) continue;
    game.pendingTriggers.push({ controller: item.controller, source: item.source, sourceCard: item.sourceCard, abilityIndex: -1, sourceInfo: item.sourceInfo, context: {}, delayed: { effects: [{ kind: 'ripple', count }] } });
  }
}
