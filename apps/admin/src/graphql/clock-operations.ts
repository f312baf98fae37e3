/**
 * Round clock documents, kept apart from operations.ts: these names are not in the
 * contract yet and may change (README.md lists them).
 */
import type { LimitedClock, RoundClock } from './api-types';
import { gql } from './typed-document';

// The API names the clock's state `state`; the UI calls it `status`.
const CLOCK_FIELDS = 'roundId status: state remainingSeconds durationSeconds';

export const ROUND_CLOCK = gql<{ roundClock: RoundClock | null }, { roundId: string }>(
  `query RoundClock($roundId: ID!) { roundClock(roundId: $roundId) { ${CLOCK_FIELDS} } }`,
);

export const START_ROUND_CLOCK = gql<{ startRoundClock: RoundClock }, { roundId: string; minutes?: number | null; shortReason?: string | null }>(
  `mutation StartRoundClock($roundId: ID!, $minutes: Int, $shortReason: String) { startRoundClock(roundId: $roundId, minutes: $minutes, shortReason: $shortReason) { ${CLOCK_FIELDS} } }`,
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

const LIMITED_FIELDS = 'eventId schedule phaseNumber status: state remainingSeconds durationSeconds timeUp hasNextPhase phase { phase label minutes } phases { phase label minutes }';

export const LIMITED_CLOCK = gql<{ limitedClock: LimitedClock | null }, { eventId: string }>(
  `query LimitedClock($eventId: ID!) { limitedClock(eventId: $eventId) { ${LIMITED_FIELDS} } }`,
);

export const START_LIMITED_CLOCK = gql<{ startLimitedClock: LimitedClock }, { eventId: string; schedule: string; newSetWeekend: boolean }>(
  `mutation StartLimitedClock($eventId: ID!, $schedule: String!, $newSetWeekend: Boolean) { startLimitedClock(eventId: $eventId, schedule: $schedule, newSetWeekend: $newSetWeekend) { ${LIMITED_FIELDS} } }`,
);

export const START_NEXT_LIMITED_PHASE = gql<{ startNextLimitedPhase: LimitedClock }, { eventId: string }>(
  `mutation StartNextLimitedPhase($eventId: ID!) { startNextLimitedPhase(eventId: $eventId) { ${LIMITED_FIELDS} } }`,
);

export const PAUSE_LIMITED_CLOCK = gql<{ pauseLimitedClock: LimitedClock }, { eventId: string }>(
  `mutation PauseLimitedClock($eventId: ID!) { pauseLimitedClock(eventId: $eventId) { ${LIMITED_FIELDS} } }`,
);

export const RESUME_LIMITED_CLOCK = gql<{ resumeLimitedClock: LimitedClock }, { eventId: string }>(
  `mutation ResumeLimitedClock($eventId: ID!) { resumeLimitedClock(eventId: $eventId) { ${LIMITED_FIELDS} } }`,
);

export const ADJUST_LIMITED_CLOCK = gql<{ adjustLimitedClock: LimitedClock }, { eventId: string; seconds: number }>(
  `mutation AdjustLimitedClock($eventId: ID!, $seconds: Int!) { adjustLimitedClock(eventId: $eventId, seconds: $seconds) { ${LIMITED_FIELDS} } }`,
);

export const LIMITED_CLOCK_UPDATED = gql<{ limitedClockUpdated: LimitedClock | null }, { eventId: string }>(
  `subscription LimitedClockUpdated($eventId: ID!) { limitedClockUpdated(eventId: $eventId) { ${LIMITED_FIELDS} } }`,
);
