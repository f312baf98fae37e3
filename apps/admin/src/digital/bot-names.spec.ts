import { freeBotNumbers } from './bot-names';

const nameOf = (number: number) => `Bot ${number}`;

describe('bot names', () => {
  it('numbers new bots from 1, skipping names already seated', () => {
    expect(freeBotNumbers([], 3, nameOf)).toEqual([1, 2, 3]);
    expect(freeBotNumbers(['Ava Ruiz', 'bot 1', 'Bot 3'], 3, nameOf)).toEqual([2, 4, 5]);
  });
});
