import { recommendStructure } from './structure';

describe('MTR App. E', () => {
  it.each([
    [5, 0, 8],
    [8, 0, 8],
    [9, 5, 4],
    [16, 5, 4],
    [17, 5, 8],
    [32, 5, 8],
    [33, 6, 8],
    [64, 6, 8],
    [65, 7, 8],
    [128, 7, 8],
    [129, 8, 8],
    [226, 8, 8],
    [227, 9, 8],
    [409, 9, 8],
    [410, 10, 8],
    [4500, 10, 8],
  ])('%i players: %i Swiss rounds, top %i', (players, swissRounds, topCut) => {
    expect(recommendStructure({ players })).toMatchObject({ swissRounds, topCut });
  });

  it('5-8 players: no Swiss, three single-elimination rounds; stores commonly run 3 Swiss rounds', () => {
    expect(recommendStructure({ players: 7 })).toEqual({ swissRounds: 0, topCut: 8, effectivePlayers: 7, commonSwissRounds: 3 });
  });

  it('9-16 Limited with a draft playoff: 4 rounds and a top 8', () => {
    expect(recommendStructure({ players: 12, format: 'limited', draftPlayoff: true })).toMatchObject({ swissRounds: 4, topCut: 8 });
    expect(recommendStructure({ players: 12, format: 'constructed', draftPlayoff: true })).toMatchObject({ swissRounds: 5, topCut: 4 });
  });

  it('players with 1/2/3-round byes count as 2/4/8 players', () => {
    // 30 players + 1 with a 2-round bye (counts 4) = 33 → 6 rounds.
    expect(recommendStructure({ players: 30, byes: { two: 1 } })).toMatchObject({ effectivePlayers: 33, swissRounds: 6 });
    expect(recommendStructure({ players: 400, byes: { one: 5, three: 1 } })).toMatchObject({ effectivePlayers: 412, swissRounds: 10 });
  });
});
