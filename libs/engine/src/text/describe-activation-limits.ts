import { AbilityDefinition } from '../cards/card-definition';

const TIMES = ['', 'once', 'twice', 'three times'];

/** "Activate only as a sorcery.", "Activate only during your upkeep and only once each turn.", "Activate no more than twice each turn." (CR 602.5b). */
export function activationLimitsText(ability: Extract<AbilityDefinition, { kind: 'activated' }>): string | null {
  if (ability.perTurn !== undefined && ability.perTurn > 1) return `Activate no more than ${TIMES[ability.perTurn] ?? `${ability.perTurn} times`} each turn.`;
  const when = ability.sorcerySpeed ? 'as a sorcery' : ability.during === 'your-turn' ? 'during your turn' : ability.during === 'your-upkeep' ? 'during your upkeep' : null;
  const once = ability.perTurn === 1 ? 'once each turn' : null;
  if (when && once) return `Activate only ${when} and only ${once}.`;
  return when || once ? `Activate only ${when ?? once}.` : null;
}
