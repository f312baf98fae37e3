export * from './event-file';
export * from './event-file-error';
export { validateEventFile } from './validate-event-file';
export type { EventFileValidation, EventFileValidationOptions } from './validate-event-file';
export { computeStandings } from './standings';
export type { Standing, StandingsReport, StandingsOptions } from './standings';
export { pairNextRound, SWISS_ALGORITHM } from './swiss-pairing';
export type { PairNextRoundOptions } from './swiss-pairing';
export * from './round-pairing';
export { assignTables } from './table-assignment';
export type { TableRequest } from './table-assignment';
export { SeededRandom } from './seeded-random';
export { createSimulatedEvent, playRandomResults, randomDrops } from './simulation';
export { recommendStructure } from './structure';
export type { StructureInput, RecommendedStructure } from './structure';
export { buildBracket, pairPlayoffRound, resolveBracket, isTopCut, BRACKET_ALGORITHM } from './bracket';
export type { Bracket, BracketMatch, BracketOptions, TopCut } from './bracket';
export { lastFinishedSwissRound } from './event-history';
export { computeFinalStandings } from './final-standings';
export type { FinalStanding } from './final-standings';
export {
  EVENT_TEAM_FORMATS,
  computeTeamFinalStandings,
  computeTeamStandings,
  isTeamEvent,
  pairNextTeamRound,
  pairTeamPlayoffRound,
  teamLevelEvent,
} from './team-event';
export type { EventTeam, EventTeamFormat, EventTeamsSection, TeamEventFile } from './team-event';
