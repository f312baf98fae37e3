import { INFRACTIONS, INFRACTION_CATALOGUE, InfractionCategory, PENALTIES, comparePenalties } from './infraction-catalogue';

// The GraphQL enum from shared/specs/graphql-api.md, verbatim.
const GRAPHQL_INFRACTION_ENUM = `MISSED_TRIGGER LOOKING_AT_EXTRA_CARDS HIDDEN_CARD_ERROR MULLIGAN_PROCEDURE_ERROR
  GAME_RULE_VIOLATION FAILURE_TO_MAINTAIN_GAME_STATE TARDINESS OUTSIDE_ASSISTANCE SLOW_PLAY
  DECKLIST_PROBLEM DECK_PROBLEM LIMITED_PROCEDURE_VIOLATION COMMUNICATION_POLICY_VIOLATION
  MARKED_CARDS INSUFFICIENT_SHUFFLING USC_MINOR USC_MAJOR IMPROPERLY_DETERMINING_A_WINNER
  BRIBERY_AND_WAGERING AGGRESSIVE_BEHAVIOR THEFT_OF_TOURNAMENT_MATERIAL STALLING CHEATING`;

describe('IPG catalogue', () => {
  it('names exactly the GraphQL Infraction enum, in order', () => {
    expect(INFRACTIONS).toEqual(GRAPHQL_INFRACTION_ENUM.split(/\s+/));
    expect(Object.keys(INFRACTION_CATALOGUE).sort()).toEqual([...INFRACTIONS].sort());
  });

  it('penalties are the GraphQL Penalty enum, lightest first', () => {
    expect(PENALTIES).toEqual(['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION']);
    expect(comparePenalties('WARNING', 'GAME_LOSS')).toBeLessThan(0);
    expect(comparePenalties('DISQUALIFICATION', 'MATCH_LOSS')).toBeGreaterThan(0);
  });

  const sectionPrefix: Record<InfractionCategory, string> = { GAME_PLAY_ERROR: '2.', TOURNAMENT_ERROR: '3.', UNSPORTING_CONDUCT: '4.' };
  it.each(INFRACTIONS)('%s: section matches its category and the row names itself', (infraction) => {
    const entry = INFRACTION_CATALOGUE[infraction];
    expect(entry.infraction).toBe(infraction);
    expect(entry.ipgSection.startsWith(sectionPrefix[entry.category])).toBe(true);
  });

  it('sections are unique and consecutive within each category', () => {
    const sections = INFRACTIONS.map((i) => INFRACTION_CATALOGUE[i].ipgSection);
    expect(sections).toEqual(['2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9', '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8']);
  });

  it('only Failure to Maintain Game State among Game Play Errors never upgrades', () => {
    const never = INFRACTIONS.filter((i) => INFRACTION_CATALOGUE[i].category === 'GAME_PLAY_ERROR' && INFRACTION_CATALOGUE[i].upgrade === 'never');
    expect(never).toEqual(['FAILURE_TO_MAINTAIN_GAME_STATE']);
  });

  it('every Warning-default Tournament Error upgrades on the 2nd Warning', () => {
    for (const infraction of INFRACTIONS) {
      const entry = INFRACTION_CATALOGUE[infraction];
      if (entry.category === 'TOURNAMENT_ERROR' && entry.defaultPenalty === 'WARNING') expect(entry.upgrade).toBe('second-warning');
    }
  });

  it('at Regular REL only USC—Major and heavier Unsporting Conduct keep IPG penalties', () => {
    const kept = INFRACTIONS.filter((i) => INFRACTION_CATALOGUE[i].regularRel === 'ipg-penalty');
    expect(kept).toEqual(['USC_MAJOR', 'IMPROPERLY_DETERMINING_A_WINNER', 'BRIBERY_AND_WAGERING', 'AGGRESSIVE_BEHAVIOR', 'THEFT_OF_TOURNAMENT_MATERIAL', 'STALLING', 'CHEATING']);
  });
});
