import { validateDecklist } from '@arbiter/dci';
import { isKnownCard, SAMPLE_DECKS } from '@arbiter/engine';
import { BotDeck, botDeckFor, legalBotDeck } from './bot-decks';

const DECK_COUNT = Object.keys(SAMPLE_DECKS).length;
const sizeRules = (format: 'CONSTRUCTED' | 'LIMITED') => (deck: BotDeck) => {
  const errors = validateDecklist({ format: format === 'LIMITED' ? 'limited' : 'constructed', ...deck, isKnownCard });
  return { legal: errors.length === 0, illegalCards: errors.flatMap((e) => (e.card ? [e.card] : [])) };
};

describe('bot decks', () => {
  it.each(['CONSTRUCTED', 'LIMITED'] as const)('gives a %s bot a deck that the decklist rules accept', (format) => {
    for (let index = 0; index < DECK_COUNT; index += 1) expect(sizeRules(format)(botDeckFor(format, index)).legal).toBe(true);
  });

  it('brings exactly 60 cards to constructed and the sample 40 to limited', () => {
    expect(botDeckFor('CONSTRUCTED', 0).main).toHaveLength(60);
    expect(botDeckFor('LIMITED', 1).main).toEqual([...Object.values(SAMPLE_DECKS)[1]]);
  });

  it('hands out copies: changing a bot deck never changes the next one', () => {
    botDeckFor('CONSTRUCTED', 0).main.pop();
    expect(botDeckFor('CONSTRUCTED', 0).main).toHaveLength(60);
  });

  it('takes the next sample deck the format accepts', () => {
    const withoutTimeWalk = (deck: BotDeck) => ({ legal: !deck.main.includes('Time Walk'), illegalCards: deck.main.includes('Time Walk') ? ['Time Walk'] : [] });
    const blueRed = Object.keys(SAMPLE_DECKS).indexOf('blue-red');
    const deck = legalBotDeck('CONSTRUCTED', blueRed, withoutTimeWalk);
    expect(deck?.main).toEqual(botDeckFor('CONSTRUCTED', blueRed + 1).main);
  });

  it('replaces the cards no sample deck avoids with its own basic lands, keeping 60 cards', () => {
    const basicsOnly = (deck: BotDeck) => {
      const illegalCards = [...new Set(deck.main.filter((card) => !['Mountain', 'Forest', 'Plains', 'Island', 'Swamp'].includes(card)))];
      return { legal: illegalCards.length === 0, illegalCards };
    };
    const deck = legalBotDeck('CONSTRUCTED', 0, basicsOnly) as BotDeck;
    expect(deck.main).toHaveLength(60);
    expect(new Set(deck.main)).toEqual(new Set(['Mountain', 'Forest']));
  });

  it('gives up (null) when even basic lands are refused', () => {
    expect(legalBotDeck('CONSTRUCTED', 0, () => ({ legal: false, illegalCards: [] }))).toBeNull();
  });
});
