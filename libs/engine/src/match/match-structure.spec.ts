import { isLegalGameScore } from '@arbiter/dci';
import { applyMatchDecision, createMatch, matchStatus, pendingMatchDecision } from './match-runner';
import { validateMatchConfig, MatchConfigError } from './match-config';
import { apply, concedeGame, drive, sampleConfig } from './match-test-fixtures';
import type { MatchSide, MatchState } from './match-types';

const keepBoth = (match: MatchState): MatchState => (match.phase === 'sideboard' ? apply(apply(match, 'A', { do: 'choose', choice: 'keep' }), 'B', { do: 'choose', choice: 'keep' }) : match);

/** Plays games lost by the given players in order, by concession. */
function playLosers(match: MatchState, losers: MatchSide[]): MatchState {
  let current = match;
  for (const loser of losers) current = keepBoth(concedeGame(keepBoth(current), loser));
  return current;
}

describe('MTR 2.1 match structure', () => {
  it.each([
    ['Bo3 2-0', 3, ['B', 'B'], [2, 0], 'A'],
    ['Bo3 2-1', 3, ['A', 'B', 'B'], [2, 1], 'A'],
    ['Bo3 1-2', 3, ['B', 'A', 'A'], [1, 2], 'B'],
    ['Bo1', 1, ['A'], [0, 1], 'B'],
    ['Bo5 3-2', 5, ['A', 'B', 'A', 'B', 'B'], [3, 2], 'A'],
  ] as const)('%s: the match ends as soon as a player has the needed wins', (_label, bestOf, losers, wins, winner) => {
    const match = playLosers(createMatch(sampleConfig({ bestOf })), [...losers]);
    expect(matchStatus(match)).toEqual({ over: true, wins, draws: 0, gameNumber: losers.length, winner });
    expect(match.games).toHaveLength(losers.length);
    expect(match.games.every((g) => g.outcome?.reason === 'concession')).toBe(true);
    expect(pendingMatchDecision(match)).toBeNull();
    expect(isLegalGameScore({ bestOf, wins, draws: 0, stage: 'swiss' })).toEqual(expect.objectContaining({ ok: true, result: winner }));
    expect(applyMatchDecision(match, 'A', { do: 'pass' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'MATCH_OVER' }) });
  });

  it('the score while in progress: game number of the game being played or about to start', () => {
    let match = createMatch(sampleConfig());
    expect(matchStatus(match)).toEqual({ over: false, wins: [0, 0], draws: 0, gameNumber: 1 });
    match = concedeGame(match, 'B');
    expect(matchStatus(match)).toEqual({ over: false, wins: [1, 0], draws: 0, gameNumber: 2 });
    match = drive(match, (m) => m.phase === 'game');
    expect(matchStatus(match)).toEqual({ over: false, wins: [1, 0], draws: 0, gameNumber: 2 });
  });

  it('CR 104.3a: either player may concede the current game at any time, even while the other must decide', () => {
    let match = drive(createMatch(sampleConfig()), (m) => m.phase === 'game' && m.game!.phase === 'play');
    const pending = pendingMatchDecision(match)!;
    const other = pending.player === 'A' ? 'B' : 'A';
    expect(applyMatchDecision(match, other, { do: 'pass' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_DECISION' }) });
    const result = applyMatchDecision(match, other, { do: 'concede' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    match = result.match;
    expect(match.games[0].outcome).toEqual({ winner: pending.player, reason: 'concession' });
    expect(result.events).toEqual(expect.arrayContaining([{ type: 'game-ended', game: 1, winner: pending.player, reason: 'concession' }]));
    expect(match.phase).toBe('sideboard');
  });

  it('engine decisions go through the same interface and are checked by the engine', () => {
    const match = drive(createMatch(sampleConfig()), (m) => m.phase === 'game');
    const pending = pendingMatchDecision(match)!;
    expect(pending.kind).toBe('mulligan');
    const before = JSON.stringify(match);
    expect(applyMatchDecision(match, pending.player, { do: 'pass' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_DECISION' }) });
    expect(applyMatchDecision(match, pending.player, { nothing: true } as never)).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_DECISION' }) });
    expect(JSON.stringify(match)).toBe(before);
    const kept = applyMatchDecision(match, pending.player, { do: 'choose', choice: 'keep' });
    expect(kept.ok).toBe(true);
    if (kept.ok) expect(kept.match.games[0].decisions).toEqual([{ player: pending.player, decision: { do: 'choose', choice: 'keep' } }]);
  });

  it('single elimination never ends drawn without time: a Bo1 continues until someone wins a game', () => {
    const match = playLosers(createMatch(sampleConfig({ bestOf: 1, stage: 'single-elimination', higherSeed: 'A' })), ['B']);
    expect(matchStatus(match)).toEqual(expect.objectContaining({ over: true, winner: 'A', wins: [1, 0] }));
  });
});

describe('match configuration', () => {
  it.each([
    ['bestOf 2', { bestOf: 2 as never }, 'INVALID_BEST_OF'],
    ['an unknown stage', { stage: 'round-robin' as never }, 'INVALID_STAGE'],
    ['single elimination without a higher seed', { stage: 'single-elimination' as const }, 'MISSING_HIGHER_SEED'],
    ['a fractional seed', { seed: 1.5 }, 'INVALID_SEED'],
    ['a zero minimum', { minimumMainDeck: 0 }, 'INVALID_MINIMUM_MAIN_DECK'],
    ['the constructed minimum with 40-card decks', { minimumMainDeck: 60 }, 'MAIN_DECK_TOO_SMALL'],
    ['an unknown card', { decks: { ...sampleConfig().decks, B: { main: [...sampleConfig().decks.B.main], sideboard: ['Black Lotus'] } } }, 'UNKNOWN_CARD'],
    ['an unknown mulligan rule', { mulligan: 'vancouver' as never }, 'INVALID_MULLIGAN'],
    ['an unknown rules edition', { rules: '1999' as never }, 'UNSUPPORTED_RULES'],
    ['a missing deck', { decks: { A: sampleConfig().decks.A } as never }, 'INVALID_DECK'],
  ])('refuses %s', (_label, overrides, code) => {
    const config = { ...sampleConfig(), ...overrides };
    expect(validateMatchConfig(config).map((p) => p.code)).toContain(code);
    expect(() => createMatch(config)).toThrow(MatchConfigError);
  });

  it('accepts the sample configuration', () => {
    expect(validateMatchConfig(sampleConfig())).toEqual([]);
  });

  it("plays every game under the match's rules edition and records it in the game's config (replays keep it)", () => {
    const match = drive(createMatch(sampleConfig({ rules: '2006' })), (m) => m.phase === 'game');
    expect(match.game!.rules).toBe('2006');
    expect(match.game!.mulliganRule).toBe('classic-draw-one-fewer');
    expect(match.games[0].config.rules).toBe('2006');
  });
});
