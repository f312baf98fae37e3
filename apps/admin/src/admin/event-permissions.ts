import { isEventRole, type EventRole } from '../graphql/api-types';

/** The event pages and actions the menus offer, each shown only to roles that may use it. */
export type EventAction =
  | 'editEvent'
  | 'registrationDesk'
  | 'viewRounds'
  | 'pairRounds'
  | 'controlClock'
  | 'assignDraftPods'
  | 'enterResults'
  | 'resolveDisputes'
  | 'viewStandings'
  | 'viewBracket'
  | 'issuePenalties'
  | 'judgeTables'
  | 'decklists'
  | 'exportEvent'
  | 'addStaff'
  | 'viewStaff'
  | 'endEvent'
  | 'sendAnnouncements';

const STAFF_ACTIONS: readonly EventAction[] = [
  'viewRounds',
  'controlClock',
  'assignDraftPods',
  'enterResults',
  'resolveDisputes',
  'viewStandings',
  'viewBracket',
  'issuePenalties',
  'judgeTables',
  'decklists',
  'viewStaff',
  'sendAnnouncements',
];

const ACTIONS_BY_ROLE: Record<EventRole, readonly EventAction[]> = {
  ADMIN: [...STAFF_ACTIONS, 'editEvent', 'registrationDesk', 'pairRounds', 'exportEvent', 'addStaff', 'endEvent'],
  ORGANIZER: [...STAFF_ACTIONS, 'editEvent', 'registrationDesk', 'pairRounds', 'exportEvent', 'addStaff', 'endEvent'],
  // Judges enter and correct results and penalties (setResult, issuePenalty are staff operations).
  JUDGE: STAFF_ACTIONS,
  PLAYER: ['viewStandings', 'viewBracket'],
};

/** True when any of the caller's roles in the event allows the action (a role this app does not know allows nothing). */
export function can(roles: readonly string[] | undefined, action: EventAction): boolean {
  return (roles ?? []).some((role) => isEventRole(role) && ACTIONS_BY_ROLE[role].includes(action));
}

