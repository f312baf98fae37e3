import fc from 'fast-check';
import { DciFailure, Side, isDciFailure, opponentOf } from './dci-error';
import {
  AfterTimeInput,
  AfterTimeOutcome,
  StartTimeCalledInput,
  TimeCalledState,
  TurnEndedInput,
  addSlowPlayPenalty,
  additionalTurnsFor,
  countSlowPlayPenalties,
  recordTurnEnded,
  resolveAfterTime,
  startTimeCalled,
  suddenDeathLoser,
  timeCalledStatus,
} from './time-called';

function ok<T>(value: T | DciFailure): T {
  if (isDciFailure(value)) throw new Error(`unexpected failure: ${value.error.message}`);
  return value;
}

function start(input: Partial<StartTimeCalledInput> = {}): TimeCalledState {
  return ok(startTimeCalled({ activePlayer: 'A', stage: 'swiss', ...input }));
}

/** Ends turns with normal alternation until the procedure finishes; returns labels and players seen. */
function playOut(state: TimeCalledState): { state: TimeCalledState; turnEnds: number; labels: string[]; players: Side[] } {
  const labels = [timeCalledStatus(state).label];
  const players = [state.activePlayer];
  let turnEnds = 0;
  while (!timeCalledStatus(state).finished) {
    state = ok(recordTurnEnded(state, { nextActivePlayer: opponentOf(state.activePlayer) }));
    turnEnds += 1;
    labels.push(timeCalledStatus(state).label);
    if (!timeCalledStatus(state).finished) players.push(state.activePlayer);
  }
  return { state, turnEnds, labels, players };
}

describe('MTR 2.4 turn 0', () => {
  it('time called during the active player\'s turn: that turn is turn 0, then 5 additional turns', () => {
    const { turnEnds, labels, players } = playOut(start());
    expect(labels).toEqual([
      'turn 0',
      'additional turn 1 of 5',
      'additional turn 2 of 5',
      'additional turn 3 of 5',
      'additional turn 4 of 5',
      'additional turn 5 of 5',
      'additional turns over (5 of 5)',
    ]);
    expect(turnEnds).toBe(6);
    // One player takes three of the additional turns and the other two.
    expect(players).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
  });

  it('the active player had already passed the turn: the rest of it does not count, the next turn is turn 0', () => {
    let state = start({ activePlayer: 'A', activePlayerHasPassedTurn: true });
    expect(timeCalledStatus(state)).toMatchObject({ phase: 'before-turn-0', turn: 0, finished: false });
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'B' }));
    expect(timeCalledStatus(state)).toMatchObject({ phase: 'turn-0', turn: 0, label: 'turn 0', activePlayer: 'B' });
    const { turnEnds, players } = playOut(state);
    expect(turnEnds).toBe(6);
    expect(players).toEqual(['B', 'A', 'B', 'A', 'B', 'A']);
  });

  it('turn 0 itself may be an extra turn when the passed turn is followed by one', () => {
    const state = ok(recordTurnEnded(start({ activePlayerHasPassedTurn: true }), { nextActivePlayer: 'A', extraTurn: true }));
    expect(timeCalledStatus(state)).toMatchObject({ phase: 'turn-0', label: 'turn 0 (extra turn)', activePlayer: 'A' });
    expect(state.extraTurnsTaken).toBe(1);
    expect(state.additionalTurn).toBe(0);
  });
});

describe('MTR 2.4 extra turns count toward the additional turns', () => {
  it('an extra turn taken after time is one of the five', () => {
    let state = start();
    // A casts an extra-turn spell during turn 0.
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'A', extraTurn: true }));
    expect(timeCalledStatus(state)).toMatchObject({ label: 'additional turn 1 of 5 (extra turn)', activePlayer: 'A', isExtraTurn: true });
    const turns: TurnEndedInput[] = [{ nextActivePlayer: 'B' }, { nextActivePlayer: 'A' }, { nextActivePlayer: 'B' }, { nextActivePlayer: 'A' }];
    for (const turn of turns) state = ok(recordTurnEnded(state, turn));
    expect(timeCalledStatus(state)).toMatchObject({ label: 'additional turn 5 of 5', turn: 5 });
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'B' }));
    expect(timeCalledStatus(state).finished).toBe(true);
    expect(state.extraTurnsTaken).toBe(1);
  });

  it('one player can take all five additional turns', () => {
    let state = start();
    for (let i = 0; i < 5; i += 1) state = ok(recordTurnEnded(state, { nextActivePlayer: 'A', extraTurn: i > 0 }));
    expect(timeCalledStatus(state)).toMatchObject({ label: 'additional turn 5 of 5 (extra turn)', activePlayer: 'A' });
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'B' }));
    expect(timeCalledStatus(state).finished).toBe(true);
    expect(state.extraTurnsTaken).toBe(4);
  });

  it('property: extra-turn flags and turn order never change how many turns are played', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.record({ extraTurn: fc.boolean(), nextActivePlayer: fc.constantFrom<Side>('A', 'B') }), { minLength: 20, maxLength: 20 }),
        (passed, teamFormat, slowPlayPenalties, turns) => {
          let state = start({ activePlayerHasPassedTurn: passed, teamFormat, slowPlayPenalties });
          const expectedEnds = (passed ? 1 : 0) + 1 + (teamFormat ? 3 : 5) + 2 * slowPlayPenalties;
          let ends = 0;
          for (const turn of turns) {
            if (timeCalledStatus(state).finished) break;
            const status = timeCalledStatus(state);
            if (status.turn > status.of) return false;
            state = ok(recordTurnEnded(state, turn));
            ends += 1;
          }
          return timeCalledStatus(state).finished && ends === expectedEnds;
        },
      ),
    );
  });
});

