import { PlayerId } from '../../state/game-state';
import { apnapOrder } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library" */
    'put-revealed-on-bottom': Record<never, never>;
  }
}

/** CR 401.4: each player's revealed cards still in their library go to its bottom, in the order that player chooses. */
export const putRevealedOnBottomHandler: EffectHandler<'put-revealed-on-bottom'> = {
  kind: 'put-revealed-on-bottom',
  resolve(ctx) {
    const { game, asker, item } = ctx;
    const revealed = item.revealedThisWay ?? [];
    const orders = new Map<PlayerId, number[]>();
    // Every order is asked before any library changes.
    for (const p of apnapOrder(game)) {
      const rest = revealed.filter((id) => game.players[p].library.includes(id));
      orders.set(p, rest.length < 2 ? rest : asker.ask<number[]>({ type: 'pick-cards', player: p, prompt: 'The revealed cards left go to the bottom of your library: their order, top first', from: rest, count: rest.length }));
    }
    for (const [p, bottom] of orders) game.players[p].library = [...game.players[p].library.filter((id) => !bottom.includes(id)), ...bottom];
  },
  mayAsk: () => true,
  describe: () => "puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library",
  botHint: () => 'value',
};
