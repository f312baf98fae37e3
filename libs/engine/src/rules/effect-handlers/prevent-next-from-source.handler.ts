import { Subject } from '../../cards/card-definition';
import { Color, TargetValue } from '../../state/game-state';
import { COLOR_WORDS, orList } from '../../text/describe-targets';
import { characteristics } from '../layers';
import { addEffect, objectsOf, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "The next time a [red] source of your choice [of the chosen color] would deal damage to you this turn, prevent that
     * damage." (CR 615.1a, 609.7a): `colors` limits the sources, `'chosen'` to the colour its source chose as it entered.
     */
    'prevent-next-from-source': { to: Subject; colors?: Color[] | 'chosen' };
  }
}

/**
 * CR 609.7a: the source is chosen as the effect resolves, among the permanents and the spells on the stack (of the
 * colours named); 615.1a: the next damage it would deal to the recipient this turn is prevented, all of it.
 */
export const preventNextFromSourceHandler: EffectHandler<'prevent-next-from-source'> = {
  kind: 'prevent-next-from-source',
  resolve(ctx, effect) {
    const { game, item } = ctx;
    const chosen = game.objects[item.source]?.chosen;
    const colors: Color[] | null = effect.colors === 'chosen' ? (chosen && 'color' in chosen ? [chosen.color] : []) : (effect.colors ?? null);
    const objects = [...game.battlefield, ...game.stack.flatMap((s) => (s.kind === 'spell' && s.objectId !== null ? [s.objectId] : []))];
    const candidates = objects.filter((id) => game.objects[id] && (colors === null || characteristics(game, id).colors.some((c) => colors.includes(c))));
    const recipients: TargetValue[] = [...playersOf(ctx, effect.to).map((p) => ({ player: p })), ...objectsOf(ctx, effect.to).map((id) => ({ object: id }))];
    if (candidates.length === 0 || recipients.length === 0) return;
    const source = ctx.asker.ask<number>({ type: 'pick-one', player: item.controller, prompt: 'Choose a source of damage', from: candidates });
    for (const target of recipients) addEffect(game, item, { kind: 'prevent-next-from-source', target, source });
  },
  mayAsk: () => true,
  describe(effect, d) {
    const colors = effect.colors === undefined || effect.colors === 'chosen' ? '' : `${orList(effect.colors.map((c) => COLOR_WORDS[c]))} `;
    return `the next time ${withIndefiniteArticle(`${colors}source`)} of your choice${effect.colors === 'chosen' ? ' of the chosen color' : ''} would deal damage to ${d.subject(effect.to)} this turn, prevent that damage`;
  },
  botHint: () => 'reactive',
};
