import { CardFilter, ManaValueBound, NumberComparison, PermanentFilter } from '../cards/card-definition';
import { compiledCard, printedSubtyped } from '../cards/compiled-card';
import { hasSubtype } from '../cards/subtypes';
import { GameState, PlayerId, SourceInfo } from '../state/game-state';
import { Characteristics } from './layers';
import { manaValue, parseCost } from './mana';

function compares(value: number, bound: NumberComparison): boolean {
  return 'atMost' in bound ? value <= bound.atMost : value >= bound.atLeast;
}

function inCombatRole(game: GameState, id: number, role: NonNullable<PermanentFilter['combat']>): boolean {
  const combat = game.combat;
  if (!combat) return false;
  // CR 506.4: a creature is attacking or blocking from its declaration until it leaves combat.
  const attacking = combat.attackers.some((a) => a.id === id);
  const blocking = id in combat.blocking;
  return role === 'attacking' ? attacking : role === 'blocking' ? blocking : attacking || blocking;
}

/**
 * Whether an object with these characteristics passes a filter, seen from `viewer` (the controller
 * of the spell or ability that uses it) and not being `sourceId` when the filter says "another".
 * The one evaluator of filters: targets and enters-the-battlefield triggers go through it.
 */
export function matchesFilter(game: GameState, c: Characteristics, f: PermanentFilter, viewer: PlayerId, sourceId: number | null): boolean {
  if (f.another && c.id === sourceId) return false;
  if (f.types && !f.types.some((t) => c.types.includes(t)) && !f.orSubtypes?.some((t) => hasSubtype(c, t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => hasSubtype(c, t))) return false;
  if (f.colors && !f.colors.some((k) => c.colors.includes(k))) return false;
  if (f.legendary && !c.legendary) return false;
  if (f.snow && !c.compiled.def.supertypes.includes('Snow')) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.notColors && f.notColors.some((k) => c.colors.includes(k))) return false;
  if (f.tapped !== undefined && game.objects[c.id].tapped !== f.tapped) return false;
  if (f.combat && !inCombatRole(game, c.id, f.combat)) return false;
  if (f.blockingSource && (sourceId === null || !game.combat?.attackers.some((a) => a.id === sourceId && a.blockers.includes(c.id)))) return false;
  if (f.withKeywords && !f.withKeywords.every((k) => c.keywords.includes(k))) return false;
  if (f.withoutKeywords && f.withoutKeywords.some((k) => c.keywords.includes(k))) return false;
  if (f.power && !compares(c.power, f.power)) return false;
  if (f.toughness && !compares(c.toughness, f.toughness)) return false;
  if (f.named !== undefined && (c.card !== f.named || game.objects[c.id].faceDown)) return false;
  if (f.attackedThisTurn && game.objects[c.id].attackedTurn !== game.turn) return false;
  if (f.attached && game.objects[c.id].attachedTo === null) return false;
  if (f.controller === 'you' && c.controller !== viewer) return false;
  if ((f.controller === 'opponent' || f.controller === 'not-you') && c.controller === viewer) return false;
  // A trigger's "that player controls" is read as it goes on the stack (triggerTargetSpecs); unread, no player is named.
  if (f.controller === 'that-player') return false;
  return true;
}

/** Whether a card (in any zone) passes a card filter by its printed characteristics: "basic land card", "Forest card" (CR 701.19). */
export function matchesCardFilter(game: GameState, id: number, filter: CardFilter, x = 0): boolean {
  const compiled = compiledCard(game, game.objects[id].card);
  const def = compiled.def;
  if (filter.basic && !def.supertypes.includes('Basic')) return false;
  if (filter.types && !filter.types.some((t) => def.types.includes(t))) return false;
  if (filter.notTypes?.some((t) => def.types.includes(t))) return false;
  if (filter.named !== undefined && game.objects[id].card !== filter.named) return false;
  if (filter.manaValue && !withinManaValue(manaValue(parseCost(def.manaCost)), filter.manaValue, x)) return false;
  if (!filter.subtypes) return true;
  const printed = printedSubtyped(compiled);
  return filter.subtypes.some((t) => hasSubtype(printed, t));
}

/** The filter fields a permanent's last known information holds (CR 603.10a): no tapped state, combat role or P/T. */
const LAST_KNOWN_FIELDS: readonly string[] = ['another', 'types', 'orSubtypes', 'subtypes', 'colors', 'notTypes', 'notColors', 'withKeywords', 'withoutKeywords', 'controller'];

/** Whether a filter reads only what a permanent's last known information holds. */
export function lastKnownFilter(f: PermanentFilter): boolean {
  return Object.keys(f).every((k) => LAST_KNOWN_FIELDS.includes(k));
}

/** {@link matchesFilter} for a permanent that has left the battlefield, by its last known information (CR 603.10a). */
export function matchesLastKnown(info: SourceInfo, f: PermanentFilter, viewer: PlayerId, sourceId: number | null): boolean {
  if (f.another && info.id === sourceId) return false;
  if (f.types && !f.types.some((t) => info.types.includes(t)) && !f.orSubtypes?.some((t) => hasSubtype(info, t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => hasSubtype(info, t))) return false;
  if (f.colors && !f.colors.some((k) => info.colors.includes(k))) return false;
  if (f.notTypes && f.notTypes.some((t) => info.types.includes(t))) return false;
  if (f.notColors && f.notColors.some((k) => info.colors.includes(k))) return false;
  if (f.withKeywords && !f.withKeywords.every((k) => info.keywords.includes(k))) return false;
  if (f.withoutKeywords && f.withoutKeywords.some((k) => info.keywords.includes(k))) return false;
  if (f.controller === 'you' && info.controller !== viewer) return false;
  if ((f.controller === 'opponent' || f.controller === 'not-you') && info.controller === viewer) return false;
  if (f.controller === 'that-player') return false;
  return true;
}

/** CR 202.3: a card's mana value against a bound; X in "mana value X or less" is the resolving ability's X. */
function withinManaValue(value: number, bound: ManaValueBound, x: number): boolean {
  if ('equals' in bound) return value === bound.equals;
  if ('atLeast' in bound) return value >= bound.atLeast;
  return value <= (bound.atMost === 'X' ? x : bound.atMost);
}
