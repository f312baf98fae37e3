import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { RatingsResolver } from './ratings.resolver';
import { RatingsService } from './ratings.service';

@Module({ imports: [EventsModule, RoundsModule], providers: [RatingsService, RatingsResolver], exports: [RatingsService] })
export class RatingsModule {}
