import { hasSubtype } from '../cards/subtypes';
import { PermanentFilter } from '../cards/card-definition';
import { bandsWithOtherQuality, landwalkQuality, LandwalkQuality } from '../cards/keywords';
import { Run } from '../state/events';
import { AssignedCombatDamage, Attacker, BlockRequirement, GameState, PlayerId, SourceInfo, StackItem, TargetValue } from '../state/game-state';
import { setTapped } from '../state/objects';
import { opponentOf } from '../decisions/references';
import { battlefieldCharacteristics, characteristics, sourceInfo } from './layers';
import { Asker } from './ask';
import { dealDamage } from './replacement';
import { matchesFilter } from './object-filter';
import { protectedFrom, sameTarget } from './targets';
import { detectAttackTriggers, detectBecomesBlockedTriggers, detectBlockTriggers } from './triggers';
import { newStackItem } from '../state/stack-item';

/** CR 508.1a, 302.6: creatures the active player could declare as attackers. */
export function canAttack(game: GameState, id: number): boolean {
  const obj = game.objects[id];
  const c = characteristics(game, id);
  if (!c.isCreature || c.controller !== game.active || obj.tapped || c.cantAttackOrBlock) return false;
  if (c.keywords.includes('defender')) return false;
  // CR 508.1c: "can't attack unless defending player controls an Island" (Sea Monster).
  if (c.attackNeeds && !c.attackNeeds.every((f) => defenderControls(game, f))) return false;
  return !obj.sick || c.keywords.includes('haste');
}

function defenderControls(game: GameState, filter: PermanentFilter): boolean {
  const defender = opponentOf(game.active);
  for (const p of battlefieldCharacteristics(game).values()) if (p.controller === defender && matchesFilter(game, p, filter, defender, null)) return true;
  return false;
}

/** Every creature that could attack now. */
export function possibleAttackers(game: GameState): number[] {
  return game.battlefield.filter((id) => canAttack(game, id));
}

/** Whether any creature could attack now (stops at the first). */
export function anyPossibleAttacker(game: GameState): boolean {
  return game.battlefield.some((id) => canAttack(game, id));
}

/** CR 508.1c-d: an attack declaration's restrictions and requirements; returns a reason or null. */
export function attackDeclarationError(game: GameState, attackers: number[]): string | null {
  const seen = new Set<number>();
  for (const id of attackers) {
    if (seen.has(id)) return 'a creature is declared twice';
    seen.add(id);
    if (!canAttack(game, id)) return `${game.objects[id].card} can't attack`;
  }
  // CR 508.1d: a requirement with a cost (Juggernaut facing Propaganda) doesn't oblige its controller to pay it.
  if (attackTaxPerCreature(game) > 0) return null;
  for (const id of possibleAttackers(game)) {
    // "attacks each combat if able" (Juggernaut, Uncontrollable Anger) is a requirement (CR 508.1d).
    if (characteristics(game, id).attacksEachCombat && !seen.has(id)) return `${game.objects[id].card} attacks each combat if able`;
  }
  return null;
}

/**
 * CR 508.1g: the generic mana the active player pays for each creature attacking the defending player
 * ("Creatures can't attack you unless their controller pays {2} for each creature …", Windborn Muse, Propaganda).
 */
export function attackTaxPerCreature(game: GameState): number {
  const defender = opponentOf(game.active);
  let tax = 0;
  for (const p of battlefieldCharacteristics(game).values()) {
    if (p.controller !== defender || !p.hasAbilities || !p.compiled.staticKinds.includes('attack-tax')) continue;
    for (const ability of p.compiled.abilities) if (ability.kind === 'static' && ability.effect.kind === 'attack-tax') tax += ability.effect.generic;
  }
  return tax;
}

