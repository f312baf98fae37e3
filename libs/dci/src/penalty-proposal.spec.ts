import fc from 'fast-check';
import { isDciFailure } from './dci-error';
import { INFRACTIONS, INFRACTION_CATALOGUE, Infraction, PENALTIES, Penalty, RELS, Rel, comparePenalties } from './infraction-catalogue';
import { PenaltyInput, PenaltyProposal, PriorPenalty, proposePenalty } from './penalty-proposal';

function propose(input: PenaltyInput): PenaltyProposal {
  const result = proposePenalty(input);
  if (isDciFailure(result)) throw new Error(`unexpected failure: ${result.error.message}`);
  return result;
}

function warnings(infraction: Infraction, count: number, day = 1): PriorPenalty[] {
  return Array.from({ length: count }, () => ({ infraction, penalty: 'WARNING' as Penalty, day }));
}

// Expected penalty with no history and no special inputs: [infraction, Competitive & Professional, Regular].
const EVERY_INFRACTION: readonly [Infraction, Penalty, Penalty][] = [
  ['MISSED_TRIGGER', 'NONE', 'NONE'],
  ['LOOKING_AT_EXTRA_CARDS', 'WARNING', 'NONE'],
  ['HIDDEN_CARD_ERROR', 'WARNING', 'NONE'],
  ['MULLIGAN_PROCEDURE_ERROR', 'WARNING', 'NONE'],
  ['GAME_RULE_VIOLATION', 'WARNING', 'NONE'],
  ['FAILURE_TO_MAINTAIN_GAME_STATE', 'WARNING', 'NONE'],
  ['TARDINESS', 'GAME_LOSS', 'NONE'],
  ['OUTSIDE_ASSISTANCE', 'MATCH_LOSS', 'NONE'],
  ['SLOW_PLAY', 'WARNING', 'NONE'],
  ['DECKLIST_PROBLEM', 'GAME_LOSS', 'NONE'],
  ['DECK_PROBLEM', 'WARNING', 'NONE'],
  ['LIMITED_PROCEDURE_VIOLATION', 'WARNING', 'NONE'],
  ['COMMUNICATION_POLICY_VIOLATION', 'WARNING', 'NONE'],
  ['MARKED_CARDS', 'WARNING', 'NONE'],
  ['INSUFFICIENT_SHUFFLING', 'WARNING', 'NONE'],
  ['USC_MINOR', 'WARNING', 'NONE'],
  ['USC_MAJOR', 'MATCH_LOSS', 'MATCH_LOSS'],
  ['IMPROPERLY_DETERMINING_A_WINNER', 'MATCH_LOSS', 'MATCH_LOSS'],
  ['BRIBERY_AND_WAGERING', 'MATCH_LOSS', 'MATCH_LOSS'],
  ['AGGRESSIVE_BEHAVIOR', 'DISQUALIFICATION', 'DISQUALIFICATION'],
  ['THEFT_OF_TOURNAMENT_MATERIAL', 'DISQUALIFICATION', 'DISQUALIFICATION'],
  ['STALLING', 'DISQUALIFICATION', 'DISQUALIFICATION'],
  ['CHEATING', 'DISQUALIFICATION', 'DISQUALIFICATION'],
];

const EVERY_INFRACTION_BY_REL = EVERY_INFRACTION.flatMap(([infraction, ipg, regular]) =>
  RELS.map((rel) => [infraction, rel, rel === 'REGULAR' ? regular : ipg] as const),
);

describe('IPG 2-4 and Judging at Regular REL: every infraction at every REL', () => {
  it('the table covers every infraction', () => {
    expect(EVERY_INFRACTION.map(([infraction]) => infraction)).toEqual(INFRACTIONS);
  });

  it.each(EVERY_INFRACTION_BY_REL)('%s at %s → %s', (infraction, rel, expected) => {
    const proposal = propose({ infraction, rel, history: [] });
    expect(proposal.penalty).toBe(expected);
    expect(proposal.upgraded).toBe(false);
    expect(proposal.ipgSection).toBe(INFRACTION_CATALOGUE[infraction].ipgSection);
    expect(proposal.source).toBe(rel === 'REGULAR' ? 'JAR' : 'IPG');
    expect(proposal.explanation).toContain(INFRACTION_CATALOGUE[infraction].name);
    expect(proposal.explanation).toContain(`IPG ${INFRACTION_CATALOGUE[infraction].ipgSection}`);
  });
});

