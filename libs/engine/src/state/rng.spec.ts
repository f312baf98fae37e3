import { coinFlipWinner, gameSeed } from '../match/match-seed';
import { createAgentRng, isEngineSeed, nextRandom, RngState, seedRng } from './rng';

const HEX_SEED = '0123456789abcdef0123456789abcdef';

describe('the engine generator (xoshiro128**, 128-bit state)', () => {
  it('steps exactly as the reference xoshiro128** does', () => {
    // The reference implementation's first outputs from the state {1, 2, 3, 4}.
    let state: RngState = [1, 2, 3, 4];
    const outputs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const next = nextRandom(state);
      outputs.push(next.value * 2 ** 32);
      state = next.state;
    }
    expect(outputs).toEqual([11520, 0, 5927040, 70819200, 2031721883]);
  });

  it('keeps 128 bits of state: hex seeds that differ in any one bit start in different states', () => {
    const states = new Set<string>();
    for (let bit = 0; bit < 128; bit++) {
      const digits = HEX_SEED.split('');
      const index = Math.floor(bit / 4);
      digits[index] = (parseInt(digits[index], 16) ^ (1 << bit % 4)).toString(16);
      states.add(seedRng(digits.join('')).join(','));
    }
    states.add(seedRng(HEX_SEED).join(','));
    expect(states.size).toBe(129);
    expect(seedRng(HEX_SEED)).toHaveLength(4);
  });

  it('is deterministic for integer and hex seeds, and refuses short or non-hex strings', () => {
    expect(seedRng(7)).toEqual(seedRng(7));
    expect(seedRng(HEX_SEED)).toEqual(seedRng(HEX_SEED.toUpperCase()));
    expect(seedRng(7)).not.toEqual(seedRng(8));
    expect(isEngineSeed('0123456789abcdef')).toBe(false);
    expect(isEngineSeed(`${HEX_SEED.slice(1)}g`)).toBe(false);
    expect(isEngineSeed(1.5)).toBe(false);
    expect(() => seedRng('abc')).toThrow(/32 hex digits/);
    const a = createAgentRng(HEX_SEED);
    const b = createAgentRng(HEX_SEED);
    expect(Array.from({ length: 10 }, () => a.int(1000))).toEqual(Array.from({ length: 10 }, () => b.int(1000)));
  });

  it('derives 128-bit game seeds and a fair coin flip from a hex match seed', () => {
    const games = [1, 2, 3, 4, 5].map((n) => gameSeed(HEX_SEED, n));
    for (const seed of games) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(games).size).toBe(5);
    expect(gameSeed(HEX_SEED, 1)).toBe(gameSeed(HEX_SEED, 1));
    let aWins = 0;
    for (let i = 0; i < 400; i++) if (coinFlipWinner(gameSeed(HEX_SEED, i + 10) as string) === 'A') aWins++;
    expect(aWins).toBeGreaterThan(150);
    expect(aWins).toBeLessThan(250);
    // Integer match seeds keep integer game seeds (scenarios and the CLI).
    expect(Number.isInteger(gameSeed(7, 1))).toBe(true);
  });
});
