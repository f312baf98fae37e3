import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In } from 'typeorm';
import { TimeCallEntity } from './time-call.entity';
import { TimeExtensionEntity } from './time-extension.entity';

/** Time called per match (match_time_calls) and the time extensions judges gave (time_extensions). */
@Injectable()
export class TimeCallRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Of these matches, those time was already called on. */
  async calledAmong(matchIds: readonly string[]): Promise<Set<string>> {
    if (matchIds.length === 0) return new Set();
    const calls = await this.dataSource.manager.find(TimeCallEntity, { where: { matchId: In([...matchIds]) } });
    return new Set(calls.map((call) => call.matchId));
  }

  /** Records time called on the match; true for the one caller (of every instance) that recorded it. */
  async claim(matchId: string, eventId: string): Promise<boolean> {
    const result = await this.dataSource.manager.createQueryBuilder().insert().into(TimeCallEntity).values({ matchId, eventId }).orIgnore().returning(['matchId']).execute();
    return (result.raw as unknown[]).length > 0;
  }

  extensionsOf(matchId: string): Promise<TimeExtensionEntity[]> {
    return this.dataSource.manager.find(TimeExtensionEntity, { where: { matchId }, order: { createdAt: 'ASC' } });
  }

  addExtension(manager: EntityManager, fields: DeepPartial<TimeExtensionEntity>): Promise<TimeExtensionEntity> {
    return manager.save(manager.create(TimeExtensionEntity, fields));
  }
}
