import { Module } from '@nestjs/common';
import { CardsModule } from '../cards';
import { DecklistCardResolver } from './decklist-card.resolver';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { EventPlayersResolver } from './event-players.resolver';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Module({ imports: [EventsModule, RoundsModule, CardsModule], providers: [PlayersService, PlayersResolver, EventPlayersResolver, DecklistCardResolver], exports: [PlayersService] })
export class PlayersModule {}
