import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { JsonLogger } from './common/json-logger';
import { DeploymentIdentity } from './modules/platform/deployment-identity';

/**
 * `npm run engine-worker`: a process that only plays digital matches, taking engine jobs
 * from the Redis queue (REDIS_URL) against the same database (DATABASE_URL). Start as many
 * as the load needs, on any machine; API instances can then run with ARBITER_ENGINE_WORKER=off.
 */
async function startWorker(): Promise<void> {
  const config = loadConfig({ ...process.env, ARBITER_ENGINE_WORKER: 'inline' });
  if (!config.redisUrl) throw new ConfigError('REDIS_URL', 'is required: engine workers take their jobs from a Redis queue');
  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger });
  app.enableShutdownHooks();
  logger.log({ msg: 'Engine worker started', queue: app.get(DeploymentIdentity).engineQueue }, 'EngineWorker');
}

startWorker().catch((error: unknown) => {
  process.stderr.write(`Engine worker failed to start: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
