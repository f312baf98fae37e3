import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Ninjutsu's effect (CR 702.49a): the source card goes from its controller's hand onto the battlefield tapped and attacking. */
    'enter-attacking-from-hand': Record<never, never>;
  }
}

/**
 * "Put this card onto the battlefield from your hand tapped and attacking" (CR 702.49a): only if the
 * card is still the same object in its controller's hand (a card that left it is a new object, 400.7,
 * and does not enter, 702.49b). It attacks what the returned creature attacked, recorded in the
 * ability's context as it was activated, and is unblocked (702.49c); it was never declared as an
 * attacker, so nothing triggers on attacking (508.3a).
 */
export const enterAttackingFromHandHandler: EffectHandler<'enter-attacking-from-hand'> = {
  kind: 'enter-attacking-from-hand',
  resolve(ctx) {
    const { run, game, item } = ctx;
    const card = game.objects[item.source];
    // CR 702.49d: commander ninjutsu's card may be in the command zone instead.
    const zone = card?.zone === 'hand' || card?.zone === 'command' ? card.zone : null;
    if (zone === null || !game.players[item.controller][zone].includes(item.source)) return;
    const entered = moveOne(run, game, { id: item.source, to: 'battlefield', controller: item.controller, tapped: true });
    const defender = item.context.player;
    // CR 506.4: once the combat phase has ended nothing is attacking; the card still enters tapped.
    if (!game.combat || defender === undefined || game.objects[entered.id].zone !== 'battlefield') return;
    const planeswalker = item.context.object;
    const attacksPlaneswalker = planeswalker !== undefined && game.battlefield.includes(planeswalker);
    game.combat.attackers.push(attacksPlaneswalker ? { id: entered.id, defender, planeswalker, blocked: false, blockers: [] } : { id: entered.id, defender, blocked: false, blockers: [] });
  },
  mayAsk: () => false,
  describe: () => 'put this card onto the battlefield from your hand tapped and attacking',
  botHint: () => 'value',
};
