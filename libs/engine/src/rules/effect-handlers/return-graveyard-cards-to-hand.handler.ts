import { CardFilter } from '../../cards/card-definition';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { moveObjects } from '../zone-change';
import { matchesCardFilter } from '../object-filter';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Return to your hand all creature cards in your graveyard [that were put there from the battlefield this turn]" (CR 400.7). */
    'return-graveyard-cards-to-hand': { find: CardFilter; fromBattlefieldThisTurn?: true };
  }
}

/** CR 608.2c: every card of its controller's graveyard the filter accepts as it resolves, moved at once (603.10a). */
export const returnGraveyardCardsToHandHandler: EffectHandler<'return-graveyard-cards-to-hand'> = {
  kind: 'return-graveyard-cards-to-hand',
  resolve(ctx, effect) {
    const { game } = ctx;
    const cards = game.players[ctx.item.controller].graveyard.filter(
      (id) => matchesCardFilter(game, id, effect.find) && (!effect.fromBattlefieldThisTurn || game.objects[id].fromBattlefieldTurn === game.turn),
    );
    moveObjects(ctx.run, game, cards.map((id) => ({ id, to: 'hand' as const })), ctx.asker);
  },
  // CR 903.9b: a commander's owner may choose the command zone instead.
  mayAsk: (game) => game.commander !== undefined,
  describe(effect) {
    const cards = cardFilterPhrase(effect.find).replace(/^an? /, '').replace(/\bcard\b/, 'cards');
    return `return to your hand all ${cards} in your graveyard${effect.fromBattlefieldThisTurn ? ' that were put there from the battlefield this turn' : ''}`;
  },
  botHint: () => 'value',
};
