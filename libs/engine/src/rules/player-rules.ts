import { CardType, PlayerRule, RulePlayers, StaticEffect } from '../cards/card-definition';
import { GameState, PlayerId } from '../state/game-state';
import { battlefieldCharacteristics, cachedDerived, Characteristics } from './layers';
import { compiledCard } from '../cards/compiled-card';
import { activationForbiddenByName } from './chosen-name-rules';

/**
 * The rules static abilities on the battlefield change (CR 604.1): which players each rule applies
 * to, and which spell types can't be countered. Computed once per layer-cache entry: options are
 * computed at every decision, and these only change when the battlefield, control or abilities do.
 */
interface RuleStatics {
  rules: Record<PlayerId, Set<PlayerRule>>;
  uncounterableTypes: CardType[];
  /** Types of permanents that enter the battlefield tapped (CR 614.1c). */
  entersTappedTypes: CardType[];
  /** Changes to the generic mana of spells a player casts, by spell types (CR 601.2f). */
  costChanges: { player: PlayerId; types: CardType[]; generic: number; exiledWith?: number }[];
  /** Sources whose exiled card's name a player can't cast (CR 607.2a), read live: exiling doesn't drop this cache. */
  namesExiledBy: { player: PlayerId; source: number }[];
  /** Static draw replacements (CR 614.11): the drawing player, the source and its ability. */
  drawReplacements: StaticDrawReplacement[];
}

/** A static ability replacing a player's draws (CR 614.11), with its source and the index of the ability. */
export interface StaticDrawReplacement {
  player: PlayerId;
  controller: PlayerId;
  source: number;
  ability: number;
  effect: Extract<StaticEffect, { kind: 'draw-replacement' }>;
}

const RULE_KINDS: ReadonlySet<string> = new Set(['player-rule', 'spells-cant-be-countered', 'enters-tapped', 'spell-cost', 'cant-cast-exiled-name', 'draw-replacement']);

/** True if one of these static kinds changes a rule (most permanents have no static ability at all). */
function hasRuleKind(staticKinds: readonly string[]): boolean {
  for (let i = 0; i < staticKinds.length; i++) if (RULE_KINDS.has(staticKinds[i])) return true;
  return false;
}
const NONE: RuleStatics = { rules: { A: new Set(), B: new Set() }, uncounterableTypes: [], entersTappedTypes: [], costChanges: [], namesExiledBy: [], drawReplacements: [] };

function playersOf(players: RulePlayers, controller: PlayerId): PlayerId[] {
  // "each" and "all" ("Each player", "Players") are every player.
  const opponent: PlayerId = controller === 'A' ? 'B' : 'A';
  return players === 'you' ? [controller] : players === 'opponents' ? [opponent] : [controller, opponent];
}

function ruleStatics(game: GameState): RuleStatics {
  return cachedDerived(game, 'rule-statics', findRuleStatics, changesRules);
}

/** The permanents findRuleStatics reads: those with a static ability that changes a rule. */
function changesRules(c: Characteristics): boolean {
  return hasRuleKind(c.compiled.staticKinds);
}

