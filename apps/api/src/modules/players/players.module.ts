import { Module } from '@nestjs/common';
import { CardsModule } from '../cards';
import { DecklistCardResolver } from './decklist-card.resolver';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { EventPlayersResolver } from './event-players.resolver';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';
import { WaitlistResolver } from './waitlist.resolver';

@Module({ imports: [EventsModule, RoundsModule, CardsModule], providers: [PlayersService, PlayersResolver, EventPlayersResolver, DecklistCardResolver, WaitlistResolver], exports: [PlayersService] })
export class PlayersModule {}
