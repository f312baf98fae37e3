import type { InfractionCategory, Penalty } from '../graphql/api-types';

/** How the screens name penalties (the server decides which one applies). */
export const PENALTY_LABEL: Record<Penalty, string> = {
  NONE: 'No penalty',
  WARNING: 'Warning',
  GAME_LOSS: 'Game Loss',
  MATCH_LOSS: 'Match Loss',
  DISQUALIFICATION: 'Disqualification',
};

/** Penalties a judge may choose when deviating, lightest first. */
export const PENALTIES_IN_ORDER = Object.keys(PENALTY_LABEL) as Penalty[];

/** Headings of the infraction picker, in the IPG's order. */
export const CATEGORY_LABEL: Record<InfractionCategory, string> = {
  GAME_PLAY_ERROR: 'Game Play Error',
  TOURNAMENT_ERROR: 'Tournament Error',
  UNSPORTING_CONDUCT: 'Unsporting Conduct',
};
