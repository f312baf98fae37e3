import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DeploymentIdentity } from '../../apps/api/src/modules/platform/deployment-identity';
import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';

const ME = '{ me { id } }';
const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL;
/** No JWT_SECRET and no queue name: the deployment's own come from the database. */
const UNCONFIGURED = { JWT_SECRET: '', ...(REDIS_URL ? { REDIS_URL, ARBITER_ENGINE_WORKER: 'off' } : {}) };

// Issue 12, item 11: each instance generated its own JWT secret, and every deployment on one Redis shared the queue name.
describe(`the deployment's secret and queue names live in the database (${TEST_DATABASE_KIND})`, () => {
  it('without JWT_SECRET the secret is kept in the database, not a file, and tokens survive a restart', async () => {
    const app = await TestApp.start(UNCONFIGURED, { persistent: true });
    try {
      const user = await app.user('Someone');
      const stored = await app.dataSource.query(`SELECT value FROM platform_settings WHERE key = 'jwt-secret'`);
      expect(stored[0].value).toMatch(/^[0-9a-f]{64}$/);
      expect(existsSync(join(app.dataDirectory, 'jwt-secret'))).toBe(false);
      await app.restart();
      expect((await app.ok(ME, {}, user.token)).me.id).toBe(user.id);
      expect(app.app.get(DeploymentIdentity).engineQueue).toMatch(/^arbiter-engine-[0-9a-f]{32}$/);
    } finally {
      await app.stop();
    }
  });

  if (TEST_DATABASE_KIND === 'postgres') {
    it('two instances on one database accept each other’s tokens and share one queue; another deployment has its own', async () => {
      const first = await TestApp.start(UNCONFIGURED);
      const second = await first.secondInstance();
      const other = await TestApp.start(UNCONFIGURED);
      try {
        const user = await first.user('Someone');
        expect((await second.ok(ME, {}, user.token)).me.id).toBe(user.id);
        const stranger = await other.user('Stranger');
        expect(errorCode(await first.gql(ME, {}, stranger.token))).toBe('INVALID_CREDENTIALS');
        const queue = (app: TestApp): string => app.app.get(DeploymentIdentity).engineQueue;
        expect(queue(second)).toBe(queue(first));
        expect(queue(other)).not.toBe(queue(first));
      } finally {
        await second.stop();
        await other.stop();
        await first.stop();
      }
    });
  }
});
