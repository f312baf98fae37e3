import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards';
import { PlayerEntity } from './player.entity';
import { EventAccessService } from './event-access.service';
import { EventStaffEntity } from './event-staff.entity';
import { EventEntity } from './event.entity';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';
import { StaffEligibilityService } from './staff-eligibility.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, EventStaffEntity, PlayerEntity]), CardsModule],
  providers: [EventsService, EventAccessService, StaffEligibilityService, EventsResolver],
  exports: [EventsService, EventAccessService, StaffEligibilityService, TypeOrmModule],
})
export class EventsModule {}
