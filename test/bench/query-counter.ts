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

  /** Statements sent since the server started. */
  get total(): number {
    return this.count;
  }

  /** Statements sent while `work` ran (only meaningful when nothing else is running). */
  async during(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }

  /**
   * The fewest statements `work` sent over a few runs: a background poll of the server (the card
   * snapshot check, clock wake-ups) can land inside one window, never remove a statement from it.
   */
  async fewestDuring(work: () => Promise<unknown>, runs = 3): Promise<number> {
    let fewest = Infinity;
    for (let run = 0; run < runs; run += 1) fewest = Math.min(fewest, await this.during(work));
    return fewest;
  }
}