describe('IPG 2.1 Missed Trigger', () => {
  it.each([
    ['COMPETITIVE', false, 'NONE'],
    ['COMPETITIVE', true, 'WARNING'],
    ['PROFESSIONAL', true, 'WARNING'],
    ['REGULAR', true, 'NONE'],
  ] as const)('at %s, usually detrimental %s → %s', (rel, triggerUsuallyDetrimental, expected) => {
    expect(propose({ infraction: 'MISSED_TRIGGER', rel, history: [], triggerUsuallyDetrimental }).penalty).toBe(expected);
  });

  it('a non-detrimental missed trigger is never upgraded, and its NONE records do not count', () => {
    const history: PriorPenalty[] = Array.from({ length: 5 }, () => ({ infraction: 'MISSED_TRIGGER', penalty: 'NONE' }));
    expect(propose({ infraction: 'MISSED_TRIGGER', rel: 'COMPETITIVE', history }).penalty).toBe('NONE');
    const detrimental = propose({ infraction: 'MISSED_TRIGGER', rel: 'COMPETITIVE', history, triggerUsuallyDetrimental: true });
    expect(detrimental.penalty).toBe('WARNING');
    expect(detrimental.earlierWarningsToday).toBe(0);
  });
});

const UPGRADING_GAME_PLAY_ERRORS: readonly Infraction[] = [
  'MISSED_TRIGGER',
  'LOOKING_AT_EXTRA_CARDS',
  'HIDDEN_CARD_ERROR',
  'MULLIGAN_PROCEDURE_ERROR',
  'GAME_RULE_VIOLATION',
];
const WARNING_TOURNAMENT_ERRORS: readonly Infraction[] = [
  'TARDINESS',
  'SLOW_PLAY',
  'DECK_PROBLEM',
  'LIMITED_PROCEDURE_VIOLATION',
  'COMMUNICATION_POLICY_VIOLATION',
  'MARKED_CARDS',
  'INSUFFICIENT_SHUFFLING',
];
// Inputs that make each infraction's base penalty a Warning.
const warningInputs = (infraction: Infraction): Partial<PenaltyInput> =>
  infraction === 'MISSED_TRIGGER' ? { triggerUsuallyDetrimental: true } : infraction === 'TARDINESS' ? { minutesLate: 1 } : {};

describe('IPG 2 upgrade: 3rd Warning for the same Game Play Error is a Game Loss', () => {
  const cases = UPGRADING_GAME_PLAY_ERRORS.flatMap((infraction) =>
    (['COMPETITIVE', 'PROFESSIONAL'] as const).flatMap((rel) =>
      [
        [0, 'WARNING', false],
        [1, 'WARNING', false],
        [2, 'GAME_LOSS', true],
        [3, 'GAME_LOSS', true],
      ].map(([earlier, penalty, upgraded]) => [infraction, rel, earlier as number, penalty as Penalty, upgraded as boolean] as const),
    ),
  );
  it.each(cases)('%s at %s with %i earlier Warnings → %s', (infraction, rel, earlier, penalty, upgraded) => {
    const proposal = propose({ infraction, rel, history: warnings(infraction, earlier), ...warningInputs(infraction) });
    expect(proposal.penalty).toBe(penalty);
    expect(proposal.upgraded).toBe(upgraded);
    expect(proposal.basePenalty).toBe('WARNING');
    expect(proposal.earlierWarningsToday).toBe(earlier);
  });

  it('the explanation gives the count and the rule', () => {
    const proposal = propose({ infraction: 'GAME_RULE_VIOLATION', rel: 'COMPETITIVE', history: warnings('GAME_RULE_VIOLATION', 2) });
    expect(proposal.explanation).toContain('3rd Warning for Game Rule Violation on day 1 (2 earlier)');
    expect(proposal.explanation).toContain('so it is upgraded to a Game Loss');
    expect(proposal.explanation).toContain('IPG 2');
  });

  it('Warnings for a different Game Play Error do not count', () => {
    const history = [...warnings('GAME_RULE_VIOLATION', 2), ...warnings('HIDDEN_CARD_ERROR', 2)];
    expect(propose({ infraction: 'LOOKING_AT_EXTRA_CARDS', rel: 'COMPETITIVE', history }).penalty).toBe('WARNING');
  });

  it('an earlier upgraded Game Loss keeps later ones upgraded (the 4th is a Game Loss)', () => {
    const history: PriorPenalty[] = [...warnings('HIDDEN_CARD_ERROR', 2), { infraction: 'HIDDEN_CARD_ERROR', penalty: 'GAME_LOSS' }];
    const proposal = propose({ infraction: 'HIDDEN_CARD_ERROR', rel: 'COMPETITIVE', history });
    expect(proposal.penalty).toBe('GAME_LOSS');
    expect(proposal.upgraded).toBe(true);
  });
});

