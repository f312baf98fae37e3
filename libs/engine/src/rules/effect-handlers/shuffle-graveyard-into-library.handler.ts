import { Subject } from '../../cards/card-definition';
import { shuffleLibrary } from '../../state/seen-cards';
import { subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'shuffle-graveyard-into-library': { who: Subject };
  }
}

/** "Target player shuffles their graveyard into their library" (CR 701.20a): every card of it goes there at once, then the library is shuffled. */
export const shuffleGraveyardIntoLibraryHandler: EffectHandler<'shuffle-graveyard-into-library'> = {
  kind: 'shuffle-graveyard-into-library',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      moveObjects(run, game, game.players[p].graveyard.map((id) => ({ id, to: 'library' as const })), asker);
      shuffleLibrary(game, p);
    }
  },
  // CR 903.9b: a commander bound for a library may go to the command zone instead, which asks.
  mayAsk: (game) => !!game.commander,
  describe(effect, d) {
    const their = d.isYou(effect.who) ? 'your' : 'their';
    return `${subjectAndVerb(d, effect.who, 'shuffle', 'shuffles')} ${their} graveyard into ${their} library`;
  },
  botHint: () => 'value',
};
