import { finishLabel } from './final-placing';

describe('finishLabel', () => {
  it('names playoff finishes and the rest', () => {
    expect(finishLabel('winner')).toBe('Winner');
    expect(finishLabel('final')).toBe('Finalist');
    expect(finishLabel('semifinal')).toBe('Semifinalist');
    expect(finishLabel('quarterfinal')).toBe('Quarterfinalist');
    expect(finishLabel('swiss')).toBe('Swiss');
    expect(finishLabel(null)).toBe('Swiss');
    expect(finishLabel('round of 16')).toBe('Round of 16');
  });
});