describe('IPG 2.6 Failure to Maintain Game State is never upgraded', () => {
  it.each([0, 1, 2, 3, 10])('with %i earlier Warnings it stays a Warning', (earlier) => {
    for (const rel of ['COMPETITIVE', 'PROFESSIONAL'] as const) {
      const proposal = propose({ infraction: 'FAILURE_TO_MAINTAIN_GAME_STATE', rel, history: warnings('FAILURE_TO_MAINTAIN_GAME_STATE', earlier) });
      expect(proposal.penalty).toBe('WARNING');
      expect(proposal.upgraded).toBe(false);
      expect(proposal.explanation).toContain('never upgraded');
    }
  });
});

describe('IPG 3 upgrade: 2nd Warning for the same Tournament Error is a Game Loss', () => {
  const cases = WARNING_TOURNAMENT_ERRORS.flatMap((infraction) =>
    (['COMPETITIVE', 'PROFESSIONAL'] as const).flatMap((rel) =>
      [
        [0, 'WARNING', false],
        [1, 'GAME_LOSS', true],
        [2, 'GAME_LOSS', true],
      ].map(([earlier, penalty, upgraded]) => [infraction, rel, earlier as number, penalty as Penalty, upgraded as boolean] as const),
    ),
  );
  it.each(cases)('%s at %s with %i earlier Warnings → %s', (infraction, rel, earlier, penalty, upgraded) => {
    const proposal = propose({ infraction, rel, history: warnings(infraction, earlier), ...warningInputs(infraction) });
    expect(proposal.penalty).toBe(penalty);
    expect(proposal.upgraded).toBe(upgraded);
  });

  it('the explanation names the Tournament Error rule', () => {
    const proposal = propose({ infraction: 'SLOW_PLAY', rel: 'COMPETITIVE', history: warnings('SLOW_PLAY', 1) });
    expect(proposal.explanation).toContain('2nd Warning for Slow Play on day 1 (1 earlier)');
    expect(proposal.explanation).toContain('IPG 3');
  });

  it('Slow Play tells the judge about the 2 additional turns', () => {
    expect(propose({ infraction: 'SLOW_PLAY', rel: 'COMPETITIVE', history: [] }).explanation).toContain('2 more additional turns');
  });

  it.each(['OUTSIDE_ASSISTANCE', 'DECKLIST_PROBLEM'] as const)('%s is not a Warning and is not upgraded by repeats', (infraction) => {
    const proposal = propose({
      infraction,
      rel: 'COMPETITIVE',
      history: [{ infraction, penalty: INFRACTION_CATALOGUE[infraction].defaultPenalty }, { infraction, penalty: 'WARNING' }],
    });
    expect(proposal.penalty).toBe(INFRACTION_CATALOGUE[infraction].defaultPenalty);
    expect(proposal.upgraded).toBe(false);
  });
});

