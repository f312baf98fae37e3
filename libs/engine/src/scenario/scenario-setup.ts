import { CORE_CARD_POOL } from '../cards/card-pool';
import { CardPool, registerCardPool } from '../cards/card-pool-registry';
import { compiledCard } from '../cards/compiled-card';
import { FACE_DOWN_NAME } from '../cards/face-down';
import { resolveReference, opponentOf } from '../decisions/references';
import { checkTargets } from '../rules/casting';
import { advance } from '../rules/game-loop';
import { Run } from '../state/events';
import { GameState, PlayerId, RulesEdition, Step } from '../state/game-state';
import { defaultMulliganRule, emptyGame } from '../state/new-game';
import { newObject, printedInfo } from '../state/objects';
import { ScenarioPermanent, ScenarioStart } from './scenario-types';
import { touch } from '../rules/layers';
import { auraTargetSpec } from '../rules/targets';
import { COMMANDER_STARTING_LIFE } from '../rules/commander';
import { newStackItem } from '../state/stack-item';

/** A scenario's starting position refers to something the engine doesn't know. */
export class ScenarioSetupError extends Error {}

const COMBAT_STEPS: Step[] = ['declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat'];

function cardName(pool: CardPool, entry: string | { card: string }): string {
  const name = typeof entry === 'string' ? entry : entry?.card;
  if (typeof name !== 'string' || !pool.definition(name)) throw new ScenarioSetupError(`unknown card: ${JSON.stringify(name)}`);
  return name;
}

/**
 * A Commander game when any player names a commander (CR 903): the named cards are commanders
 * wherever the start puts them, else in the command zone; life defaults to 40 (CR 903.7).
 */
function setUpScenarioCommanders(game: GameState, start: ScenarioStart, cards: CardPool): void {
  const named = (p: PlayerId): string[] => {
    const given = start.players?.[p]?.commander;
    return given === undefined ? [] : Array.isArray(given) ? given : [given];
  };
  if (named('A').length === 0 && named('B').length === 0) return;
  game.commander = { casts: { A: {}, B: {} }, damage: { A: {}, B: {} } };
  for (const p of ['A', 'B'] as PlayerId[]) {
    const spec = start.players?.[p] ?? {};
    if (spec.life === undefined) game.players[p].life = COMMANDER_STARTING_LIFE;
    for (const name of named(p)) {
      cardName(cards, name);
      const existing = Object.values(game.objects).find((o) => o.owner === p && o.card === name && !o.token);
      const obj = existing ?? newObject(game, name, p, 'command');
      if (!existing) game.players[p].command.push(obj.id);
      obj.commander = true;
    }
    game.commander.casts[p] = { ...(spec.commanderCasts ?? {}) };
    game.commander.damage[p] = { ...(spec.commanderDamage ?? {}) };
  }
}

/**
 * Builds the position a scenario describes: objects put exactly as listed, no enters-the-battlefield
 * triggers or replacement effects, the active player holding priority in the given step
 * (after state-based actions), engine-scenarios.md "start".
 */
