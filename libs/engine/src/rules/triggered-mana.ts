import { AbilityDefinition } from '../cards/card-definition';
import { GameState, PlayerId } from '../state/game-state';
import { battlefieldCharacteristics, cachedDerived, Characteristics } from './layers';
import { matchesFilter } from './object-filter';

type TriggeredAbility = Extract<AbilityDefinition, { kind: 'triggered' }>;

interface ManaTrigger {
  source: number;
  ability: TriggeredAbility;
}

/** Triggered mana abilities of the battlefield (CR 605.1b), cached with the characteristics: none on most battlefields. */
function manaTriggers(game: GameState): ManaTrigger[] {
  return cachedDerived(game, 'mana-triggers', () => {
    const out: ManaTrigger[] = [];
    for (const c of battlefieldCharacteristics(game).values()) {
      if (!c.hasAbilities || c.compiled.triggered.length === 0) continue;
      for (const { ability } of c.compiled.triggered) if (ability.trigger.event === 'tapped-for-mana') out.push({ source: c.id, ability });
    }
    return out;
  }, hasOwnTriggers);
}

/** Whether the battlefield has a triggered mana ability (CR 605.1b): none on most, where no tapping adds extra mana. */
export function anyManaTriggers(game: GameState): boolean {
  return manaTriggers(game).length > 0;
}

/** The permanents manaTriggers reads: those with triggered abilities of their own. */
function hasOwnTriggers(c: Characteristics): boolean {
  return c.compiled.triggered.length > 0;
}

function triggers(game: GameState, trigger: ManaTrigger, tapped: Characteristics, player: PlayerId): boolean {
  const t = trigger.ability.trigger;
  if (t.event !== 'tapped-for-mana') return false;
  if (t.who === 'enchanted') return game.objects[trigger.source].attachedTo === tapped.id;
  const controller = battlefieldCharacteristics(game).get(trigger.source)!.controller;
  // "Whenever you tap a Swamp for mana": only its controller's tapping.
  if (t.you && player !== controller) return false;
  return matchesFilter(game, tapped, t.filter, controller, trigger.source);
}

/**
 * The mana triggered mana abilities add for each player when this permanent is tapped for mana (CR 605.1b, 605.4a:
 * they resolve at once, after the mana ability that triggered them): "its controller adds an additional {G}{G}".
 */
export function triggeredManaOnTap(game: GameState, id: number, player: PlayerId): { player: PlayerId; mana: string }[] {
  const all = manaTriggers(game);
  if (all.length === 0) return [];
  const tapped = battlefieldCharacteristics(game).get(id);
  if (!tapped) return [];
  const out: { player: PlayerId; mana: string }[] = [];
  for (const trigger of all) {
    if (!triggers(game, trigger, tapped, player)) continue;
    const controller = battlefieldCharacteristics(game).get(trigger.source)!.controller;
    for (const e of trigger.ability.effects) if (e.kind === 'add-mana') out.push({ player: e.who ? tapped.controller : controller, mana: e.mana });
  }
  return out;
}

/** The extra mana the player gets when tapping this permanent for mana (what a payment plan may count on, CR 605.4a). */
export function extraManaOnTap(game: GameState, id: number, player: PlayerId): string {
  let extra = '';
  for (const added of triggeredManaOnTap(game, id, player)) if (added.player === player) extra += added.mana;
  return extra;
}
