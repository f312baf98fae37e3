import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normalizeJoinCode, randomJoinCode } from './join-code';

describe('join codes', () => {
  it('are six characters of the alphabet, never 0, O, 1 or I', () => {
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let i = 0; i < 500; i += 1) {
      const code = randomJoinCode();
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('read what a person typed: case, spaces and a dash do not matter', () => {
    expect(normalizeJoinCode(' abc-def ')).toBe('ABCDEF');
    expect(normalizeJoinCode('K7 M2 QX')).toBe('K7M2QX');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeJoinCode('ABCDE')).toBeNull();
    expect(normalizeJoinCode('ABCDEFG')).toBeNull();
    expect(normalizeJoinCode('ABCDE0')).toBeNull();
    expect(normalizeJoinCode('ABCDEI')).toBeNull();
  });
});
