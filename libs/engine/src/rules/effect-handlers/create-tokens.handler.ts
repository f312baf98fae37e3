import { isPerCount, printedAmount } from '../../cards/amounts';
import { Amount, TokenSpec } from '../../cards/card-definition';
import { numberWord } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { amountOf } from '../effect-actions';
import { createTokens } from '../tokens';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Create N P/T … creature tokens" under your control (CR 111.1, 701.7). */
    'create-tokens': { count: Amount; token: TokenSpec };
  }
}

const COLOR_WORDS = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

/** "Create two 1/1 white Soldier creature tokens [with flying]", "… Insect artifact creature token with flying named Wasp" (CR 111.1, 111.4, 701.7). */
export const createTokensHandler: EffectHandler<'create-tokens'> = {
  kind: 'create-tokens',
  resolve(ctx, effect) {
    createTokens(ctx.run, ctx.game, ctx.item.controller, effect.token, amountOf(ctx, effect.count));
  },
  mayAsk: () => false,
  describe(effect, d) {
    const t = effect.token;
    const count = printedAmount(effect.count);
    // "a 1/1 … token for each card in your hand" is one token per thing counted.
    const one = count === 1 || isPerCount(effect.count);
    const colors = t.colors.length === 0 ? 'colorless' : t.colors.map((c) => COLOR_WORDS[c]).join(' and ');
    const keywords = t.keywords.length ? ` with ${keywordList(t.keywords)}` : '';
    const types = (t.types ?? []).map((type) => `${type.toLowerCase()} `).join('');
    const named = t.name === undefined ? '' : ` named ${t.name}`;
    return `create ${one ? 'a' : count === null ? d.amount(effect.count) : numberWord(count)} ${t.power}/${t.toughness} ${colors} ${t.subtypes.join(' ')} ${types}creature token${one ? '' : 's'}${keywords}${named}${d.forEach(effect.count)}`;
  },
  botHint: () => 'value',
};