/** CR 508.1g: the total cost of an attack declaration: the tax for each creature attacking the player (not a planeswalker). */
export function attackCost(game: GameState, declared: AttackDeclaration[]): number {
  const tax = attackTaxPerCreature(game);
  return tax === 0 ? 0 : tax * declared.filter((d) => d.planeswalker === undefined).length;
}

/** One attacking creature as declared: the defending player, or a planeswalker they control. */
export interface AttackDeclaration {
  id: number;
  planeswalker?: number;
}

/** CR 508.1b: the planeswalkers the defending player controls, which creatures may attack instead of the player. */
export function attackablePlaneswalkers(game: GameState): number[] {
  const defender = opponentOf(game.active);
  return game.battlefield.filter((id) => {
    const c = characteristics(game, id);
    return c.controller === defender && c.types.includes('Planeswalker');
  });
}

/** Whether a creature has banding now (CR 702.22a); its damage rules read it at the time damage is assigned (702.22j-k). */
export function hasBanding(game: GameState, id: number): boolean {
  return characteristics(game, id).keywords.includes('banding');
}

/** Whether a creature is of a "bands with other" quality: a legendary creature, a Dinosaur (CR 702.22c). */
function ofQuality(game: GameState, quality: PermanentFilter, id: number): boolean {
  const c = characteristics(game, id);
  return matchesFilter(game, c, quality, c.controller, null);
}

/**
 * CR 702.22c, 702.22j-k (2006 502.11b-c): one of these creatures is a [quality] creature with "bands with other
 * [quality]" now, and `all` the others are [quality] creatures (an attacking band), or `another` one is (two
 * creatures blocking, or blocked by, the same creature). 702.22l: instances of one kind count once.
 */
export function bandsWithOther(game: GameState, ids: readonly number[], others: 'all' | 'another'): boolean {
  return ids.some((id) =>
    characteristics(game, id).keywords.some((k) => {
      const quality = bandsWithOtherQuality(k);
      if (!quality || !ofQuality(game, quality, id)) return false;
      const rest = ids.filter((m) => m !== id);
      return others === 'all' ? rest.every((m) => ofQuality(game, quality, m)) : rest.some((m) => ofQuality(game, quality, m));
    }),
  );
}

/**
 * CR 702.22c-d (2006 502.10b-c, 502.11b): attacking bands as declared — each of two declared attackers or more,
 * any number with banding and at most one without (even if it has "bands with other"), or else [quality]
 * creatures one of which has "bands with other [quality]"; all attacking the same player or planeswalker, and
 * no creature in two bands; a reason or null.
 */
export function bandDeclarationError(game: GameState, declared: AttackDeclaration[], bands: number[][]): string | null {
  const inBand = new Set<number>();
  for (const band of bands) {
    if (band.length < 2) return 'a band is two attacking creatures or more';
    const attacked = new Set<string>();
    let withoutBanding = 0;
    for (const id of band) {
      const declaration = declared.find((d) => d.id === id);
      if (!declaration) return `${game.objects[id].card} is not attacking`;
      if (inBand.has(id)) return `${game.objects[id].card} is in two bands`;
      inBand.add(id);
      attacked.add(String(declaration.planeswalker ?? 'player'));
      if (!hasBanding(game, id)) withoutBanding++;
    }
    if (withoutBanding > 1 && !bandsWithOther(game, band, 'all')) return 'a band has at most one creature without banding, or only creatures of the quality one of them bands with';
    if (attacked.size > 1) return 'all creatures in a band attack the same player or planeswalker';
  }
  return null;
}

/** The attacking band a creature is in, itself alone when it is in none (CR 702.22c). */
export function bandOf(game: GameState, id: number): number[] {
  return game.combat?.bands?.find((band) => band.includes(id)) ?? [id];
}

