import { withAnnouncement } from './use-announcements';

const at = (id: string, text: string) => ({ id, text, sentAt: '2026-12-06T09:00:00.000Z' });

describe('withAnnouncement', () => {
  it('puts a new announcement first', () => {
    expect(withAnnouncement([at('a', 'old')], at('b', 'new')).map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('keeps one copy of an announcement heard twice (live, then reloaded)', () => {
    expect(withAnnouncement([at('b', 'new'), at('a', 'old')], at('b', 'new')).map((a) => a.id)).toEqual(['b', 'a']);
  });
});
