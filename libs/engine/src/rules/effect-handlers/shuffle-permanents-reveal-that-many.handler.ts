import { CardType } from '../../cards/card-definition';
import { compiledCard } from '../../cards/compiled-card';
import { PlayerId } from '../../state/game-state';
import { markSeen, shuffleLibrary } from '../../state/seen-cards';
import { apnapOrder } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Each player shuffles all permanents they own into their library, then reveals that many cards from the top of
     * their library. Each player puts all artifact, creature, and land cards revealed this way onto the battlefield, then
     * does the same for enchantment cards, then puts all cards revealed this way that weren't put onto the battlefield on
     * the bottom of their library." `waves`: the card types put onto the battlefield, one wave after the other.
     */
    'shuffle-permanents-reveal-that-many': { waves: CardType[][] };
  }
}

/** "enchantment", "artifact and land", "artifact, creature, and land" (a serial comma from three on). */
export function typeWords(types: readonly CardType[]): string {
  const words = types.map((t) => t.toLowerCase());
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

/**
 * CR 701.20a, 701.16a, 608.2c: every player's permanents go into their libraries at once (tokens too: they count, and
 * cease to exist there, 111.8, 704.5d), each library is shuffled, each player reveals as many cards as they shuffled in
 * (seen by every player), then each wave of revealed cards of the listed types enters the battlefield at once under
 * its owner's control (Auras choose what they enchant as they enter, 303.4f, or stay, 303.4g); the rest go to the
 * bottom in the order their owner chooses (401.4).
 */
export const shufflePermanentsRevealThatManyHandler: EffectHandler<'shuffle-permanents-reveal-that-many'> = {
  kind: 'shuffle-permanents-reveal-that-many',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    const players = apnapOrder(game);
    const owned = new Map<PlayerId, number>(players.map((p) => [p, game.battlefield.filter((id) => game.objects[id].owner === p).length]));
    moveObjects(run, game, game.battlefield.map((id) => ({ id, to: 'library' as const })), asker);
    for (const p of players) shuffleLibrary(game, p);
    const revealed = new Map<PlayerId, number[]>(players.map((p) => [p, game.players[p].library.slice(0, owned.get(p))]));
    markSeen(game, ['A', 'B'], [...revealed.values()].flat());
    for (const types of effect.waves) {
      const entering = players.flatMap((p) => revealed.get(p)!.filter((id) => game.objects[id]?.zone === 'library' && !game.objects[id].token && compiledCard(game, game.objects[id].card).def.types.some((t) => types.includes(t))));
      moveObjects(run, game, entering.map((id) => ({ id, to: 'battlefield' as const })), asker);
    }
    for (const p of players) {
      const library = game.players[p].library;
      const rest = revealed.get(p)!.filter((id) => library.includes(id));
      const bottom = rest.length < 2 ? rest : asker.ask<number[]>({ type: 'pick-cards', player: p, prompt: 'The revealed cards left go to the bottom of your library: their order, top first', from: rest, count: rest.length });
      game.players[p].library = [...library.filter((id) => !rest.includes(id)), ...bottom];
    }
  },
  mayAsk: () => true,
  describe: (effect) => {
    const [first, ...later] = effect.waves.map(typeWords);
    const waves = [`puts all ${first} cards revealed this way onto the battlefield`, ...later.map((w) => `does the same for ${w} cards`)];
    return `each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library. Each player ${waves.join(', then ')}, then puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library`;
  },
  botHint: () => 'sweeper',
};