/** CR 508.1: taps attackers without vigilance and records the attack, with its bands (702.22c). */
export function declareAttackers(run: Run, game: GameState, declared: AttackDeclaration[], bands: number[][] = []): void {
  const combat = game.combat!;
  if (bands.length) combat.bands = bands.map((band) => band.slice());
  const defender = opponentOf(game.active);
  const attackers = declared.map((d) => d.id);
  for (const { id, planeswalker } of declared) {
    if (!characteristics(game, id).keywords.includes('vigilance')) setTapped(game, id, true);
    game.objects[id].attackedTurn = game.turn;
    combat.attackers.push(planeswalker === undefined ? { id, defender, blocked: false, blockers: [] } : { id, defender, planeswalker, blocked: false, blockers: [] });
  }
  combat.declaredAttackers = true;
  run.events.push({ type: 'attack', attackers });
  detectAttackTriggers(game, attackers);
}

/**
 * What an attacker deals its unblocked (or trampling) damage to: the player or the planeswalker it
 * attacks (CR 510.1a-c); a planeswalker that has left the battlefield is dealt nothing (506.4c).
 */
export function attackedTarget(a: Attacker): TargetValue {
  return a.planeswalker === undefined ? { player: a.defender } : { object: a.planeswalker };
}

/** CR 509.1a-b: whether one creature may block one attacker, evasion included. */
export function canBlock(game: GameState, blocker: number, attacker: number): boolean {
  const b = characteristics(game, blocker);
  const bo = game.objects[blocker];
  const defender = opponentOf(game.active);
  if (!b.isCreature || b.controller !== defender || bo.tapped || b.cantAttackOrBlock || b.cantBlock) return false;
  const a = characteristics(game, attacker);
  if (a.cantBeBlocked) return false;
  // CR 509.1b: "Target creature can't block Duct Crawler this turn".
  if (game.effects.some((e) => e.effect.kind === 'restrict' && e.effect.object === blocker && e.effect.attacker === attacker)) return false;
  const k = a.keywords;
  if (k.includes('flying') && !b.keywords.includes('flying') && !b.keywords.includes('reach')) return false;
  if (k.includes('fear') && !b.types.includes('Artifact') && !b.colors.includes('B')) return false;
  if (k.includes('intimidate') && !b.types.includes('Artifact') && !b.colors.some((c) => a.colors.includes(c))) return false;
  // CR 702.28b: shadow blocks only shadow, and only shadow blocks shadow.
  if (k.includes('shadow') !== b.keywords.includes('shadow')) return false;
  // CR 702.31b: horsemanship can't be blocked except by creatures with horsemanship.
  if (k.includes('horsemanship') && !b.keywords.includes('horsemanship')) return false;
  for (const keyword of k) {
    const walk = landwalkQuality(keyword);
    if (walk && game.battlefield.some((id) => isWalkedLand(game, id, defender, walk))) return false;
  }
  if (protectedFrom(game, attacker, b)) return false;
  // CR 509.1b: "can't be blocked except by Walls and/or creatures with flying".
  if (a.blockerFilters?.some((filters) => !filters.some((f) => matchesFilter(game, b, f, a.controller, a.id)))) return false;
  // CR 509.1b: "can block only creatures with flying".
  if (b.hasAbilities && b.compiled.staticKinds.includes('can-block-only')) {
    for (const ability of b.compiled.abilities) if (ability.kind === 'static' && ability.effect.kind === 'can-block-only' && !matchesFilter(game, a, ability.effect.filter, b.controller, b.id)) return false;
  }
  for (const ability of a.compiled.abilities) {
    if (ability.kind === 'static' && ability.effect.kind === 'cant-be-blocked-by-subtype' && a.hasAbilities && hasSubtype(b, ability.effect.subtype)) return false;
  }
  return true;
}

/** CR 702.14c: a land of the defending player with the landwalk's quality makes the attacker unblockable. */
function isWalkedLand(game: GameState, id: number, defender: PlayerId, walk: LandwalkQuality): boolean {
  const c = characteristics(game, id);
  if (c.controller !== defender || !c.types.includes('Land')) return false;
  if (walk.subtype && !c.subtypes.includes(walk.subtype)) return false;
  const supertypes = c.compiled.def.supertypes;
  if (walk.nonbasic && supertypes.includes('Basic')) return false;
  return !walk.supertype || supertypes.includes(walk.supertype);
}

