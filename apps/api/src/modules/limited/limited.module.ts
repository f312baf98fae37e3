import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardsModule } from '../cards';
import { ClockModule } from '../clock';
import { DigitalModule } from '../digital';
import { EventsModule } from '../events';
import { LimitedDeckEntity } from './limited-deck.entity';
import { LimitedDraftEntity } from './limited-draft.entity';
import { LimitedEventEntity } from './limited-event.entity';
import { LimitedPoolEntity } from './limited-pool.entity';
import { LimitedRepository } from './limited.repository';
import { LimitedResolver } from './limited.resolver';
import { LimitedService } from './limited.service';

/** Digital sealed and booster draft (issue 18): packs from MTGJSON booster data, pools, drafts. Above events and digital. */
@Module({
  imports: [EventsModule, DigitalModule, ClockModule, CardsModule, TypeOrmModule.forFeature([LimitedEventEntity, LimitedPoolEntity, LimitedDraftEntity, LimitedDeckEntity])],
  providers: [LimitedService, LimitedRepository, LimitedResolver],
  exports: [LimitedService],
})
export class LimitedModule {}
