import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secret randomness of digital matches (issue 12). Every random value of a match derives
 * from a per-event secret that never leaves the server: the match seed is an HMAC of the
 * match id, so nothing public (the round's pairing seed, table numbers, ids) predicts hands,
 * libraries or draws. Before the match the players get a commitment (a SHA-256 hash of the
 * seed and a 256-bit salt); when it is over the seed and salt are revealed, so anyone can
 * check the hash and replay the games.
 */

/** Bytes of a fresh per-event secret. */
const SECRET_BYTES = 32;
const COMMITMENT_PREFIX = 'arbiter-match-seed-v1';

/** A new per-event secret, as stored (hex). */
export function newEventSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

/** HMAC-SHA-256 under an event's secret: every secret random value of the event derives from one. */
export function eventSecretHmac(secret: string, message: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'hex')).update(message).digest();
}

/** Bits of a match seed: the engine generator's whole state (xoshiro128**), so no seed search is shorter than 2^128. */
export const MATCH_SEED_BITS = 128;

/** The engine seed of a match: 128 bits of the HMAC, as 32 hex digits. */
export function matchSeedFor(secret: string, matchId: string): string {
  return eventSecretHmac(secret, `match-seed:${matchId}`).subarray(0, MATCH_SEED_BITS / 8).toString('hex');
}

/** The salt that keeps the commitment from being searched over seeds (matches paired before 128-bit seeds had 31-bit ones). */
export function matchSaltFor(secret: string, matchId: string): string {
  return eventSecretHmac(secret, `match-salt:${matchId}`).toString('hex');
}

/** The published commitment: SHA-256 of "arbiter-match-seed-v1:<matchId>:<seed>:<salt>", hex. */
export function seedCommitment(matchId: string, seed: number | string, salt: string): string {
  return createHash('sha256').update(`${COMMITMENT_PREFIX}:${matchId}:${seed}:${salt}`).digest('hex');
}

/** The seed of a bot's random choices at one point of the match (`step` = decisions so far). */
export function botRngSeed(secret: string, matchId: string, step: number): string {
  return eventSecretHmac(secret, `bot:${matchId}:${step}`).subarray(0, MATCH_SEED_BITS / 8).toString('hex');
}
