import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayerEntity } from '../players/player.entity';
import { EventAccessService } from './event-access.service';
import { EventStaffEntity } from './event-staff.entity';
import { EventEntity } from './event.entity';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, EventStaffEntity, PlayerEntity])],
  providers: [EventsService, EventAccessService, EventsResolver],
  exports: [EventsService, EventAccessService, TypeOrmModule],
})
export class EventsModule {}
