import { CardDefinition } from './cards/card-definition';
import { CardPool } from './cards/card-pool-registry';
import { CORE_CARD_POOL } from './cards/card-pool';
import { applyDecisionInPlace } from './decisions/apply-decision';
import { GameState } from './state/game-state';
import { createGameFromScenario } from './scenario/scenario-setup';
import { MANDATORY_LOOP_RESOLUTIONS } from './rules/game-loop';

// A test card whose ability feeds itself: every token it makes is another creature entering.
const BREEDER: CardDefinition = {
  name: 'Endless Breeder',
  manaCost: '{2}{G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Elf'],
  power: 1,
  toughness: 1,
  keywords: [],
  abilities: [
    {
      kind: 'triggered',
      trigger: { event: 'enters-battlefield', who: 'filter', filter: { another: true, types: ['Creature'] } },
      targets: [],
      effects: [{ kind: 'create-tokens', count: 1, token: { power: 1, toughness: 1, colors: ['G'], subtypes: ['Elf'], keywords: [] } }],
    },
  ],
};

const LOOP_POOL: CardPool = {
  id: 'mandatory-loop-test',
  definition: (name) => (name === BREEDER.name ? BREEDER : CORE_CARD_POOL.definition(name)),
};

/** Passes priority until the game is over or `limit` passes were made; returns the passes made. */
function passUntilOver(game: GameState, limit: number): number {
  for (let n = 0; n < limit; n++) {
    if (!game.pending) return n;
    expect(game.pending.kind).toBe('priority');
    const result = applyDecisionInPlace(game, game.pending.player, { do: 'pass' });
    expect(result.ok).toBe(true);
  }
  return limit;
}

describe('CR 104.4b: a loop of mandatory actions is a draw', () => {
  it('ends the game as a draw when nobody can do anything but pass while the loop goes on', () => {
    const game = createGameFromScenario({ players: { A: { battlefield: ['Endless Breeder', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, B: {} } }, 1, LOOP_POOL);
    // Grizzly Bears entering starts it; the Forests are tapped to cast it, so nobody can do anything else.
    const cast = applyDecisionInPlace(game, 'A', { do: 'cast', card: 'Grizzly Bears' });
    expect(cast.ok).toBe(true);
    passUntilOver(game, 4 * MANDATORY_LOOP_RESOLUTIONS);
    expect(game.result).toEqual({ draw: true });
    expect(game.pending).toBeNull();
  });

  it('does not end the game while a player could act instead of passing (the loop is not mandatory)', () => {
    const game = createGameFromScenario(
      { players: { A: { battlefield: ['Endless Breeder', 'Forest', 'Forest'], hand: ['Grizzly Bears'] }, B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] } } },
      1,
      LOOP_POOL,
    );
    expect(applyDecisionInPlace(game, 'A', { do: 'cast', card: 'Grizzly Bears' }).ok).toBe(true);
    const passes = 2 * (MANDATORY_LOOP_RESOLUTIONS + 20);
    expect(passUntilOver(game, passes)).toBe(passes);
    expect(game.result).toEqual({ over: false });
  });
});
