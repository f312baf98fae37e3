import { canPay, manaAvailable, ManaSource, manaValue, parseCost, planPayment, withXSpend } from './mana';

const sources = (letters: string) => [...letters].map((produces, i) => ({ id: i + 1, produces }));

describe('CR 107.4: mana costs', () => {
  it.each([
    ['{1}{G}', { generic: 1, colored: ['G'], hybrid: [], xCount: 0 }, 2],
    ['{X}{R}', { generic: 0, colored: ['R'], hybrid: [], xCount: 1 }, 1],
    ['{1}{G/W}{G/W}', { generic: 1, colored: [], hybrid: [['G', 'W'], ['G', 'W']], xCount: 0 }, 3],
    ['{0}', { generic: 0, colored: [], hybrid: [], xCount: 0 }, 0],
  ])('%s parses into its symbols', (text, parsed, value) => {
    expect(parseCost(text)).toEqual(parsed);
    expect(manaValue(parseCost(text))).toBe(value);
  });
});

describe('CR 601.2g-h: paying a cost', () => {
  it.each([
    ['coloured and generic from lands', '', 'GR', '{1}{G}', 0, { fromPool: '', tap: [1, 2] }],
    ['the pool is used before lands', 'G', 'GR', '{G}', 0, { fromPool: 'G', tap: [] }],
    ['X adds generic mana', '', 'RRRR', '{X}{R}', 3, { fromPool: '', tap: [1, 2, 3, 4] }],
    ['107.4e hybrid paid by either colour', '', 'RG', '{R/G}{R/G}', 0, { fromPool: '', tap: [1, 2] }],
    ['backtracks so a later hybrid symbol still finds its colour', '', 'GR', '{R/G}{G/W}', 0, { fromPool: '', tap: [1, 2] }],
  ])('%s', (_label, pool, lands, cost, x, plan) => {
    expect(planPayment(pool, sources(lands), parseCost(cost), x)).toEqual(plan);
  });

  it.each([
    ['wrong colour', '', 'GG', '{R}', 0],
    ['hybrid needs one of its colours', '', 'UB', '{R/G}', 0],
    ['not enough for X', '', 'RR', '{X}{R}', 2],
  ])('refuses %s', (_label, pool, lands, cost, x) => {
    expect(planPayment(pool, sources(lands), parseCost(cost), x)).toBeNull();
  });
});

describe('CR 106.1: a source that makes one of several colours ("Add {G} or {W}")', () => {
  const gate = (id: number) => ({ id, produces: 'GW' });
  it.each([
    ['pays a white symbol with W', [gate(1)], '{W}', { fromPool: '', tap: [1], chosen: { 1: 'W' } }],
    ['pays a green symbol with G', [gate(1)], '{G}', { fromPool: '', tap: [1], chosen: { 1: 'G' } }],
    ['leaves the basic land the colour only it makes', [gate(1), { id: 2, produces: 'R' }], '{R}{W}', { fromPool: '', tap: [1, 2], chosen: { 1: 'W' } }],
    ['pays generic with its first colour', [gate(1)], '{1}', { fromPool: '', tap: [1], chosen: { 1: 'G' } }],
  ])('%s', (_label, from, cost, plan) => {
    expect(planPayment('', from, parseCost(cost), 0)).toEqual(plan);
  });

  it('refuses a colour it cannot make', () => {
    expect(planPayment('', [gate(1)], parseCost('{R}'), 0)).toBeNull();
  });
});

describe('CR 107.3: "Spend only black mana on X"', () => {
  it('pays X only with the named colours, generic with anything', () => {
    const consume = withXSpend(parseCost('{X}{1}{B}'), 'B');
    expect(planPayment('', sources('BBBRR'), consume, 2)).toEqual({ fromPool: '', tap: [1, 2, 3, 4] });
    expect(planPayment('', sources('BBBRR'), consume, 3)).toBeNull();
    // "black and/or red": either colour pays X.
    expect(planPayment('', sources('BRG'), withXSpend(parseCost('{X}'), 'BR'), 2)).toEqual({ fromPool: '', tap: [1, 2] });
    // Without an X the restriction changes nothing.
    expect(withXSpend(parseCost('{1}{B}'), 'B')).toEqual(parseCost('{1}{B}'));
  });
});

describe('canPay: the options\' question, answered as planPayment answers it', () => {
  const solRing: ManaSource = { id: 9, produces: 'CC', several: true };
  const redAndGreen: ManaSource = { id: 8, produces: 'RG', several: true };
  it.each([
    ['generic from the pool and lands', 'R', sources('GG'), '{3}', 0, '', true],
    ['generic one short', 'R', sources('G'), '{3}', 0, '', false],
    ['generic from a source making two', '', [solRing], '{2}', 0, '', true],
    ['generic one more than it makes', '', [solRing], '{3}', 0, '', false],
    ['X of generic', '', sources('RRR'), '{X}{R}', 2, '', true],
    ['X one too many', '', sources('RRR'), '{X}{R}', 3, '', false],
    ['coloured needs its colour', '', sources('GG'), '{1}{R}', 0, '', false],
    ['coloured with a source making two', '', [...sources('R'), solRing], '{2}{R}', 0, '', true],
    ['hybrid', '', sources('UB'), '{R/G}', 0, '', false],
    ['the pool with snow mana', 'GG', [], '{2}', 0, 'G', true],
    ['{S} from snow mana in the pool', 'G', [], '{S}', 0, 'G', true],
    ['{S} without snow mana', 'G', [], '{S}', 0, '', false],
    ['X only of black', '', sources('BRR'), withXSpend(parseCost('{X}'), 'B'), 2, '', false],
    ['no cost', '', [], '{0}', 0, '', true],
    ['two of one colour counted with the pool', 'G', sources('GR'), '{1}{G}{G}', 0, '', true],
    ['two of one colour, one short', '', sources('GRR'), '{G}{G}', 0, '', false],
    ['colours enough but not the generic', 'W', sources('GR'), '{2}{G}{R}', 0, '', false],
    ['a colour from a source making several', '', [...sources('G'), redAndGreen], '{G}{G}{R}', 0, '', true],
    ['a source of one of several colours', '', [{ id: 7, produces: 'GW' }, ...sources('G')], '{G}{W}', 0, '', true],
  ])('%s', (_label, pool, from, cost, x, snowPool, payable) => {
    const parsed = typeof cost === 'string' ? parseCost(cost) : cost;
    expect(canPay(pool, from, parsed, x, snowPool)).toBe(payable);
    expect(planPayment(pool, from, parsed, x, snowPool) !== null).toBe(payable);
  });
});

describe('CR 106.4: the most mana a pool and sources can make', () => {
  it('counts the pool\'s letters, one mana a source and every mana of a source making several', () => {
    expect(manaAvailable('RG', [...sources('GW'), { id: 9, produces: 'CC', several: true }])).toBe(6);
    expect(manaAvailable('', [{ id: 1, produces: 'GW' }])).toBe(1);
  });
});
