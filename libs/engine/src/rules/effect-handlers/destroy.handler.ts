import { Subject } from '../../cards/card-definition';
import { characteristics } from '../layers';
import { destroy, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * `calls`: the rider names the destroyed creature "That creature can't be regenerated." rather than "It …" (CR 701.15b);
     * `and`: a second object destroyed at the same time ("destroy that creature and Loyal Sentry").
     */
    destroy: { what: Subject | 'all-creatures'; noRegeneration?: boolean; calls?: 'that creature'; and?: Subject };
  }
}

/** "Destroy target …", "Destroy all creatures. They can't be regenerated." (CR 701.8). */
export const destroyHandler: EffectHandler<'destroy'> = {
  kind: 'destroy',
  resolve(ctx, effect) {
    const { run, game } = ctx;
    const ids = effect.what === 'all-creatures' ? game.battlefield.filter((id) => characteristics(game, id).isCreature) : objectsOf(ctx, effect.what);
    if (effect.and) for (const id of objectsOf(ctx, effect.and)) if (!ids.includes(id)) ids.push(id);
    destroy(run, game, ids, !effect.noRegeneration);
  },
  mayAsk: () => false,
  describe(effect, d) {
    const what = effect.what;
    const group = what !== 'all-creatures' && typeof what === 'object' && 'all' in what;
    const all = what === 'all-creatures' || group;
    const clause = `destroy ${what === 'all-creatures' ? 'all creatures' : group ? `all ${d.subject(what)}` : d.subject(what)}${effect.and ? ` and ${effect.and === 'self' ? d.name() : d.subject(effect.and)}` : ''}`;
    return effect.noRegeneration ? `${clause}. ${all ? 'They' : effect.calls === 'that creature' ? 'That creature' : 'It'} can't be regenerated` : clause;
  },
  botHint: (effect) => (effect.what === 'all-creatures' || (typeof effect.what === 'object' && !('target' in effect.what || 'targets' in effect.what)) ? 'sweeper' : 'removal'),
};
