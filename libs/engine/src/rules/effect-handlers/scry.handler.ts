import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    scry: { count: number };
  }
}

/**
 * "Scry N" (CR 701.22a): its controller looks at the top N cards of their library (all of them if
 * fewer are left), puts any number on the bottom in an order they choose and the rest back on top
 * in an order they choose. Both answers list names top first; only the scrier is asked, so only
 * they see the cards. Scry 0 is no scry at all (701.22b): nothing is asked.
 */
export const scryHandler: EffectHandler<'scry'> = {
  kind: 'scry',
  resolve(ctx, effect) {
    const { game, asker, item } = ctx;
    const player = item.controller;
    const library = game.players[player].library;
    const looked = library.slice(0, effect.count);
    if (looked.length === 0) return;
    const bottom = asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Scry ${effect.count}: the cards to put on the bottom of your library, top first`, from: looked, count: looked.length, min: 0 });
    const rest = looked.filter((id) => !bottom.includes(id));
    const top = rest.length < 2 ? rest : asker.ask<number[]>({ type: 'pick-cards', player, prompt: 'The cards to put back on top of your library, top first', from: rest, count: rest.length });
    game.players[player].library = [...top, ...library.slice(looked.length), ...bottom];
  },
  mayAsk: () => true,
  describe: (effect) => `scry ${effect.count}`,
  botHint: () => 'value',
};
