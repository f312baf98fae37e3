import { computeStandings, EventFile, validateEventFile } from '@arbiter/swiss';
import { ComparableStanding, compareWithPublished, loadRealEvent, REAL_EVENTS } from '../libs/swiss/src/testing/published-standings';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const IMPORT = `mutation ($file: String!, $acceptRecorded: Boolean) { importEvent(file: $file, acceptRecorded: $acceptRecorded) { id percentageFloor importWarnings } }`;
const STANDINGS = `query ($eventId: ID!) { standings(eventId: $eventId) { rank matchPoints omwExact gwExact ogwExact gamePoints gamesPlayed percentageFloor player { id name } } }`;

interface ApiStanding {
  rank: number;
  matchPoints: number;
  omwExact: number;
  gwExact: number;
  ogwExact: number;
  gamePoints: number;
  gamesPlayed: number;
  percentageFloor: string;
  player: { id: string; name: string };
}

/** Results Melee recorded that a best of three forbids (3-0-0), per file. */
const KEPT_AS_RECORDED: Record<string, number> = {
  'manatraders-year-end-15000-modern-2025-12-13': 2,
  'scg-con-milwaukee-super-sunday-rcq-standard-2026-02-22': 1,
};

describe(`The seven real Melee events through the API equal the published standings (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Scorekeeper')).token;
  });

  afterAll(async () => {
    await app.stop();
  });

  /** Imports the file and reads the API's standings, keyed back to the file's player ids by name. */
  async function apiStandings(file: EventFile): Promise<{ event: { id: string; percentageFloor: string; importWarnings: string[] }; standings: (ComparableStanding & { floor: string })[] }> {
    const event = (await app.ok(IMPORT, { file: JSON.stringify(file), acceptRecorded: true }, organizer)).importEvent;
    const fileIds = new Map(file.players.map((p) => [p.name, p.id]));
    expect(fileIds.size).toBe(file.players.length);
    const rows: ApiStanding[] = (await app.ok(STANDINGS, { eventId: event.id })).standings;
    const standings = rows.map((row) => ({
      player: fileIds.get(row.player.name) as string,
      matchPoints: row.matchPoints,
      omw: row.omwExact,
      gw: row.gwExact,
      ogw: row.ogwExact,
      gamePoints: row.gamePoints,
      gamesPlayed: row.gamesPlayed,
      floor: row.percentageFloor,
    }));
    return { event, standings };
  }

  it.each(REAL_EVENTS.map((real) => [real.slug, real] as const))('%s: the 1/3 floor equals Melee within 1e-6, order equal except among exact ties', async (slug, real) => {
    const { event: file, published } = loadRealEvent(slug);
    const kept = KEPT_AS_RECORDED[slug] ?? 0;
    if (kept > 0) {
      const strict = await app.gql(IMPORT, { file: JSON.stringify(file) }, organizer);
      expect(errorCode(strict)).toBe('INVALID_EVENT_FILE');
      expect(strict.errors?.[0].message).toContain('3-0-0');
    }
    const { event, standings } = await apiStandings(file as EventFile);
    expect(event.percentageFloor).toBe('ONE_THIRD');
    expect(event.importWarnings).toHaveLength(kept);
    for (const warning of event.importWarnings) expect(warning).toMatch(/^Round \d+, table \d+: .+ vs .+ recorded 3-0-0, which a best-of-3 match cannot produce; kept as recorded$/);
    expect(standings).toHaveLength(real.players);
    expect(standings.every((s) => s.floor === 'ONE_THIRD')).toBe(true);
    expect(compareWithPublished(standings, published, { tolerance: 1e-6, ownGameWin: real.ownGameWin })).toEqual([]);
  });

  it('the 0.33 event setting: the API equals the event file computed offline, and moves the OMW% of 666 of the 1,260 players off the published standings', async () => {
    let players = 0;
    let omwChanged = 0;
    for (const real of REAL_EVENTS) {
      const { event: raw, published } = loadRealEvent(real.slug);
      const file = { ...(raw as EventFile), settings: { ...(raw as EventFile).settings, percentageFloor: '0.33' as const } };
      const { event, standings } = await apiStandings(file);
      expect(event.percentageFloor).toBe('POINT_33');
      expect(standings.every((s) => s.floor === 'POINT_33')).toBe(true);

      const validation = validateEventFile(file, { acceptRecorded: true });
      if (!validation.ok) throw new Error(`${real.slug}: ${validation.errors.map((e) => e.message).join('; ')}`);
      const offline = computeStandings(validation.event);
      expect(offline.percentageFloor).toBe('0.33');
      // Exact ties are ordered by player id, and the API's ids are its own: compare player by player.
      const values = (rows: { player: string; matchPoints: number; omw: number; gw: number; ogw: number }[]) =>
        rows.map((s) => [s.player, s.matchPoints, s.omw, s.gw, s.ogw]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(values(standings)).toEqual(values(offline.standings));

      players += published.length;
      omwChanged += compareWithPublished(standings, published, { tolerance: 1e-5, ownGameWin: real.ownGameWin }).filter((d) => d.field === 'omw').length;
    }
    expect(players).toBe(1260);
    expect(omwChanged).toBe(666);
  });

  it('the floor is an event setting, stated in the standings, exported in the file and locked once the event starts', async () => {
    const created = (await app.ok(`mutation { createEvent(input: { name: "MTR text floor", format: CONSTRUCTED, rel: REGULAR, percentageFloor: POINT_33 }) { id percentageFloor } }`, {}, organizer)).createEvent;
    expect(created.percentageFloor).toBe('POINT_33');
    const exported = JSON.parse((await app.ok(`query ($eventId: ID!) { exportEvent(eventId: $eventId) }`, { eventId: created.id }, organizer)).exportEvent);
    expect(exported.settings).toEqual({ percentageFloor: '0.33' });
    const back = (await app.ok(`mutation ($id: ID!) { updateEvent(id: $id, input: { percentageFloor: ONE_THIRD }) { percentageFloor } }`, { id: created.id }, organizer)).updateEvent;
    expect(back.percentageFloor).toBe('ONE_THIRD');
    const { event: file } = loadRealEvent(REAL_EVENTS[6].slug);
    const running = (await app.ok(IMPORT, { file: JSON.stringify(file) }, organizer)).importEvent;
    const locked = await app.gql(`mutation ($id: ID!) { updateEvent(id: $id, input: { percentageFloor: POINT_33 }) { id } }`, { id: running.id }, organizer);
    expect(errorCode(locked)).toBe('STRUCTURE_LOCKED');
  });
});
