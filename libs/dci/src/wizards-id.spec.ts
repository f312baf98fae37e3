import { normalizeWizardsId } from './wizards-id';

describe('normalizeWizardsId', () => {
  it.each([
    ['1234', '1234'],
    ['0012345678', '0012345678'],
    [' 1234 5678 ', '12345678'],
    ['123-456-7890', '1234567890'],
  ])('accepts %j as %j', (typed, stored) => {
    expect(normalizeWizardsId(typed)).toBe(stored);
  });

  it.each(['abc', '123', '12345678901', 'WZ-1', 'ada@example.test', '12.34', ''])('refuses %j', (typed) => {
    expect(normalizeWizardsId(typed)).toBeNull();
  });
});
