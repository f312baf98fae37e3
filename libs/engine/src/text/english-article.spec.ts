import { indefiniteArticle, withIndefiniteArticle } from './english-article';

describe('the indefinite article as Oracle text writes it', () => {
  it('writes "an" before a vowel of either case', () => {
    expect(withIndefiniteArticle('artifact')).toBe('an artifact');
    expect(withIndefiniteArticle('Elf spell')).toBe('an Elf spell');
    expect(withIndefiniteArticle('Aura')).toBe('an Aura');
    expect(withIndefiniteArticle('Equipment')).toBe('an Equipment');
    expect(withIndefiniteArticle('Ooze')).toBe('an Ooze');
    expect(withIndefiniteArticle('untapped creature')).toBe('an untapped creature');
    expect(withIndefiniteArticle("Urza's Mine")).toBe("an Urza's Mine");
  });

  it('writes "a" before a consonant of either case', () => {
    expect(withIndefiniteArticle('creature')).toBe('a creature');
    expect(withIndefiniteArticle('Goblin you control')).toBe('a Goblin you control');
    expect(withIndefiniteArticle('Human')).toBe('a Human');
    expect(withIndefiniteArticle('historic spell')).toBe('a historic spell');
  });

  it('follows the sound, not the letter, where they differ', () => {
    expect(withIndefiniteArticle('Unicorn')).toBe('a Unicorn');
    expect(withIndefiniteArticle('unity counter')).toBe('a unity counter');
    expect(withIndefiniteArticle('unique hand')).toBe('a unique hand');
    expect(withIndefiniteArticle('one-shot')).toBe('a one-shot');
    expect(withIndefiniteArticle('hour counter')).toBe('an hour counter');
    expect(withIndefiniteArticle('hourglass counter')).toBe('an hourglass counter');
    expect(indefiniteArticle('ongoing')).toBe('an');
  });

  it('speaks numbers and lone letters', () => {
    expect(withIndefiniteArticle('1/1')).toBe('a 1/1');
    expect(withIndefiniteArticle('10/10')).toBe('a 10/10');
    expect(withIndefiniteArticle('8/8')).toBe('an 8/8');
    expect(withIndefiniteArticle('80/80')).toBe('an 80/80');
    expect(withIndefiniteArticle('11/11')).toBe('an 11/11');
    expect(withIndefiniteArticle('18/18')).toBe('an 18/18');
    expect(withIndefiniteArticle('X/X')).toBe('an X/X');
    expect(withIndefiniteArticle('X/1')).toBe('an X/1');
    expect(withIndefiniteArticle('+1/+1 counter')).toBe('a +1/+1 counter');
    expect(withIndefiniteArticle('-1/-1 counter')).toBe('a -1/-1 counter');
  });
});
