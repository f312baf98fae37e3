import { applyMatchDecision, createMatch, matchStatus } from './match-runner';
import { replayMatch } from './match-replay';
import { matchViewFor } from './match-view';
import { apply, concedeGame, drive, sampleConfig } from './match-test-fixtures';

const CONCEDE_MATCH = { do: 'concede', match: true } as const;

describe('MTR 2.1 / CR 104.3a: a player concedes the match at any time', () => {
  it('before game 1 (play/draw pending): the opponent wins 2-0', () => {
    const match = createMatch(sampleConfig());
    const refused = applyMatchDecision(match, 'B', { do: 'concede' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ILLEGAL_DECISION' } });
    if (!refused.ok) expect(refused.error.reason).toContain('"match":true');
    const over = apply(match, 'B', CONCEDE_MATCH);
    expect(matchStatus(over)).toMatchObject({ over: true, wins: [2, 0], draws: 0, winner: 'A' });
    expect(over.result).toEqual({ winner: 'A', reason: 'B conceded the match' });
    expect(over.games).toHaveLength(0);
  });

  it('between games, after winning game 1: recorded 2-1 for the opponent', () => {
    const afterGame1 = concedeGame(createMatch(sampleConfig()), 'B');
    expect(afterGame1.phase).toBe('sideboard');
    const over = apply(afterGame1, 'A', CONCEDE_MATCH);
    expect(matchStatus(over)).toMatchObject({ over: true, wins: [1, 2], winner: 'B' });
    expect(matchViewFor(over, 'B').result).toEqual({ winner: 'B', reason: 'A conceded the match' });
  });

  it('during a game: the game is conceded first (a concession, in its record), then the match', () => {
    const inGame2 = drive(concedeGame(createMatch(sampleConfig()), 'A'), (m) => m.phase === 'game' && m.games.length === 2);
    const over = apply(inGame2, 'A', CONCEDE_MATCH);
    expect(over.games[1].outcome).toEqual({ winner: 'B', reason: 'concession' });
    expect(matchStatus(over)).toMatchObject({ over: true, wins: [0, 2], winner: 'B' });
    // Conceding game 2 already decided the match: no extra wins are given.
    expect(over.concededBy).toBeUndefined();
    expect(JSON.stringify(replayMatch(over.config, over.log))).toBe(JSON.stringify(over));
  });

  it('either player may concede while the other holds the decision; nothing is accepted after', () => {
    const match = createMatch(sampleConfig());
    const chooser = match.chooser;
    const other = chooser === 'A' ? 'B' : 'A';
    const over = apply(match, other, CONCEDE_MATCH);
    expect(matchStatus(over).winner).toBe(chooser);
    expect(applyMatchDecision(over, chooser, CONCEDE_MATCH)).toMatchObject({ ok: false, error: { code: 'MATCH_OVER' } });
    expect(JSON.stringify(replayMatch(over.config, over.log))).toBe(JSON.stringify(over));
  });
});
