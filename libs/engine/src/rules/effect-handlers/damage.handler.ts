import { isCount, isPerCount } from '../../cards/amounts';
import { Amount, Subject } from '../../cards/card-definition';
import { TargetValue } from '../../state/game-state';
import { DescribeContext } from '../../text/describe-context';
import { characteristics } from '../layers';
import { addEffect, amountOf, currentSource, objectsOf, playersOf, ResolutionContext } from '../effect-actions';
import { damageOrderMayBeAsked, dealDamage } from '../replacement';
import { EffectHandler } from './effect-handler';

/** One more amount to one more recipient of the same source: "… and 3 damage to you", "…, and 3 damage to a third target". */
export interface DamagePart {
  amount: Amount;
  to: Subject;
}

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * `alsoTo`: a second recipient of the same amount ("each creature with flying and each player");
     * `more`: further amounts to further recipients, in printed order (Orcish Artillery, Cone of Flame).
     */
    /** `cantRegenerate`: "A creature dealt damage this way can't be regenerated this turn." (CR 701.15b). */
    damage: { amount: Amount; to: Subject; alsoTo?: Subject; more?: DamagePart[]; cantRegenerate?: true };
  }
}

/** Players first, then the permanents still on the battlefield, a subject names. */
function recipients(ctx: ResolutionContext, to: Subject): TargetValue[] {
  return [
    ...playersOf(ctx, to).map((p) => ({ player: p })),
    ...objectsOf(ctx, to)
      .filter((id) => ctx.game.objects[id].zone === 'battlefield')
      .map((id) => ({ object: id })),
  ];
}

/** "X damage to each creature with flying and each player". */
function partText(d: DescribeContext, amount: Amount, to: Subject, alsoTo?: Subject): string {
  return `${d.amount(amount)} damage to ${d.subject(to)}${alsoTo === undefined ? '' : ` and ${d.subject(alsoTo)}`}`;
}

/** "A and B", "A, B, and C". */
function listText(parts: string[]): string {
  return parts.length < 3 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

const CANT_REGENERATE = "A creature dealt damage this way can't be regenerated this turn";

/** "… deals N damage to …" (CR 120). */
export const damageHandler: EffectHandler<'damage'> = {
  kind: 'damage',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    const source = currentSource(ctx);
    // Every amount is read before any damage is dealt (CR 608.2h: as the effect begins to apply).
    const parts = [{ amount: effect.amount, to: effect.to }, ...(effect.alsoTo === undefined ? [] : [{ amount: effect.amount, to: effect.alsoTo }]), ...(effect.more ?? [])];
    const dealt = parts.map((p) => ({ amount: amountOf(ctx, p.amount), targets: recipients(ctx, p.to) }));
    for (const { amount, targets } of dealt)
      for (const target of targets) {
        const done = dealDamage(run, game, { source, target, amount, combat: false }, asker);
        if (effect.cantRegenerate && done > 0 && 'object' in target && characteristics(game, target.object).isCreature) addEffect(game, ctx.item, { kind: 'cant-regenerate', object: target.object });
      }
  },
  // Damage asks only for the order of replacement effects, which can matter only with a shield (CR 616.1).
  mayAsk: (game) => damageOrderMayBeAsked(game),
  describe(effect, d) {
    // Inside "you may" the source is had to deal the damage: "you may have Razormane Masticore deal 3 damage to target creature".
    const dealer = d.optional ? `have ${d.self()} deal` : `${d.self()} deals`;
    // "deals damage to target creature equal to the number of Mountains you control" (CR 107.3).
    if (isCount(effect.amount) || (typeof effect.amount === 'object' && 'sacrificed' in effect.amount)) return `${dealer} damage to ${d.subject(effect.to)} equal to ${d.amount(effect.amount)}`;
    if (isPerCount(effect.amount) && effect.amount.equalTo) return `${dealer} damage to ${d.subject(effect.to)} equal to ${effect.amount.times === 2 ? 'twice ' : `${effect.amount.times} times `}${d.amount(effect.amount.forEach)}`;
    const rider = effect.cantRegenerate ? `. ${CANT_REGENERATE}` : '';
    if (effect.more?.length) return `${dealer} ${listText([partText(d, effect.amount, effect.to, effect.alsoTo), ...effect.more.map((p) => partText(d, p.amount, p.to))])}${rider}`;
    const clause = `${dealer} ${partText(d, effect.amount, effect.to, effect.alsoTo)}${rider}`;
    if (typeof effect.amount !== 'object' || !('kicked' in effect.amount)) return `${clause}${d.forEach(effect.amount)}`;
    return `${clause}. If this spell was kicked, it deals ${effect.amount.kicked} damage instead`;
  },
  botHint: (effect) => (effect.to === 'each-creature' || (typeof effect.to === 'object' && !('target' in effect.to || 'targets' in effect.to)) ? 'damage-sweeper' : 'removal'),
};
