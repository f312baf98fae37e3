import { GameState } from '../state/game-state';
import { characteristics, staticAbilityPresent } from './layers';

/**
 * CR 201.3, 614.12: "Activated abilities of sources with the chosen name can't be activated [unless they're mana
 * abilities]." (Pithing Needle): whether an ability of the object can't be activated now. The names come from the
 * permanents with that static ability and the name each chose as it entered; nothing is read when there are none.
 */
export function activationForbiddenByName(game: GameState, source: number, manaAbility: boolean): boolean {
  const forbidding = staticAbilityPresent(game, 'cant-activate-chosen-name');
  if (forbidding.length === 0) return false;
  const name = game.objects[source]?.card;
  for (const needle of forbidding) {
    const chosen = needle.chosen;
    if (!chosen || !('name' in chosen) || chosen.name !== name) continue;
    for (const ability of characteristics(game, needle.id).compiled.def.abilities) {
      if (ability.kind === 'static' && ability.effect.kind === 'cant-activate-chosen-name' && !(manaAbility && ability.effect.unlessMana)) return true;
    }
  }
  return false;
}
