import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards';
import { PlayerEntity } from './player.entity';
import { WaitlistEntryEntity } from './waitlist-entry.entity';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';
import { PlayerRepository } from './player.repository';
import { EventAccessService } from './event-access.service';
import { EventStaffEntity } from './event-staff.entity';
import { EventStaffRepository } from './event-staff.repository';
import { EventEntity } from './event.entity';
import { EventRepository } from './event.repository';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';
import { StaffEligibilityService } from './staff-eligibility.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, EventStaffEntity, PlayerEntity, WaitlistEntryEntity]), CardsModule],
  providers: [EventsService, EventAccessService, StaffEligibilityService, EventsResolver, EventRepository, EventStaffRepository, PlayerRepository, WaitlistRepository, WaitlistService],
  exports: [EventsService, EventAccessService, StaffEligibilityService, EventRepository, EventStaffRepository, PlayerRepository, WaitlistRepository, WaitlistService, TypeOrmModule],
})
export class EventsModule {}
