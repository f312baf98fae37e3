import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { JsonLogger } from './common/json-logger';
import { requestBodyErrors } from './common/http/request-body-errors';

/** The built admin, found from wherever this file runs (sources, dist/, or a Docker image). */
function findAdminDist(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps/admin/package.json')) || existsSync(join(dir, 'apps/admin/dist'))) return join(dir, 'apps/admin/dist');
  }
  return resolve(start, 'apps/admin/dist');
}

const ADMIN_DIST = findAdminDist(__dirname);
const API_PATHS = ['/graphql', '/healthz'];

const PLACEHOLDER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Arbiter</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Arbiter</h1>
<p>The API is running. The admin interface has not been built yet: run <code>npm run build:admin</code>.</p>
<p>GraphQL: <a href="/graphql">/graphql</a> · Health: <a href="/healthz">/healthz</a></p></body></html>`;

/** Serves the built admin (a single-page app) at /, leaving the API paths alone. */
function serveAdmin(app: NestExpressApplication): void {
  const indexFile = join(ADMIN_DIST, 'index.html');
  if (existsSync(indexFile)) app.useStaticAssets(ADMIN_DIST, { index: false });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || API_PATHS.some((p) => request.path.startsWith(p))) return next();
    if (!request.accepts('html')) return next();
    if (existsSync(indexFile)) response.sendFile(indexFile);
    else response.type('html').send(PLACEHOLDER_PAGE);
  });
}

/** Builds the Nest application (shared by start-up and the end-to-end tests). */
export async function createApp(config: AppConfig, logger = new JsonLogger(config.logLevel), options = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), { logger, bodyParser: false });
  // Event files of large events run to megabytes (a 4,500-player, 15-round export is about 8 MB); gzip bodies are inflated, the limit counts inflated bytes.
  app.disable('x-powered-by');
  // Behind a reverse proxy the client's address (log-in throttling) is in X-Forwarded-For.
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  app.useBodyParser('json', { limit: config.maxBodyBytes });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: true });
  app.use(requestBodyErrors(config.maxBodyBytes));
  app.enableShutdownHooks();
  serveAdmin(app);
  return app;
}

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = new JsonLogger(config.logLevel);
  const app = await createApp(config, logger);
  await app.listen(config.port);
  logger.log({ msg: `Arbiter listening on http://localhost:${config.port}`, database: config.databaseUrl ? 'postgres' : 'pglite', dataDir: config.dataDir }, 'Bootstrap');
}

if (require.main === module) {
  bootstrap().catch((error: unknown) => {
    process.stderr.write(`Arbiter failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
