import { Module } from '@nestjs/common';
import { ResultsModule } from '../results/results.module';
import { StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({ imports: [ResultsModule], providers: [StandingsService, StandingsResolver], exports: [StandingsService] })
export class StandingsModule {}
