import { CardFilter } from '../../cards/card-definition';
import { PlayerId } from '../../state/game-state';
import { opponentOf } from '../../decisions/references';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

/** Who may put a card from their hand: the controller, or each other player (in turn order, CR 101.4). */
export const HAND_PUTTERS = ['you', 'each-other-player'] as const;
export type HandPutter = (typeof HAND_PUTTERS)[number];

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `attachToSelf`: "… onto the battlefield attached to Academy Researchers" (an Aura, CR 303.4f). */
    'put-from-hand': { player: HandPutter; find: CardFilter; attachToSelf?: boolean };
  }
}

/**
 * "You may put a creature card from your hand onto the battlefield" (Elvish Piper), "each other
 * player may put a creature card from their hand onto the battlefield" (Hunted Wumpus): the player
 * chooses a card the filter accepts or none (CR 608.2d); the permanent is theirs (110.2). Putting
 * a land this way is not playing it (305.4: no land drop is used). An Aura enchants what its
 * controller chooses (303.4f) or the source the effect names.
 */
export const putFromHandHandler: EffectHandler<'put-from-hand'> = {
  kind: 'put-from-hand',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const players: PlayerId[] = effect.player === 'you' ? [item.controller] : [opponentOf(item.controller)];
    for (const player of players) {
      const eligible = game.players[player].hand.filter((id) => matchesCardFilter(game, id, effect.find));
      if (eligible.length === 0) continue;
      const chosen = asker.ask<number[]>({ type: 'pick-cards', player, prompt: `You may put ${cardFilterPhrase(effect.find)} from your hand onto the battlefield`, from: eligible, count: 1, min: 0 });
      // CR 303.4f-g: an Aura put "attached to" the source that it can't enchant (or with the source gone) stays in the hand.
      const attach = effect.attachToSelf ? { attach: { object: game.objects[item.source]?.zone === 'battlefield' ? item.source : -1 } } : {};
      for (const id of chosen) moveOne(run, game, { id, to: 'battlefield', controller: player, ...attach }, asker);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) =>
    (effect.player === 'you'
      ? `${d.optional ? '' : 'you '}may put ${cardFilterPhrase(effect.find)} from your hand onto the battlefield`
      : `each other player may put ${cardFilterPhrase(effect.find)} from their hand onto the battlefield`) + (effect.attachToSelf ? ` attached to ${d.name()}` : ''),
  botHint: () => 'value',
};
