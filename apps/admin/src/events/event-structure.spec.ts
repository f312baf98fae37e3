import { byeWeightedAttendance, recommendStructure } from './event-structure';

describe('MTR App. E', () => {
  it.each([
    [8, 3, 0],
    [9, 5, 4],
    [16, 5, 4],
    [17, 5, 8],
    [33, 6, 8],
    [65, 7, 8],
    [129, 8, 8],
    [227, 9, 8],
    [410, 10, 8],
  ])('%i players: %i Swiss rounds, top %i', (players, swissRounds, topCut) => {
    expect(recommendStructure(players, 'CONSTRUCTED', 'COMPETITIVE')).toMatchObject({ swissRounds, topCut });
  });

  it('counts a player with 1/2/3 byes as 2/4/8 players', () => {
    expect(byeWeightedAttendance([0, 1, 2, 3])).toBe(1 + 2 + 4 + 8);
  });
});

describe('MTR 2.6 round time', () => {
  it.each([
    ['CONSTRUCTED', 'PROFESSIONAL', 60],
    ['LIMITED', 'PROFESSIONAL', 55],
    ['CONSTRUCTED', 'COMPETITIVE', 50],
  ] as const)('%s at %s REL: %i minutes', (format, rel, minutes) => {
    expect(recommendStructure(20, format, rel).roundMinutes).toBe(minutes);
  });
});
