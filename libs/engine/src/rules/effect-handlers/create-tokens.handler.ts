import { Amount, TokenSpec } from '../../cards/card-definition';
import { createTokensPhrase, tokenPhrase } from '../../text/describe-tokens';
import { amountOf } from '../effect-actions';
import { createTokens } from '../tokens';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Create N P/T … creature tokens" under your control (CR 111.1, 701.7). */
    'create-tokens': { count: Amount; token: TokenSpec };
  }
}

/** "Create two 1/1 white Soldier creature tokens [with flying]", "… Insect artifact creature token with flying named Wasp" (CR 111.1, 111.4, 701.7). */
export const createTokensHandler: EffectHandler<'create-tokens'> = {
  kind: 'create-tokens',
  resolve(ctx, effect) {
    createTokens(ctx.run, ctx.game, ctx.item.controller, effect.token, amountOf(ctx, effect.count));
  },
  mayAsk: () => false,
  describe: (effect, d) => createTokensPhrase(effect.count, d, (plural) => tokenPhrase(effect.token, plural)),
  botHint: () => 'value',
};