/** Creatures of the defending player that could block some attacker. */
export function possibleBlockers(game: GameState): number[] {
  const attackers = game.combat?.attackers ?? [];
  return game.battlefield.filter((id) => attackers.some((a) => canBlock(game, id, a.id)));
}

/** Whether any creature could block now (stops at the first). */
export function anyPossibleBlocker(game: GameState): boolean {
  const attackers = game.combat?.attackers ?? [];
  return game.battlefield.some((id) => attackers.some((a) => canBlock(game, id, a.id)));
}

/** CR 509.1b-c: a block declaration's legality (its restrictions, then its requirements); a reason or null. */
export function blockDeclarationError(game: GameState, blocks: [number, number][], required: RequiredBlocks = requiredBlocks(game)): string | null {
  const restricted = blockRestrictionError(game, blocks);
  if (restricted) return restricted;
  // CR 509.1c: the declaration must obey as many requirements as any declaration that violates no restriction.
  const obeyed = obeyedRequirements(required.requirements, blocks);
  if (obeyed >= required.obeyed) return null;
  const best = required.declarations[0];
  const missed = required.requirements.find((r) => best.some(([b, a]) => b === r.blocker && a === r.attacker) && !blocks.some(([b, a]) => b === r.blocker && a === r.attacker))!;
  return `${game.objects[missed.blocker].card} blocks ${game.objects[missed.attacker].card} this combat if able`;
}

/** The blocking requirements of this combat (CR 509.1c) and a declaration obeying as many of them as can be. */
export interface RequiredBlocks {
  requirements: BlockRequirement[];
  /** The declarations violating no restriction that obey the most requirements, one for each way to obey them. */
  declarations: [number, number][][];
  /** How many requirements they obey. */
  obeyed: number;
}

function obeyedRequirements(requirements: BlockRequirement[], blocks: [number, number][]): number {
  return requirements.filter((r) => blocks.some(([b, a]) => b === r.blocker && a === r.attacker)).length;
}

/**
 * CR 509.1c: the requirements in force ("blocks this creature this combat if able", provoke 702.39a;
 * "all creatures able to block it do so")
 * and the declarations obeying the most of them without violating a restriction: each creature under a
 * requirement blocks one of the attackers it is required to block, or none (a creature blocks one
 * attacker, 509.1a), other creatures joining where a restriction needs more blockers (menace, 702.111b).
 */
export function requiredBlocks(game: GameState): RequiredBlocks {
  const combat = game.combat!;
  const requirements = (combat.blockRequirements ?? []).filter((r) => game.objects[r.blocker]?.zone === 'battlefield' && combat.attackers.some((a) => a.id === r.attacker));
  // "All creatures able to block it do so" (Lure): a requirement on each creature able to block that attacker.
  for (const a of combat.attackers) {
    if (!characteristics(game, a.id).mustBeBlocked) continue;
    for (const blocker of possibleBlockers(game)) if (canBlock(game, blocker, a.id)) requirements.push({ blocker, attacker: a.id });
  }
  const choices = new Map<number, number[]>();
  for (const r of requirements) {
    if (!canBlock(game, r.blocker, r.attacker)) continue;
    const attackers = choices.get(r.blocker) ?? [];
    if (!attackers.includes(r.attacker)) choices.set(r.blocker, [...attackers, r.attacker]);
  }
  let best: RequiredBlocks = { requirements, declarations: [[]], obeyed: 0 };
  const blockers = [...choices.keys()];
  const visit = (i: number, chosen: [number, number][]): void => {
    if (i === blockers.length) {
      const obeyed = obeyedRequirements(requirements, chosen);
      if (obeyed === 0 || obeyed < best.obeyed) return;
      const blocks = withHelpers(game, chosen);
      if (blocks && obeyed > best.obeyed) best = { requirements, declarations: [blocks], obeyed };
      else if (blocks) best.declarations.push(blocks);
      return;
    }
    for (const attacker of choices.get(blockers[i])!) visit(i + 1, [...chosen, [blockers[i], attacker]]);
    visit(i + 1, chosen);
  };
  visit(0, []);
  return best;
}

