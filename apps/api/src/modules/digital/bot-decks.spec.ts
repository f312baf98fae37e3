import { validateDecklist } from '@arbiter/dci';
import { isKnownCard, SAMPLE_DECKS } from '@arbiter/engine';
import { botDeckFor } from './bot-decks';

const DECK_COUNT = Object.keys(SAMPLE_DECKS).length;

describe('botDeckFor', () => {
  it.each(['CONSTRUCTED', 'LIMITED'] as const)('gives a %s bot a deck that the decklist rules accept', (format) => {
    for (let index = 0; index < DECK_COUNT; index += 1) {
      const deck = botDeckFor(format, index);
      const errors = validateDecklist({ format: format === 'LIMITED' ? 'limited' : 'constructed', ...deck, isKnownCard });
      expect(errors).toEqual([]);
    }
  });

  it('brings exactly 60 cards to constructed and the sample 40 to limited', () => {
    expect(botDeckFor('CONSTRUCTED', 0).main).toHaveLength(60);
    expect(botDeckFor('LIMITED', 1).main).toEqual([...Object.values(SAMPLE_DECKS)[1]]);
  });

  it('hands out copies: changing a bot deck never changes the next one', () => {
    botDeckFor('CONSTRUCTED', 0).main.pop();
    expect(botDeckFor('CONSTRUCTED', 0).main).toHaveLength(60);
  });
});
