import { endTheTurn } from '../turn-structure';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "End the turn." (CR 723.1). */
    'end-the-turn': Record<never, never>;
  }
}

/** CR 723.1: the stack is exiled, combat ends and the turn goes to its cleanup step (`endTheTurn`). */
export const endTheTurnHandler: EffectHandler<'end-the-turn'> = {
  kind: 'end-the-turn',
  resolve(ctx) {
    endTheTurn(ctx.run, ctx.game);
  },
  mayAsk: () => false,
  describe: () => 'end the turn',
  botHint: () => 'reactive',
};
