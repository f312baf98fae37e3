import { manaSymbols } from '../../text/describe-costs';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'add-mana': { mana: string };
  }
}

/** "Add {B}{B}{B}" from a spell or a non-mana ability (CR 106.3). */
export const addManaHandler: EffectHandler<'add-mana'> = {
  kind: 'add-mana',
  resolve(ctx, effect) {
    ctx.game.players[ctx.item.controller].manaPool += effect.mana;
  },
  mayAsk: () => false,
  describe: (effect) => `add ${manaSymbols(effect.mana)}`,
  botHint: () => 'reactive',
};
