import { wardCost } from '../cards/keywords';
import { GameState, StackItem } from '../state/game-state';
import { characteristics, sourceInfo } from './layers';

/**
 * Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
 * that spell or ability unless that player pays [cost]"; 702.21b: each instance triggers. Asked as a spell or ability
 * is put on the stack with its targets (cast, activated, a triggered ability, a copy): each permanent it targets that
 * an opponent of its controller controls triggers once, however many of its targets name that permanent.
 */
export function detectWardTriggers(game: GameState, item: StackItem): void {
  let targeted: number[] | undefined;
  for (const t of item.targets) {
    if (!t || !('object' in t) || game.objects[t.object]?.zone !== 'battlefield' || targeted?.includes(t.object)) continue;
    (targeted ??= []).push(t.object);
    const c = characteristics(game, t.object);
    if (c.controller === item.controller) continue;
    for (const keyword of c.keywords) {
      const cost = wardCost(keyword);
      if (cost === null) continue;
      game.pendingTriggers.push({ controller: c.controller, source: t.object, sourceCard: game.objects[t.object].card, abilityIndex: -1, sourceInfo: sourceInfo(game, t.object), context: {}, delayed: { effects: [{ kind: 'ward-counter', stackItem: item.id, cost }] } });
    }
  }
}
