import { CardDefinition, enchantsGraveyardCard, enchantsPlayer } from '../cards/card-definition';
import { Run } from '../state/events';
import { GameObject, GameState, PlayerId } from '../state/game-state';
import { addCounters, attach } from '../state/objects';
import { Asker } from './ask';
import { commandersReturning, lostToCommanderDamage } from './commander';
import { battlefieldCharacteristics, cachedDerived, characteristics, Characteristics, forgetDerived, touch } from './layers';
import { removeFromCombat, regenerateInstead } from './regeneration';
import { matchesCardFilter, matchesFilter } from './object-filter';
import { playerRuleApplies } from './player-rules';
import { protectedFrom } from './targets';
import { chosenKeyword } from '../cards/keywords';
import { removeTokensOffTheBattlefield } from './tokens';
import { moveObjects } from './zone-change';

const PLAYERS: PlayerId[] = ['A', 'B'];

/** CR 104.3, 800.4: sets the result once a player has lost. */
export function settleResult(run: Run, game: GameState): void {
  if ('winner' in game.result || 'draw' in game.result) return;
  const lostA = game.players.A.lost;
  const lostB = game.players.B.lost;
  if (lostA && lostB) game.result = { draw: true };
  else if (lostA) game.result = { winner: 'B' };
  else if (lostB) game.result = { winner: 'A' };
  else return;
  run.events.push({ type: 'game-over', winner: 'winner' in game.result ? game.result.winner : null });
}

/** "You can't lose the game" applies to the player (CR 104.3). */
export function cantLose(game: GameState, player: PlayerId): boolean {
  return playerRuleApplies(game, player, 'cant-lose');
}

/** CR 302.6, 506.4: a permanent that changed controller is "summoning sick" again and leaves combat. */
export function noteControlChanges(game: GameState): void {
  // Runs before every state-based check, mostly with the same computed characteristics as the last
  // one: a controller changes only with them, and noting a change drops them, so a computation is
  // searched for changes once.
  if (!cachedDerived(game, 'control-changed', controlChanged)) return;
  let chars = battlefieldCharacteristics(game);
  for (const id of game.battlefield) {
    const obj = game.objects[id];
    let c = chars.get(id);
    if (!c) {
      c = characteristics(game, id);
      chars = battlefieldCharacteristics(game);
    }
    const controller = c.controller;
    if (controller !== obj.lastController) {
      obj.lastController = controller;
      obj.sick = true;
      obj.controlSince = game.nextTimestamp++;
      removeFromCombat(game, id);
      touch(game);
      chars = battlefieldCharacteristics(game);
    }
  }
}

/** Whether a permanent's controller differs from the one noted last (read once per computation of the characteristics). */
function controlChanged(game: GameState): boolean {
  // The computed map at hand, not a cache lookup per permanent (each falls back to characteristics if missing).
  const chars = battlefieldCharacteristics(game);
  const battlefield = game.battlefield;
  for (let i = 0; i < battlefield.length; i++) {
    const id = battlefield[i];
    if ((chars.get(id) ?? characteristics(game, id)).controller !== game.objects[id].lastController) return true;
  }
  return false;
}

/**
 * Cached with the characteristics once a check found no state-based action on the battlefield: the
 * battlefield's actions read the characteristics (which drop it), counters and attachments (whose
 * changes drop them) and marked damage, which does not, so marking damage drops this alone.
 */
const QUIET_BATTLEFIELD = 'state-based-quiet';

/** Damage was marked on a permanent (CR 120.3e, 702.2b): the next check looks at the battlefield again. */
export function damageMarked(game: GameState): void {
  forgetDerived(game, QUIET_BATTLEFIELD);
}

const notYetQuiet = (): { quiet: boolean } => ({ quiet: false });

/** A permanent some state-based action may apply to by its characteristics, and which ones. */
interface Examined {
  chars: Characteristics;
  planeswalker: boolean;
  world: boolean;
  equipment: boolean;
}

/** CR 704.5q: a permanent with both +1/+1 and -1/-1 counters on it. */
function hasOpposedCounters(obj: GameObject): boolean {
  return obj.counters['+1/+1'] > 0 && obj.counters['-1/-1'] > 0;
}

/**
 * What the state-based actions look at, cached with the computed characteristics since most checks
 * see the same battlefield as the one before: by battlefield index, the permanents whose
 * characteristics let an action apply to them (CR 704.5f-n), null for the others; and whether any
 * permanent has opposed counters (counters change only by addCounters or as an object enters, both
 * of which drop the characteristics).
 */
function stateChecks(game: GameState): { examined: readonly (Examined | null)[]; opposedCounters: boolean; volatileAura: boolean } {
  return cachedDerived(game, 'state-based-checks', examineBattlefield);
}

