import { botRngSeed, matchSaltFor, matchSeedFor, newEventSecret, seedCommitment } from './match-randomness';

const MATCH = '7c2f1f7e-3a43-4a53-9d5e-2b9f1b7d0a11';

describe('match randomness', () => {
  const secret = newEventSecret();

  it('derives the same seed and salt from the same secret and match, other ones for another match or secret', () => {
    expect(matchSeedFor(secret, MATCH)).toBe(matchSeedFor(secret, MATCH));
    expect(matchSaltFor(secret, MATCH)).toBe(matchSaltFor(secret, MATCH));
    expect(matchSeedFor(secret, MATCH)).not.toBe(matchSeedFor(secret, MATCH.replace('7c', '7d')));
    expect(matchSeedFor(newEventSecret(), MATCH)).not.toBe(matchSeedFor(secret, MATCH));
  });

  it('gives a 128-bit seed (32 hex digits, the engine generator\'s whole state), bots too, and a 256-bit salt', () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const seed = matchSeedFor(newEventSecret(), MATCH);
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      seeds.add(seed);
    }
    expect(seeds.size).toBe(50);
    expect(botRngSeed(secret, MATCH, 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(matchSaltFor(secret, MATCH)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('commits to seed and salt: changing either changes the hash', () => {
    const seed = matchSeedFor(secret, MATCH);
    const salt = matchSaltFor(secret, MATCH);
    const commitment = seedCommitment(MATCH, seed, salt);
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(MATCH, seed.replace(/.$/, (d) => (d === '0' ? '1' : '0')), salt)).not.toBe(commitment);
    expect(seedCommitment(MATCH, seed, matchSaltFor(newEventSecret(), MATCH))).not.toBe(commitment);
  });

  it('gives bots a different seed at every step', () => {
    const seeds = new Set(Array.from({ length: 100 }, (_, step) => botRngSeed(secret, MATCH, step)));
    expect(seeds.size).toBe(100);
  });
});
