import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DigitalModule } from '../digital/digital.module';
import { PenaltiesModule } from '../penalties/penalties.module';
import { EventsModule } from '../events/events.module';
import { MatchEntity } from './match.entity';
import { RoundEntity } from './round.entity';
import { RoundsResolver } from './rounds.resolver';
import { RoundsService } from './rounds.service';

@Module({
  imports: [EventsModule, DigitalModule, PenaltiesModule, TypeOrmModule.forFeature([RoundEntity, MatchEntity])],
  providers: [RoundsService, RoundsResolver],
  exports: [RoundsService],
})
export class RoundsModule {}