function examineBattlefield(game: GameState): { examined: readonly (Examined | null)[]; opposedCounters: boolean; volatileAura: boolean } {
  const chars = battlefieldCharacteristics(game);
  const examined = game.battlefield.map((id) => {
    const c = chars.get(id)!;
    const def = c.compiled.def;
    const planeswalker = c.types.includes('Planeswalker');
    const world = def.supertypes.includes('World');
    const equipment = def.subtypes.includes('Equipment');
    return c.isCreature || c.legendary || planeswalker || world || equipment || def.enchant ? { chars: c, planeswalker, world, equipment } : null;
  });
  // CR 704.5m: an Aura whose legality reads more than characteristics (the player it enchants, a tapped or combat filter).
  const volatileAura = examined.some((e) => {
    const enchant = e?.chars.compiled.def.enchant;
    // A graveyard card's Aura reads its host outside the battlefield (CR 303.4a, 702.5a).
    return enchant !== undefined && (enchantsPlayer(enchant) || enchantsGraveyardCard(enchant) || enchant.tapped !== undefined || enchant.combat !== undefined);
  });
  return { examined, opposedCounters: game.battlefield.some((id) => hasOpposedCounters(game.objects[id])), volatileAura };
}

/**
 * Performs all applicable state-based actions simultaneously (CR 704.3); returns true if any
 * happened. One read-only pass finds them; the legend rule then asks its controller which one
 * to keep; only then does anything change.
 */
