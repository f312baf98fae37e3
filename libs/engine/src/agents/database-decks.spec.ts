import { loadDefaultCardDatabase } from '@arbiter/cards';
import { registerCardPool } from '../cards/card-pool-registry';
import { playableCardPool } from '../compiler/playable-card-pool';
import { playGame } from './play-game';
import { randomAgent } from './random-agent';
import { heuristicAgent } from './heuristic-agent';
import { Agent } from './agent';

const database = loadDefaultCardDatabase();
const pool = playableCardPool('database-decks-spec', (name) => database.card(name));
registerCardPool(pool);

/** Decks of compiled cards whose abilities work from the hand (CR 702.49a ninjutsu, 702.29a cycling) while copies sit on the battlefield, or whose costs take graveyard cards. */
const DECKS: Record<string, string[]> = {
  ninjutsu: [...Array(16).fill('Island'), ...Array(8).fill('Ninja of the Deep Hours'), ...Array(8).fill('Grizzly Bears'), ...Array(8).fill('Forest')],
  cycling: [...Array(17).fill('Plains'), ...Array(12).fill('Eternal Dragon'), ...Array(11).fill('Savannah Lions')],
  // CR 602.2b: costs that exile cards from the graveyard, filled by spells and dead creatures; half a life total lost (107.1a).
  'graveyard exile': [...Array(9).fill('Mountain'), ...Array(8).fill('Swamp'), ...Array(8).fill('Grim Lavamancer'), ...Array(8).fill('Shock'), ...Array(4).fill('Ebonblade Reaper'), ...Array(3).fill('Cruel Bargain')],
};

describe('random bot games with database cards: every offered option is legal', () => {
  it.each(Object.keys(DECKS))('%s decks, 20 games', (name) => {
    for (let seed = 1; seed <= 20; seed++) {
      const played = playGame({ players: { A: { deck: [...DECKS[name]] }, B: { deck: [...DECKS[name]] } }, seed, cardPool: pool.id }, { A: randomAgent, B: randomAgent });
      expect(played.decisions).toBeGreaterThan(0);
    }
  });
});

// Mind Bend among permanents whose text it can change: landwalk, a "nonblack" static, basic lands.
const MIND_BEND_DECK = [...Array(10).fill('Island'), ...Array(8).fill('Swamp'), ...Array(6).fill('Forest'), ...Array(8).fill('Mind Bend'), ...Array(4).fill('Bog Wraith'), ...Array(4).fill('Ascendant Evincar')];

describe('Mind Bend in bot games: the bots answer the choice of words (CR 612.1)', () => {
  it.each<[string, Agent]>([
    ['random', randomAgent],
    ['heuristic', heuristicAgent],
  ])('%s agents, 12 games: every change is made, of two words of one kind, lasting indefinitely', (_name, agent) => {
    let changes = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const played = playGame({ players: { A: { deck: [...MIND_BEND_DECK] }, B: { deck: [...MIND_BEND_DECK] } }, seed, cardPool: pool.id }, { A: agent, B: agent }, {
        afterEach: (state) => {
          for (const e of state.effects) {
            if (e.effect.kind !== 'change-text') continue;
            changes++;
            expect(e.effect.change.from).not.toBe(e.effect.change.to);
            expect(e.duration).toBe('indefinite');
          }
        },
      });
      expect(played.decisions).toBeGreaterThan(0);
    }
    expect(changes).toBeGreaterThan(0);
  });
});
