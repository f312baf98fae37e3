import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../../apps/api/src/common/json-logger';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { createApp } from '../../apps/api/src/main';
import { QueryCounter } from './query-counter';

export type BenchDatabaseKind = 'pglite' | 'postgres';

const STOP_DRAIN_LIMIT_MS = 15_000;

/** Counts HTTP requests the server has not answered yet; a load run ends with some still queued. */
class RequestsInFlight {
  private count = 0;

  constructor(server: Server) {
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.count += 1;
      response.once('close', () => (this.count -= 1));
    });
  }

  async drained(limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (this.count > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The real API listening on 127.0.0.1 on a fresh database: a new embedded PGlite in a temp
 * data directory, or, when `postgresServerUrl` is given, a new database created on that server
 * (the database the URL names is only used to issue CREATE/DROP DATABASE).
 */
export class BenchServer {
  private constructor(
    readonly app: NestExpressApplication,
    readonly url: string,
    readonly databaseKind: BenchDatabaseKind,
    readonly queries: QueryCounter,
    private readonly inFlight: RequestsInFlight,
    private readonly dataDir: string,
    private readonly dropDatabase: () => Promise<void>,
  ) {}

  static async start(postgresServerUrl: string | undefined): Promise<BenchServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
    const env: Record<string, string> = { ARBITER_DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: randomBytes(24).toString('hex'), NODE_ENV: 'production' };
    let dropDatabase = async (): Promise<void> => undefined;
    if (postgresServerUrl) {
      const name = `arbiter_bench_${randomBytes(6).toString('hex')}`;
      await onServer(postgresServerUrl, `CREATE DATABASE "${name}"`);
      dropDatabase = () => onServer(postgresServerUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      env.DATABASE_URL = withDatabase(postgresServerUrl, name);
    }
    try {
      const config = loadConfig(env);
      const app = await createApp(config, new JsonLogger('error'));
      await app.listen(0, '127.0.0.1');
      // Node closes idle keep-alive sockets after 5 s, racing clients that reuse them (ECONNRESET
      // mid-seeding); production servers behind a proxy use a longer timeout too.
      app.getHttpServer().keepAliveTimeout = 65_000;
      const inFlight = new RequestsInFlight(app.getHttpServer());
      const { port } = app.getHttpServer().address() as AddressInfo;
      const queries = new QueryCounter(app.get(DataSource));
      return new BenchServer(app, `http://127.0.0.1:${port}`, postgresServerUrl ? 'postgres' : 'pglite', queries, inFlight, dataDir, dropDatabase);
    } catch (error) {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Closes the server (after the requests a load run left in flight, unless interrupted) and removes its database and data directory. */
  async stop(options: { drain: boolean } = { drain: true }): Promise<void> {
    try {
      if (options.drain) await this.inFlight.drained(STOP_DRAIN_LIMIT_MS);
      await this.app.close();
    } finally {
      await this.dropDatabase();
      rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}