/** The blocks, with other creatures added where an attacker needs more blockers (menace), or null if no such declaration is legal. */
function withHelpers(game: GameState, chosen: [number, number][]): [number, number][] | null {
  if (!blockRestrictionError(game, chosen)) return chosen;
  const blocks = [...chosen];
  for (const a of game.combat!.attackers) {
    if (!characteristics(game, a.id).keywords.includes('menace') || blocks.filter(([, x]) => x === a.id).length !== 1) continue;
    const helper = possibleBlockers(game).find((b) => !blocks.some(([x]) => x === b) && canBlock(game, b, a.id));
    if (helper !== undefined) blocks.push([helper, a.id]);
  }
  return blockRestrictionError(game, blocks) ? null : blocks;
}

/** CR 509.1b: a block declaration's restrictions (menace needs two or more blockers); a reason or null. */
function blockRestrictionError(game: GameState, blocks: [number, number][]): string | null {
  const attackers = game.combat!.attackers;
  const seen = new Set<string>();
  const count = new Map<number, number>();
  for (const [blocker, attacker] of blocks) {
    if (seen.has(`${blocker}>${attacker}`)) return 'a creature blocks the same attacker twice';
    seen.add(`${blocker}>${attacker}`);
    count.set(blocker, (count.get(blocker) ?? 0) + 1);
    // CR 509.1a: one attacker each, more only where an effect allows it (High Ground).
    if (count.get(blocker)! > 1 + characteristics(game, blocker).extraBlocks) return `${game.objects[blocker].card} can't block that many creatures`;
    if (!attackers.some((a) => a.id === attacker)) return `${game.objects[attacker]?.card ?? 'that'} is not attacking`;
    if (!canBlock(game, blocker, attacker)) return `${game.objects[blocker].card} can't block ${game.objects[attacker].card}`;
  }
  for (const a of attackers) {
    // CR 702.22h: a creature blocking one creature of a band blocks them all.
    const band = bandOf(game, a.id);
    const n = blocks.filter(([, attacker]) => band.includes(attacker)).length;
    const c = characteristics(game, a.id);
    if (n === 1 && c.keywords.includes('menace')) return `${game.objects[a.id].card} has menace and can't be blocked except by two or more creatures`;
    // CR 509.1b: "can't be blocked by more than one creature" (Stalking Tiger).
    if (c.maxBlockers !== undefined && n > c.maxBlockers) return `${game.objects[a.id].card} can't be blocked by more than ${c.maxBlockers} creature(s)`;
  }
  return null;
}

/** CR 509.1: records blocks and their triggers. */
export function declareBlockers(run: Run, game: GameState, blocks: [number, number][]): void {
  const combat = game.combat!;
  for (const [blocker, attacker] of blocks) {
    // CR 702.22h (2006 502.10e): each other creature in the band becomes blocked by the same blocker.
    for (const member of bandOf(game, attacker)) {
      const a = combat.attackers.find((x) => x.id === member)!;
      a.blockers.push(blocker);
      a.blocked = true;
    }
    if (!(blocker in combat.blocking)) combat.blocking[blocker] = attacker;
    run.events.push({ type: 'block', blocker, attacker });
  }
  combat.declaredBlockers = true;
  for (const [blocker, attacker] of blocks) detectBlockTriggers(game, blocker, attacker);
  for (const a of combat.attackers) if (blocks.some(([, attacker]) => bandOf(game, attacker).includes(a.id))) detectBecomesBlockedTriggers(game, a.id);
}

