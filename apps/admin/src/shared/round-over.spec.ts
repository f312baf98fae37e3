import { roundIsOver } from './round-over';

describe('roundIsOver', () => {
  it('is over once every seated match is final, byes included', () => {
    expect(roundIsOver([{ status: 'FINAL', bye: false }, { status: 'FINAL', bye: true }])).toBe(true);
  });

  it('is not over while a match is pending, reported or disputed', () => {
    for (const status of ['PENDING', 'REPORTED', 'DISPUTED']) {
      expect(roundIsOver([{ status: 'FINAL', bye: false }, { status, bye: false }])).toBe(false);
    }
  });

  it('in a team event, a seat of a decided team match may stay unplayed; an undecided one keeps the round open', () => {
    const decided = { decided: true };
    expect(roundIsOver([{ status: 'FINAL', bye: false, teamMatch: decided }, { status: 'PENDING', bye: false, teamMatch: decided }])).toBe(true);
    expect(roundIsOver([{ status: 'FINAL', bye: false, teamMatch: { decided: false } }, { status: 'PENDING', bye: false, teamMatch: { decided: false } }])).toBe(false);
  });

  it('is not over with no matches', () => {
    expect(roundIsOver([])).toBe(false);
  });
});
