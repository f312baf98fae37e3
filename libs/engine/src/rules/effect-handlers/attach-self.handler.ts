import { Subject } from '../../cards/card-definition';
import { attach } from '../../state/objects';
import { characteristics } from '../layers';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'attach-self': { to: Subject };
  }
}

/** Equip's effect: "attach this to target creature you control" (CR 702.6a). */
export const attachSelfHandler: EffectHandler<'attach-self'> = {
  kind: 'attach-self',
  resolve(ctx, effect) {
    const { game, item } = ctx;
    const self = game.objects[item.source];
    if (!self || self.zone !== 'battlefield' || characteristics(game, item.source).controller !== item.controller) return;
    for (const id of objectsOf(ctx, effect.to)) attach(game, item.source, id);
  },
  mayAsk: () => false,
  describe: (effect, d) => `attach ${d.self()} to ${d.subject(effect.to)}`,
  botHint: () => 'value',
};
