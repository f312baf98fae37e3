import { CardType, PlayerRule, RulePlayers } from '../cards/card-definition';
import { GameState, PlayerId } from '../state/game-state';
import { battlefieldCharacteristics, cachedDerived } from './layers';

/**
 * The rules static abilities on the battlefield change (CR 604.1): which players each rule applies
 * to, and which spell types can't be countered. Computed once per layer-cache entry: options are
 * computed at every decision, and these only change when the battlefield, control or abilities do.
 */
interface RuleStatics {
  rules: Record<PlayerId, Set<PlayerRule>>;
  uncounterableTypes: CardType[];
}

const NONE: RuleStatics = { rules: { A: new Set(), B: new Set() }, uncounterableTypes: [] };

function playersOf(players: RulePlayers, controller: PlayerId): PlayerId[] {
  const opponent: PlayerId = controller === 'A' ? 'B' : 'A';
  return players === 'you' ? [controller] : players === 'opponents' ? [opponent] : [controller, opponent];
}

function ruleStatics(game: GameState): RuleStatics {
  return cachedDerived(game, 'rule-statics', () => {
    let found: RuleStatics | null = null;
    for (const c of battlefieldCharacteristics(game).values()) {
      // CR 613.6: a permanent that lost its abilities changes no rule.
      if (!c.hasAbilities || (!c.compiled.staticKinds.includes('player-rule') && !c.compiled.staticKinds.includes('spells-cant-be-countered'))) continue;
      found ??= { rules: { A: new Set(), B: new Set() }, uncounterableTypes: [] };
      for (const a of c.compiled.abilities) {
        if (a.kind !== 'static') continue;
        if (a.effect.kind === 'player-rule') for (const p of playersOf(a.effect.players, c.controller)) found.rules[p].add(a.effect.rule);
        else if (a.effect.kind === 'spells-cant-be-countered') found.uncounterableTypes.push(...a.effect.types);
      }
    }
    return found ?? NONE;
  });
}

/** True if a static ability on the battlefield applies this rule to the player now. */
export function playerRuleApplies(game: GameState, player: PlayerId, rule: PlayerRule): boolean {
  return ruleStatics(game).rules[player].has(rule);
}

/** CR 101.2: "Creature spells can't be countered" — true if a static ability keeps a spell of these types from being countered. */
export function spellTypesUncounterable(game: GameState, types: readonly string[]): boolean {
  const protectedTypes = ruleStatics(game).uncounterableTypes;
  return protectedTypes.length > 0 && types.some((t) => (protectedTypes as readonly string[]).includes(t));
}

/**
 * Why the player may not cast a spell of these types now because of a rule a static ability
 * changed, or null (CR 101.2: a "can't" wins over a "can"; 601.2 casting): "You can't cast creature
 * spells", "Each player can't cast more than one spell each turn".
 */
export function castForbiddenBy(game: GameState, player: PlayerId, types: readonly CardType[]): string | null {
  const rules = ruleStatics(game).rules[player];
  if (rules.size === 0) return null;
  if (rules.has('cant-cast-creature-spells') && types.includes('Creature')) return "you can't cast creature spells";
  if (rules.has('one-spell-each-turn') && (game.players[player].spellsCastThisTurn ?? 0) >= 1) return "you can't cast more than one spell each turn";
  return null;
}
