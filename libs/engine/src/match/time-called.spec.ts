import { isLegalGameScore } from '@arbiter/dci';
import { createAgentRng } from '../state/rng';
import { botDecision } from './match-bots';
import { createMatch, matchStatus, pendingMatchDecision } from './match-runner';
import { callTimeOnMatch, matchTimeStatus } from './match-time';
import { apply, castOption, concedeGame, copies, drive, Policy, sampleConfig } from './match-test-fixtures';
import type { MatchConfig, MatchEvent, MatchState } from './match-types';

const keepBoth = (match: MatchState): MatchState => apply(apply(match, 'A', { do: 'choose', choice: 'keep' }), 'B', { do: 'choose', choice: 'keep' });

function callTime(match: MatchState, additionalTurns?: number): { match: MatchState; events: MatchEvent[] } {
  const result = callTimeOnMatch(match, additionalTurns === undefined ? {} : { additionalTurns });
  if (!result.ok) throw new Error(result.error.reason);
  return result;
}

const inPlay = (m: MatchState): boolean => m.phase === 'game' && m.game!.phase === 'play';

/** A plays a land whenever it can and casts `spell` (targeting B if it targets) when `when` allows. */
function landsAndSpell(spell: string, targets: string[] | undefined, when: (m: MatchState) => boolean = () => true): Policy {
  return (match, pending) => {
    if (pending.player !== 'A' || pending.kind !== 'priority') return null;
    const cast = when(match) ? castOption(pending, spell, targets) : undefined;
    if (cast) return cast;
    return pending.options.find((o) => o.do === 'play') ?? null;
  };
}

function scriptedConfig(a: string[], b: string[], overrides: Partial<MatchConfig>): MatchConfig {
  return { decks: { A: { main: a, sideboard: [] }, B: { main: b, sideboard: [] } }, bestOf: 3, stage: 'swiss', seed: 5, minimumMainDeck: 40, ...overrides };
}

