/** The events module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { EventsModule } from './events.module';
export { EventsService, eventDecklistFormat } from './events.service';
export type { StaffIdentity } from './events.service';
export { EventAccessService } from './event-access.service';
export type { EventRole } from './event-access.service';
export { StaffEligibilityService } from './staff-eligibility.service';
export { EventRepository } from './event.repository';
export { EventStaffRepository } from './event-staff.repository';
export { PlayerRepository } from './player.repository';
export type { PlayerIdentity } from './player.repository';
export { eventError, EVENT_ERRORS } from './events.errors';
export { EventModel, PercentageFloorEnum, RelEnum } from './dto/event.model';
export { eventSanctioning, ruleSetOf } from './event-sanctioning';
export { effectiveRatingEventType, startedPlayerCount } from './event-rating-type';
export { plannedStructure } from './event-structure';
export type { EventEntity, EventFormat, EventStatus, Rel, RulesEdition } from './event.entity';
export type { EventStaffEntity, StaffRole } from './event-staff.entity';
export type { PlayerEntity } from './player.entity';
