import { GameState, PendingTrigger, PlayerId, StackItem, TargetValue } from '../state/game-state';
import { newStackItem } from '../state/stack-item';
import { Asker } from './ask';
import { everyTargetChoice, triggerTargetSpecs } from './targets';
import { triggerAbility } from './triggers';
import { detectWardTriggers } from './ward';

/**
 * CR 603.3b: puts waiting triggered abilities on the stack, active player's first, each player
 * choosing the order of their own and their targets (603.3d: one without a legal target is removed).
 * All questions are asked before the stack changes.
 */
export function putTriggersOnStack(game: GameState, asker: Asker): void {
  const pending = game.pendingTriggers;
  const order: PlayerId[] = game.active === 'A' ? ['A', 'B'] : ['B', 'A'];
  const items: StackItem[] = [];
  for (const player of order) {
    const mine = pending.map((t, i) => ({ t, i })).filter((x) => x.t.controller === player);
    if (mine.length === 0) continue;
    let ordered = mine;
    const distinct = new Set(mine.map((x) => `${x.t.source}|${x.t.abilityIndex}`));
    if (distinct.size > 1) {
      const chosen = asker.ask<number[]>({
        type: 'order-triggers',
        player,
        prompt: 'Order your triggered abilities (first is put on the stack first)',
        triggers: mine.map((x) => x.i),
      });
      ordered = chosen.map((i) => mine.find((x) => x.i === i)!);
    }
    for (const { t } of ordered) {
      const item = toStackItem(game, t, asker);
      if (item) items.push(item);
    }
  }
  game.pendingTriggers = [];
  for (const item of items) {
    item.id = game.nextId++;
    game.stack.push(item);
    detectWardTriggers(game, item);
  }
}

function toStackItem(game: GameState, t: PendingTrigger, asker: Asker): StackItem | null {
  let targets: TargetValue[] = [];
  const specs = t.delayed ? [] : triggerTargetSpecs(triggerAbility(game, t).targets, t.context, t.controller);
  if (specs.length > 0) {
    // CR 702.33c, 603.3d: "up to X target …, where X is the number of times it was kicked" reads the source's kicks now.
    const kicks = specs[specs.length - 1].number?.max === 'kicks' ? (game.objects[t.source]?.kicks?.length ?? 0) : 0;
    const candidates = everyTargetChoice(game, specs, t.sourceInfo, 256, kicks);
    if (candidates.length === 0) return null;
    targets = asker.ask<TargetValue[]>({ type: 'targets', player: t.controller, prompt: `Choose targets for ${t.sourceCard}'s ability`, candidates });
  }
  const item = newStackItem({ id: 0, kind: 'ability', objectId: null, source: t.source, sourceCard: t.sourceCard, controller: t.controller, abilityIndex: t.abilityIndex, targets, x: 0, kicked: false, alt: null, sourceInfo: t.sourceInfo, context: t.context });
  if (t.granted) item.granted = t.granted;
  if (t.delayed) item.delayed = t.delayed;
  return item;
}
