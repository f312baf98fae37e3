import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events';
import { MatchEntity } from './match.entity';
import { RoundEntity } from './round.entity';
import { MatchRepository } from './match.repository';
import { RoundRepository } from './round.repository';
import { EventRoundsResolver } from './event-rounds.resolver';
import { RoundsResolver } from './rounds.resolver';
import { RoundsService } from './rounds.service';

@Module({
  imports: [EventsModule, TypeOrmModule.forFeature([RoundEntity, MatchEntity])],
  providers: [RoundsService, RoundsResolver, EventRoundsResolver, RoundRepository, MatchRepository],
  exports: [RoundsService, RoundRepository, MatchRepository],
})
export class RoundsModule {}
