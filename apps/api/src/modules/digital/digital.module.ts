import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DigitalMatchesService } from './digital-matches.service';
import { DigitalResolver } from './digital.resolver';
import { EngineQueueService } from './engine-queue.service';

@Module({ imports: [EventsModule], providers: [DigitalMatchesService, EngineQueueService, DigitalResolver], exports: [DigitalMatchesService] })
export class DigitalModule {}
