import { commanderDamageTaken, commanderTax, PlayerSideView } from './game-view';

const player = (extra: Partial<PlayerSideView>): PlayerSideView => ({ life: 40, poison: 0, handCount: 7, libraryCount: 92, graveyard: [], exile: [], manaPool: '', lost: false, ...extra });

describe('the command zone on the game board (CR 903.8, 903.10a)', () => {
  it('lists the commander damage taken by card, largest first, leaving out zeros', () => {
    expect(commanderDamageTaken(player({ commanderDamage: { 'A:Isamaru, Hound of Konda': 4, 'B:Rorix Bladewing': 12, 'A:Kamahl, Pit Fighter': 0 } }))).toEqual([
      { card: 'Rorix Bladewing', damage: 12 },
      { card: 'Isamaru, Hound of Konda', damage: 4 },
    ]);
    expect(commanderDamageTaken(player({}))).toEqual([]);
  });

  it('the tax is {2} for each earlier cast from the command zone', () => {
    expect(commanderTax(player({ commanderCasts: { 'Rorix Bladewing': 2 } }), 'Rorix Bladewing')).toBe(4);
    expect(commanderTax(player({ commanderCasts: {} }), 'Rorix Bladewing')).toBe(0);
  });
});
