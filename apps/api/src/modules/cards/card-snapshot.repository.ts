import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CardSnapshotEntity } from './card-snapshot.entity';

/** The card databases administrators imported (the card_snapshots table): the newest row is the one every instance serves. */
@Injectable()
export class CardSnapshotRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  add(fields: Pick<CardSnapshotEntity, 'dataDate' | 'dataVersion' | 'cardCount' | 'kind' | 'fileName' | 'snapshot' | 'importedById'>): Promise<CardSnapshotEntity> {
    const manager = this.dataSource.manager;
    return manager.save(manager.create(CardSnapshotEntity, fields));
  }

  /** The id of the newest stored snapshot (without its bytes), or null for none. */
  async newestId(): Promise<string | null> {
    const newest = await this.dataSource.manager.find(CardSnapshotEntity, { select: { id: true, createdAt: true }, order: { createdAt: 'DESC' }, take: 1 });
    return newest[0]?.id ?? null;
  }

  findById(id: string): Promise<CardSnapshotEntity | null> {
    return this.dataSource.manager.findOneBy(CardSnapshotEntity, { id });
  }
}