describe('IPG 4.1 USC—Minor: each one after the first is a Game Loss', () => {
  it.each([
    [0, 'WARNING', false],
    [1, 'GAME_LOSS', true],
    [4, 'GAME_LOSS', true],
  ] as const)('with %i earlier USC—Minor Warnings → %s', (earlier, penalty, upgraded) => {
    const proposal = propose({ infraction: 'USC_MINOR', rel: 'COMPETITIVE', history: warnings('USC_MINOR', earlier) });
    expect(proposal.penalty).toBe(penalty);
    expect(proposal.upgraded).toBe(upgraded);
    if (upgraded) expect(proposal.explanation).toContain('IPG 4.1');
  });
});

describe('IPG upgrades reset between days', () => {
  it('two Warnings on day 1 do not upgrade a third on day 2', () => {
    const proposal = propose({ infraction: 'GAME_RULE_VIOLATION', rel: 'COMPETITIVE', day: 2, history: warnings('GAME_RULE_VIOLATION', 2, 1) });
    expect(proposal.penalty).toBe('WARNING');
    expect(proposal.earlierWarningsToday).toBe(0);
    expect(proposal.explanation).toContain('1st Warning for Game Rule Violation on day 2 (0 earlier)');
  });

  it('two Warnings on day 2 upgrade a third on day 2', () => {
    const history = [...warnings('GAME_RULE_VIOLATION', 3, 1), ...warnings('GAME_RULE_VIOLATION', 2, 2)];
    const proposal = propose({ infraction: 'GAME_RULE_VIOLATION', rel: 'COMPETITIVE', day: 2, history });
    expect(proposal.penalty).toBe('GAME_LOSS');
    expect(proposal.earlierWarningsToday).toBe(2);
  });

  it('a Tournament Error Warning on day 1 does not upgrade one on day 2', () => {
    expect(propose({ infraction: 'DECK_PROBLEM', rel: 'COMPETITIVE', day: 2, history: warnings('DECK_PROBLEM', 1, 1) }).penalty).toBe('WARNING');
  });

  it('a history entry without a day is day 1', () => {
    const history: PriorPenalty[] = [{ infraction: 'USC_MINOR', penalty: 'WARNING' }];
    expect(propose({ infraction: 'USC_MINOR', rel: 'COMPETITIVE', history }).penalty).toBe('GAME_LOSS');
    expect(propose({ infraction: 'USC_MINOR', rel: 'COMPETITIVE', day: 2, history }).penalty).toBe('WARNING');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses day %p with INVALID_DAY', (day) => {
    const result = proposePenalty({ infraction: 'SLOW_PLAY', rel: 'COMPETITIVE', day, history: [] });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_DAY');
  });

  it('refuses a history entry with an invalid day', () => {
    const result = proposePenalty({ infraction: 'SLOW_PLAY', rel: 'COMPETITIVE', history: [{ infraction: 'SLOW_PLAY', penalty: 'WARNING', day: 0 }] });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_DAY');
  });
});

describe('IPG 3.1 Tardiness by minutes late', () => {
  it.each([
    [0, 'WARNING', false],
    [0.5, 'WARNING', false],
    [1, 'WARNING', false],
    [1.5, 'GAME_LOSS', false],
    [2, 'GAME_LOSS', false],
    [10, 'GAME_LOSS', false],
    [10.5, 'MATCH_LOSS', true],
    [11, 'MATCH_LOSS', true],
    [45, 'MATCH_LOSS', true],
  ] as const)('%p minutes late at Competitive → %s (drop %s)', (minutesLate, penalty, drops) => {
    const proposal = propose({ infraction: 'TARDINESS', rel: 'COMPETITIVE', history: [], minutesLate });
    expect(proposal.penalty).toBe(penalty);
    expect(proposal.dropsPlayer).toBe(drops);
    expect(proposal.upgraded).toBe(false);
  });

  it('over 10 minutes but reported before the end of the round: Match Loss without drop', () => {
    const proposal = propose({ infraction: 'TARDINESS', rel: 'PROFESSIONAL', history: [], minutesLate: 15, reportedBeforeRoundEnd: true });
    expect(proposal.penalty).toBe('MATCH_LOSS');
    expect(proposal.dropsPlayer).toBe(false);
  });

  it('a second Tardiness Warning is a Game Loss (IPG 3 upgrade)', () => {
    const proposal = propose({ infraction: 'TARDINESS', rel: 'COMPETITIVE', history: warnings('TARDINESS', 1), minutesLate: 0.5 });
    expect(proposal.penalty).toBe('GAME_LOSS');
    expect(proposal.upgraded).toBe(true);
  });

  it('an earlier Tardiness Game Loss is not a Warning and does not upgrade', () => {
    const proposal = propose({ infraction: 'TARDINESS', rel: 'COMPETITIVE', history: [{ infraction: 'TARDINESS', penalty: 'GAME_LOSS' }], minutesLate: 1 });
    expect(proposal.penalty).toBe('WARNING');
  });

  it.each([
    [5, 'NONE', false],
    [10, 'NONE', false],
    [11, 'MATCH_LOSS', true],
  ] as const)('Regular REL: %i minutes late → %s (drop %s)', (minutesLate, penalty, drops) => {
    const proposal = propose({ infraction: 'TARDINESS', rel: 'REGULAR', history: [], minutesLate });
    expect(proposal.penalty).toBe(penalty);
    expect(proposal.dropsPlayer).toBe(drops);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses minutesLate %p with INVALID_MINUTES_LATE', (minutesLate) => {
    const result = proposePenalty({ infraction: 'TARDINESS', rel: 'COMPETITIVE', history: [], minutesLate });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_MINUTES_LATE');
  });
});

