import { addManaHandler } from './add-mana.handler';
import { attachSelfHandler } from './attach-self.handler';
import { counterHandler } from './counter.handler';
import { createTokensHandler } from './create-tokens.handler';
import { damageHandler } from './damage.handler';
import { destroyHandler } from './destroy.handler';
import { discardHandler } from './discard.handler';
import { drawHandler } from './draw.handler';
import { extraTurnHandler } from './extra-turn.handler';
import { gainControlUntilEndOfTurnHandler } from './gain-control-until-end-of-turn.handler';
import { gainLifeHandler } from './gain-life.handler';
import { grantUntilEndOfTurnHandler } from './grant-until-end-of-turn.handler';
import { loseLifeHandler } from './lose-life.handler';
import { mayHandler } from './may.handler';
import { preventAllCombatDamageHandler } from './prevent-all-combat-damage.handler';
import { preventNextDamageHandler } from './prevent-next-damage.handler';
import { pumpHandler } from './pump.handler';
import { regenerateHandler } from './regenerate.handler';
import { removeCounterOrSacrificeHandler } from './remove-counter-or-sacrifice.handler';
import { returnToBattlefieldWithCounterHandler } from './return-to-battlefield-with-counter.handler';
import { returnToHandHandler } from './return-to-hand.handler';
import { revealHandYouChooseDiscardHandler } from './reveal-hand-you-choose-discard.handler';
import { skipNextUntapHandler } from './skip-next-untap.handler';
import { switchPtUntilEndOfTurnHandler } from './switch-pt-until-end-of-turn.handler';
import { untapHandler } from './untap.handler';
import { EffectRegistry } from './effect-handler';

/**
 * The handler of every effect kind. Adding an effect kind means adding its handler file and its
 * line here; a kind without a handler fails to compile (docs/decisions.md, "Adding an effect kind").
 */
export const EFFECT_HANDLERS: EffectRegistry = {
  'add-mana': addManaHandler,
  'attach-self': attachSelfHandler,
  'counter': counterHandler,
  'create-tokens': createTokensHandler,
  'damage': damageHandler,
  'destroy': destroyHandler,
  'discard': discardHandler,
  'draw': drawHandler,
  'extra-turn': extraTurnHandler,
  'gain-control-until-end-of-turn': gainControlUntilEndOfTurnHandler,
  'gain-life': gainLifeHandler,
  'grant-until-end-of-turn': grantUntilEndOfTurnHandler,
  'lose-life': loseLifeHandler,
  'may': mayHandler,
  'prevent-all-combat-damage': preventAllCombatDamageHandler,
  'prevent-next-damage': preventNextDamageHandler,
  'pump': pumpHandler,
  'regenerate': regenerateHandler,
  'remove-counter-or-sacrifice': removeCounterOrSacrificeHandler,
  'return-to-battlefield-with-counter': returnToBattlefieldWithCounterHandler,
  'return-to-hand': returnToHandHandler,
  'reveal-hand-you-choose-discard': revealHandYouChooseDiscardHandler,
  'skip-next-untap': skipNextUntapHandler,
  'switch-pt-until-end-of-turn': switchPtUntilEndOfTurnHandler,
  'untap': untapHandler,
};
