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

  it('is not over with no matches', () => {
    expect(roundIsOver([])).toBe(false);
  });
});
