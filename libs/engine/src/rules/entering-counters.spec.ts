import { CardDefinition } from '../cards/card-definition';
import { GameState } from '../state/game-state';
import { keywordEnteringCounters } from './entering-counters';

const myr: CardDefinition = { name: 'Test Myr', manaCost: '{3}', supertypes: [], types: ['Artifact', 'Creature'], subtypes: ['Myr'], power: 0, toughness: 0, keywords: [], abilities: [] };
const prism: CardDefinition = { name: 'Test Prism', manaCost: '{2}', supertypes: [], types: ['Artifact'], subtypes: [], keywords: ['sunburst'], abilities: [] };
/** Only the players' damage this turn is read. */
const damaged = (a: number, b: number) => ({ players: { A: { damageThisTurn: a }, B: { damageThisTurn: b } } }) as unknown as GameState;

describe('counters keywords put on an entering permanent', () => {
  it('bloodthirst N: N counters only if an opponent of the controller was dealt damage this turn (CR 702.54a)', () => {
    const def = { ...myr, keywords: ['bloodthirst 2' as const] };
    expect(keywordEnteringCounters(damaged(0, 1), def, 'A', undefined)).toEqual([['+1/+1', 2]]);
    expect(keywordEnteringCounters(damaged(5, 0), def, 'A', undefined)).toEqual([]);
    expect(keywordEnteringCounters(damaged(5, 0), def, 'B', undefined)).toEqual([['+1/+1', 2]]);
  });

  it('bloodthirst X: the damage the opponents were dealt this turn (CR 702.54b)', () => {
    expect(keywordEnteringCounters(damaged(2, 7), { ...myr, keywords: ['bloodthirst X'] }, 'A', undefined)).toEqual([['+1/+1', 7]]);
  });

  it('every instance applies separately: bloodthirst (702.54c), modular (702.43b), graft (702.58b), sunburst (702.44d)', () => {
    expect(keywordEnteringCounters(damaged(0, 1), { ...myr, keywords: ['bloodthirst 1', 'bloodthirst 2'] }, 'A', undefined)).toEqual([['+1/+1', 3]]);
    expect(keywordEnteringCounters(damaged(0, 0), { ...myr, keywords: ['modular 1', 'modular 2', 'graft 3'] }, 'A', undefined)).toEqual([['+1/+1', 6]]);
    expect(keywordEnteringCounters(damaged(0, 0), { ...myr, keywords: ['sunburst', 'sunburst'] }, 'A', 2)).toEqual([['+1/+1', 4]]);
  });

  it('sunburst: +1/+1 counters on a creature, charge counters otherwise, none unless it comes from the stack (CR 702.44a-b)', () => {
    expect(keywordEnteringCounters(damaged(0, 0), { ...myr, keywords: ['sunburst'] }, 'A', 3)).toEqual([['+1/+1', 3]]);
    expect(keywordEnteringCounters(damaged(0, 0), prism, 'A', 2)).toEqual([['charge', 2]]);
    expect(keywordEnteringCounters(damaged(0, 0), prism, 'A', undefined)).toEqual([]);
    expect(keywordEnteringCounters(damaged(0, 0), prism, 'A', 0)).toEqual([]);
  });
});
