import { ACCESS_ERRORS } from '../access/access.errors';
import { ANNOUNCEMENT_ERRORS } from '../../modules/announcements/announcements.errors';
import { INPUT_ERRORS } from '../input/input.errors';
import { AUTH_ERRORS } from '../../modules/auth/auth.errors';
import { CARD_ERRORS } from '../../modules/cards/cards.errors';
import { CLOCK_ERRORS } from '../../modules/clock/clock.errors';
import { PENALTY_ERRORS } from '../../modules/penalties/penalties.errors';
import { DIGITAL_ERRORS } from '../../modules/digital/digital.errors';
import { EVENT_ERRORS } from '../../modules/events/events.errors';
import { EVENT_FILE_ERRORS } from '../../modules/event-files/event-files.errors';
import { PLAYER_ERRORS } from '../../modules/players/players.errors';
import { RESULT_ERRORS } from '../../modules/results/results.errors';
import { ROUND_ERRORS } from '../../modules/rounds/rounds.errors';
import { TEAM_ERRORS } from '../../modules/teams/teams.errors';
import { LIMITED_ERRORS } from '../../modules/limited/limited.errors';
import { QUERY_LIMIT_ERRORS } from '../graphql/query-limits.errors';
import { ErrorCategory } from './domain-error';

/** Every domain's error codes with their category; the formatter reads the category from here. */
export const ERROR_CATEGORIES = {
  ...ACCESS_ERRORS,
  ...ANNOUNCEMENT_ERRORS,
  ...AUTH_ERRORS,
  ...CARD_ERRORS,
  ...CLOCK_ERRORS,
  ...DIGITAL_ERRORS,
  ...PENALTY_ERRORS,
  ...EVENT_ERRORS,
  ...EVENT_FILE_ERRORS,
  ...INPUT_ERRORS,
  ...PLAYER_ERRORS,
  ...RESULT_ERRORS,
  ...ROUND_ERRORS,
  ...TEAM_ERRORS,
  ...LIMITED_ERRORS,
  ...QUERY_LIMIT_ERRORS,
} as const satisfies Record<string, ErrorCategory>;

export type ErrorCode = keyof typeof ERROR_CATEGORIES;
