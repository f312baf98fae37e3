import { InitialSchema1795969567733 } from './1795969567733-initial-schema.migration';
import { EventSanctioning1796169219367 } from './1796169219367-event-sanctioning.migration';
import { RoundClockShortReason1796169838039 } from './1796169838039-round-clock-short-reason.migration';
import { PlayerLookAlikeKeys1796170512345 } from './1796170512345-player-look-alike-keys.migration';
import { EventDecklists1796170636044 } from './1796170636044-event-decklists.migration';
import { EventStandingsFloorAndImportWarnings1796170961781 } from './1796170961781-event-standings-floor-and-import-warnings.migration';
import { LoginThrottle1796171292779 } from './1796171292779-login-throttle.migration';
import { DigitalMatchSecrets1796171396385 } from './1796171396385-digital-match-secrets.migration';
import { EventRatingEventType1796171782139 } from './1796171782139-event-rating-event-type.migration';
import { MatchTimeCalls1796173310116 } from './1796173310116-match-time-calls.migration';
import { PlatformSettings1796173531839 } from './1796173531839-platform-settings.migration';
import { CardSnapshots1796173675476 } from './1796173675476-card-snapshots.migration';
import { EventCancelledAt1796173998432 } from './1796173998432-event-cancelled-at.migration';
import { EventMulliganRule1796176090567 } from './1796176090567-event-mulligan-rule.migration';

import { PlayerInvitedEmail1796175648461 } from './1796175648461-player-invited-email.migration';

import { LimitedClocks1796192239349 } from './1796192239349-limited-clocks.migration';
import { EventJoinCodeCapacity1796192626636 } from './1796192626636-event-join-code-capacity.migration';
import { TeamEvents1796193000000 } from './1796193000000-team-events.migration';
import { PlayerInvitedUser1796194000000 } from './1796194000000-player-invited-user.migration';
import { LimitedEvents1796194875125 } from './1796194875125-limited-events.migration';
import { LimitedDecks1796196000000 } from './1796196000000-limited-decks.migration';
import { UserLocale1796200000000 } from './1796200000000-user-locale.migration';

import { ResultAuditSequence1796534714649 } from './1796534714649-result-audit-sequence.migration';
import { Announcements1796540000000 } from './1796540000000-announcements.migration';
import { RegistrationSettings1796550000000 } from './1796550000000-registration-settings.migration';
import { PlayerDraftSeat1796560000000 } from './1796560000000-player-draft-seat.migration';
import { EventGameRules1796570000000 } from './1796570000000-event-game-rules.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795969567733, EventSanctioning1796169219367, RoundClockShortReason1796169838039, PlayerLookAlikeKeys1796170512345, EventDecklists1796170636044, EventStandingsFloorAndImportWarnings1796170961781, LoginThrottle1796171292779, DigitalMatchSecrets1796171396385, EventRatingEventType1796171782139, MatchTimeCalls1796173310116, PlatformSettings1796173531839, CardSnapshots1796173675476, EventCancelledAt1796173998432, PlayerInvitedEmail1796175648461, EventMulliganRule1796176090567, LimitedClocks1796192239349, EventJoinCodeCapacity1796192626636, TeamEvents1796193000000, PlayerInvitedUser1796194000000, LimitedEvents1796194875125, LimitedDecks1796196000000, UserLocale1796200000000, ResultAuditSequence1796534714649, Announcements1796540000000, RegistrationSettings1796550000000, PlayerDraftSeat1796560000000, EventGameRules1796570000000];
