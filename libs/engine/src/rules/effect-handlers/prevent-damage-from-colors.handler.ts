import { Color } from '../../state/game-state';
import { COLOR_WORDS } from '../../text/describe-targets';
import { addEffect } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `colors`: sources of any of these colours ("black sources and red sources"). */
    'prevent-damage-from-colors': { colors: Color[] };
  }
}

/** "Prevent all damage that black sources and red sources would deal this turn" (CR 615.1a): the source's colour as it deals the damage. */
export const preventDamageFromColorsHandler: EffectHandler<'prevent-damage-from-colors'> = {
  kind: 'prevent-damage-from-colors',
  resolve(ctx, effect) {
    addEffect(ctx.game, ctx.item, { kind: 'prevent-damage-from-colors', colors: effect.colors.slice() });
  },
  mayAsk: () => false,
  describe: (e) => `prevent all damage that ${e.colors.map((c) => `${COLOR_WORDS[c]} sources`).join(' and ')} would deal this turn`,
  botHint: () => 'combat-trick',
};
