import { createGameFromScenario } from '../scenario/scenario-setup';
import { GameState, StackItem } from '../state/game-state';
import { moveObject } from '../state/objects';
import { addEffect } from './effect-actions';
import { battlefieldCharacteristics, cachedDerived, characteristics, staticAbilityPresent, touch } from './layers';
import { cloneGame } from '../state/clone';
import { playGame } from '../agents/play-game';
import { randomAgent } from '../agents/random-agent';
import { SAMPLE_DECKS } from '../agents/sample-decks';

/** Only its controller and card name are read when an effect is created. */
const giantGrowth = { controller: 'A', sourceCard: 'Giant Growth' } as StackItem;

function bearsAndFurnace(): { game: GameState; bears: number; furnace: number } {
  const game = createGameFromScenario({ turn: 3, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Grizzly Bears', 'Furnace of Rath'] }, B: {} } }, 1);
  const [bears, furnace] = game.battlefield;
  return { game, bears, furnace };
}

describe('the layer cache (CR 613)', () => {
  it('keeps the computed characteristics when a prevention or regeneration shield is created: no layer reads them (CR 615, 701.15)', () => {
    const { game, bears } = bearsAndFurnace();
    const before = battlefieldCharacteristics(game);
    addEffect(game, giantGrowth, { kind: 'prevent-next-damage', target: { object: bears }, amount: 3 });
    addEffect(game, giantGrowth, { kind: 'regeneration-shield', object: bears });
    addEffect(game, giantGrowth, { kind: 'prevent-combat-damage' });
    expect(battlefieldCharacteristics(game)).toBe(before);
  });

  it('on a battlefield of local statics, computes again only the permanent an effect names (CR 613.4c: +3/+3 until end of turn)', () => {
    const game = createGameFromScenario({ turn: 3, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Grizzly Bears', 'Savannah Lions'] }, B: {} } }, 1);
    const [bears, lions] = game.battlefield;
    const lionsBefore = characteristics(game, lions);
    addEffect(game, giantGrowth, { kind: 'pump', object: bears, power: 3, toughness: 3 });
    expect(characteristics(game, bears).power).toBe(5);
    expect(characteristics(game, lions)).toBe(lionsBefore);
  });

  it('brought up to date a permanent at a time, equals a computation from scratch after every decision of random games', () => {
    const decks = Object.values(SAMPLE_DECKS);
    for (let seed = 1; seed <= 12; seed++) {
      const config = { players: { A: { deck: [...decks[seed % decks.length]] }, B: { deck: [...decks[(seed + 1) % decks.length]] } }, seed };
      playGame(config, { A: randomAgent, B: randomAgent }, {
        afterEach: (game) => {
          const fresh = cloneGame(game);
          touch(fresh);
          expect([...battlefieldCharacteristics(game)]).toEqual([...battlefieldCharacteristics(fresh)]);
        },
      });
    }
  });

  it('brought up to date in place when no copy shares it, equals a computation from scratch after every decision of random games', () => {
    const decks = Object.values(SAMPLE_DECKS);
    for (let seed = 13; seed <= 14; seed++) {
      const config = { players: { A: { deck: [...decks[seed % decks.length]] }, B: { deck: [...decks[(seed + 1) % decks.length]] } }, seed };
      playGame(config, { A: randomAgent, B: randomAgent }, {
        // A state read from its JSON has no cache and shares nothing with the game (cloneGame would share its map).
        afterEach: (game) => expect([...battlefieldCharacteristics(game)]).toEqual([...battlefieldCharacteristics(JSON.parse(JSON.stringify(game)) as GameState)]),
      });
    }
  });

  it("a copy's characteristics stay as they were while the game it copies moves on (the two share one map until then)", () => {
    const game = createGameFromScenario({ turn: 3, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Grizzly Bears'], hand: ['Savannah Lions'] }, B: {} } }, 1);
    const [lions] = game.players.A.hand;
    battlefieldCharacteristics(game);
    const copy = cloneGame(game);
    moveObject(game, lions, 'battlefield');
    expect(battlefieldCharacteristics(game).size).toBe(2);
    expect(battlefieldCharacteristics(copy).size).toBe(1);
    moveObject(copy, copy.players.A.hand[0], 'battlefield');
    moveObject(copy, copy.battlefield[0], 'graveyard');
    expect([...battlefieldCharacteristics(copy).values()].map((c) => c.card)).toEqual(['Savannah Lions']);
    expect([...battlefieldCharacteristics(game).values()].map((c) => c.card)).toEqual(['Grizzly Bears', 'Savannah Lions']);
  });

  it('keeps a derived value across a move of a permanent it does not read, and computes it again when one it reads enters', () => {
    const game = createGameFromScenario({ turn: 3, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Grizzly Bears'], hand: ['Savannah Lions', 'Furnace of Rath'] }, B: {} } }, 1);
    const [lions, furnace] = game.players.A.hand;
    let computed = 0;
    const furnaces = () => cachedDerived(game, 'spec:furnaces', () => ++computed, (c) => c.card === 'Furnace of Rath');
    expect(furnaces()).toBe(1);
    moveObject(game, lions, 'battlefield');
    expect(furnaces()).toBe(1);
    moveObject(game, furnace, 'battlefield');
    expect(furnaces()).toBe(2);
  });

  it('computes them again when an effect a layer applies is created (CR 613.4c: +3/+3 until end of turn)', () => {
    const { game, bears } = bearsAndFurnace();
    const before = characteristics(game, bears);
    addEffect(game, giantGrowth, { kind: 'pump', object: bears, power: 3, toughness: 3 });
    expect(characteristics(game, bears)).not.toBe(before);
    expect([characteristics(game, bears).power, characteristics(game, bears).toughness]).toEqual([5, 5]);
  });

  it('finds the permanents with a static ability of a kind, by controller, until they leave the battlefield', () => {
    const { game, furnace } = bearsAndFurnace();
    expect(staticAbilityPresent(game, 'double-damage').map((o) => o.id)).toEqual([furnace]);
    expect(staticAbilityPresent(game, 'double-damage', 'A').map((o) => o.id)).toEqual([furnace]);
    expect(staticAbilityPresent(game, 'double-damage', 'B')).toEqual([]);
    expect(staticAbilityPresent(game, 'prevent-damage')).toEqual([]);
    moveObject(game, furnace, 'graveyard');
    expect(staticAbilityPresent(game, 'double-damage')).toEqual([]);
  });
});
