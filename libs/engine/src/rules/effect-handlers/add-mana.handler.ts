import { manaSymbols } from '../../text/describe-costs';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * `additional`: "adds an additional {G}{G}", of a triggered mana ability (CR 605.1b); `who`: the player who gets it when
     * not the controller, "its controller" of the permanent tapped for mana.
     */
    'add-mana': { mana: string; additional?: true; who?: 'trigger-object-controller' };
  }
}

/** "Add {B}{B}{B}" from a spell or a non-mana ability (CR 106.3). */
export const addManaHandler: EffectHandler<'add-mana'> = {
  kind: 'add-mana',
  resolve(ctx, effect) {
    ctx.game.players[ctx.item.controller].manaPool += effect.mana;
  },
  mayAsk: () => false,
  describe: (effect) => `${effect.who ? 'its controller adds' : 'add'} ${effect.additional ? 'an additional ' : ''}${manaSymbols(effect.mana)}`,
  botHint: () => 'reactive',
};
