import { GameState, StackItem } from '../state/game-state';
import { copiedSpellOf } from './effect-handlers/copy-spell.handler';

/**
 * CR 702.50a-b (2006 502.44a-b): epic's two spell abilities, as the spell resolves: its controller can't cast spells
 * for the rest of the game, and at the beginning of each of their upkeeps a copy of the spell without epic is put on
 * the stack (new targets may be chosen); effects still put those copies on the stack.
 */
export function startEpic(game: GameState, item: StackItem): void {
  game.players[item.controller].cantCastSpells = true;
  const copy = { kind: 'copy-spell' as const, count: 1, spell: copiedSpellOf(item) };
  game.delayedTriggers = [...(game.delayedTriggers ?? []), { at: 'each-of-your-upkeeps', turn: game.turn, step: game.step, controller: item.controller, sourceInfo: item.sourceInfo, delayed: { effects: [copy] } }];
}
