import { enchantsPlayer } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { isCyclingName } from '../cards/keywords';
import { Decision, LegalOption, PendingDecision } from '../decisions/decision';
import { opponentOf } from '../decisions/references';
import { effectHandler } from '../rules/effects';
import { allSpellEffects } from '../cards/spell-modes';
import { parseCost, manaValue } from '../rules/mana';
import { AgentRng } from '../state/rng';
import { GameState, PlayerId } from '../state/game-state';
import { PermanentView, PlayerView, viewWithoutOptions } from '../view/player-view';

function creatureValue(p: PermanentView): number {
  return p.power * 2 + p.toughness + p.keywords.length;
}

function cardCost(view: PlayerView, name: string): number {
  return manaValue(parseCost(compiledCard(view, name).def.manaCost));
}

function permanent(view: PlayerView, ref: string): PermanentView | undefined {
  return view.battlefield.find((p) => p.ref === ref);
}

/** Scores a priority option for the acting player; higher is better, pass is 0. */
function scorePriority(view: PlayerView, me: PlayerId, o: LegalOption): number {
  const foe = opponentOf(me);
  const mainPhase = view.active === me && (view.step === 'precombat-main' || view.step === 'postcombat-main');
  switch (o.do) {
    case 'play':
      return 100;
    case 'cast': {
      const def = compiledCard(view, o.card).def;
      const effects = allSpellEffects(def.spell);
      const targets = (o.targets ?? []).map((t) => (t === 'A' || t === 'B' ? t : permanent(view, t)));
      if (def.types.includes('Creature')) return mainPhase ? 20 + cardCost(view, o.card) : -1;
      const hints = new Set(effects.map((e) => effectHandler(e.kind).botHint(e as never)));
      if (hints.has('reactive')) return -1;
      if (hints.has('damage-sweeper')) {
        const mine = view.battlefield.filter((p) => p.controller === me && p.types.includes('Creature')).length;
        const theirs = view.battlefield.filter((p) => p.controller === foe && p.types.includes('Creature')).length;
        return theirs > mine + 1 && mainPhase ? 15 : -1;
      }
      if (hints.has('sweeper')) {
        const mine = view.battlefield.filter((p) => p.controller === me && p.types.includes('Creature')).reduce((s, p) => s + creatureValue(p), 0);
        const theirs = view.battlefield.filter((p) => p.controller === foe && p.types.includes('Creature')).reduce((s, p) => s + creatureValue(p), 0);
        return theirs > mine + 6 && mainPhase ? 15 : -1;
      }
      if (hints.has('removal')) {
        const t = targets[0];
        if (t === foe) return effects.some((e) => e.kind === 'damage') && view.players[foe].life <= 6 ? 12 : mainPhase && view.step === 'postcombat-main' ? 2 : -1;
        if (t === me || t === undefined || typeof t === 'string') return -1;
        if (t.controller === me) return -1;
        return 8 + creatureValue(t);
      }
      if (hints.has('combat-trick')) return -1;
      // An "Enchant player" Aura of the pool is a curse: on the opponent.
      if (enchantsPlayer(def.enchant)) return mainPhase && targets[0] === foe ? 6 : -1;
      if (def.enchant) {
        const t = targets[0];
        if (!t || typeof t === 'string') return -1;
        const harmful = def.abilities.some((a) => a.kind === 'static' && (a.effect.kind === 'cant-attack-or-block' || a.effect.kind === 'control'));
        return mainPhase && (harmful ? t.controller === foe : t.controller === me) ? 10 + creatureValue(t) : -1;
      }
      return mainPhase ? 5 + cardCost(view, o.card) : -1;
    }
    case 'activate': {
      if (o.manaAbility) return -1;
      // Ninjutsu (CR 702.49a) swaps an unblocked attacker for a stronger creature before damage.
      if (o.ability === 'ninjutsu' || o.ability === 'commander ninjutsu') {
        const returned = o.return === undefined ? undefined : permanent(view, o.return);
        const ninjaPower = compiledCard(view, o.card).def.power ?? 0;
        return returned && view.step === 'declare-blockers' && ninjaPower > returned.power ? 4 + ninjaPower - returned.power : -1;
      }
      // Transmute (702.53a) trades a card for another of the same mana value: worth it only with nothing better to do.
      if (o.ability === 'transmute') return mainPhase && view.step === 'postcombat-main' ? 1 : -1;
      if (typeof o.ability === 'string' && isCyclingName(o.ability)) return -1;
      const source = permanent(view, o.card);
      if (!source) return -1;
      const targets = (o.targets ?? []).map((t) => (t === 'A' || t === 'B' ? t : permanent(view, t)));
      const t = targets[0];
      if (source.types.includes('Artifact') && !source.types.includes('Creature')) {
        // Equip the best creature that isn't already carrying it.
        if (!mainPhase || source.attachedTo || !t || typeof t === 'string') return -1;
        return 6 + creatureValue(t);
      }
      const ability = typeof o.ability === 'number' ? compiledCard(view, source.card).abilities[compiledCard(view, source.card).activated[o.ability]] : undefined;
      const sacrifices = ability?.kind === 'activated' && !!ability.cost.sacrificeSelf;
      if (t === foe) return view.step === 'end' && view.active === foe && !sacrifices ? 3 : -1;
      if (t && typeof t !== 'string' && t.controller === foe && t.toughness - t.damage <= 1) return 7;
      return -1;
    }
    default:
      return 0;
  }
}

