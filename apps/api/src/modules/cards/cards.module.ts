import { Module } from '@nestjs/common';
import { CardDatabaseProvider } from './card-database.provider';
import { CardsResolver } from './cards.resolver';
import { CardsService } from './cards.service';

@Module({ providers: [CardDatabaseProvider, CardsService, CardsResolver], exports: [CardsService, CardDatabaseProvider] })
export class CardsModule {}
