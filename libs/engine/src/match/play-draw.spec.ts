import { coinFlipWinner } from './match-seed';
import { applyMatchDecision, createMatch, pendingMatchDecision } from './match-runner';
import { draftOf, finishGame } from './match-progress';
import { apply, concedeGame, drive, sampleConfig } from './match-test-fixtures';
import type { MatchEvent, MatchState } from './match-types';

const keepBoth = (match: MatchState): MatchState => apply(apply(match, 'A', { do: 'choose', choice: 'keep' }), 'B', { do: 'choose', choice: 'keep' });

describe('MTR 2.2 play/draw', () => {
  it('Swiss game 1: the seeded winner of the random method chooses, and both players win it for some seeds', () => {
    const choosers = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const match = createMatch(sampleConfig({ seed }));
      const pending = pendingMatchDecision(match)!;
      expect(pending.kind).toBe('play-or-draw');
      expect(pending.player).toBe(coinFlipWinner(seed));
      expect(match.coinFlipWinner).toBe(coinFlipWinner(seed));
      choosers.add(pending.player);
    }
    expect([...choosers].sort()).toEqual(['A', 'B']);
  });

  it.each(['A', 'B'] as const)('single elimination game 1: the higher seed (%s) chooses whatever the coin says', (higherSeed) => {
    for (let seed = 1; seed <= 6; seed++) {
      const match = createMatch(sampleConfig({ seed, stage: 'single-elimination', higherSeed }));
      expect(pendingMatchDecision(match)!.player).toBe(higherSeed);
    }
  });

  it.each([
    ['play', 'the chooser starts'],
    ['draw', 'the opponent starts'],
  ] as const)('choosing %s: %s', (choice, _outcome) => {
    const match = createMatch(sampleConfig({ stage: 'single-elimination', higherSeed: 'B' }));
    const started = apply(match, 'B', { do: 'choose', choice });
    expect(started.phase).toBe('game');
    expect(started.game!.startingPlayer).toBe(choice === 'play' ? 'B' : 'A');
    expect(started.games[0].config.startingPlayer).toBe(choice === 'play' ? 'B' : 'A');
  });

  it('only the chooser may choose, and only play or draw', () => {
    const match = createMatch(sampleConfig({ stage: 'single-elimination', higherSeed: 'A' }));
    const wrongPlayer = applyMatchDecision(match, 'B', { do: 'choose', choice: 'play' });
    expect(wrongPlayer).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_DECISION' }) });
    const wrongChoice = applyMatchDecision(match, 'A', { do: 'choose', choice: 'first' });
    expect(wrongChoice).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_DECISION' }) });
    const concede = applyMatchDecision(match, 'A', { do: 'concede' });
    expect(concede).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL_DECISION' }) });
  });

  it('later games: the loser of the previous game chooses, after sideboarding', () => {
    let match = createMatch(sampleConfig({ stage: 'single-elimination', higherSeed: 'A', bestOf: 5 }));
    match = concedeGame(match, 'B'); // game 1: B loses
    expect(pendingMatchDecision(match)!.kind).toBe('sideboard');
    match = keepBoth(match);
    expect(pendingMatchDecision(match)).toEqual(expect.objectContaining({ kind: 'play-or-draw', player: 'B' }));
    match = concedeGame(match, 'A'); // game 2: A loses
    match = keepBoth(match);
    expect(pendingMatchDecision(match)).toEqual(expect.objectContaining({ kind: 'play-or-draw', player: 'A' }));
    match = concedeGame(match, 'A'); // game 3: A loses again and chooses again
    match = keepBoth(match);
    expect(pendingMatchDecision(match)!.player).toBe('A');
    expect(match.games.map((g) => g.chooser)).toEqual(['A', 'B', 'A']);
  });

  it('after a drawn game the player who chose for it chooses again', () => {
    // No card in the pool makes both players lose at once, so the drawn game is recorded directly.
    let match = createMatch(sampleConfig({ stage: 'swiss', seed: 3 }));
    const firstChooser = match.chooser;
    match = drive(match, (m) => m.phase === 'game');
    const draft = draftOf(match);
    const events: MatchEvent[] = [];
    finishGame(draft, { winner: null, reason: 'game' }, events);
    expect(events).toEqual([{ type: 'game-ended', game: 1, winner: null, reason: 'game' }]);
    const next = keepBoth(draft);
    expect(pendingMatchDecision(next)).toEqual(expect.objectContaining({ kind: 'play-or-draw', player: firstChooser }));
  });
});
