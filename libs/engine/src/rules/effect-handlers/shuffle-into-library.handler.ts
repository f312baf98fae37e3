import { Subject } from '../../cards/card-definition';
import { shuffleLibrary } from '../../state/seen-cards';
import { objectsOf } from '../effect-actions';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `what` is the object itself (`self`): the resolving spell's card, or the ability's source. */
    'shuffle-into-library': { what: Subject };
  }
}

/**
 * "Shuffle Beacon of Destruction into its owner's library" (CR 701.20a, 400.7): a spell doing so
 * leaves the stack as this effect happens, so it is not put into a graveyard as it finishes
 * resolving (608.2n); an ability moves its source from the battlefield.
 */
export const shuffleIntoLibraryHandler: EffectHandler<'shuffle-into-library'> = {
  kind: 'shuffle-into-library',
  resolve(ctx, effect) {
    const { run, game, item } = ctx;
    const spellCard = effect.what === 'self' && item.kind === 'spell' && item.objectId !== null && game.objects[item.objectId]?.zone === 'stack' ? [item.objectId] : [];
    for (const id of item.kind === 'spell' ? spellCard : objectsOf(ctx, effect.what)) {
      const moved = moveOne(run, game, { id, to: 'library' }, ctx.asker);
      if (moved.zone === 'library') shuffleLibrary(game, moved.owner);
    }
  },
  // CR 903.9b: a commander bound for a library may go to the command zone instead, which asks.
  mayAsk: (game) => !!game.commander,
  describe: (effect, d) => `shuffle ${d.subject(effect.what)} into its owner's library`,
  botHint: () => 'value',
};
