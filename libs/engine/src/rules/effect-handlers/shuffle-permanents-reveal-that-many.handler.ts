import { markSeen, shuffleLibrary } from '../../state/seen-cards';
import { apnapOrder } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library." */
    'shuffle-permanents-reveal-that-many': Record<never, never>;
  }
}

/**
 * CR 701.20a, 701.16a: every player's permanents go into their libraries at once (tokens too: they count, and cease
 * to exist there, 111.8, 704.5d), each library is shuffled, and each player reveals as many cards as they shuffled in,
 * seen by every player; later effects of the resolution act on "cards revealed this way" (`revealedThisWay`, 608.2c).
 */
export const shufflePermanentsRevealThatManyHandler: EffectHandler<'shuffle-permanents-reveal-that-many'> = {
  kind: 'shuffle-permanents-reveal-that-many',
  resolve(ctx) {
    const { run, game, asker, item } = ctx;
    const players = apnapOrder(game);
    const owned = new Map(players.map((p) => [p, game.battlefield.filter((id) => game.objects[id].owner === p).length]));
    moveObjects(run, game, game.battlefield.map((id) => ({ id, to: 'library' as const })), asker);
    for (const p of players) shuffleLibrary(game, p);
    const revealed = players.flatMap((p) => game.players[p].library.slice(0, owned.get(p)));
    markSeen(game, ['A', 'B'], revealed);
    item.revealedThisWay = [...(item.revealedThisWay ?? []), ...revealed];
  },
  mayAsk: () => false,
  describe: () => 'each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library',
  botHint: () => 'sweeper',
};
