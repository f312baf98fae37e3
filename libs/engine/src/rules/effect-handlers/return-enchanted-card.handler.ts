import { attach } from '../../state/objects';
import { touch } from '../layers';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * Animate Dead's enters trigger (CR 702.5a, 613.1f, 603.7): the Aura loses "enchant creature card in a graveyard" and
     * gains "enchant creature put onto the battlefield with" it, returns the card it enchants (`tapped`: "put … onto the
     * battlefield tapped") and attaches itself to it, with a delayed trigger that sacrifices that creature as the Aura leaves.
     */
    'return-enchanted-card': { tapped?: true };
  }
}

/** "Return enchanted creature card to the battlefield under your control and attach Animate Dead to it." */
export const returnEnchantedCardHandler: EffectHandler<'return-enchanted-card'> = {
  kind: 'return-enchanted-card',
  resolve(ctx, effect) {
    const { run, game, item } = ctx;
    const aura = game.objects[item.source];
    if (!aura || aura.zone !== 'battlefield') return;
    // CR 613.1f: the enchant ability changes whether or not a card comes back (with none, the Aura goes to the graveyard, 704.5m).
    aura.returnedCreature = null;
    touch(game);
    const card = aura.attachedTo === null ? undefined : game.objects[aura.attachedTo];
    if (!card || card.zone !== 'graveyard') return;
    const returned = moveOne(run, game, { id: card.id, to: 'battlefield', controller: item.controller, ...(effect.tapped ? { tapped: true } : {}) }, ctx.asker);
    if (returned.zone !== 'battlefield' || game.objects[item.source] !== aura) return;
    attach(game, item.source, returned.id);
    aura.returnedCreature = returned.id;
  },
  mayAsk: () => true,
  describe: (effect, d) => {
    const name = d.name();
    const returnText = effect.tapped ? 'Put enchanted creature card onto the battlefield tapped under your control' : 'Return enchanted creature card to the battlefield under your control';
    return `it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with ${name}." ${returnText} and attach ${name} to it. When ${name} leaves the battlefield, that creature's controller sacrifices it`;
  },
  botHint: () => 'value',
};
