/**
 * Round clock documents, kept apart from operations.ts: these names are not in the
 * contract yet and may change (README.md lists them).
 */
import type { RoundClock } from './api-types';
import { gql } from './typed-document';

// The API names the clock's state `state`; the UI calls it `status`.
const CLOCK_FIELDS = 'roundId status: state remainingSeconds durationSeconds';

export const ROUND_CLOCK = gql<{ roundClock: RoundClock | null }, { roundId: string }>(
  `query RoundClock($roundId: ID!) { roundClock(roundId: $roundId) { ${CLOCK_FIELDS} } }`,
);

export const START_ROUND_CLOCK = gql<{ startRoundClock: RoundClock }, { roundId: string }>(
  `mutation StartRoundClock($roundId: ID!) { startRoundClock(roundId: $roundId) { ${CLOCK_FIELDS} } }`,
);

export const PAUSE_ROUND_CLOCK = gql<{ pauseRoundClock: RoundClock }, { roundId: string }>(
  `mutation PauseRoundClock($roundId: ID!) { pauseRoundClock(roundId: $roundId) { ${CLOCK_FIELDS} } }`,
);

export const RESUME_ROUND_CLOCK = gql<{ resumeRoundClock: RoundClock }, { roundId: string }>(
  `mutation ResumeRoundClock($roundId: ID!) { resumeRoundClock(roundId: $roundId) { ${CLOCK_FIELDS} } }`,
);

export const ROUND_CLOCK_UPDATED = gql<{ roundClockUpdated: RoundClock }, { eventId: string }>(
  `subscription RoundClockUpdated($eventId: ID!) { roundClockUpdated: clockUpdated(eventId: $eventId) { ${CLOCK_FIELDS} } }`,
);
