import { randomInt } from 'node:crypto';

/** Letters and digits a player can read off a screen and type without confusion: no 0/O, no 1/I. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Characters in an event's join code. */
export const JOIN_CODE_LENGTH = 6;

/** A fresh random join code (32^6 ≈ 10^9 codes; the unique index catches the rare repeat). */
export function randomJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as a person typed it, in stored form: upper case, spaces and dashes left out; null
 * when it cannot be a join code (wrong length or a character outside the alphabet).
 */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH) return null;
  return [...code].every((c) => JOIN_CODE_ALPHABET.includes(c)) ? code : null;
}
