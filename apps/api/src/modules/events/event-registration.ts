import { hasControlCharacters } from '../../common/text/display-text';
import type { EventEntity } from './event.entity';
import { eventError } from './events.errors';

/** Where a player signing themself up stands, as the calendar and the phone show it. */
export const REGISTRATION_STATES = ['NOT_YET_OPEN', 'OPEN', 'FULL', 'CLOSED'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Longest location and description, in characters. */
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 2000;

type RegistrationFacts = Pick<EventEntity, 'status' | 'registrationOpensAt' | 'registrationClosesAt' | 'capacity'>;

/**
 * Whether players may sign themselves up now: during REGISTRATION, within the organizer's
 * opening and closing times; FULL once `activePlayers` reaches the capacity (the waitlist).
 */
export function registrationState(event: RegistrationFacts, activePlayers: number, now: Date): RegistrationState {
  if (event.status !== 'REGISTRATION') return 'CLOSED';
  if (event.registrationOpensAt && now < event.registrationOpensAt) return 'NOT_YET_OPEN';
  if (event.registrationClosesAt && now >= event.registrationClosesAt) return 'CLOSED';
  return event.capacity !== null && activePlayers >= event.capacity ? 'FULL' : 'OPEN';
}

/** Refuses an opening time at or after the closing time (both set): no one could ever sign up. */
export function assertRegistrationWindow(event: Pick<EventEntity, 'registrationOpensAt' | 'registrationClosesAt'>): void {
  if (event.registrationOpensAt && event.registrationClosesAt && event.registrationOpensAt >= event.registrationClosesAt) {
    throw eventError('INVALID_EVENT_INPUT', 'registrationClosesAt must be after registrationOpensAt', { field: 'registrationClosesAt' });
  }
}

/** An optional text setting as stored: trimmed, null when blank; too long or holding control characters is refused. */
export function eventText(raw: string | null | undefined, field: 'location' | 'description'): string | null {
  const max = field === 'location' ? EVENT_LOCATION_MAX : EVENT_DESCRIPTION_MAX;
  const text = (field === 'location' ? raw?.replace(/\s+/g, ' ') : raw?.replace(/\r\n?/g, '\n'))?.trim() || null;
  if (text === null) return null;
  if (text.length > max || hasControlCharacters(text)) throw eventError('INVALID_EVENT_INPUT', `${field} must be at most ${max} characters of text`, { field });
  return text;
}