/** CR 510.4: whether a first-strike damage step is needed. */
export function needsFirstStrikeStep(game: GameState): boolean {
  const combat = game.combat;
  if (!combat) return false;
  const ids = [...combat.attackers.map((a) => a.id), ...Object.keys(combat.blocking).map(Number)];
  return ids.some((id) => {
    const k = characteristics(game, id).keywords;
    return k.includes('first strike') || k.includes('double strike');
  });
}

/** CR 510.4: whether a creature deals combat damage in this damage step. */
export function dealsDamageNow(game: GameState, id: number): boolean {
  const combat = game.combat!;
  const k = characteristics(game, id).keywords;
  if (game.step === 'first-strike-damage') return k.includes('first strike') || k.includes('double strike');
  if (combat.firstStrikers.includes(id)) return k.includes('double strike');
  return true;
}

/** Damage a blocker needs to be destroyed, counting damage already marked and deathtouch (CR 702.19c, 702.2c). */
export function lethalDamageFor(game: GameState, blocker: number, attackerHasDeathtouch: boolean): number {
  const remaining = Math.max(0, characteristics(game, blocker).toughness - game.objects[blocker].damage);
  return attackerHasDeathtouch ? Math.min(1, remaining) : remaining;
}

/** The attacking creatures a blocker blocks: one, or a whole band (CR 702.22h). */
export function blockedBy(game: GameState, blocker: number): Attacker[] {
  return game.combat!.attackers.filter((a) => a.blockers.includes(blocker));
}

/**
 * Who assigns an attacking creature's combat damage: the defending player when a creature with banding blocks
 * it (CR 702.22j, 2006 502.10h) or two [quality] creatures do, one with "bands with other [quality]" (2006
 * 502.11c), else its controller (510.1c).
 */
export function attackerDamageChooser(game: GameState, a: Attacker): PlayerId {
  return a.blockers.some((b) => hasBanding(game, b)) || bandsWithOther(game, a.blockers, 'another') ? a.defender : characteristics(game, a.id).controller;
}

/**
 * Who assigns a blocking creature's combat damage: the attacking player when it blocks a creature with banding
 * (CR 702.22k, 2006 502.10h) or two [quality] creatures, one with "bands with other [quality]" (2006 502.11c),
 * else its controller (510.1d).
 */
export function blockerDamageChooser(game: GameState, blocker: number): PlayerId {
  const blocked = blockedBy(game, blocker);
  return blocked.some((a) => hasBanding(game, a.id)) || bandsWithOther(game, blocked.map((a) => a.id), 'another') ? game.active : characteristics(game, blocker).controller;
}

/** True when a blocker blocking several creatures (a band, CR 702.22h) deals combat damage now: it is divided among them (510.1d). */
export function blockerNeedsAssignment(game: GameState, blocker: number): boolean {
  if (!dealsDamageNow(game, blocker) || characteristics(game, blocker).power <= 0) return false;
  return blockedBy(game, blocker).length >= 2;
}

/** Checks the division of a blocker's damage among the creatures it blocks (CR 510.1d, 702.22k); a reason or null. */
export function blockerAssignmentError(game: GameState, blocker: number, damage: { target: TargetValue; amount: number }[]): string | null {
  const blocked = blockedBy(game, blocker).map((a) => a.id);
  let total = 0;
  for (const d of damage) {
    if (!Number.isInteger(d.amount) || d.amount < 0) return 'damage amounts must be whole numbers';
    if (!('object' in d.target) || !blocked.includes(d.target.object)) return `a blocking creature assigns its damage only to the creatures it blocks`;
    total += d.amount;
  }
  const power = characteristics(game, blocker).power;
  return total === power ? null : `assign exactly ${power} damage`;
}

