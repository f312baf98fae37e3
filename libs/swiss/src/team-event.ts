import { BracketOptions, pairPlayoffRound } from './bracket';
import { computeFinalStandings, FinalStanding } from './final-standings';
import { PairingResult } from './round-pairing';
import { computeStandings, StandingsOptions, StandingsReport } from './standings';
import { pairNextRound, PairNextRoundOptions } from './swiss-pairing';
import { TeamEventFile, teamLevelEvent } from './team-level-event';

export * from './team-level-event';

/** Team standings (MTR App. C with the team as the unit); `player` in each line is the team id. */
export function computeTeamStandings(event: TeamEventFile, options: StandingsOptions = {}): StandingsReport {
  return computeStandings(teamLevelEvent(event), options);
}

/** Final team standings: the team playoff's finish, then Swiss order. */
export function computeTeamFinalStandings(event: TeamEventFile): FinalStanding[] {
  return computeFinalStandings(teamLevelEvent(event));
}

/** Pairs the next Swiss round with teams as the unit (no team rematches, team byes). */
export function pairNextTeamRound(event: TeamEventFile, options: PairNextRoundOptions): PairingResult {
  return pairNextRound(teamLevelEvent(event), options);
}

/** Pairs the next round of the team top cut (teams seeded by team standings). */
export function pairTeamPlayoffRound(event: TeamEventFile, topCut: number, options: BracketOptions = {}): PairingResult {
  return pairPlayoffRound(teamLevelEvent(event), topCut, options);
}