describe('IPG 3.3 / MTR 2.4 Slow Play: +2 additional turns per penalty', () => {
  it.each([
    [false, 0, 5],
    [false, 1, 7],
    [false, 2, 9],
    [true, 0, 3],
    [true, 1, 5],
    [true, 2, 7],
  ] as const)('team format %s with %i Slow Play penalties → %i additional turns', (teamFormat, slowPlayPenalties, turns) => {
    const state = start({ teamFormat, slowPlayPenalties });
    expect(state.additionalTurns).toBe(turns);
    expect(additionalTurnsFor(teamFormat, slowPlayPenalties)).toBe(turns);
    const { turnEnds, labels } = playOut(state);
    expect(turnEnds).toBe(turns + 1);
    expect(labels).toContain(`additional turn ${turns} of ${turns}`);
  });

  it('counts the Slow Play penalties issued in a match (Warnings and upgraded Game Losses, not Regular REL records)', () => {
    expect(
      countSlowPlayPenalties([
        { infraction: 'SLOW_PLAY', penalty: 'WARNING' },
        { infraction: 'SLOW_PLAY', penalty: 'GAME_LOSS' },
        { infraction: 'SLOW_PLAY', penalty: 'NONE' },
        { infraction: 'GAME_RULE_VIOLATION', penalty: 'WARNING' },
      ]),
    ).toBe(2);
  });

  it('a Slow Play penalty during the additional turns adds two more', () => {
    let state = start();
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'B' }));
    state = ok(addSlowPlayPenalty(state));
    expect(timeCalledStatus(state).label).toBe('additional turn 1 of 7');
    expect(state.slowPlayPenalties).toBe(1);
  });

  it('no turns are added once the additional turns are over', () => {
    const { state } = playOut(start());
    const result = addSlowPlayPenalty(state);
    expect(isDciFailure(result) && result.error.code).toBe('TIME_CALLED_FINISHED');
  });

  it.each([-1, 1.5])('refuses %p Slow Play penalties', (slowPlayPenalties) => {
    const result = startTimeCalled({ activePlayer: 'A', stage: 'swiss', slowPlayPenalties });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_SLOW_PLAY_COUNT');
  });
});

describe('MTR 2.4 team formats (Two-Headed Giant): three additional turns', () => {
  it('turn 0 then 3 additional turns', () => {
    const { labels } = playOut(start({ teamFormat: true }));
    expect(labels).toEqual(['turn 0', 'additional turn 1 of 3', 'additional turn 2 of 3', 'additional turn 3 of 3', 'additional turns over (3 of 3)']);
  });
});

describe('MTR 2.4 no new game after time; the procedure ends', () => {
  it('status always says no new game may begin', () => {
    const state = start();
    expect(timeCalledStatus(state).newGameAllowed).toBe(false);
  });

  it('a turn ending after the last additional turn is refused', () => {
    const { state } = playOut(start());
    const result = recordTurnEnded(state, { nextActivePlayer: 'A' });
    expect(isDciFailure(result) && result.error.code).toBe('TIME_CALLED_FINISHED');
  });
});

function resolve(state: TimeCalledState, input: AfterTimeInput): AfterTimeOutcome {
  return ok(resolveAfterTime(state, input));
}

