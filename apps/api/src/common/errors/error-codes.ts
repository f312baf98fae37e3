import { EVENT_ERRORS } from '../../modules/events/events.errors';
import { PLAYER_ERRORS } from '../../modules/players/players.errors';
import { ErrorCategory } from './domain-error';

/** Every domain's error codes with their category; a code missing here fails to compile where it is thrown. */
export const ERROR_CATEGORIES = {
  ...EVENT_ERRORS,
  ...PLAYER_ERRORS,
} as const satisfies Record<string, ErrorCategory>;

export type ErrorCode = keyof typeof ERROR_CATEGORIES;
