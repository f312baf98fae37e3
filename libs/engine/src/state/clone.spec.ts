import { cloneGame } from './clone';
import { GameObject, GameState } from './game-state';
import { emptyGame } from './new-game';
import { newObject } from './objects';

// One sample value per field: a field added to GameObject and missing here fails to compile, so
// cloneGame's field-by-field copy can't silently drop it (it did drop haunt and imprint links).
const EVERY_FIELD: Required<GameObject> = {
  id: 0,
  card: 'Grizzly Bears',
  owner: 'A',
  controller: 'B',
  zone: 'battlefield',
  castFrom: 'hand',
  kicks: [0, 1],
  attackedTurn: 3,
  damagedThisTurn: { turn: 3, by: [5] },
  fromBattlefieldTurn: 4,
  tapped: true,
  sick: true,
  damage: 2,
  deathtouchDamage: true,
  counters: { '+1/+1': 2 },
  attachedTo: 7,
  token: true,
  timestamp: 11,
  skipUntaps: 1,
  lastController: 'A',
  printedCard: 'Clone',
  faceDown: true,
  phasedOut: { controller: 'A', indirectly: true },
  enchantedPlayer: 'B',
  returnedCreature: 12,
  loyaltyTurn: 5,
  activationsThisTurn: { turn: 5, counts: { 0: 1 } },
  controlSince: 9,
  commander: true,
  haunting: 12,
  chosen: { color: 'W' },
  exiledWith: 13,
  commanderArrived: true,
  renowned: true,
};

describe('cloneGame', () => {
  it('copies every field of every object, and the copy is independent of the original', () => {
    const game: GameState = emptyGame(1, 'current', 'london');
    const id = game.nextId++;
    game.objects[id] = { ...EVERY_FIELD, id };
    const copy = cloneGame(game);
    expect(copy.objects[id]).toEqual(game.objects[id]);
    copy.objects[id].counters['+1/+1'] = 5;
    copy.objects[id].activationsThisTurn!.counts[0] = 3;
    expect(game.objects[id].counters['+1/+1']).toBe(2);
    expect(game.objects[id].activationsThisTurn!.counts[0]).toBe(1);
  });

  it('copies an object with the fields of a new object in their order, so both share one hidden class', () => {
    const game = emptyGame(1, 'current', 'london');
    const bears = newObject(game, 'Grizzly Bears', 'A', 'battlefield');
    bears.renowned = true;
    bears.attackedTurn = 2;
    const copy = cloneGame(game).objects[bears.id];
    expect(Object.keys(copy)).toEqual(Object.keys(newObject(game, 'Forest', 'B', 'hand')));
    expect(Object.keys(copy).sort()).toEqual(Object.keys(EVERY_FIELD).sort());
  });

  it('gives an object read back from JSON (which drops the unset fields) every field again', () => {
    const game = emptyGame(1, 'current', 'london');
    const bears = newObject(game, 'Grizzly Bears', 'A', 'battlefield');
    const restored: GameState = JSON.parse(JSON.stringify(game));
    expect(Object.keys(restored.objects[bears.id])).not.toContain('renowned');
    expect(Object.keys(cloneGame(restored).objects[bears.id])).toEqual(Object.keys(bears));
  });
});