describe('MTR 2.4 after the additional turns: Swiss', () => {
  const finished = playOut(start()).state;

  it.each([
    [[1, 0], 0, 'A', [1, 0], 1],
    [[0, 1], 1, 'B', [0, 1], 2],
    [[1, 1], 0, 'draw', [1, 1], 1],
    [[0, 0], 0, 'draw', [0, 0], 1],
  ] as const)('game wins %j with %i draws: the unfinished game is a draw, match %s', (gameWins, draws, match, wins, finalDraws) => {
    expect(resolve(finished, { gameWins, draws, lifeTotals: [20, 3] })).toEqual({
      kind: 'decided',
      currentGame: 'draw',
      match,
      wins,
      draws: finalDraws,
      reason: expect.stringContaining('the unfinished game is a draw'),
    });
  });

  it('life totals never decide a Swiss game', () => {
    expect(resolve(finished, { gameWins: [1, 1], lifeTotals: [20, 1] })).toMatchObject({ kind: 'decided', match: 'draw', currentGame: 'draw' });
  });

  it('a game that ended during the additional turns: no new game, the result stands', () => {
    const midway = ok(recordTurnEnded(start(), { nextActivePlayer: 'B' }));
    expect(resolve(midway, { gameWins: [2, 0], gameInProgress: false })).toMatchObject({ kind: 'decided', currentGame: 'none', match: 'A', wins: [2, 0], draws: 0 });
    expect(resolve(midway, { gameWins: [1, 1], gameInProgress: false })).toMatchObject({ match: 'draw', reason: expect.stringContaining('no new game begins after time') });
  });

  it('refuses to resolve while a game is in progress and turns remain', () => {
    const result = resolveAfterTime(start(), { gameWins: [0, 0] });
    expect(isDciFailure(result) && result.error.code).toBe('TIME_CALLED_NOT_FINISHED');
    expect(isDciFailure(result) && result.error.message).toContain('turn 0');
  });

  it('refuses negative game counts', () => {
    const result = resolveAfterTime(finished, { gameWins: [-1, 0] });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_GAME_COUNT');
  });
});

describe('MTR 2.4 after the additional turns: single elimination cannot draw', () => {
  const finished = playOut(start({ stage: 'single-elimination' })).state;

  it.each([
    [[1, 1], [7, 3], 'A', [2, 1]],
    [[1, 1], [2, 9], 'B', [1, 2]],
    [[0, 0], [1, 0], 'A', [1, 0]],
    [[0, 0], [-2, -1], 'B', [0, 1]],
  ] as const)('game wins %j tied, life %j: the higher life total wins the game and the match (%s)', (gameWins, lifeTotals, winner, wins) => {
    expect(resolve(finished, { gameWins, lifeTotals })).toMatchObject({ kind: 'decided', currentGame: winner, match: winner, wins, draws: 0 });
  });

  it('game wins not tied: the unfinished game is a draw and the leader wins the match', () => {
    expect(resolve(finished, { gameWins: [1, 0], lifeTotals: [1, 20] })).toMatchObject({ kind: 'decided', currentGame: 'draw', match: 'A', wins: [1, 0], draws: 1 });
  });

  it('life totals tied: play continues under sudden death', () => {
    expect(resolve(finished, { gameWins: [1, 1], lifeTotals: [5, 5] })).toEqual({
      kind: 'sudden-death',
      suddenDeath: true,
      newGame: false,
      wins: [1, 1],
      draws: 0,
      reason: expect.stringContaining('a player not at the highest life total loses'),
    });
  });

  it('between games with game wins tied: a new game under sudden death', () => {
    expect(resolve(finished, { gameWins: [1, 1], gameInProgress: false })).toMatchObject({ kind: 'sudden-death', newGame: true });
  });

  it('the singleElimination input overrides the stage', () => {
    const swissState = playOut(start()).state;
    expect(resolve(swissState, { gameWins: [0, 0], lifeTotals: [4, 6], singleElimination: true })).toMatchObject({ match: 'B' });
    expect(resolve(finished, { gameWins: [0, 0], lifeTotals: [4, 6], singleElimination: false })).toMatchObject({ match: 'draw' });
  });

  it('refuses missing life totals when they decide', () => {
    const result = resolveAfterTime(finished, { gameWins: [1, 1] });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_LIFE_TOTALS');
  });

  it.each([
    [[5, 5], null],
    [[4, 5], 'A'],
    [[6, 5], 'B'],
    [[-1, 0], 'A'],
  ] as const)('sudden death with life %j: %s loses', (life, loser) => {
    expect(suddenDeathLoser(life)).toBe(loser);
  });

  it('property: a single-elimination resolution never ends in a match draw', () => {
    const count = fc.integer({ min: 0, max: 2 });
    const life = fc.integer({ min: -5, max: 30 });
    fc.assert(
      fc.property(count, count, life, life, fc.boolean(), (a, b, la, lb, inProgress) => {
        const outcome = resolve(finished, { gameWins: [a, b], lifeTotals: [la, lb], gameInProgress: inProgress });
        return outcome.kind === 'sudden-death' || outcome.match !== 'draw';
      }),
    );
  });
});

describe('time-called state is plain data', () => {
  it('survives a JSON round trip', () => {
    let state = start({ activePlayerHasPassedTurn: true, slowPlayPenalties: 1, stage: 'single-elimination' });
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'B' }));
    state = ok(recordTurnEnded(state, { nextActivePlayer: 'A', extraTurn: true }));
    const copy = JSON.parse(JSON.stringify(state)) as TimeCalledState;
    expect(copy).toEqual(state);
    expect(timeCalledStatus(copy)).toEqual(timeCalledStatus(state));
  });

  it('transitions never mutate their input', () => {
    const state = Object.freeze(start());
    expect(() => recordTurnEnded(state, { nextActivePlayer: 'B' })).not.toThrow();
    expect(state.phase).toBe('turn-0');
  });
});
