import { Subject } from '../../cards/card-definition';
import { numberWord, subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "That player exiles the top four cards of their library" (CR 406.3: face up); `repeatIfSameName`: "If two or more of
     * those cards have the same name, repeat this process."
     */
    'exile-top': { who: Subject; count: number; repeatIfSameName?: true };
  }
}

/** True if two or more of the cards share a name (CR 201.2). */
function sharesAName(names: readonly string[]): boolean {
  return new Set(names).size < names.length;
}

/**
 * The top N cards of the library are exiled at once (fewer if fewer are left); with `repeatIfSameName` the process
 * runs again while a batch holds two cards with the same name (CR 608.2c: the text's instructions in order), which
 * ends at the latest with the library.
 */
export const exileTopHandler: EffectHandler<'exile-top'> = {
  kind: 'exile-top',
  resolve(ctx, effect) {
    const { run, game } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      for (;;) {
        const top = game.players[p].library.slice(0, effect.count);
        const names = top.map((id) => game.objects[id].card);
        moveObjects(run, game, top.map((id) => ({ id, to: 'exile' as const })));
        if (!effect.repeatIfSameName || !sharesAName(names)) break;
      }
    }
  },
  mayAsk: () => false,
  describe: (effect, d) => {
    const top = effect.count === 1 ? 'the top card' : `the top ${numberWord(effect.count)} cards`;
    const exile = d.isYou(effect.who) && d.alone ? 'exile' : subjectAndVerb(d, effect.who, 'exile', 'exiles');
    return `${exile} ${top} of ${d.isYou(effect.who) ? 'your' : 'their'} library${effect.repeatIfSameName ? '. If two or more of those cards have the same name, repeat this process' : ''}`;
  },
  botHint: () => 'value',
};
