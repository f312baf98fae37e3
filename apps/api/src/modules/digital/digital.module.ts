import { Module } from '@nestjs/common';
import { ResultsModule } from '../results';
import { PenaltiesModule } from '../penalties';
import { CardsModule } from '../cards';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { DigitalMatchRepository } from './digital-match.repository';
import { DigitalMatchesService } from './digital-matches.service';
import { DigitalResolver } from './digital.resolver';
import { EngineQueueService } from './engine-queue.service';
import { EventSecretRepository } from './event-secret.repository';

@Module({
  imports: [EventsModule, RoundsModule, CardsModule, ResultsModule, PenaltiesModule],
  providers: [DigitalMatchesService, EngineQueueService, EventSecretRepository, DigitalMatchRepository, DigitalResolver],
  exports: [DigitalMatchesService, EventSecretRepository],
})
export class DigitalModule {}
