import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'postgres' | 'pglite';
  databaseReachable: boolean;
}

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthReport> {
    const database = this.dataSource.options.driver ? 'pglite' : 'postgres';
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database, databaseReachable: true };
    } catch {
      return { status: 'unavailable', database, databaseReachable: false };
    }
  }
}