describe('Judging at Regular REL: fix and educate, no upgrades', () => {
  it.each(INFRACTIONS.filter((i) => INFRACTION_CATALOGUE[i].regularRel === 'fix-and-educate'))('%s with many earlier Warnings is still NONE', (infraction) => {
    const proposal = propose({ infraction, rel: 'REGULAR', history: warnings(infraction, 5), triggerUsuallyDetrimental: true });
    expect(proposal.penalty).toBe('NONE');
    expect(proposal.upgraded).toBe(false);
    expect(proposal.explanation).toContain('fix the problem and explain the rule');
  });

  it.each(INFRACTIONS.filter((i) => INFRACTION_CATALOGUE[i].regularRel === 'ipg-penalty'))('%s keeps its IPG penalty and goes to the Head Judge', (infraction) => {
    const proposal = propose({ infraction, rel: 'REGULAR', history: [] });
    expect(proposal.penalty).toBe(INFRACTION_CATALOGUE[infraction].defaultPenalty);
    expect(proposal.explanation).toContain('Head Judge');
  });
});

describe('IPG upgrade invariants (property)', () => {
  const arbitraryInfraction = fc.constantFrom(...INFRACTIONS);
  const arbitraryRel = fc.constantFrom<Rel>(...RELS);
  const arbitraryPrior = fc.record({ infraction: arbitraryInfraction, penalty: fc.constantFrom(...PENALTIES), day: fc.integer({ min: 1, max: 3 }) });
  const arbitraryInput = fc.record({
    infraction: arbitraryInfraction,
    rel: arbitraryRel,
    history: fc.array(arbitraryPrior, { maxLength: 12 }),
    day: fc.integer({ min: 1, max: 3 }),
    minutesLate: fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: undefined }),
    triggerUsuallyDetrimental: fc.boolean(),
  });

  it('Regular REL never gives a Game Loss', () => {
    fc.assert(fc.property(arbitraryInput, (input) => propose({ ...input, rel: 'REGULAR' }).penalty !== 'GAME_LOSS'));
  });

  it('one more earlier Warning never lowers the penalty', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const before = propose(input).penalty;
        const after = propose({ ...input, history: [...input.history, { infraction: input.infraction, penalty: 'WARNING', day: input.day }] }).penalty;
        return comparePenalties(after, before) >= 0;
      }),
    );
  });

  it('penalties from other days never matter', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const sameDayOnly = input.history.filter((prior) => prior.day === input.day);
        return propose(input).penalty === propose({ ...input, history: sameDayOnly }).penalty;
      }),
    );
  });

  it('upgrades only ever turn a Warning into a Game Loss', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const proposal = propose(input);
        return proposal.upgraded ? proposal.basePenalty === 'WARNING' && proposal.penalty === 'GAME_LOSS' : proposal.penalty === proposal.basePenalty;
      }),
    );
  });
});