export function performStateBasedActions(run: Run, game: GameState, asker: Asker): boolean {
  noteControlChanges(game);
  // CR 704.5a-c: life, empty library, poison.
  let losers: PlayerId[] | null = null;
  for (const p of PLAYERS) {
    const ps = game.players[p];
    // Platinum Angel: "You can't lose the game" (CR 104.3, a rule-changing static ability).
    // CR 704.6c: 21 or more combat damage from one commander in a Commander game.
    const lost = ps.life <= 0 || ps.drewFromEmpty || ps.poison >= 10 || lostToCommanderDamage(game, p);
    if (!ps.lost && lost && !cantLose(game, p)) (losers ??= []).push(p);
  }
  if (losers) {
    for (const p of losers) game.players[p].lost = true;
    settleResult(run, game);
    return true;
  }
  let dying: number[] | null = null;
  let unattach: number[] | null = null;
  let destroyedByDamage: number[] | null = null;
  let legendRuleLosers: Set<number> | null = null;
  let annihilate: number[] | null = null;
  let deathtouched = false;
  const checks = stateChecks(game);
  // Most checks see the battlefield of a check that found nothing, with no damage marked since.
  const quiet = cachedDerived(game, QUIET_BATTLEFIELD, notYetQuiet);
  if (!quiet.quiet) {
    const chars = battlefieldCharacteristics(game);
    let legends: Map<string, number[]> | null = null;
    let worlds: GameObject[] | null = null;
    const battlefield = game.battlefield;
    const { examined, opposedCounters } = checks;
    for (let i = 0; i < battlefield.length; i++) {
      const id = battlefield[i];
      const obj = game.objects[id];
      if (obj.deathtouchDamage) deathtouched = true;
      const e = examined[i];
      let dies = false;
      if (e) {
        const c = e.chars;
        if (c.legendary) {
          // CR 704.5j: per controller; CR 2006 420.5e: every legendary permanent of that name, whoever controls it.
          const key = game.rules === '2006' ? c.card : `${c.controller}|${c.card}`;
          legends ??= new Map<string, number[]>();
          const list = legends.get(key);
          if (list) list.push(id);
          else legends.set(key, [id]);
        }
        if (c.isCreature) {
          // CR 704.5f: toughness 0 or less; CR 704.5g-h: lethal or deathtouch damage destroys (indestructible survives).
          const destroyed = c.toughness > 0 && (obj.damage >= c.toughness || (obj.deathtouchDamage && obj.damage > 0)) && !c.keywords.includes('indestructible');
          dies = c.toughness <= 0 || destroyed;
          if (destroyed) (destroyedByDamage ??= []).push(id);
        }
        // CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard.
        if (e.planeswalker && !(obj.counters.loyalty > 0)) dies = true;
        const def = c.compiled.def;
        if (enchantsPlayer(def.enchant)) {
          // CR 704.5m: an Aura with enchant player attached to no player goes to the graveyard; with enchant
          // opponent (303.4d), also one attached to its own controller.
          if (obj.enchantedPlayer === undefined || (def.enchant === 'opponent' && obj.enchantedPlayer === c.controller)) dies = true;
        } else if (enchantsGraveyardCard(def.enchant)) {
          // CR 704.5m: "enchant creature card in a graveyard", or once its enters trigger resolved "enchant creature put onto the battlefield with" it (613.1f).
          const host = obj.attachedTo === null ? undefined : game.objects[obj.attachedTo];
          const returned = obj.returnedCreature;
          if (returned === undefined) dies = host?.zone !== 'graveyard' || !matchesCardFilter(game, host.id, def.enchant.graveyardCard);
          else dies = returned === null || obj.attachedTo !== returned || !chars.get(returned)?.isCreature || protectedFrom(game, returned, c);
        } else if (def.enchant) {
          // CR 704.5m: an Aura attached to nothing or to an object its enchant ability doesn't allow goes to the graveyard.
          const host = obj.attachedTo === null ? undefined : chars.get(obj.attachedTo);
          if (!host || !matchesFilter(game, host, def.enchant, c.controller, null) || protectedFrom(game, host.id, c, sparedKeywords(obj, def))) dies = true;
        } else if (obj.attachedTo !== null && e.equipment) {
          // CR 704.5n: equipment attached illegally becomes unattached; an Equipment that's also a creature can't equip one (301.5c).
          const host = chars.get(obj.attachedTo);
          if (!host || !host.isCreature || c.isCreature || protectedFrom(game, host.id, c)) (unattach ??= []).push(id);
        }
        if (e.world) (worlds ??= []).push(obj);
      }
      if (dies) (dying ??= []).push(id);
      // CR 704.5q: +1/+1 and -1/-1 counters annihilate; one dying in this check keeps them for its last known information.
      else if (opposedCounters && hasOpposedCounters(obj)) (annihilate ??= []).push(id);
    }
    // CR 704.5j: the legend rule's choices come before any change, so a re-run sees the same position.
    if (legends) {
      for (const [key, ids] of legends) {
        if (ids.length < 2) continue;
        // CR 2006 420.5e: all of them are put into their owners' graveyards; nobody chooses.
        const keep = game.rules === '2006' ? null : asker.ask<number>({ type: 'pick-one', player: key.split('|')[0] as PlayerId, prompt: 'Legend rule: choose the one to keep', from: ids });
        for (const id of ids) {
          if (id === keep) continue;
          (legendRuleLosers ??= new Set()).add(id);
          if (!dying?.includes(id)) (dying ??= []).push(id);
        }
      }
    }
    // CR 704.5k, CR 2006 420.5i (the world rule): all but the newest world permanent; on a tie for newest, all of them.
    if (worlds && worlds.length > 1) {
      const newest = Math.max(...worlds.map((w) => w.timestamp));
      const tie = worlds.filter((w) => w.timestamp === newest).length > 1;
      for (const w of worlds) if ((tie || w.timestamp < newest) && !dying?.includes(w.id)) (dying ??= []).push(w.id);
    }
    quiet.quiet = !dying && !unattach && !annihilate && !deathtouched && !checks.volatileAura;
  }
  // CR 704.6d (903.9a): the owner of a commander that reached a graveyard or exile may put it into the command zone.
  const toCommandZone = commandersReturning(game, asker);
  // CR 704.5d: tokens that left the battlefield cease to exist.
  let happened = removeTokensOffTheBattlefield(game);
  for (const p of PLAYERS) {
    if (game.players[p].drewFromEmpty) {
      game.players[p].drewFromEmpty = false;
      happened = true;
    }
  }
  // CR 701.15a: destruction by damage may be regenerated (toughness 0 and the legend rule are not destruction).
  if (destroyedByDamage) for (const id of destroyedByDamage) {
    if (!legendRuleLosers?.has(id) && regenerateInstead(game, id)) {
      dying = dying!.filter((d) => d !== id);
      happened = true;
    }
  }
  if (dying?.length === 0) dying = null;
  if (deathtouched) for (const id of game.battlefield) game.objects[id].deathtouchDamage = false;
  if (unattach) for (const id of unattach) attach(game, id, null);
  if (annihilate) for (const id of annihilate) {
    const obj = game.objects[id];
    const n = Math.min(obj.counters['+1/+1'], obj.counters['-1/-1']);
    addCounters(game, id, '+1/+1', -n);
    addCounters(game, id, '-1/-1', -n);
  }
  if (!dying && toCommandZone.length === 0) return happened || !!unattach || !!annihilate;
  moveObjects(run, game, [...(dying ?? []).map((id) => ({ id, to: 'graveyard' as const })), ...toCommandZone.map((id) => ({ id, to: 'command' as const }))]);
  return true;
}

const SPARES_SOURCE = new WeakMap<CardDefinition, boolean>();
const NOTHING_SPARED: readonly string[] = [];

/**
 * CR 702.16c, 704.5m: the protection an Aura grants with "This effect doesn't remove [this Aura]" doesn't make that Aura
 * fall off (its keywords as granted, the choice read); the same protection from another source is spared too.
 */
function sparedKeywords(aura: GameObject, def: CardDefinition): readonly string[] {
  // Asked of every Aura at each check that walks the battlefield; almost no Aura spares itself, so no list is made for those.
  let spares = SPARES_SOURCE.get(def);
  if (spares === undefined) {
    spares = def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'grant-keywords' && !!a.effect.sparesSource);
    SPARES_SOURCE.set(def, spares);
  }
  if (!spares) return NOTHING_SPARED;
  return def.abilities.flatMap((a) => (a.kind === 'static' && a.effect.kind === 'grant-keywords' && a.effect.sparesSource ? a.effect.keywords.map((k) => (aura.chosen ? chosenKeyword(k, aura.chosen) : k)) : []));
}
