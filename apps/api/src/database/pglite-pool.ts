import { EventEmitter } from 'node:events';
import { PGlite, types } from '@electric-sql/pglite';

type Callback<T> = (error: Error | null, value?: T) => void;

interface PgLikeResult {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

const ACQUIRE_TIMEOUT_MS = 60_000;

function commandOf(sql: string): string {
  const match = /^\s*(?:--[^\n]*\n\s*)*([a-z]+)/i.exec(sql);
  return match ? match[1].toUpperCase() : '';
}

/**
 * One PGlite database shared by every TypeORM query runner, one at a time.
 *
 * PGlite has a single session: if two query runners interleaved their statements, a
 * transaction would see (and commit or roll back) the other's work. So the pool hands
 * out its one connection under a lock, and a second runner waits until the first
 * releases it, exactly like a pg pool of size one. A runner that waits too long fails
 * with a message rather than hanging (the usual cause is a query issued outside the
 * transaction's EntityManager while that transaction holds the connection).
 */
export class SerializedPglitePool extends EventEmitter {
  private held = false;
  private readonly waiting: Array<() => void> = [];
  private readonly connection: PgliteConnection;

  constructor(readonly db: PGlite) {
    super();
    this.connection = new PgliteConnection(db);
  }

  connect(callback: (error: Error | null, connection: PgliteConnection | null, release: (error?: unknown) => void) => void): void {
    this.acquire().then(
      () => {
        let released = false;
        callback(null, this.connection, () => {
          if (released) return;
          released = true;
          this.release();
        });
      },
      (error: Error) => callback(error, null, () => undefined),
    );
  }

  query(sql: string, params?: unknown[] | Callback<PgLikeResult>, callback?: Callback<PgLikeResult>): Promise<PgLikeResult> {
    const cb = typeof params === 'function' ? params : callback;
    const values = typeof params === 'function' ? undefined : params;
    const run = this.acquire().then(() => this.connection.query(sql, values).finally(() => this.release()));
    if (cb) run.then((result) => cb(null, result), (error: Error) => cb(error));
    return run;
  }

  end(callback?: (error?: Error | null) => void): Promise<void> {
    const closing = this.db.closed ? Promise.resolve() : this.db.close();
    return closing.then(
      () => callback?.(null),
      (error: Error) => {
        if (callback) callback(error);
        else throw error;
      },
    );
  }

  private acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new Error(`Timed out after ${ACQUIRE_TIMEOUT_MS} ms waiting for the embedded database connection; is a query running outside its transaction's EntityManager?`));
      }, ACQUIRE_TIMEOUT_MS);
      this.waiting.push(grant);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** The single connection: answers queries in the shape TypeORM expects from `pg`. */
export class PgliteConnection extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  query(sql: string, params?: unknown[] | Callback<PgLikeResult>, callback?: Callback<PgLikeResult>): Promise<PgLikeResult> {
    const cb = typeof params === 'function' ? params : callback;
    const values = typeof params === 'function' ? undefined : params;
    const run = this.run(sql, values);
    if (cb) run.then((result) => cb(null, result), (error: Error) => cb(error));
    return run;
  }

  private async run(sql: string, params?: unknown[]): Promise<PgLikeResult> {
    if (params && params.length > 0) {
      const result = await this.db.query(sql, params);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        command: commandOf(sql),
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    }
    // exec runs several statements; TypeORM expects the last one's result.
    const results = await this.db.exec(sql);
    const last = results[results.length - 1];
    return {
      rows: last?.rows ?? [],
      rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
      command: commandOf(sql),
      fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  }
}

/** PGlite options that make results look like node-postgres's (64-bit integers and numerics as strings). */
export const PGLITE_PG_COMPATIBLE_OPTIONS = {
  parsers: {
    [types.INT8]: (value: string) => value,
    [types.NUMERIC]: (value: string) => value,
  },
  serializers: {
    [types.BOOL]: (value: unknown) => (value === true || value === 'true' || value === 1 ? 'TRUE' : value === false || value === 'false' || value === 0 ? 'FALSE' : String(value)),
  },
};

/** A TypeORM `driver` module (the `pg` shape) whose Pool is serialized over one PGlite database. */
export function pgliteDriverFor(db: PGlite): { Pool: new () => SerializedPglitePool } {
  return {
    Pool: class extends SerializedPglitePool {
      constructor() {
        super(db);
      }
    },
  };
}