function chooseAttackers(view: PlayerView, me: PlayerId, pending: PendingDecision): Decision {
  const foe = opponentOf(me);
  const blockers = view.battlefield.filter((p) => p.controller === foe && p.types.includes('Creature') && !p.tapped);
  const good = (p: PermanentView) =>
    p.power > 0 &&
    blockers.every((b) => {
      const evasive = p.keywords.includes('flying') && !b.keywords.includes('flying') && !b.keywords.includes('reach');
      return evasive || b.power < p.toughness || p.power >= b.toughness;
    });
  const chosen = new Set(view.battlefield.filter((p) => p.controller === me && good(p)).map((p) => p.ref));
  let best: LegalOption | null = null;
  let bestScore = -Infinity;
  for (const o of pending.options) {
    if (o.do !== 'attack') continue;
    const refs = Object.keys(o.attackers);
    // A band (CR 702.22c) lets this player divide the blockers' damage, so it wins a tie.
    const score = refs.filter((r) => chosen.has(r)).length * 2 - refs.filter((r) => !chosen.has(r)).length * 3 + (o.bands ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best ?? { do: 'attack', attackers: {} };
}

function chooseBlockers(view: PlayerView, me: PlayerId, pending: PendingDecision): Decision {
  const blocks: Record<string, string> = {};
  const usedAttackers = new Set<string>();
  const attackers = view.battlefield.filter((p) => p.attacking);
  const incoming = attackers.reduce((s, a) => s + a.power, 0);
  const desperate = incoming >= view.players[me].life;
  const options = pending.options.filter((o) => o.do === 'block');
  // CR 509.1c: with a requirement in force (provoke) every option obeys it; its blocks are the floor.
  const required = options.length > 0 && options.every((o) => Object.keys(o.blockers).length > 0);
  for (const o of options) {
    const entries = Object.entries(o.blockers);
    if (entries.length !== 1) continue;
    const [blockerRef, attackerRef] = entries[0];
    if (blocks[blockerRef] || usedAttackers.has(attackerRef)) continue;
    const b = permanent(view, blockerRef);
    const a = permanent(view, attackerRef);
    if (!a || !b) continue;
    const survives = b.toughness > a.power && !a.keywords.includes('deathtouch');
    const kills = b.power >= a.toughness || (b.keywords.includes('deathtouch') && b.power > 0);
    if (survives || (kills && creatureValue(b) <= creatureValue(a)) || desperate) {
      blocks[blockerRef] = attackerRef;
      usedAttackers.add(attackerRef);
    }
  }
  if (!required) return { do: 'block', blockers: blocks };
  // The legal option sharing the most of the blocks it likes (the first, with only the required blocks, on a tie).
  const shared = (o: LegalOption) => Object.entries(o.do === 'block' ? o.blockers : {}).filter(([b, a]) => blocks[b] === a).length;
  return strip(options.reduce((best, o) => (shared(o) > shared(best) ? o : best)));
}

/** The damage division that kills the fewest of this player's creatures and the most of the opponent's (CR 702.22j-k lets either side divide). */
function chooseAssignment(view: PlayerView, me: PlayerId, pending: PendingDecision): Decision {
  let best: LegalOption | null = null;
  let bestScore = -Infinity;
  for (const o of pending.options) {
    if (o.do !== 'assign') continue;
    let score = 0;
    for (const [ref, amount] of Object.entries(o.damage)) {
      const p = permanent(view, ref);
      if (!p || amount < p.toughness - p.damage) continue;
      score += p.controller === me ? -creatureValue(p) : creatureValue(p);
    }
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best ? strip(best) : { do: 'pass' };
}

function strip(option: LegalOption): Decision {
  const copy = { ...option };
  delete copy.manaAbility;
  return copy;
}

/**
 * A simple bot that plays sensible games: keeps hands with two to five lands, plays a land each turn,
 * casts its most expensive creature, removes the opponent's best creature, attacks when blockers
 * can't punish it, blocks when the block is favourable or it must.
 */
export function heuristicAgent(game: PlayerView | GameState, pending: PendingDecision, rng: AgentRng): Decision {
  if (pending.kind === 'priority' && pending.options.every((o) => o.do === 'pass' || o.manaAbility)) return { do: 'pass' };
  const view: PlayerView = 'objects' in game ? viewWithoutOptions(game, pending.player) : game;
  const me = pending.player;
  switch (pending.kind) {
    case 'mulligan': {
      const hand = view.players[me].hand ?? [];
      const lands = hand.filter((c) => compiledCard(view, c.card).def.types.includes('Land')).length;
      const keep = hand.length <= 5 || (lands >= 2 && lands <= 5);
      return { do: 'choose', choice: keep ? 'keep' : 'mulligan' };
    }
    case 'attackers':
      return chooseAttackers(view, me, pending);
    case 'blockers':
      return chooseBlockers(view, me, pending);
    case 'assign':
      return chooseAssignment(view, me, pending);
    case 'priority': {
      let best: LegalOption = { do: 'pass' };
      let bestScore = 0;
      for (const o of pending.options) {
        const score = scorePriority(view, me, o);
        if (score > bestScore) {
          bestScore = score;
          best = o;
        }
      }
      return strip(best);
    }
    case 'choose': {
      const foe = opponentOf(me);
      const targeted = pending.options.find((o) => o.do === 'choose' && Array.isArray(o.choice) && o.choice.length === 1 && o.choice[0] === foe);
      if (targeted) return strip(targeted);
      const yes = pending.options.find((o) => (o.do === 'choose' && o.choice === true) || o.do === 'cast');
      if (yes) return strip(yes);
      return pending.options.length > 0 ? strip(pending.options[rng.int(pending.options.length)]) : { do: 'pass' };
    }
    default:
      return pending.options.length > 0 ? strip(pending.options[0]) : { do: 'pass' };
  }
}
