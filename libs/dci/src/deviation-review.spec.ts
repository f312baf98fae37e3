import { isDciFailure } from './dci-error';
import { reviewDeviation } from './deviation-review';
import { PENALTIES } from './infraction-catalogue';
import { proposePenalty } from './penalty-proposal';

describe('IPG 1: deviations need the Head Judge and a recorded reason', () => {
  it.each(PENALTIES)('choosing the proposed %s is not a deviation', (penalty) => {
    expect(reviewDeviation(penalty, penalty)).toEqual({ deviation: false, direction: null, reason: null });
  });

  it.each([undefined, '', '   '])('a different penalty with reason %p is refused', (reason) => {
    const result = reviewDeviation('WARNING', 'GAME_LOSS', reason);
    expect(isDciFailure(result)).toBe(true);
    if (isDciFailure(result)) {
      expect(result.error.code).toBe('DEVIATION_REASON_REQUIRED');
      expect(result.error.message).toContain('Warning');
      expect(result.error.message).toContain('Game Loss');
    }
  });

  it.each([
    ['WARNING', 'GAME_LOSS', 'heavier'],
    ['GAME_LOSS', 'WARNING', 'lighter'],
    ['MATCH_LOSS', 'DISQUALIFICATION', 'heavier'],
    ['NONE', 'WARNING', 'heavier'],
  ] as const)('%s → %s with a reason is a %s deviation', (proposed, chosen, direction) => {
    expect(reviewDeviation(proposed, chosen, '  Head Judge: repeated after a clear explanation ')).toEqual({
      deviation: true,
      direction,
      reason: 'Head Judge: repeated after a clear explanation',
    });
  });

  it('a Game Loss at Regular REL is a deviation from the guide', () => {
    const proposal = proposePenalty({ infraction: 'GAME_RULE_VIOLATION', rel: 'REGULAR', history: [] });
    if (isDciFailure(proposal)) throw new Error(proposal.error.message);
    expect(isDciFailure(reviewDeviation(proposal.penalty, 'GAME_LOSS'))).toBe(true);
    expect(reviewDeviation(proposal.penalty, 'GAME_LOSS', 'third repeat despite education')).toMatchObject({ deviation: true });
  });
});
