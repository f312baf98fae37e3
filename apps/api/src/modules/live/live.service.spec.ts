import { AppConfig } from '../../config/app-config';
import { LiveMessage, LiveService } from './live.service';

describe('LiveService.publishCoalesced', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function live(): { service: LiveService; heard: LiveMessage[] } {
    const service = new LiveService({ redisUrl: null } as unknown as AppConfig);
    const heard: LiveMessage[] = [];
    service.onLocalPublish('standingsUpdated', (message) => heard.push(message));
    return { service, heard };
  }

  it('announces the first change at once and a burst once more at the end of the window, with its last message', () => {
    const { service, heard } = live();
    service.publishCoalesced('standingsUpdated', { eventId: 'e', n: 1 }, 1000);
    expect(heard).toEqual([{ eventId: 'e', n: 1 }]);
    for (let n = 2; n <= 50; n += 1) service.publishCoalesced('standingsUpdated', { eventId: 'e', n }, 1000);
    expect(heard).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(heard).toEqual([
      { eventId: 'e', n: 1 },
      { eventId: 'e', n: 50 },
    ]);
    // Nothing more came: the window closes without another announcement, and the next change goes out at once.
    jest.advanceTimersByTime(5000);
    expect(heard).toHaveLength(2);
    service.publishCoalesced('standingsUpdated', { eventId: 'e', n: 51 }, 1000);
    expect(heard).toHaveLength(3);
  });

  it('keeps events apart', () => {
    const { service, heard } = live();
    service.publishCoalesced('standingsUpdated', { eventId: 'a' }, 1000);
    service.publishCoalesced('standingsUpdated', { eventId: 'b' }, 1000);
    expect(heard.map((m) => m.eventId)).toEqual(['a', 'b']);
  });
});
