import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PlayersModule } from '../players/players.module';
import { StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({ imports: [EventsModule, PlayersModule], providers: [StandingsService, StandingsResolver], exports: [StandingsService] })
export class StandingsModule {}
