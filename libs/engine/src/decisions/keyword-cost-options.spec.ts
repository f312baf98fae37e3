import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { ScenarioStart } from '../scenario/scenario-types';
import { PlayerId } from '../state/game-state';
import { Decision } from './decision';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function castOptions(hand: string, lands: string[]): unknown[] {
  const start: ScenarioStart = { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: [hand], battlefield: lands }, B: { battlefield: ['Grizzly Bears'] } } };
  const game = createGameFromScenario(start, 1, cards);
  return (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'cast');
}

/** The listed casts of Glacial Ray with cards spliced onto it (CR 702.47a), each checked to be a legal cast. */
function splicedRays(splicers: string[], battlefield: string[], graveyard: string[]): Extract<Decision, { do: 'cast' }>[] {
  const start: ScenarioStart = { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Glacial Ray', ...splicers], battlefield, graveyard }, B: { battlefield: ['Craw Wurm'] } } };
  const game = createGameFromScenario(start, 1, cards);
  const options = (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'cast' && o.card === 'Glacial Ray' && o.splice) as Extract<Decision, { do: 'cast' }>[];
  for (const o of options) expect(applyDecision(game, 'A', o).ok).toBe(true);
  return options;
}

describe('legal options for keyword costs on casting (CR 601.2b, 601.2f)', () => {
  it('lists buyback (702.27a) only when its cost can be paid too', () => {
    expect(castOptions('Whispers of the Muse', ['Island'])).toEqual([{ do: 'cast', card: 'Whispers of the Muse' }]);
    expect(castOptions('Whispers of the Muse', Array(6).fill('Island'))).toEqual([
      { do: 'cast', card: 'Whispers of the Muse' },
      { do: 'cast', card: 'Whispers of the Muse', buyback: true },
    ]);
  });

  it('lists the splices a bot can choose (702.47a), their costs that are not mana paid by the first permanents that can, and each is a legal cast', () => {
    const spliceOptions = (lands: string[]) => splicedRays(['Torrent of Stone', 'Hundred-Talon Strike'], lands, []);
    // Hundred-Talon Strike needs an untapped white creature; Torrent of Stone two Mountains besides the mana.
    expect(spliceOptions(['Mountain', 'Forest', 'Forest'])).toEqual([]);
    const torrent = spliceOptions(['Mountain', 'Mountain', 'Mountain', 'Forest']);
    expect(torrent.length).toBeGreaterThan(0);
    for (const o of torrent) expect(o).toMatchObject({ splice: ['A:Torrent of Stone'], spliceCost: ['A:Mountain#1', 'A:Mountain#2'], targets: [expect.any(String), expect.any(String)] });
    const both = spliceOptions(['Mountain', 'Mountain', 'Mountain', 'Forest', 'Savannah Lions']);
    expect(both.some((o) => o.splice!.length === 2 && o.targets!.length === 3 && o.spliceCost!.includes('A:Savannah Lions'))).toBe(true);
    expect(both.some((o) => o.splice!.length === 1 && o.splice![0] === 'A:Hundred-Talon Strike' && o.spliceCost![0] === 'A:Savannah Lions')).toBe(true);
  });

  it('lists a kicker cost that is not mana (702.33a) only when it can be paid, with the first objects that pay it, each a legal cast', () => {
    const kicked = (hand: string, battlefield: string[], life = 20) => {
      const start: ScenarioStart = { turn: 5, active: 'A', step: 'precombat-main', players: { A: { life, hand: [hand], battlefield }, B: { battlefield: ['Craw Wurm', 'Glorious Anthem'] } } };
      const game = createGameFromScenario(start, 1, cards);
      const options = (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'cast' && o.kicked) as Extract<Decision, { do: 'cast' }>[];
      for (const o of options) expect(applyDecision(createGameFromScenario(start, 1, cards), 'A', o).ok).toBe(true);
      return options;
    };
    const river = kicked('Rushing River', ['Island', 'Island', 'Island']);
    expect(river.length).toBeGreaterThan(0);
    for (const o of river) expect(o).toMatchObject({ kicked: true, kickerCost: ['A:Island#1'], targets: [expect.any(String), expect.any(String)] });
    // Pay 3 life: with 2 life the kicked cast is not listed (CR 119.4).
    expect(kicked('Phyrexian Scuta', ['Swamp', 'Swamp', 'Swamp', 'Swamp'])).toEqual([{ do: 'cast', card: 'Phyrexian Scuta', kicked: true }]);
    expect(kicked('Phyrexian Scuta', ['Swamp', 'Swamp', 'Swamp', 'Swamp'], 2)).toEqual([]);
  });

  it('lists a splice paid by exiling cards of the graveyard only with enough of them, each a legal cast (702.47a)', () => {
    const whisperOptions = (graveyard: string[]) => splicedRays(["Horobi's Whisper"], ['Mountain', 'Mountain', 'Swamp'], graveyard);
    expect(whisperOptions(['Island', 'Island', 'Island'])).toEqual([]);
    const options = whisperOptions(['Island', 'Island', 'Island', 'Forest']);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.spliceCost).toHaveLength(4);
  });

  it('lists each affordable number of replicate payments (702.56a)', () => {
    expect(castOptions('Train of Thought', ['Island', 'Island'])).toEqual([{ do: 'cast', card: 'Train of Thought' }]);
    expect(castOptions('Train of Thought', Array(6).fill('Island'))).toEqual([
      { do: 'cast', card: 'Train of Thought' },
      { do: 'cast', card: 'Train of Thought', replicate: 1 },
      { do: 'cast', card: 'Train of Thought', replicate: 2 },
    ]);
  });

  it('lists an entwined cast (702.42a) with every mode and their targets, only when affordable', () => {
    const cheap = castOptions("Dream's Grip", ['Island']);
    expect(cheap.some((o) => (o as { entwine?: boolean }).entwine)).toBe(false);
    const entwined = castOptions("Dream's Grip", ['Island', 'Island']).filter((o) => (o as { entwine?: boolean }).entwine);
    expect(entwined.length).toBeGreaterThan(0);
    for (const o of entwined) expect(o).toMatchObject({ modes: [0, 1], targets: [expect.any(String), expect.any(String)] });
  });

  it('offers the casts of a card exiled by madness (702.35a) and declining while its trigger resolves, with the spell\'s targets', () => {
    const start: ScenarioStart = { turn: 4, active: 'B', step: 'precombat-main', players: { A: { hand: ['Fiery Temper', 'Island'], battlefield: ['Mountain'] }, B: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'] } } };
    let game = createGameFromScenario(start, 1, cards);
    const pass: Decision = { do: 'pass' };
    const steps: { player: PlayerId; decision: Decision }[] = [{ player: 'B', decision: { do: 'cast', card: 'Mind Rot', targets: ['A'] } }, { player: 'B', decision: pass }, { player: 'A', decision: pass }, { player: 'B', decision: pass }, { player: 'A', decision: pass }];
    for (const { player, decision } of steps) {
      const applied = applyDecision(game, player, decision);
      if (!applied.ok) throw new Error(applied.error.reason);
      game = applied.state;
    }
    const pending = pendingDecision(game);
    expect(pending?.player).toBe('A');
    expect(pending?.options).toEqual([
      { do: 'cast', card: 'Fiery Temper', alt: 'madness', targets: ['A'] },
      { do: 'cast', card: 'Fiery Temper', alt: 'madness', targets: ['B'] },
      { do: 'cast', card: 'Fiery Temper', alt: 'madness', targets: ['B:Grizzly Bears'] },
      { do: 'choose', choice: false },
    ]);
  });
});