/** True when the attacker's damage needs a real choice of whoever assigns it (engine-scenarios.md). */
export function needsAssignment(game: GameState, a: Attacker): boolean {
  if (!a.blocked || !dealsDamageNow(game, a.id)) return false;
  const c = characteristics(game, a.id);
  if (c.power <= 0) return false;
  if (a.blockers.length >= 2 || mayAssignAsUnblocked(game, a)) return true;
  return a.blockers.length === 1 && c.keywords.includes('trample');
}

/** CR 510.1b-c: "you may have ~ assign its combat damage as though it weren't blocked" (its controller's choice, not a banding defender's, 702.22j). */
export function mayAssignAsUnblocked(game: GameState, a: Attacker): boolean {
  const c = characteristics(game, a.id);
  return a.blocked && c.assignsAsUnblocked && attackerDamageChooser(game, a) === c.controller;
}

/** Checks a damage assignment for one attacker (CR 510.1c-d, 702.19b); returns a reason or null. */
export function assignmentError(game: GameState, a: Attacker, damage: { target: TargetValue; amount: number }[]): string | null {
  const c = characteristics(game, a.id);
  // CR 510.1b: all of it on what it attacks, as an unblocked creature assigns it; it can't be split with the blockers.
  if (mayAssignAsUnblocked(game, a) && damage.length === 1 && damage[0].amount === c.power && sameTarget(damage[0].target, attackedTarget(a))) return null;
  // CR 510.1c: a blocked creature whose blockers are all gone assigns no combat damage (trample aside, 702.19e).
  if (a.blockers.length === 0 && !c.keywords.includes('trample')) return damage.every((d) => d.amount === 0) ? null : 'no creature is blocking it, so it assigns no combat damage';
  // CR 702.22j: the defending player divides the damage among the creatures blocking it, never onto the player.
  const trample = c.keywords.includes('trample') && attackerDamageChooser(game, a) !== a.defender;
  const deathtouch = c.keywords.includes('deathtouch');
  let total = 0;
  let toPlayer = 0;
  const toBlocker = new Map<number, number>();
  for (const d of damage) {
    if (!Number.isInteger(d.amount) || d.amount < 0) return 'damage amounts must be whole numbers';
    total += d.amount;
    if ('player' in d.target || d.target.object === a.planeswalker) {
      // CR 702.19c: trample assigns the rest to the player or planeswalker the creature attacks.
      if (!trample || !sameTarget(d.target, attackedTarget(a))) return `only trample lets damage be assigned to the ${a.planeswalker === undefined ? 'player' : 'planeswalker'} it attacks`;
      toPlayer += d.amount;
    } else {
      if (!a.blockers.includes(d.target.object)) return `${game.objects[d.target.object]?.card ?? 'that'} is not blocking this creature`;
      toBlocker.set(d.target.object, (toBlocker.get(d.target.object) ?? 0) + d.amount);
    }
  }
  if (total !== c.power) return `assign exactly ${c.power} damage`;
  if (toPlayer > 0) {
    for (const b of a.blockers) {
      if ((toBlocker.get(b) ?? 0) < lethalDamageFor(game, b, deathtouch)) return `lethal damage must be assigned to ${game.objects[b].card} before the player`;
    }
  }
  return null;
}

/**
 * CR 510.1: every combat damage assignment of this damage step, as chosen or as the rules fix it;
 * also records which creatures deal damage in the first-strike step (CR 510.4).
 */
