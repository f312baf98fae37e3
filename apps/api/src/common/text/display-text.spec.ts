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

  it('reads look-alike capitals before case folding, and covers Greek, Armenian, Cherokee and small capitals', () => {
    // Greek capital Eta is "H"; its small letter η is not "h".
    expect(lookAlikeKey('\u0397elen')).toBe('helen');
    expect(lookAlikeKey('\u039Carco \u03A4\u03BFni')).toBe('marco toni');
    expect(lookAlikeKey('J\u0585hn')).toBe('john');
    expect(lookAlikeKey('\u13AAnna')).toBe('anna');
    expect(lookAlikeKey('\u1D0Bevin')).toBe('kevin');
    expect(lookAlikeKey('\u0392\u0399\u039B\u039B')).not.toBe('bill');
    expect(lookAlikeWarning('\u0397elen')).toContain('helen');
    expect(lookAlikeWarning('\u0397\u03BB\u03B9\u03BF\u03C2')).toBeNull();
  });

  it('warns on a name mixing Latin with look-alikes, not on a name in one script', () => {
    expect(lookAlikeWarning('\u0410lice')).toContain('alice');
    expect(lookAlikeWarning('Иван Петров')).toBeNull();
    expect(lookAlikeWarning('Alice')).toBeNull();
  });
});