describe('MTR 2.4 time called', () => {
  it('Swiss: turn 0 then five additional turns, the unfinished game is a draw, 1-1-1 is a match draw', () => {
    let match = createMatch(sampleConfig({ seed: 11 }));
    match = keepBoth(concedeGame(match, 'B'));
    match = keepBoth(concedeGame(match, 'A'));
    match = drive(match, (m) => inPlay(m) && m.game!.turn >= 3);
    const turnZero = match.game!.turn;
    const called = callTime(match);
    expect(called.events).toEqual([{ type: 'time-called', game: 3, additionalTurns: 5 }]);
    expect(matchTimeStatus(called.match)!.turns).toEqual(expect.objectContaining({ phase: 'turn-0', label: 'turn 0' }));
    const halfway = drive(called.match, (m) => m.game!.turn === turnZero + 3);
    expect(matchTimeStatus(halfway)!.turns!.label).toBe('additional turn 3 of 5');
    match = drive(halfway, (m) => m.phase === 'over');
    expect(match.game!.turn).toBe(turnZero + 5);
    expect(match.games[2].outcome).toEqual({ winner: null, reason: 'time-draw' });
    expect(matchStatus(match)).toEqual({ over: true, wins: [1, 1], draws: 1, gameNumber: 3, winner: null });
    expect(isLegalGameScore({ bestOf: 3, wins: [1, 1], draws: 1, stage: 'swiss' })).toEqual(expect.objectContaining({ ok: true, result: 'draw' }));
    expect(matchTimeStatus(match)!.turns!.label).toBe('additional turn 5 of 5');
  });

  it('extra turns count toward the five (Time Walk)', () => {
    const config = scriptedConfig([...copies('Island', 22), ...copies('Time Walk', 18)], copies('Plains', 40), { bestOf: 1, seed: 2 });
    let match = drive(createMatch(config), inPlay);
    const turnZero = match.game!.turn;
    match = callTime(match).match;
    const activeByTurn = new Map<number, string>([[turnZero, match.game!.active]]);
    const policy = landsAndSpell('Time Walk', undefined);
    while (match.phase !== 'over') {
      match = drive(match, (m) => m.phase === 'over' || !activeByTurn.has(m.game!.turn), policy);
      if (match.phase !== 'over') activeByTurn.set(match.game!.turn, match.game!.active);
    }
    expect(match.game!.turn).toBe(turnZero + 5);
    expect(match.games[0].outcome).toEqual({ winner: null, reason: 'time-draw' });
    const order = [...activeByTurn.entries()].sort((x, y) => x[0] - y[0]).map(([, active]) => active);
    expect(order).toHaveLength(6);
    const repeats = order.filter((active, i) => i > 0 && active === order[i - 1]).length;
    expect(repeats).toBeGreaterThan(0);
    expect(match.time!.tracker!.extraTurnsTaken).toBe(repeats);
    expect(matchStatus(match)).toEqual({ over: true, wins: [0, 0], draws: 1, gameNumber: 1, winner: null });
  });

  it('no new game begins after time: called between games, the match ends on game wins', () => {
    let match = concedeGame(createMatch(sampleConfig()), 'B');
    expect(match.phase).toBe('sideboard');
    const called = callTime(match);
    expect(called.match.phase).toBe('over');
    expect(matchStatus(called.match)).toEqual({ over: true, wins: [1, 0], draws: 0, gameNumber: 1, winner: 'A' });
    expect(pendingMatchDecision(called.match)).toBeNull();
    expect(called.events.map((e) => e.type)).toEqual(['time-called', 'match-ended']);
    match = keepBoth(match);
    expect(callTime(match).match.phase).toBe('over');
  });

  it('no new game begins after time: the game in progress is drawn and the leader takes the match 1-0-1', () => {
    let match = keepBoth(concedeGame(createMatch(sampleConfig({ seed: 4 })), 'B'));
    match = drive(match, inPlay);
    match = drive(callTime(match, 2).match, (m) => m.phase === 'over');
    expect(match.games).toHaveLength(2);
    expect(match.games[1].outcome).toEqual({ winner: null, reason: 'time-draw' });
    expect(matchStatus(match)).toEqual({ over: true, wins: [1, 0], draws: 1, gameNumber: 2, winner: 'A' });
  });

  it('single elimination, game wins tied: the higher life total wins the game after the additional turns', () => {
    const config = scriptedConfig([...copies('Mountain', 20), ...copies('Shock', 20)], copies('Plains', 40), { stage: 'single-elimination', higherSeed: 'B' });
    let match = drive(createMatch(config), inPlay);
    const turnZero = match.game!.turn;
    match = callTime(match).match;
    expect(match.game!.timeCalled).toBeNull();
    match = drive(match, (m) => m.phase !== 'game', landsAndSpell('Shock', ['B']));
    expect(match.games[0].outcome).toEqual({ winner: 'A', reason: 'time-life-total' });
    expect(match.game!.result).toEqual({ over: false });
    expect(match.game!.turn).toBe(turnZero + 6);
    expect(match.game!.players.B.life).toBeLessThan(match.game!.players.A.life);
    expect(matchStatus(match)).toEqual({ over: true, wins: [1, 0], draws: 0, gameNumber: 1, winner: 'A' });
    expect(isLegalGameScore({ bestOf: 3, wins: [1, 0], draws: 0, stage: 'single-elimination' })).toEqual(expect.objectContaining({ ok: true, result: 'A' }));
  });

  it('single elimination, life totals tied: play goes on and the first player not at the highest life total loses', () => {
    const config = scriptedConfig([...copies('Mountain', 20), ...copies('Shock', 20)], copies('Plains', 40), { stage: 'single-elimination', higherSeed: 'A', seed: 9 });
    const policy = landsAndSpell('Shock', ['B'], (m) => m.time?.suddenDeath === true);
    let match = drive(createMatch(config), inPlay);
    const turnZero = match.game!.turn;
    match = callTime(match).match;
    match = drive(match, (m) => m.time!.suddenDeath, policy);
    expect(match.phase).toBe('game');
    expect(match.game!.turn).toBe(turnZero + 6);
    expect([match.game!.players.A.life, match.game!.players.B.life]).toEqual([20, 20]);
    match = drive(match, (m) => m.phase !== 'game', policy);
    expect(match.games[0].outcome).toEqual({ winner: 'A', reason: 'sudden-death' });
    expect(match.game!.players.B.life).toBe(18);
    expect(matchStatus(match)).toEqual({ over: true, wins: [1, 0], draws: 0, gameNumber: 1, winner: 'A' });
  });

  it('single elimination, game wins not tied: the unfinished game is a draw and the leader wins', () => {
    let match = keepBoth(concedeGame(createMatch(sampleConfig({ stage: 'single-elimination', higherSeed: 'A' })), 'A'));
    match = drive(callTime(drive(match, inPlay)).match, (m) => m.phase === 'over');
    expect(match.games[1].outcome).toEqual({ winner: null, reason: 'time-draw' });
    expect(matchStatus(match)).toEqual({ over: true, wins: [0, 1], draws: 1, gameNumber: 2, winner: 'B' });
  });

  it('single elimination, called between games at 1-1: one more game under the sudden-death rule', () => {
    let match = createMatch(sampleConfig({ stage: 'single-elimination', higherSeed: 'A', seed: 21 }));
    match = keepBoth(concedeGame(match, 'A'));
    match = concedeGame(match, 'B');
    const called = callTime(match);
    expect(called.events).toEqual([
      { type: 'time-called', game: null, additionalTurns: 5 },
      { type: 'sudden-death', game: 3, newGame: true },
    ]);
    match = called.match;
    expect(match.phase).toBe('sideboard');
    const rng = createAgentRng(3);
    for (let i = 0; i < 5000 && match.phase !== 'over'; i++) {
      const pending = pendingMatchDecision(match)!;
      match = apply(match, pending.player, botDecision(match, pending.player, rng)!);
    }
    const third = match.games[2];
    expect(third.outcome!.reason).toBe('sudden-death');
    expect(matchStatus(match)).toEqual({ over: true, wins: third.outcome!.winner === 'A' ? [2, 1] : [1, 2], draws: 0, gameNumber: 3, winner: third.outcome!.winner });
  });

  it('refuses a second call, a call after the match, and a negative number of turns', () => {
    const match = createMatch(sampleConfig());
    expect(callTimeOnMatch(match, { additionalTurns: -1 })).toEqual({ ok: false, error: expect.objectContaining({ code: 'INVALID_ADDITIONAL_TURNS' }) });
    const inGame = drive(match, inPlay);
    const once = callTime(inGame).match;
    expect(callTimeOnMatch(once)).toEqual({ ok: false, error: expect.objectContaining({ code: 'TIME_ALREADY_CALLED' }) });
    const over = drive(once, (m) => m.phase === 'over');
    expect(callTimeOnMatch(over)).toEqual({ ok: false, error: expect.objectContaining({ code: 'MATCH_OVER' }) });
  });
});
