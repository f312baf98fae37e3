import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { JsonLogger } from '../../apps/api/src/common/json-logger';
import { createApp } from '../../apps/api/src/main';
import { AppModule } from '../../apps/api/src/app.module';
import { NestFactory } from '@nestjs/core';
import { createTestDatabase, TestDatabase } from './test-database';

export interface GraphqlResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** A running application on a fresh test database, with a GraphQL helper. */
export class TestApp {
  private constructor(
    public app: NestExpressApplication,
    readonly database: TestDatabase,
    private readonly dataDir: string,
    private env: Record<string, string>,
  ) {}

  /** Starts the API on a fresh database; `persistent` keeps the embedded database on disk so `restart` finds it again. */
  static async start(env: Record<string, string> = {}, options: { persistent?: boolean } = {}): Promise<TestApp> {
    const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-e2e-'));
    const database = await createTestDatabase(options.persistent ? { dataDir: join(dataDir, 'pgdata') } : {});
    const app = await TestApp.boot(dataDir, env, database.target);
    return new TestApp(app, database, dataDir, env);
  }

  private static async boot(dataDir: string, env: Record<string, string>, target: TestDatabase['target']): Promise<NestExpressApplication> {
    const config = loadConfig({ ARBITER_DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'test-secret-0123456789abcdef', ...env });
    const app = await createApp(config, new JsonLogger('error'), { databaseTarget: target });
    await app.init();
    return app;
  }

  /**
   * Starts a separate engine worker (what `npm run engine-worker` runs) on this app's
   * database and Redis queue. Only a database server can be shared between two instances.
   */
  async startEngineWorker(env: Record<string, string>): Promise<{ close(): Promise<void> }> {
    if (this.database.target.kind !== 'postgres') throw new Error('a separate engine worker needs a PostgreSQL database');
    const config = loadConfig({ ARBITER_DATA_DIR: this.dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'test-secret-0123456789abcdef', ...env, ARBITER_ENGINE_WORKER: 'inline' });
    const worker = await NestFactory.createApplicationContext(AppModule.forRoot(config, { databaseTarget: this.database.target }), { logger: new JsonLogger('error') });
    await worker.init();
    return worker;
  }

  /**
   * A second API instance on this one's PostgreSQL database (two processes behind a load
   * balancer); `env` is added to this instance's. Only a database server can be shared.
   */
  async secondInstance(env: Record<string, string> = {}): Promise<TestApp> {
    if (this.database.target.kind !== 'postgres') throw new Error('a second API instance needs a PostgreSQL database');
    const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-e2e-'));
    const merged = { ...this.env, ...env };
    const app = await TestApp.boot(dataDir, merged, this.database.target);
    return new TestApp(app, { target: this.database.target, drop: async () => undefined }, dataDir, merged);
  }

  /** Stops the server and starts a new one on the same database, as a process restart would (with `env` added to the first start's). */
  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.app.close();
    const target = this.database.target.kind === 'pglite' ? { kind: 'pglite' as const, dataDir: this.database.target.dataDir } : this.database.target;
    if (target.kind === 'pglite' && !target.dataDir) throw new Error('restart needs TestApp.start(env, { persistent: true })');
    this.env = { ...this.env, ...env };
    this.app = await TestApp.boot(this.dataDir, this.env, target);
  }

  /** ARBITER_DATA_DIR of this instance. */
  get dataDirectory(): string {
    return this.dataDir;
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphqlResponse<T>> {
    const call = request(this.app.getHttpServer()).post('/graphql').set('content-type', 'application/json');
    if (token) call.set('authorization', `Bearer ${token}`);
    const response = await call.send({ query, variables });
    return response.body as GraphqlResponse<T>;
  }

  /** Runs a GraphQL operation that must succeed and returns its data. */
  async ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const response = await this.gql<T>(query, variables, token);
    if (response.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
    return response.data as T;
  }

  private userCount = 0;

  /** Signs up a new user and returns its token and id. */
  async user(displayName = `User ${this.userCount + 1}`): Promise<{ token: string; id: string }> {
    this.userCount += 1;
    const email = `user${this.userCount}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const data = await this.ok<{ signUp: { token: string; user: { id: string } } }>(
      'mutation ($email: String!, $displayName: String!) { signUp(email: $email, password: "correct horse battery", displayName: $displayName) { token user { id } } }',
      { email, displayName },
    );
    return { token: data.signUp.token, id: data.signUp.user.id };
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.database.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The error code of a failed GraphQL response (first error). */
export function errorCode(response: GraphqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}