function findRuleStatics(game: GameState): RuleStatics {
  let found: RuleStatics | null = null;
  for (const c of battlefieldCharacteristics(game).values()) {
    // CR 613.6: a permanent that lost its abilities changes no rule.
    if (!c.hasAbilities || !hasRuleKind(c.compiled.staticKinds)) continue;
    const id = c.id;
    found ??= { rules: { A: new Set(), B: new Set() }, uncounterableTypes: [], entersTappedTypes: [], costChanges: [], namesExiledBy: [], drawReplacements: [] };
    for (const [ability, a] of c.compiled.abilities.entries()) {
      if (a.kind !== 'static') continue;
      const e = a.effect;
      if (e.kind === 'player-rule') for (const p of playersOf(e.players, c.controller)) found.rules[p].add(e.rule);
      else if (e.kind === 'spells-cant-be-countered') found.uncounterableTypes.push(...e.types);
      else if (e.kind === 'enters-tapped') found.entersTappedTypes.push(...e.types);
      else if (e.kind === 'spell-cost') for (const player of playersOf(e.players, c.controller)) found.costChanges.push({ player, types: e.types, generic: e.generic, ...(e.sharesTypeWithExiled ? { exiledWith: id } : {}) });
      else if (e.kind === 'cant-cast-exiled-name') for (const player of playersOf(e.players, c.controller)) found.namesExiledBy.push({ player, source: id });
      else if (e.kind === 'draw-replacement') for (const player of playersOf(e.players, c.controller)) found.drawReplacements.push({ player, controller: c.controller, source: id, ability, effect: e });
    }
  }
  return found ?? NONE;
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
 * CR 702.61a-b: while a spell with split second is on the stack, players can't cast other spells or activate abilities that
 * aren't mana abilities (special actions, like turning a face-down permanent face up, and triggers still happen).
 */
export function splitSecondOnStack(game: GameState): boolean {
  const stack = game.stack;
  for (let i = 0; i < stack.length; i++) if (stack[i].kind === 'spell' && compiledCard(game, stack[i].sourceCard).def.keywords.includes('split second')) return true;
  return false;
}

/**
 * Why an ability of `source` can't be activated now because of a rule, or null: a spell with split second on the stack
 * (CR 702.61a; mana abilities still can be) or a source with the chosen name (CR 201.3: Pithing Needle). `name` is how
 * the reason calls the source.
 */
export function activationForbiddenBy(game: GameState, source: number, manaAbility: boolean, name: string): string | null {
  if (!manaAbility && splitSecondOnStack(game)) return 'a spell with split second is on the stack: only mana abilities can be activated (CR 702.61a)';
  if (activationForbiddenByName(game, source, manaAbility)) return `${name}'s activated abilities can't be activated (a source with the chosen name)`;
  return null;
}

/**
 * Why the player may not cast a spell of these types now because of a rule a static ability
 * changed, or null (CR 101.2: a "can't" wins over a "can"; 601.2 casting): "You can't cast creature
 * spells", "Each player can't cast more than one spell each turn".
 */
export function castForbiddenBy(game: GameState, player: PlayerId, types: readonly CardType[], name?: string): string | null {
  if (splitSecondOnStack(game)) return "a spell with split second is on the stack: no other spell can be cast (CR 702.61a)";
  // CR 702.50a: after an epic spell of theirs resolved.
  if (game.players[player].cantCastSpells) return "you can't cast spells for the rest of the game (epic)";
  const statics = ruleStatics(game);
  // CR 607.2a: "Players can't cast spells with the same name as the exiled card" (imprint, 2006 502.34b).
  if (name !== undefined && statics.namesExiledBy.some((n) => n.player === player && exiledWith(game, n.source).some((card) => game.objects[card].card === name))) return `you can't cast spells named ${name}`;
  const rules = statics.rules[player];
  if (rules.size === 0) return null;
  if (rules.has('cant-cast-creature-spells') && types.includes('Creature')) return "you can't cast creature spells";
  if (rules.has('one-spell-each-turn') && (game.players[player].spellsCastThisTurn ?? 0) >= 1) return "you can't cast more than one spell each turn";
  return null;
}

/** CR 614.1c, 614.12: true if a static ability ("Artifacts and lands enter the battlefield tapped") makes a permanent of these types enter tapped. */
export function entersTappedByStatics(game: GameState, types: readonly CardType[]): boolean {
  const tapped = ruleStatics(game).entersTappedTypes;
  return tapped.length > 0 && types.some((t) => tapped.includes(t));
}

/** CR 601.2f: the change to the generic mana of a spell of these types the player casts ("cost {2} more"), summed. */
export function spellCostChange(game: GameState, player: PlayerId, types: readonly CardType[]): number {
  let change = 0;
  for (const c of ruleStatics(game).costChanges) {
    // CR 607.2a: "that share a card type with the exiled card", the cards the source exiled now.
    const changed = c.exiledWith === undefined ? c.types : exiledWith(game, c.exiledWith).flatMap((card) => compiledCard(game, game.objects[card].card).def.types);
    if (c.player === player && types.some((t) => changed.includes(t))) change += c.generic;
  }
  return change;
}

/** The cards in exile a source's ability exiled (CR 607.2a: what its linked ability calls "the exiled card"). */
export function exiledWith(game: GameState, source: number): number[] {
  return Object.values(game.players).flatMap((p) => p.exile.filter((id) => game.objects[id].exiledWith === source));
}

/** The static abilities on the battlefield that replace this player's draws (CR 614.11). */
export function staticDrawReplacements(game: GameState, player: PlayerId): StaticDrawReplacement[] {
  const all = ruleStatics(game).drawReplacements;
  return all.length === 0 ? all : all.filter((r) => r.player === player);
}
