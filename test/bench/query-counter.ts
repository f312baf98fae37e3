import { DataSource } from 'typeorm';

/** Counts the SQL statements TypeORM sends, so a benchmark can show the queries one request costs. */
export class QueryCounter {
  private count = 0;

  constructor(dataSource: DataSource) {
    const logger = dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    // Every TypeORM query runner reports each statement here before sending it, on both drivers.
    logger.logQuery = (query, parameters, queryRunner) => {
      this.count += 1;
      return logQuery(query, parameters, queryRunner);
    };
  }

  /** Statements sent while `work` ran (only meaningful when nothing else is running). */
  async during(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}
