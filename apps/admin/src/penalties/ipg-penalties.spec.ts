import type { Infraction, PenaltyRecord } from '../graphql/api-types';
import { proposePenalty } from './ipg-penalties';

function earlier(infraction: Infraction, count: number): PenaltyRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    infraction,
    penalty: 'WARNING',
    upgraded: false,
    explanation: '',
    effect: '',
    description: '',
    deviationReason: null,
    createdAt: '2026-11-29T10:00:00Z',
    player: { id: 'a', name: 'Ada', dropped: false },
    match: null,
  }));
}

describe('IPG upgrades', () => {
  it.each([
    ['GAME_RULE_VIOLATION', 1, 'WARNING', false],
    ['GAME_RULE_VIOLATION', 2, 'GAME_LOSS', true],
    ['FAILURE_TO_MAINTAIN_GAME_STATE', 5, 'WARNING', false],
    ['DECK_PROBLEM', 0, 'WARNING', false],
    ['DECK_PROBLEM', 1, 'GAME_LOSS', true],
    ['USC_MINOR', 1, 'GAME_LOSS', true],
    ['OUTSIDE_ASSISTANCE', 0, 'MATCH_LOSS', false],
    ['CHEATING', 0, 'DISQUALIFICATION', false],
    ['MISSED_TRIGGER', 3, 'NONE', false],
  ] as const)('%s after %i earlier: %s', (infraction, count, penalty, upgraded) => {
    expect(proposePenalty(infraction, earlier(infraction, count))).toMatchObject({ penalty, upgraded });
  });

  it('counts only earlier offenses of the same infraction', () => {
    expect(proposePenalty('DECK_PROBLEM', earlier('MARKED_CARDS', 3)).penalty).toBe('WARNING');
  });
});
