import { commanderGameOf } from './format-rules';

describe('commanderGameOf: how a two-player game of a commander format starts', () => {
  it('Commander: 40 life (CR 903.7), 98 cards besides one or two commanders', () => {
    expect(commanderGameOf('commander')).toEqual({ startingLife: 40, minimumMainDeck: 98 });
    expect(commanderGameOf('predh')).toEqual({ startingLife: 40, minimumMainDeck: 98 });
  });

  it('the duel formats keep their own life totals', () => {
    expect(commanderGameOf('duel')).toEqual({ startingLife: 20, minimumMainDeck: 98 });
    expect(commanderGameOf('oathbreaker')).toEqual({ startingLife: 20, minimumMainDeck: 58 });
    expect(commanderGameOf('brawl')).toEqual({ startingLife: 25, minimumMainDeck: 58 });
    expect(commanderGameOf('historicbrawl')).toEqual({ startingLife: 25, minimumMainDeck: 98 });
  });

  it('is null for a format without commanders', () => {
    expect(commanderGameOf('modern')).toBeNull();
    expect(commanderGameOf('limited')).toBeNull();
  });
});