export function createGameFromScenario(start: ScenarioStart, seed: number, cards: CardPool = CORE_CARD_POOL, rules: RulesEdition = 'current'): GameState {
  registerCardPool(cards);
  const game = emptyGame(seed, rules, defaultMulliganRule(rules));
  game.cardPool = cards.id;
  game.phase = 'play';
  game.turn = start.turn ?? 1;
  game.active = start.active ?? 'A';
  game.startingPlayer = game.turn % 2 === 1 ? game.active : opponentOf(game.active);
  game.step = start.step ?? 'precombat-main';
  game.stepStarted = true;
  game.priority = game.active;
  game.players.A.kept = true;
  game.players.B.kept = true;
  const attachments: { id: number; ref: string; owner: PlayerId }[] = [];
  const phasedOut: number[] = [];
  const links: { id: number; ref: string; owner: PlayerId }[] = [];
  for (const p of ['A', 'B'] as PlayerId[]) {
    const spec = start.players?.[p] ?? {};
    const ps = game.players[p];
    ps.life = spec.life ?? 20;
    ps.poison = spec.poison ?? 0;
    ps.manaPool = spec.manaPool ?? '';
    ps.landsPlayed = spec.landsPlayed ?? 0;
    if (spec.spellsCastThisTurn !== undefined) ps.spellsCastThisTurn = spec.spellsCastThisTurn;
    // An opponent of this player was dealt damage this turn before the start (bloodthirst, CR 702.54a): 1 damage.
    const opponent = game.players[p === 'A' ? 'B' : 'A'];
    if (spec.damagedOpponentThisTurn) opponent.damageThisTurn = Math.max(opponent.damageThisTurn ?? 0, 1);
    for (const zone of ['hand', 'graveyard', 'exile', 'command'] as const) {
      for (const entry of spec[zone] ?? []) ps[zone].push(newObject(game, cardName(cards, entry), p, zone).id);
    }
    for (const [i, entry] of (spec.exile ?? []).entries()) if (typeof entry === 'object' && entry.linkedTo) links.push({ id: ps.exile[i], ref: entry.linkedTo, owner: p });
    const library = spec.library ?? 20;
    if (typeof library === 'number') for (let i = 0; i < library; i++) ps.library.push(newObject(game, 'Island', p, 'library').id);
    else for (const entry of library) ps.library.push(newObject(game, cardName(cards, entry), p, 'library').id);
  }
  // Battlefield order is the order the start lists them (A's first, then B's).
  for (const p of ['A', 'B'] as PlayerId[]) {
    for (const entry of start.players?.[p]?.battlefield ?? []) {
      const perm: ScenarioPermanent = typeof entry === 'string' ? { card: entry } : entry;
      const name = cardName(cards, perm);
      const controller = perm.controller ?? p;
      const obj = newObject(game, name, p, 'battlefield', controller);
      obj.tapped = !!perm.tapped;
      obj.sick = perm.sick ?? false;
      obj.damage = perm.damage ?? 0;
      obj.counters = { ...(perm.counters ?? {}) };
      obj.token = !!perm.token;
      if (perm.renowned) obj.renowned = true;
      if (perm.faceDown) {
        obj.printedCard = name;
        obj.card = FACE_DOWN_NAME;
        obj.faceDown = true;
      }
      game.battlefield.push(obj.id);
      if (perm.attachedTo) attachments.push({ id: obj.id, ref: perm.attachedTo, owner: controller });
      if (perm.phasedOut) phasedOut.push(obj.id);
    }
  }
  setUpScenarioCommanders(game, start, cards);
  for (const a of attachments) {
    const target = resolveReference(game, a.ref, a.owner, ['battlefield']);
    if (!target) throw new ScenarioSetupError(`attachedTo: no permanent or player ${a.ref}`);
    // An Aura on a player (engine-scenarios.md "Additions"; CR 303.4).
    if ('player' in target) game.objects[a.id].enchantedPlayer = target.player;
    else game.objects[a.id].attachedTo = target.object;
  }
  // CR 607.2a: a card exiled by a permanent's ability before the start (imprint).
  for (const l of links) {
    const source = resolveReference(game, l.ref, l.owner, ['battlefield']);
    if (!source || 'player' in source) throw new ScenarioSetupError(`linkedTo: no permanent ${l.ref}`);
    game.objects[l.id].exiledWith = source.object;
  }
  // CR 702.26g: what is attached to a phased-out permanent is phased out with it (indirectly).
  for (const id of phasedOut) {
    const obj = game.objects[id];
    const indirectly = obj.attachedTo !== null && phasedOut.includes(obj.attachedTo);
    obj.phasedOut = { controller: obj.controller, indirectly };
  }
  if (phasedOut.length > 0) {
    game.battlefield = game.battlefield.filter((id) => !phasedOut.includes(id));
    game.phasedOut = phasedOut;
  }
  if (COMBAT_STEPS.includes(game.step)) {
    game.combat = { attackers: [], blocking: {}, declaredAttackers: true, declaredBlockers: true, firstStrikers: [], firstStrikeStep: false, assignments: {} };
  } else if (game.step === 'beginning-of-combat') {
    game.combat = { attackers: [], blocking: {}, declaredAttackers: false, declaredBlockers: false, firstStrikers: [], firstStrikeStep: false, assignments: {} };
  }
  touch(game);
  for (const entry of start.stack ?? []) {
    const name = cardName(cards, entry.cast);
    const obj = newObject(game, name, entry.player, 'stack', entry.player);
    const compiled = compiledCard(game, name);
    const def = compiled.def;
    const specs = def.spell?.targets ?? (def.enchant ? [auraTargetSpec(def.enchant)] : []);
    const info = { ...printedInfo(game, obj), controller: entry.player, colors: compiled.colors };
    const targets = checkTargets(game, entry.player, specs, entry.targets, info);
    if (!targets.ok) throw new ScenarioSetupError(`stack ${name}: ${targets.reason}`);
    game.stack.push(
      newStackItem({
        id: obj.id,
        kind: 'spell',
        objectId: obj.id,
        source: obj.id,
        sourceCard: name,
        controller: entry.player,
        abilityIndex: null,
        targets: targets.value,
        x: entry.x ?? 0,
        kicked: !!entry.kicked,
        alt: null,
        sourceInfo: info,
        context: {},
      }),
    );
  }
  const run: Run = { events: [] };
  advance(run, game);
  return game;
}
