import { parseScore, parseTableEntry } from './parse-score';

describe('parseScore (scorekeeper short forms)', () => {
  it.each([
    ['2-1', [2, 1], 0],
    ['2 0', [2, 0], 0],
    ['21', [2, 1], 0],
    ['1-1-1', [1, 1], 1],
    ['012', [0, 1], 2],
    ['2/0/1', [2, 0], 1],
  ])('reads %s', (text, wins, draws) => {
    expect(parseScore(text)).toEqual({ score: { wins, draws } });
  });

  it('MTR 2.4, App. C: "ID" and "0-0-0" are an intentional draw with no game played, 0-0-0', () => {
    expect(parseScore('id')).toEqual({ score: { wins: [0, 0], draws: 0 } });
    expect(parseScore('0-0-0')).toEqual({ score: { wins: [0, 0], draws: 0 } });
  });

  it.each([
    ['', 'format'],
    ['2', 'format'],
    ['2-x', 'format'],
    ['1-2-3-4', 'format'],
    ['4-2', 'tooManyGames'],
    ['0-0', 'noGames'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseScore(text)).toEqual({ error: { problem, values: problem === 'tooManyGames' ? { score: '4-2-0' } : {} } });
  });
});

describe('parseTableEntry', () => {
  it.each([
    ['12', { table: 12, scoreText: null }],
    [' 7 2-1 ', { table: 7, scoreText: '2-1' }],
    ['104 ID', { table: 104, scoreText: 'ID' }],
    ['x', null],
  ])('reads %j', (text, expected) => {
    expect(parseTableEntry(text)).toEqual(expected);
  });
});
