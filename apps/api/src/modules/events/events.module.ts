import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards';
import { PlayerEntity } from './player.entity';
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
  imports: [TypeOrmModule.forFeature([EventEntity, EventStaffEntity, PlayerEntity]), CardsModule],
  providers: [EventsService, EventAccessService, StaffEligibilityService, EventsResolver, EventRepository, EventStaffRepository, PlayerRepository],
  exports: [EventsService, EventAccessService, StaffEligibilityService, EventRepository, EventStaffRepository, PlayerRepository, TypeOrmModule],
})
export class EventsModule {}
