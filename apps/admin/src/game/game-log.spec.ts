import { appendToLog, GAME_LOG_LIMIT, logEntriesBetween } from './game-log';
import type { GameStateView, PlayerSideView } from './game-view';

const side = (life: number, graveyard: { id: number; card: string }[] = []): PlayerSideView => ({
  life,
  poison: 0,
  handCount: 7,
  libraryCount: 33,
  graveyard: graveyard.map((card) => ({ ...card, ref: card.card })),
  exile: [],
  manaPool: '',
  lost: false,
});

function view(overrides: Partial<GameStateView>): GameStateView {
  return { viewer: 'A', turn: 1, active: 'A', step: 'precombat-main', phase: 'play', result: { over: false }, players: { A: side(20), B: side(20) }, battlefield: [], stack: [], ...overrides };
}

const permanent = (id: number, card: string, controller: 'A' | 'B') => ({
  id,
  ref: `${controller}:${card}`,
  card,
  owner: controller,
  controller,
  tapped: false,
  sick: true,
  damage: 0,
  counters: {},
  attachedTo: null,
  power: 2,
  toughness: 2,
  keywords: [],
  types: ['Creature'],
  attacking: false,
  blocking: null,
});

describe('the game log', () => {
  it('starts with the turn in progress, nothing during mulligans', () => {
    expect(logEntriesBetween(null, view({ turn: 3, active: 'B' }))).toEqual([{ kind: 'turn', turn: 3, active: 'B' }]);
    expect(logEntriesBetween(null, view({ phase: 'mulligan' }))).toEqual([]);
  });

  it('notes a new turn, a spell cast, a permanent arriving, a card to the graveyard and life lost', () => {
    const before = view({ stack: [] });
    const cast = view({ stack: [{ card: 'Shock', controller: 'A', kind: 'spell', targets: ['B'] }] });
    expect(logEntriesBetween(before, cast)).toEqual([{ kind: 'stack', card: 'Shock', who: 'A', ability: false }]);
    const resolved = view({ players: { A: side(20, [{ id: 9, card: 'Shock' }]), B: side(18) } });
    expect(logEntriesBetween(cast, resolved)).toEqual([
      { kind: 'graveyard', card: 'Shock', who: 'A' },
      { kind: 'life', who: 'B', from: 20, to: 18 },
    ]);
    const next = view({ turn: 2, active: 'B', battlefield: [permanent(12, 'Grizzly Bears', 'B')] });
    expect(logEntriesBetween(before, next)).toEqual([
      { kind: 'turn', turn: 2, active: 'B' },
      { kind: 'battlefield', card: 'Grizzly Bears', who: 'B' },
    ]);
  });

  it('notes combat damage going on the stack (2006 rules) without naming a card', () => {
    const damage = view({ stack: [{ card: 'Combat damage', controller: 'A', kind: 'combat-damage', targets: [], damage: [{ source: 'A:Grizzly Bears', target: 'B', amount: 2 }] }] });
    expect(logEntriesBetween(view({ stack: [] }), damage)).toEqual([{ kind: 'combat-damage' }]);
  });

  it('notes the end of the game once', () => {
    const over = view({ result: { winner: 'B' } });
    expect(logEntriesBetween(view({}), over)).toEqual([{ kind: 'over', winner: 'B' }]);
    expect(logEntriesBetween(over, over)).toEqual([]);
    expect(logEntriesBetween(view({}), view({ result: { draw: true } }))).toEqual([{ kind: 'over', winner: null }]);
  });

  it('keeps the newest entries only', () => {
    let log = appendToLog([], null, view({ turn: 1 }));
    for (let turn = 2; turn <= GAME_LOG_LIMIT + 10; turn++) log = appendToLog(log, view({ turn: turn - 1 }), view({ turn }));
    expect(log).toHaveLength(GAME_LOG_LIMIT);
    expect(log[log.length - 1]).toEqual({ kind: 'turn', turn: GAME_LOG_LIMIT + 10, active: 'A' });
  });
});
