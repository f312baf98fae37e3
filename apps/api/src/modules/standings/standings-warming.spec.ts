import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EventRepository } from '../events';
import { LiveService } from '../live';
import { CommittedResultsService } from '../results';
import { RoundsService } from '../rounds';
import { StandingsService } from './standings.service';

describe('StandingsService warms the standings once changes pause', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The service over a real LiveService; no database is reached because `warm` is only observed. */
  function standings(): { live: LiveService; warmed: string[] } {
    const live = new LiveService({ redisUrl: null } as unknown as AppConfig);
    const service = new StandingsService({} as DataSource, new CommittedResultsService(), {} as EventRepository, {} as RoundsService, live);
    const warmed: string[] = [];
    jest.spyOn(service, 'warm').mockImplementation((eventId) => void warmed.push(eventId));
    return { live, warmed };
  }

  it('not on each announcement of a burst, but 1.5 s after the last', () => {
    const { live, warmed } = standings();
    for (let second = 0; second < 5; second += 1) {
      live.publish('standingsUpdated', { eventId: 'e' });
      jest.advanceTimersByTime(1000);
    }
    expect(warmed).toEqual([]);
    jest.advanceTimersByTime(499);
    expect(warmed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(warmed).toEqual(['e']);
    jest.advanceTimersByTime(60_000);
    expect(warmed).toEqual(['e']);
  });

  it('at least every 10 s in a burst that does not stop, each event on its own', () => {
    const { live, warmed } = standings();
    for (let tenth = 0; tenth < 250; tenth += 1) {
      live.publish('standingsUpdated', { eventId: 'busy' });
      if (tenth === 0) live.publish('standingsUpdated', { eventId: 'quiet' });
      jest.advanceTimersByTime(100);
    }
    expect(warmed).toEqual(['quiet', 'busy', 'busy']);
  });
});