function assignCombatDamage(game: GameState): AssignedCombatDamage[] {
  const combat = game.combat!;
  const assigned: AssignedCombatDamage[] = [];
  const dealers: number[] = [];
  for (const a of combat.attackers) {
    if (!dealsDamageNow(game, a.id)) continue;
    dealers.push(a.id);
    const c = characteristics(game, a.id);
    if (c.power <= 0) continue;
    const source = sourceInfo(game, a.id);
    const chosen = combat.assignments[a.id];
    if (chosen) {
      for (const key in chosen) {
        const target: TargetValue = key === 'A' || key === 'B' ? { player: key } : { object: Number(key) };
        assigned.push({ source, target, amount: chosen[key] });
      }
    } else if (!a.blocked) {
      assigned.push({ source, target: attackedTarget(a), amount: c.power });
    } else if (a.blockers.length === 1) {
      assigned.push({ source, target: { object: a.blockers[0] }, amount: c.power });
    } else if (a.blockers.length === 0 && c.keywords.includes('trample')) {
      // CR 702.19e: a trampler whose blockers are all gone assigns all its damage to the player.
      assigned.push({ source, target: attackedTarget(a), amount: c.power });
    }
  }
  for (const key in combat.blocking) {
    const blocker = Number(key);
    const blocked = blockedBy(game, blocker);
    if (!game.objects[blocker] || blocked.length === 0) continue;
    if (!dealsDamageNow(game, blocker)) continue;
    dealers.push(blocker);
    const c = characteristics(game, blocker);
    if (c.power <= 0) continue;
    const source = sourceInfo(game, blocker);
    const chosen = combat.assignments[blocker];
    if (chosen) for (const target in chosen) assigned.push({ source, target: { object: Number(target) }, amount: chosen[target] });
    else assigned.push({ source, target: { object: blocked[0].id }, amount: c.power });
  }
  if (game.step === 'first-strike-damage') combat.firstStrikers = dealers;
  combat.assignments = {};
  return assigned;
}

/** CR 510.2: computes every combat damage assignment, then deals all of it at once. */
export function dealCombatDamage(run: Run, game: GameState, asker: Asker): void {
  for (const d of assignCombatDamage(game)) dealDamage(run, game, { source: d.source, target: d.target, amount: d.amount, combat: true }, asker);
}

/**
 * 2006 CR 310.1, 310.3: the damage step's assignments become one object on the stack, which is
 * not a spell or ability; the active player then gets priority.
 */
export function putCombatDamageOnStack(game: GameState): void {
  const combatDamage = assignCombatDamage(game);
  if (combatDamage.length === 0) return;
  const source = combatDamage[0].source;
  const item = newStackItem({
    id: game.nextId++,
    kind: 'combat-damage',
    objectId: null,
    source: source.id,
    sourceCard: COMBAT_DAMAGE_NAME,
    controller: game.active,
    abilityIndex: null,
    targets: [],
    x: 0,
    kicked: false,
    alt: null,
    sourceInfo: source,
    context: {},
  });
  item.combatDamage = combatDamage;
  game.stack.push(item);
}

/** How the combat damage object is named on the stack, in views and in scenario files. */
export const COMBAT_DAMAGE_NAME = 'Combat damage';

/**
 * 2006 CR 310.4: the combat damage object deals its damage as assigned, all at once, even if a
 * source has left the battlefield or its power changed (310.4a). A source still on the battlefield
 * deals it as it is now, one that left as it last was (310.4b); damage assigned to a creature that
 * has left the battlefield or is no longer a creature is not dealt (310.4c).
 */
export function resolveCombatDamage(run: Run, game: GameState, item: StackItem, asker: Asker): void {
  for (const d of item.combatDamage ?? []) {
    if ('object' in d.target) {
      const recipient = game.objects[d.target.object];
      if (!recipient || recipient.zone !== 'battlefield') continue;
      const c = characteristics(game, d.target.object);
      if (!c.isCreature && !c.types.includes('Planeswalker')) continue;
    }
    const stillHere = game.objects[d.source.id]?.zone === 'battlefield';
    const source = stillHere ? sourceInfo(game, d.source.id) : d.source;
    dealDamage(run, game, { source, target: d.target, amount: d.amount, combat: true }, asker);
  }
}

/** The player being attacked this combat. */
export function defendingPlayer(game: GameState): PlayerId {
  return opponentOf(game.active);
}
