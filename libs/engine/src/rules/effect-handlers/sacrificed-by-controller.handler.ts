import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "that creature's controller sacrifices it": the trigger's object, whoever controls it now (CR 701.17a). */
    'sacrificed-by-controller': Record<never, never>;
  }
}

/** Animate Dead's delayed trigger as the Aura leaves the battlefield (CR 603.7): the creature it returned is sacrificed. */
export const sacrificedByControllerHandler: EffectHandler<'sacrificed-by-controller'> = {
  kind: 'sacrificed-by-controller',
  resolve(ctx) {
    const { run, game, item } = ctx;
    const id = item.context.object;
    if (id !== undefined && game.objects[id]?.zone === 'battlefield') moveOne(run, game, { id, to: 'graveyard' });
  },
  mayAsk: () => false,
  describe: () => "that creature's controller sacrifices it",
  botHint: () => 'value',
};
