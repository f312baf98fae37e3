import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardDataImportService } from './card-data-import.service';
import { CardDatabaseProvider } from './card-database.provider';
import { CardSnapshotEntity } from './card-snapshot.entity';
import { CardSnapshotRepository } from './card-snapshot.repository';
import { CardsResolver } from './cards.resolver';
import { CardsService } from './cards.service';
import { EngineCardPoolService } from './engine-card-pool.service';

@Module({
  imports: [TypeOrmModule.forFeature([CardSnapshotEntity])],
  providers: [CardDatabaseProvider, CardsService, CardDataImportService, CardSnapshotRepository, CardsResolver, EngineCardPoolService],
  exports: [CardsService, CardDatabaseProvider, EngineCardPoolService],
})
export class CardsModule {}
