import { createGame } from '../game';
import { replayGame } from '../replay';
import { createAgentRng } from '../state/rng';
import { botDecision, playBotMatch } from './match-bots';
import { applyMatchDecision, createMatch, pendingMatchDecision } from './match-runner';
import { gameLog, replayGameLog, replayMatch, MatchReplayError } from './match-replay';
import { sampleConfig } from './match-test-fixtures';
import type { MatchState } from './match-types';

function playOn(match: MatchState, seed: number, steps: number): MatchState {
  const rng = createAgentRng(seed);
  let current = match;
  for (let i = 0; i < steps && current.phase !== 'over'; i++) {
    const pending = pendingMatchDecision(current)!;
    const result = applyMatchDecision(current, pending.player, botDecision(current, pending.player, rng)!);
    if (!result.ok) throw new Error(result.error.reason);
    current = result.match;
  }
  return current;
}

describe('ENGINE-DESIGN 7: determinism and replay of matches', () => {
  const config = sampleConfig({ seed: 31, bestOf: 3 });
  const played = playBotMatch(config, 99);

  it('a bot match finishes and replays from its log to an identical state', () => {
    expect(played.phase).toBe('over');
    expect(JSON.stringify(replayMatch(config, played.log))).toBe(JSON.stringify(played));
  });

  it('the same config and seed give the same match; another match seed gives other games', () => {
    expect(JSON.stringify(playBotMatch(config, 99))).toBe(JSON.stringify(played));
    const other = playBotMatch({ ...config, seed: 32 }, 99);
    expect(other.games[0].config.seed).not.toBe(played.games[0].config.seed);
  });

  it('each game log replays with the engine’s replayGame to the game’s state', () => {
    const last = played.games.length;
    for (const record of played.games) {
      const log = gameLog(played, record.number)!;
      expect(JSON.parse(JSON.stringify(log))).toEqual(log);
      expect(log.timeCalled).toBeUndefined();
      const replayed = replayGame(log.config, log.decisions);
      expect(replayed.result).toEqual(record.outcome!.winner === null ? { draw: true } : { winner: record.outcome!.winner });
      if (record.number === last) expect(JSON.stringify(replayed)).toBe(JSON.stringify(played.game));
    }
    expect(gameLog(played, last + 1)).toBeNull();
  });

  it('a game with time called replays with replayGameLog', () => {
    const timed = playBotMatch(config, 5, { callTimeAfterDecisions: 60 });
    const number = timed.time!.calledInGame!;
    const log = gameLog(timed, number)!;
    expect(log.timeCalled).toEqual({ afterDecisions: expect.any(Number), additionalTurns: 5 });
    expect(JSON.stringify(replayGameLog(log))).toBe(JSON.stringify(timed.game));
    expect(JSON.stringify(replayMatch(config, timed.log))).toBe(JSON.stringify(timed));
  });

  it('a replay steps through a game: after k decisions it is the game as it stood then', () => {
    const log = gameLog(played, 1)!;
    expect(JSON.stringify(replayGameLog(log, 0))).toBe(JSON.stringify(createGame(log.config)));
    const k = Math.floor(log.decisions.length / 2);
    expect(JSON.stringify(replayGameLog(log, k))).toBe(JSON.stringify(replayGame(log.config, log.decisions.slice(0, k))));
    expect(replayGameLog(log, k).decisions).toBeLessThan(replayGameLog(log).decisions);
    expect(JSON.stringify(replayGameLog(log, log.decisions.length + 10))).toBe(JSON.stringify(replayGameLog(log)));
  });

  it('the state survives a JSON round trip and play continues identically from it', () => {
    const middle = playOn(createMatch(config), 1, 300);
    const copy = JSON.parse(JSON.stringify(middle)) as MatchState;
    expect(copy).toEqual(middle);
    expect(JSON.stringify(playOn(copy, 2, 400))).toBe(JSON.stringify(playOn(middle, 2, 400)));
  });

  it('applying a decision never changes the match it was given', () => {
    let match = createMatch(config);
    const rng = createAgentRng(8);
    for (let i = 0; i < 300 && match.phase !== 'over'; i++) {
      const before = JSON.stringify(match);
      const pending = pendingMatchDecision(match)!;
      const result = applyMatchDecision(match, pending.player, botDecision(match, pending.player, rng)!);
      expect(JSON.stringify(match)).toBe(before);
      if (!result.ok) throw new Error(result.error.reason);
      match = result.match;
    }
  });

  it('a log that does not fit the match is refused, naming the entry', () => {
    const log = [...played.log];
    log.splice(1, 0, { player: 'A', decision: { do: 'cast', card: 'Shivan Dragon' } });
    expect(() => replayMatch(config, log)).toThrow(MatchReplayError);
    expect(() => replayMatch(config, log)).toThrow(/entry 1/);
  });
});
