import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { ResultsModule } from '../results';
import { RoundsModule } from '../rounds';
import { StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({ imports: [EventsModule, RoundsModule, ResultsModule], providers: [StandingsService, StandingsResolver], exports: [StandingsService] })
export class StandingsModule {}
