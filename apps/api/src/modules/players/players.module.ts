import { Module } from '@nestjs/common';
import { CardsModule } from '../cards';
import { EventsModule } from '../events/events.module';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Module({ imports: [EventsModule, CardsModule], providers: [PlayersService, PlayersResolver], exports: [PlayersService] })
export class PlayersModule {}
