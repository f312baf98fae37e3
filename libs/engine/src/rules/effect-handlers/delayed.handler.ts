import { Effect } from '../../cards/card-definition';
import { DelayedTriggerTime } from '../../state/game-state';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Draw a card at the beginning of the next turn's upkeep": creates a delayed triggered ability (CR 603.7a). */
    delayed: { at: DelayedTriggerTime; effects: Effect[] };
  }
}

const WHEN: Record<DelayedTriggerTime, string> = {
  'next-upkeep': "at the beginning of the next turn's upkeep",
  'next-end-step': 'at the beginning of the next end step',
  'end-of-combat': 'at end of combat',
  'each-of-your-upkeeps': 'at the beginning of each of your upkeeps',
};

/**
 * A delayed triggered ability (CR 603.7): resolving the effect only creates it; it triggers once
 * at the given moment (603.7c) and is controlled by the controller of what created it (603.7d).
 */
export const delayedHandler: EffectHandler<'delayed'> = {
  kind: 'delayed',
  resolve(ctx, effect) {
    const { game, item } = ctx;
    const created = { at: effect.at, turn: game.turn, step: game.step, controller: item.controller, sourceInfo: item.sourceInfo, delayed: { effects: effect.effects } };
    game.delayedTriggers = [...(game.delayedTriggers ?? []), created];
  },
  // Creating it asks nothing; its effects ask when the delayed trigger resolves.
  mayAsk: () => false,
  describe: (effect, d) => `${d.clauses(effect.effects, false)} ${WHEN[effect.at]}`,
  botHint: () => 'value',
};
