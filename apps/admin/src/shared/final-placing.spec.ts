import type { TFunction } from 'i18next';
import { finishLabel } from './final-placing';

// Echoes the key and its values, so the test sees which catalogue entry a finish reads.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('finishLabel', () => {
  it('names each playoff finish by its catalogue entry', () => {
    expect(finishLabel('winner', t)).toBe('finish.winner');
    expect(finishLabel('final', t)).toBe('finish.final');
    expect(finishLabel('semifinal', t)).toBe('finish.semifinal');
    expect(finishLabel('quarterfinal', t)).toBe('finish.quarterfinal');
  });
  it('reads Swiss for players who did not make the cut', () => {
    expect(finishLabel('swiss', t)).toBe('finish.swiss');
    expect(finishLabel(null, t)).toBe('finish.swiss');
  });
  it('counts the players of a larger cut', () => {
    expect(finishLabel('round of 16', t)).toBe('finish.roundOf{"players":16}');
  });
});
