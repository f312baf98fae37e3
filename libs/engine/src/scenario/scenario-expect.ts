import { resolveReference, referenceOf } from '../decisions/references';
import { characteristics } from '../rules/layers';
import { GameState, PlayerId } from '../state/game-state';
import { viewWithoutOptions } from '../view/player-view';
import { ExpectedPermanent, ScenarioExpect } from './scenario-types';

const PLAYERS: PlayerId[] = ['A', 'B'];

function bareName(name: string): string {
  return name.replace(/^[AB]:/, '').replace(/#\d+$/, '');
}

function containsAll(actual: string[], expected: string[]): string[] {
  const left = actual.slice();
  const missing: string[] = [];
  for (const name of expected) {
    const i = left.indexOf(bareName(name));
    if (i >= 0) left.splice(i, 1);
    else missing.push(name);
  }
  return missing;
}

function describePermanent(game: GameState, id: number): string {
  const obj = game.objects[id];
  const c = characteristics(game, id);
  const counters = Object.keys(obj.counters).length ? ` counters ${JSON.stringify(obj.counters)}` : '';
  const attached = obj.attachedTo !== null ? ` attached to ${game.objects[obj.attachedTo] ? referenceOf(game, obj.attachedTo) : '?'}` : obj.enchantedPlayer ? ` attached to ${obj.enchantedPlayer}` : '';
  return `${obj.card} ${c.power}/${c.toughness}${obj.tapped ? ' tapped' : ''}${obj.damage ? ` damage ${obj.damage}` : ''}${counters}${attached} [${c.keywords.join(', ')}]`;
}

function permanentMismatch(game: GameState, id: number, e: ExpectedPermanent, player: PlayerId): string | null {
  const obj = game.objects[id];
  const c = characteristics(game, id);
  if (e.power !== undefined && c.power !== e.power) return `power ${c.power}, expected ${e.power}`;
  if (e.toughness !== undefined && c.toughness !== e.toughness) return `toughness ${c.toughness}, expected ${e.toughness}`;
  if (e.tapped !== undefined && obj.tapped !== e.tapped) return `tapped ${obj.tapped}, expected ${e.tapped}`;
  if (e.damage !== undefined && obj.damage !== e.damage) return `damage ${obj.damage}, expected ${e.damage}`;
  if (e.counters !== undefined) {
    const keys = new Set([...Object.keys(e.counters), ...Object.keys(obj.counters)]);
    for (const k of keys) if ((obj.counters[k] ?? 0) !== (e.counters[k] ?? 0)) return `counters ${JSON.stringify(obj.counters)}, expected ${JSON.stringify(e.counters)}`;
  }
  if (e.attachedTo !== undefined) {
    if (e.attachedTo === null) {
      if (obj.attachedTo !== null) return `attached to ${referenceOf(game, obj.attachedTo)}, expected nothing`;
      if (obj.enchantedPlayer !== undefined) return `attached to player ${obj.enchantedPlayer}, expected nothing`;
    } else if (e.attachedTo === 'A' || e.attachedTo === 'B') {
      // An "Enchant player" Aura is attached to a player (CR 303.4).
      if (obj.enchantedPlayer !== e.attachedTo) return `attached to ${obj.enchantedPlayer ?? 'nothing'}, expected player ${e.attachedTo}`;
    } else {
      const target = resolveReference(game, e.attachedTo, player, ['battlefield']);
      if (!target || !('object' in target) || target.object !== obj.attachedTo) {
        return `attached to ${obj.attachedTo === null ? 'nothing' : referenceOf(game, obj.attachedTo)}, expected ${e.attachedTo}`;
      }
    }
  }
  if (e.faceDown !== undefined && !!obj.faceDown !== e.faceDown) return `face ${obj.faceDown ? 'down' : 'up'}, expected face ${e.faceDown ? 'down' : 'up'}`;
  if (e.renowned !== undefined && !!obj.renowned !== e.renowned) return `${obj.renowned ? '' : 'not '}renowned, expected ${e.renowned ? '' : 'not '}renowned`;
  if (e.phasedOut !== undefined && !!obj.phasedOut !== e.phasedOut) return `phased ${obj.phasedOut ? 'out' : 'in'}, expected phased ${e.phasedOut ? 'out' : 'in'}`;
  if (e.keywords !== undefined) {
    const actual = c.keywords.map((k) => k.toLowerCase());
    const expected = e.keywords.map((k) => k.toLowerCase());
    if (expected.length === 0 && actual.length > 0) return `keywords [${actual.join(', ')}], expected none`;
    const missing = expected.filter((k) => !actual.includes(k));
    if (missing.length) return `keywords [${actual.join(', ')}], missing ${missing.join(', ')}`;
  }
  return null;
}

/** Compares the game with an expectation; returns one message per difference. */
export function checkExpectations(game: GameState, expect: ScenarioExpect): string[] {
  const failures: string[] = [];
  for (const p of PLAYERS) {
    const e = expect.players?.[p];
    if (!e) continue;
    const ps = game.players[p];
    if (e.life !== undefined && ps.life !== e.life) failures.push(`players.${p}.life is ${ps.life}, expected ${e.life}`);
    if (e.poison !== undefined && ps.poison !== e.poison) failures.push(`players.${p}.poison is ${ps.poison}, expected ${e.poison}`);
    if (e.handCount !== undefined && ps.hand.length !== e.handCount) failures.push(`players.${p}.handCount is ${ps.hand.length}, expected ${e.handCount}`);
    if (e.libraryCount !== undefined && ps.library.length !== e.libraryCount) failures.push(`players.${p}.libraryCount is ${ps.library.length}, expected ${e.libraryCount}`);
    if (e.hand) {
      const missing = containsAll(ps.hand.map((id) => game.objects[id].card), e.hand);
      if (missing.length) failures.push(`players.${p}.hand lacks ${missing.join(', ')} (has ${ps.hand.map((id) => game.objects[id].card).join(', ')})`);
    }
    if (e.handSeenByOpponent !== undefined) {
      const seen = viewWithoutOptions(game, p === 'A' ? 'B' : 'A').players[p].hand !== undefined;
      if (seen !== e.handSeenByOpponent) failures.push(`players.${p}.handSeenByOpponent is ${seen}, expected ${e.handSeenByOpponent}`);
    }
    const won = 'winner' in game.result && game.result.winner === p;
    const lost = ps.lost || ('winner' in game.result && game.result.winner !== p);
    if (e.lost !== undefined && lost !== e.lost) failures.push(`players.${p}.lost is ${lost}, expected ${e.lost}`);
    if (e.won !== undefined && won !== e.won) failures.push(`players.${p}.won is ${won}, expected ${e.won}`);
    for (const field of ['commanderDamage', 'commanderCasts'] as const) {
      const actual = field === 'commanderDamage' ? game.commander?.damage[p] : game.commander?.casts[p];
      for (const [key, n] of Object.entries(e[field] ?? {})) {
        if ((actual?.[key] ?? 0) !== n) failures.push(`players.${p}.${field}["${key}"] is ${actual?.[key] ?? 0}, expected ${n}`);
      }
    }
  }
  for (const p of PLAYERS) {
    const controlled = game.battlefield.filter((id) => characteristics(game, id).controller === p);
    const expected = expect.battlefield?.[p];
    if (expected) {
      const used = new Set<number>();
      // Phased-out permanents are still on the battlefield (CR 702.26d), under who controlled them as they phased out.
      const listed = [...controlled, ...(game.phasedOut ?? []).filter((id) => game.objects[id].phasedOut?.controller === p)];
      for (const entry of expected) {
        const e: ExpectedPermanent = typeof entry === 'string' ? { card: entry } : entry;
        const name = bareName(e.card);
        // A face-down permanent is named by its card or as the face-down 2/2 (the runner sees everything).
        const candidates = listed.filter((id) => (game.objects[id].card === name || game.objects[id].printedCard === name) && !used.has(id));
        const match = candidates.find((id) => permanentMismatch(game, id, e, p) === null);
        if (match !== undefined) used.add(match);
        else if (candidates.length === 0) failures.push(`battlefield.${p}: no ${e.card} (has ${controlled.map((id) => game.objects[id].card).join(', ') || 'nothing'})`);
        else failures.push(`battlefield.${p}: ${e.card}: ${permanentMismatch(game, candidates[0], e, p)} (${describePermanent(game, candidates[0])})`);
      }
    }
    const count = expect.battlefieldCount?.[p];
    if (count !== undefined && controlled.length !== count) failures.push(`battlefieldCount.${p} is ${controlled.length}, expected ${count}`);
    for (const zone of ['graveyard', 'exile', 'hand', 'command'] as const) {
      const names = game.players[p][zone].map((id) => game.objects[id].card);
      const want = expect[zone]?.[p];
      if (want) {
        const missing = containsAll(names, want);
        if (missing.length) failures.push(`${zone}.${p} lacks ${missing.join(', ')} (has ${names.join(', ') || 'nothing'})`);
      }
      const wantCount = expect[`${zone}Count` as const]?.[p];
      if (wantCount !== undefined && names.length !== wantCount) failures.push(`${zone}Count.${p} is ${names.length}, expected ${wantCount}`);
    }
    const pool = expect.manaPool?.[p];
    const sorted = (letters: string) => [...letters].sort().join('');
    if (pool !== undefined && sorted(game.players[p].manaPool) !== sorted(pool)) failures.push(`manaPool.${p} is "${game.players[p].manaPool}", expected "${pool}"`);
    const libraryCount = expect.libraryCount?.[p];
    if (libraryCount !== undefined && game.players[p].library.length !== libraryCount) failures.push(`libraryCount.${p} is ${game.players[p].library.length}, expected ${libraryCount}`);
  }
  if (expect.stack) {
    const names = game.stack.map((s) => s.sourceCard);
    const matches =
      names.length === expect.stack.length &&
      expect.stack.every((want, i) => {
        if (typeof want === 'string') return names[i] === bareName(want);
        const kind = 'spell' in want ? 'spell' : 'ability';
        return game.stack[i].kind === kind && names[i] === bareName('spell' in want ? want.spell : want.ability);
      });
    if (!matches) failures.push(`stack is ${JSON.stringify(game.stack.map((s) => ({ [s.kind]: s.sourceCard })))}, expected ${JSON.stringify(expect.stack)}`);
  }
  if (expect.step !== undefined && game.step !== expect.step) failures.push(`step is ${game.step}, expected ${expect.step}`);
  if (expect.turn !== undefined && game.turn !== expect.turn) failures.push(`turn is ${game.turn}, expected ${expect.turn}`);
  if (expect.active !== undefined && game.active !== expect.active) failures.push(`active is ${game.active}, expected ${expect.active}`);
  if (expect.priority !== undefined) {
    const holder = game.pending?.kind === 'priority' ? game.pending.player : null;
    if (holder !== expect.priority) failures.push(`priority is ${holder}, expected ${expect.priority}`);
  }
  if (expect.result) {
    if (JSON.stringify(game.result) !== JSON.stringify(expect.result)) failures.push(`result is ${JSON.stringify(game.result)}, expected ${JSON.stringify(expect.result)}`);
  }
  return failures;
}
