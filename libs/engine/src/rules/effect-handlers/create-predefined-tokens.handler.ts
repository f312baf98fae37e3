import { Amount, PredefinedToken } from '../../cards/card-definition';
import { createTokensPhrase } from '../../text/describe-tokens';
import { amountOf } from '../effect-actions';
import { createPredefinedTokens } from '../tokens';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Create a Treasure token", "create two Treasure tokens" under your control (CR 111.10, 701.7). */
    'create-predefined-tokens': { count: Amount; token: PredefinedToken };
  }
}

/** Tokens the rules define by name (CR 111.10a: Treasure), created like any other tokens (CR 111.1, 701.7a). */
export const createPredefinedTokensHandler: EffectHandler<'create-predefined-tokens'> = {
  kind: 'create-predefined-tokens',
  resolve(ctx, effect) {
    createPredefinedTokens(ctx.run, ctx.game, ctx.item.controller, effect.token, amountOf(ctx, effect.count));
  },
  mayAsk: () => false,
  describe: (effect, d) => createTokensPhrase(effect.count, d, (plural) => `${effect.token} token${plural ? 's' : ''}`),
  botHint: () => 'value',
};
