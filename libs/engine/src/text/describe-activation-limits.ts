import { AbilityDefinition } from '../cards/card-definition';
import { conditionPhrase } from './describe-conditions';

const TIMES = ['', 'once', 'twice', 'three times'];

/**
 * "Activate only as a sorcery.", "Activate only during your upkeep and only once each turn.", "Activate no
 * more than twice each turn.", "Activate only if seven or more cards are in your graveyard." (CR 602.5b).
 */
export function activationLimitsText(ability: Extract<AbilityDefinition, { kind: 'activated' }>, name: string): string | null {
  if (ability.perTurn !== undefined && ability.perTurn > 1) return `Activate no more than ${TIMES[ability.perTurn] ?? `${ability.perTurn} times`} each turn.`;
  const when = ability.sorcerySpeed ? 'as a sorcery' : ability.during === 'your-turn' ? 'during your turn' : ability.during === 'your-upkeep' ? 'during your upkeep' : null;
  const once = ability.perTurn === 1 ? 'once each turn' : null;
  const onlyIf = ability.condition ? `if ${conditionPhrase(ability.condition, name, false)}` : null;
  const limits = [when, once, onlyIf].filter((l) => l !== null);
  return limits.length > 0 ? `Activate only ${limits.join(' and only ')}.` : null;
}
