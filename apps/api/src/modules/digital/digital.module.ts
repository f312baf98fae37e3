import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DigitalMatchesService } from './digital-matches.service';
import { DigitalResolver } from './digital.resolver';

@Module({ imports: [EventsModule], providers: [DigitalMatchesService, DigitalResolver], exports: [DigitalMatchesService] })
export class DigitalModule {}
