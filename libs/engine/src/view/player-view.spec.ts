import { CORE_CARD_POOL } from '../cards/card-pool';
import { CardPool } from '../cards/card-pool-registry';
import { CardDefinition } from '../cards/card-definition';
import { FACE_DOWN_NAME } from '../cards/face-down';
import { applyDecision } from '../game';
import { Decision } from '../decisions/decision';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { GameState, PlayerId } from '../state/game-state';
import { fullView, viewFor } from './player-view';

// Battering Craghorn (Onslaught): "First strike / Morph {1}{R}{R}".
const CRAGHORN: CardDefinition = { name: 'Battering Craghorn', manaCost: '{2}{R}{R}', supertypes: [], types: ['Creature'], subtypes: ['Goat', 'Beast'], power: 3, toughness: 1, keywords: ['first strike'], abilities: [], morph: '{1}{R}{R}' };
const POOL: CardPool = { id: 'player-view-spec', definition: (name) => (name === CRAGHORN.name ? CRAGHORN : CORE_CARD_POOL.definition(name)) };

function must(state: GameState, player: PlayerId, decision: Decision): GameState {
  const result = applyDecision(state, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

describe('views of face-down objects (CR 708.5, 708.9)', () => {
  const start = () => createGameFromScenario({ turn: 3, active: 'A', players: { A: { hand: ['Battering Craghorn'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, B: { hand: ['Grizzly Bears'] } } }, 1, POOL);

  it('hides a face-down spell and permanent from the opponent and shows it to its controller and staff', () => {
    let game = must(must(start(), 'A', { do: 'cast', card: 'Battering Craghorn', alt: 'morph' }), 'A', { do: 'pass' });
    // On the stack: the opponent holds priority and sees only the face-down 2/2, in the view and in their options.
    expect(game.pending?.player).toBe('B');
    const opponentOnStack = viewFor(game, 'B');
    expect(opponentOnStack.stack).toEqual([{ card: FACE_DOWN_NAME, controller: 'A', kind: 'spell', targets: [] }]);
    expect(opponentOnStack.pending?.options?.length).toBeGreaterThan(0);
    expect(JSON.stringify(opponentOnStack)).not.toContain('Craghorn');
    expect(viewFor(game, 'A').stack[0].faceDownCard).toBe('Battering Craghorn');
    game = must(game, 'B', { do: 'pass' });
    // On the battlefield.
    const opponent = viewFor(game, 'B');
    expect(opponent.battlefield.find((p) => p.faceDown)).toMatchObject({ card: FACE_DOWN_NAME, ref: `A:${FACE_DOWN_NAME}`, power: 2, toughness: 2, keywords: [], types: ['Creature'] });
    expect(JSON.stringify(opponent)).not.toContain('Craghorn');
    expect(viewFor(game, 'A').battlefield.find((p) => p.faceDown)?.faceDownCard).toBe('Battering Craghorn');
    expect(fullView(game).battlefield.find((p) => p.faceDown)?.faceDownCard).toBe('Battering Craghorn');
  });

  it('reveals face-down permanents to everyone when the game ends (CR 708.9)', () => {
    let game = must(start(), 'A', { do: 'cast', card: 'Battering Craghorn', alt: 'morph' });
    game = must(game, 'A', { do: 'pass' });
    game = must(game, 'B', { do: 'pass' });
    expect(viewFor(game, 'B').battlefield.find((p) => p.faceDown)?.faceDownCard).toBeUndefined();
    game = must(game, 'A', { do: 'concede' });
    expect(viewFor(game, 'B').battlefield.find((p) => p.faceDown)?.faceDownCard).toBe('Battering Craghorn');
  });
});

describe('views of phased-out permanents (CR 702.26b)', () => {
  it('lists them apart from the battlefield, a face-down one without its card for the opponent', () => {
    const game = createGameFromScenario({ turn: 3, active: 'A', players: { A: { battlefield: ['Grizzly Bears', { card: 'Battering Craghorn', faceDown: true, phasedOut: true }] } } }, 1, POOL);
    const opponent = viewFor(game, 'B');
    expect(opponent.battlefield.map((p) => p.card)).toEqual(['Grizzly Bears']);
    expect(opponent.phasedOut).toEqual([{ id: expect.any(Number), card: FACE_DOWN_NAME, owner: 'A', controller: 'A', indirectly: false }]);
    expect(JSON.stringify(opponent)).not.toContain('Craghorn');
    expect(viewFor(game, 'A').phasedOut[0].faceDownCard).toBe('Battering Craghorn');
  });
});

describe('hands revealed by a static ability (Telepathy)', () => {
  // Telepathy (10E): "Your opponents play with their hands revealed."
  const TELEPATHY: CardDefinition = { name: 'Telepathy', manaCost: '{U}', supertypes: [], types: ['Enchantment'], subtypes: [], keywords: [], abilities: [{ kind: 'static', effect: { kind: 'player-rule', players: 'opponents', rule: 'hands-revealed' } }] };
  const pool: CardPool = { id: 'telepathy-spec', definition: (name) => (name === TELEPATHY.name ? TELEPATHY : CORE_CARD_POOL.definition(name)) };
  const start = (aBattlefield: string[]) => createGameFromScenario({ turn: 3, active: 'A', players: { A: { hand: ['Shock'], battlefield: aBattlefield }, B: { hand: ['Grizzly Bears', 'Forest'] } } }, 1, pool);

  it("shows the opponents' hands to Telepathy's controller, and not the controller's own hand to them", () => {
    const game = start(['Telepathy']);
    expect(viewFor(game, 'A').players.B.hand?.map((c) => c.card)).toEqual(['Grizzly Bears', 'Forest']);
    expect(viewFor(game, 'B').players.A.hand).toBeUndefined();
  });

  it('hides them again without Telepathy', () => {
    expect(viewFor(start([]), 'A').players.B.hand).toBeUndefined();
  });
});

describe('views of combat damage on the stack (2006 CR 310.1)', () => {
  const start = () =>
    createGameFromScenario(
      { turn: 5, active: 'A', players: { A: { battlefield: [{ card: 'Battering Craghorn', faceDown: true, sick: false }] }, B: { battlefield: [{ card: 'Mogg Fanatic', sick: false }] } } },
      1,
      POOL,
      '2006',
    );

  it('lists the assignments by reference, hiding a face-down source, and says "gone" for a source that left', () => {
    const passUntilAsked = (state: GameState) => {
      while (state.pending?.kind === 'priority' && state.stack.length === 0) state = must(state, state.pending.player, { do: 'pass' });
      return state;
    };
    let game = must(passUntilAsked(start()), 'A', { do: 'attack', attackers: { [`A:${FACE_DOWN_NAME}`]: 'B' } });
    game = must(passUntilAsked(game), 'B', { do: 'block', blockers: { 'B:Mogg Fanatic': `A:${FACE_DOWN_NAME}` } });
    game = passUntilAsked(game);
    const opponent = viewFor(game, 'B');
    expect(opponent.stack).toEqual([
      {
        card: 'Combat damage',
        controller: 'A',
        kind: 'combat-damage',
        targets: [],
        damage: [
          { source: `A:${FACE_DOWN_NAME}`, target: 'B:Mogg Fanatic', amount: 2 },
          { source: 'B:Mogg Fanatic', target: `A:${FACE_DOWN_NAME}`, amount: 1 },
        ],
      },
    ]);
    expect(JSON.stringify(opponent)).not.toContain('Craghorn');
    game = must(game, 'A', { do: 'pass' });
    game = must(game, 'B', { do: 'activate', card: 'B:Mogg Fanatic', ability: 0, targets: ['B'] });
    expect(viewFor(game, 'A').stack[0].damage?.[1]).toEqual({ source: 'gone', target: `A:${FACE_DOWN_NAME}`, amount: 1 });
  });
});
