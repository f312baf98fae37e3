import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "that player skips that draw", "you may skip that draw instead": a replaced draw that becomes nothing (CR 614.1b). */
    'skip-draw': { who: Subject };
  }
}

/** CR 614.1b, 614.11: the draw an effect replaces is skipped; nothing else happens, even from an empty library (121.6). */
export const skipDrawHandler: EffectHandler<'skip-draw'> = {
  kind: 'skip-draw',
  resolve() {},
  mayAsk: () => false,
  describe: (effect, d) => `${d.isYou(effect.who) && (d.alone || d.optional) ? 'skip' : subjectAndVerb(d, effect.who, 'skip', 'skips')} that draw`,
  botHint: () => 'value',
};
