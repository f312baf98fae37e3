import { loadConfig } from '../apps/api/src/config/app-config';
import { LiveMessage, LiveService } from '../apps/api/src/modules/live/live.service';

const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL;

// Several API instances share subscriptions through Redis pub/sub (CI sets ARBITER_TEST_REDIS_URL when a
// server answers); without Redis one instance delivers to its own subscribers.
describe(`live messages ${REDIS_URL ? 'across API instances through Redis' : 'within one API instance'}`, () => {
  it('a change published reaches the subscribers of that event only', async () => {
    const config = loadConfig({ REDIS_URL: REDIS_URL ?? '', JWT_SECRET: 'test-secret-0123456789abcdef', ARBITER_DATA_DIR: '/tmp/arbiter-live-test' });
    const publisher = new LiveService(config);
    const subscriber = REDIS_URL ? new LiveService(config) : publisher;
    try {
      const eventId = `event-${Date.now()}`;
      const messages = subscriber.subscribe('matchUpdated', eventId);
      const first = messages.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      publisher.publish('matchUpdated', { eventId, matchId: 'm1' });
      publisher.publish('matchUpdated', { eventId: 'another-event', matchId: 'm2' });
      const received = (await first) as IteratorResult<LiveMessage>;
      expect(received.value).toEqual({ eventId, matchId: 'm1' });
      await messages.return?.();
    } finally {
      await publisher.onModuleDestroy();
      if (subscriber !== publisher) await subscriber.onModuleDestroy();
    }
  });
});
