import { isDciFailure } from './dci-error';
import { penaltyEffect } from './penalty-effect';
import { additionalTurnsFor } from './time-called';
import { checkTeamSize, teamPenaltyEffect, teamTimeCalled, trioTeamResult, TrioTeamResult, unifiedDeckConflicts } from './team-events';

function trio(...seats: ([number, number, number] | null)[]): TrioTeamResult {
  const result = trioTeamResult(seats);
  if (isDciFailure(result)) throw new Error(result.error.message);
  return result;
}

describe('Trios team result from its seats (2 of 3)', () => {
  it('two seat wins decide the team match; the third seat may stay unplayed', () => {
    const result = trio([2, 0, 0], [2, 1, 0], null);
    expect(result).toEqual({ games: [2, 0, 0], decided: true, winner: 'A', unplayedSeats: ['C'] });
  });

  it('one seat each with the third unplayed is not decided', () => {
    expect(trio([2, 0, 0], [0, 2, 0], null)).toMatchObject({ decided: false, winner: null });
  });

  it('all three seats played: 3-0, 2-1, and a drawn seat between a win each is a team draw', () => {
    expect(trio([2, 0, 0], [2, 1, 0], [2, 0, 0])).toMatchObject({ games: [3, 0, 0], winner: 'A' });
    expect(trio([0, 2, 0], [2, 1, 0], [1, 2, 0])).toMatchObject({ games: [1, 2, 0], winner: 'B' });
    expect(trio([2, 0, 0], [0, 2, 0], [1, 1, 1])).toMatchObject({ games: [1, 1, 1], decided: true, winner: 'draw' });
  });

  it('refuses a match without three seats', () => {
    const result = trioTeamResult([[2, 0, 0]]);
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_GAME_COUNT');
  });
});

describe('team time and penalties', () => {
  it('2HG: turn 0 + 3 additional turns; Trios seats: turn 0 + 5 (MTR 2.4)', () => {
    expect(additionalTurnsFor(teamTimeCalled('TWO_HEADED_GIANT'), 0)).toBe(3);
    expect(additionalTurnsFor(teamTimeCalled('TRIOS'), 0)).toBe(5);
    expect(additionalTurnsFor(teamTimeCalled('TWO_HEADED_GIANT'), 1)).toBe(5);
  });

  it("a Game Loss in 2HG is the team's; in Trios the player's seat match", () => {
    const effect = penaltyEffect('GAME_LOSS', { player: 'A', moment: 'in-game' });
    expect(teamPenaltyEffect('TWO_HEADED_GIANT', 'GAME_LOSS', effect)).toEqual({ scope: 'team-match', teamDisqualified: false });
    expect(teamPenaltyEffect('TRIOS', 'GAME_LOSS', effect)).toEqual({ scope: 'seat-match', teamDisqualified: false });
  });

  it('a Warning touches nobody; a Disqualification takes the team out', () => {
    expect(teamPenaltyEffect('TRIOS', 'WARNING', penaltyEffect('WARNING', { player: 'A', moment: 'in-game' }))).toEqual({ scope: 'none', teamDisqualified: false });
    const dq = penaltyEffect('DISQUALIFICATION', { player: 'B', moment: 'in-game' });
    expect(teamPenaltyEffect('TRIOS', 'DISQUALIFICATION', dq).teamDisqualified).toBe(true);
  });

  it('team sizes: 2 in 2HG, 3 in Trios', () => {
    expect(checkTeamSize('TWO_HEADED_GIANT', 2)).toEqual({ ok: true });
    const wrong = checkTeamSize('TRIOS', 2);
    expect(isDciFailure(wrong) && wrong.error.message).toContain('3 players');
  });
});

describe('Unified Constructed', () => {
  const basic = (name: string) => ['Island', 'Mountain'].includes(name);

  it('finds a card in two decks, ignores basic lands and copies within one deck', () => {
    const decks = [
      ['Island', 'Island', 'Shock', 'Shock', 'Opt'],
      ['Island', 'Lightning Bolt', 'Opt'],
      ['Mountain', 'Shock'],
    ];
    expect(unifiedDeckConflicts(decks, basic)).toEqual([
      { card: 'Opt', decks: [0, 1] },
      { card: 'Shock', decks: [0, 2] },
    ]);
  });

  it('no shared card, no conflict', () => {
    expect(unifiedDeckConflicts([['Opt'], ['Shock'], ['Island']], basic)).toEqual([]);
  });
});
