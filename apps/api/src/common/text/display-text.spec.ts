import { cleanDisplayText, hasControlCharacters, lookAlikeKey, lookAlikeWarning } from './display-text';

describe('display text', () => {
  it('refuses control characters but keeps tabs and line breaks', () => {
    expect(hasControlCharacters('Ann\u0000')).toBe(true);
    expect(hasControlCharacters('a\u001Fb')).toBe(true);
    expect(hasControlCharacters('line one\nline two\tend\r')).toBe(false);
  });

  it('normalizes with NFKC, strips invisible characters and collapses spaces', () => {
    expect(cleanDisplayText('  Ａｌｉｃｅ　 Ｓｍｉｔｈ ')).toBe('Alice Smith');
    expect(cleanDisplayText('Al\u200Bi\u200Dce\uFEFF')).toBe('Alice');
    expect(cleanDisplayText('Bo\u202Eb')).toBe('Bob');
    expect(cleanDisplayText('李 小龍')).toBe('李 小龍');
  });

  it('names differing only by look-alike letters share one key; other scripts are left alone', () => {
    expect(lookAlikeKey('\u0410lice')).toBe(lookAlikeKey('alice'));
    expect(lookAlikeKey('Ρeter')).toBe('peter');
    expect(lookAlikeKey('Zoë')).not.toBe(lookAlikeKey('Zoe'));
    expect(lookAlikeKey('王 芳')).toBe('王 芳');
  });

  it('warns on a name mixing Latin with look-alikes, not on a name in one script', () => {
    expect(lookAlikeWarning('\u0410lice')).toContain('alice');
    expect(lookAlikeWarning('Иван Петров')).toBeNull();
    expect(lookAlikeWarning('Alice')).toBeNull();
  });
});
