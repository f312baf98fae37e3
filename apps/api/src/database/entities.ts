import { LimitedClockEntity } from '../modules/clock/limited-clock.entity';
import { TimeCallEntity } from '../modules/clock/time-call.entity';
import { TimeExtensionEntity } from '../modules/clock/time-extension.entity';
import { PenaltyRecordEntity } from '../modules/penalties/penalty-record.entity';
import { DigitalMatchEntity } from '../modules/digital/digital-match.entity';
import { EventSecretEntity } from '../modules/digital/event-secret.entity';
import { LoginThrottleEntity } from '../modules/auth/login-throttle.entity';
import { PlatformSettingEntity } from '../modules/platform/platform-setting.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { EventStaffEntity } from '../modules/events/event-staff.entity';
import { EventEntity } from '../modules/events/event.entity';
import { PlayerEntity } from '../modules/events/player.entity';
import { ResultAuditEntity } from '../modules/results/result-audit.entity';
import { MatchEntity } from '../modules/rounds/match.entity';
import { RoundEntity } from '../modules/rounds/round.entity';
import { TeamMatchEntity } from '../modules/teams/team-match.entity';
import { TeamEntity } from '../modules/teams/team.entity';
import { LimitedDeckEntity } from '../modules/limited/limited-deck.entity';
import { LimitedDraftEntity } from '../modules/limited/limited-draft.entity';
import { LimitedEventEntity } from '../modules/limited/limited-event.entity';
import { LimitedPoolEntity } from '../modules/limited/limited-pool.entity';
import { CardSnapshotEntity } from '../modules/cards/card-snapshot.entity';
import { WaitlistEntryEntity } from '../modules/events/waitlist-entry.entity';
import { AnnouncementEntity } from '../modules/announcements/announcement.entity';

/** Every entity, in one list shared by the application, migrations tooling and tests. */
export const ENTITIES = [CardSnapshotEntity, UserEntity, EventEntity, EventStaffEntity, PlayerEntity, RoundEntity, MatchEntity, ResultAuditEntity, PenaltyRecordEntity, TimeExtensionEntity, TimeCallEntity, LimitedClockEntity, DigitalMatchEntity, EventSecretEntity, LoginThrottleEntity, PlatformSettingEntity, TeamEntity, TeamMatchEntity, LimitedEventEntity, LimitedPoolEntity, LimitedDraftEntity, LimitedDeckEntity, AnnouncementEntity, WaitlistEntryEntity];
