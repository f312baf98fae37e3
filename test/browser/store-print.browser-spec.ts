import { readFile } from 'node:fs/promises';
import { BrowserContextOptions, Locator } from 'playwright-core';
import { GQL, PairedMatch } from '../support/tournament-driver';
import { PHONE, eventually, horizontalOverflow } from './support/browser-harness';
import { createAccount, servedDevices, signIn } from './support/served-app';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $wizardsId: String) { registerPlayer(eventId: $eventId, name: $name, wizardsId: $wizardsId) { id name wizardsId } }`;
const END_EVENT = `mutation ($eventId: ID!) { endEvent(eventId: $eventId) { id status } }`;
const FINAL = `query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank matchPoints record player { name } } }`;
const EVENT_CODE = `query ($id: ID!) { event(id: $id) { joinCode } }`;
const CLOCK = `query ($roundId: ID!) { roundClock(roundId: $roundId) { remainingSeconds } }`;
const ROUND_ID = `query ($id: ID!) { event(id: $id) { currentRound { id } } }`;

/** The scorekeeper's laptop: 1366×900. */
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const PLAYERS: [string, string][] = [
  ['Ava Ruiz', '1000001'],
  ['Avery Stone', '1000002'],
  ['Jürgen Adler', '1000003'],
  ['Chloé Martin', '1000004'],
  ['Dmitri Volkov', '1000005'],
  ['Elena Estrada', '1000006'],
  ['Farid Haddad', '1000007'],
  ['Grace Liu', '1000008'],
];

/** The cells of each row, as a person reads them. */
async function rowTexts(rows: Locator): Promise<string[][]> {
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) texts.push((await rows.nth(i).locator('th, td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()));
  return texts;
}

const percent = (fraction: number) => (Math.round(fraction * 10000) / 100).toFixed(2);

// Issue 15, printouts and exports: result slips, printed standings and final placings, the standings CSV;
// "Find my table" by part of a name on a phone; the big screen on a wrong address.
describe('store printouts and exports: result slips, standings on paper and as CSV, final placings; find my table by part of a name', () => {
  const devices = servedDevices('store-print');

  it('eight players, three rounds: slips per table, standings and placings printed as the API ranks them, the CSV carries Wizards IDs and tiebreakers', async () => {
    const served = devices.served;
    const { app } = served;
    const [laptop, phone, screen] = [await devices.open(LAPTOP), await devices.open(PHONE), await devices.open(LAPTOP)];
    const organizer = await createAccount(app, 'Print Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Friday Modern', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3, topCut: 0 } }, organizer.token)).createEvent;
    for (const [name, wizardsId] of PLAYERS) await app.ok(REGISTER, { eventId: event.id, name, wizardsId }, organizer.token);
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    let matches: PairedMatch[] = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound.matches;
    const seated = matches.filter((m) => !m.bye).sort((a, b) => a.table! - b.table!);
    expect(seated).toHaveLength(4);

    // Result slips: one per table, in table order, with both players, spaces for games and signatures.
    const { page } = laptop;
    await signIn(page, served, organizer);
    await page.getByText('Friday Modern').first().waitFor();
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/rounds`);
    await expect(page.getByTestId('print-result-slips').getAttribute('href')).resolves.toBe(`#/events/${encodeURIComponent(event.id)}/print/slips`);
    // The round clock: started at 50 minutes, then a minute added and one taken off from the Rounds tab.
    const roundId: string = (await app.ok(ROUND_ID, { id: event.id }, organizer.token)).event.currentRound.id;
    await page.getByTestId('clock-minutes').fill('50');
    await page.getByTestId('clock-start').click();
    await page.getByTestId('clock-add-minute').click();
    // Less than a minute has gone by: over 50 minutes left means the minute was added.
    await eventually(async () => expect((await app.ok(CLOCK, { roundId }, organizer.token)).roundClock.remainingSeconds).toBeGreaterThan(50 * 60));
    await page.getByTestId('clock-remove-minute').click();
    await page.getByTestId('clock-remove-minute').click();
    await eventually(async () => expect((await app.ok(CLOCK, { roundId }, organizer.token)).roundClock.remainingSeconds).toBeLessThanOrEqual(49 * 60));
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/slips`);
    await eventually(async () => expect(await page.getByTestId('result-slip').count()).toBe(4));
    await expect(page.locator('h1').textContent()).resolves.toBe('Friday Modern — Round 1 result slips');
    for (const [index, match] of seated.entries()) {
      const slip = page.getByTestId('result-slip').nth(index);
      await expect(slip.locator('h2').textContent()).resolves.toBe(`Friday Modern · Round 1 · Table ${match.table}`);
      expect(await rowTexts(slip.locator('tbody tr'))).toEqual(match.players.map((p) => [p.name, '', '']));
      await expect(slip.textContent()).resolves.toContain('Drawn games:');
    }
    // Several slips to a page: two side by side at this width.
    const [first, second] = [await page.getByTestId('result-slip').nth(0).boundingBox(), await page.getByTestId('result-slip').nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    await laptop.screenshot('store-result-slips');

    // Find my table on a phone by part of the name, any case, no accents.
    const jurgen = seated.find((m) => m.players.some((p) => p.name === 'Jürgen Adler'))!;
    const phonePage = phone.page;
    await phonePage.goto(`${served.baseUrl}/play/${encodeURIComponent(event.id)}`);
    await phonePage.getByTestId('player-tab-me').tap();
    await phonePage.getByTestId('my-pairing-name').fill('jurgen');
    await phonePage.getByTestId('my-pairing-submit').tap();
    await expect(phonePage.getByTestId('my-match').textContent()).resolves.toContain(`Table ${jurgen.table}`);
    await expect(phonePage.getByTestId('my-match-opponent').textContent()).resolves.toBe(jurgen.players.find((p) => p.name !== 'Jürgen Adler')!.name);
    // "av" fits two players: the page asks which one.
    await phonePage.getByTestId('my-pairing-name').fill('AV');
    await phonePage.getByTestId('my-pairing-submit').tap();
    await eventually(async () => expect(await phonePage.getByTestId('my-pairing-choice').allTextContents()).toEqual(['Ava Ruiz', 'Avery Stone']));
    expect(await phonePage.getByTestId('my-match').count()).toBe(0);
    await phone.screenshot('store-find-my-table-choices');
    await phonePage.getByTestId('my-pairing-choice').nth(1).tap();
    const avery = seated.find((m) => m.players.some((p) => p.name === 'Avery Stone'))!;
    await expect(phonePage.getByTestId('my-match').textContent()).resolves.toContain(`Table ${avery.table}`);
    await phonePage.getByTestId('my-pairing-name').fill('zed');
    await phonePage.getByTestId('my-pairing-submit').tap();
    await expect(phonePage.getByTestId('my-pairing-none').textContent()).resolves.toBe('No pairing for “zed” in the current round.');
    expect(await horizontalOverflow(phonePage)).toBe(0);

    // Three rounds played: the first-named player of each table wins 2-1.
    for (let round = 1; round <= 3; round += 1) {
      for (const match of matches.filter((m) => !m.bye)) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 1], draws: 0, reason: 'result slip' }, organizer.token);
      if (round < 3) matches = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound.matches;
    }
    const standings: { rank: number; matchPoints: number; record: string; omw: number; gw: number; ogw: number; player: { name: string } }[] = (await app.ok(GQL.standings, { eventId: event.id })).standings;
    expect(standings).toHaveLength(8);

    // The printed standings read as the API ranks them.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/standings`);
    await eventually(async () => expect(await page.getByTestId('standings-print-row').count()).toBe(8));
    await expect(page.locator('h1').textContent()).resolves.toBe('Friday Modern — Standings');
    expect(await rowTexts(page.getByTestId('standings-print-row'))).toEqual(standings.map((s) => [String(s.rank), s.player.name, String(s.matchPoints), s.record, `${percent(s.omw)}%`, `${percent(s.gw)}%`, `${percent(s.ogw)}%`]));
    await laptop.screenshot('store-standings-print');

    // The CSV from the Standings tab: a heading line, then each player with Wizards ID, points, record and tiebreakers.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/standings`);
    await page.getByTestId('standings-table').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('standings-csv').click()]);
    expect(download.suggestedFilename()).toBe('Friday Modern — standings.csv');
    const csv = await readFile((await download.path()) as string, 'utf8');
    const wizardsIds = new Map(PLAYERS);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Rank,Player,Wizards ID,Points,Record,OMW%,GW%,OGW%',
      ...standings.map((s) => [s.rank, s.player.name, wizardsIds.get(s.player.name), s.matchPoints, s.record, percent(s.omw), percent(s.gw), percent(s.ogw)].join(',')),
      '',
    ]);

    // The penalty report for Wizards, from the Penalties tab, as the API writes it.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/penalties`);
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('penalty-report-csv').click()]);
    expect(report.suggestedFilename()).toBe('Friday Modern — penalty report.csv');
    const expectedReport: string = (await app.ok(`query ($eventId: ID!) { penaltyReport(eventId: $eventId, format: "CSV") }`, { eventId: event.id }, organizer.token)).penaltyReport;
    await expect(readFile((await report.path()) as string, 'utf8')).resolves.toBe(expectedReport);

    // The event ends: the final placings print.
    await app.ok(END_EVENT, { eventId: event.id }, organizer.token);
    const placings: { rank: number; matchPoints: number; record: string; player: { name: string } }[] = (await app.ok(FINAL, { eventId: event.id })).finalStandings;
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/standings`);
    await page.reload();
    await expect(page.getByTestId('print-final-placings').getAttribute('href')).resolves.toBe(`#/events/${encodeURIComponent(event.id)}/print/final`);
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/final`);
    await eventually(async () => expect(await page.getByTestId('final-placings-row').count()).toBe(8));
    await expect(page.locator('h1').textContent()).resolves.toBe('Friday Modern — Final placings');
    expect(await rowTexts(page.getByTestId('final-placings-row'))).toEqual(placings.map((s) => [String(s.rank), s.player.name, 'Swiss', String(s.matchPoints), s.record]));
    await laptop.screenshot('store-final-placings-print');

    // The big screen: a wrong address says so (no endless "Loading…"); a real one shows the short code and its QR code.
    const screenPage = screen.page;
    await screenPage.goto(`${served.baseUrl}/screen/00000000-0000-4000-8000-000000000000`);
    await eventually(async () => expect(await screenPage.locator('h1').textContent()).toBe('No such event: check the address'));
    await screen.screenshot('store-screen-bad-id');
    const joinCode: string = (await app.ok(EVENT_CODE, { id: event.id })).event.joinCode;
    expect(joinCode).toMatch(/^[A-Z2-9]{6}$/);

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  }, 240_000);

  it('top 8: all four quarterfinal cards show in full with each player’s seed, on a laptop and on a phone', async () => {
    const served = devices.served;
    const { app } = served;
    const organizer = await createAccount(app, 'Bracket Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Saturday Top 8', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3, topCut: 8 } }, organizer.token)).createEvent;
    for (let i = 1; i <= 12; i += 1) await app.ok(REGISTER, { eventId: event.id, name: `Player ${String(i).padStart(2, '0')}` }, organizer.token);
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    let matches: PairedMatch[] = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound.matches;
    for (let round = 1; round <= 3; round += 1) {
      for (const match of matches.filter((m) => !m.bye)) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, round === 2 ? 1 : 0], draws: 0, reason: 'result slip' }, organizer.token);
      matches = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound.matches;
    }
    expect(matches).toHaveLength(4);
    const ranks = new Map<string, number>((await app.ok(GQL.standings, { eventId: event.id, afterRound: 3 })).standings.map((s: { rank: number; player: { id: string } }) => [s.player.id, s.rank]));
    const expectedSeeds = matches.map((m) => m.players.map((p) => String(ranks.get(p.id))));
    expect(expectedSeeds[0]).toEqual(['1', '8']);

    for (const [options, name] of [[LAPTOP, 'laptop'], [PHONE, 'phone']] as const) {
      const watched = await devices.open(options);
      const { page } = watched;
      await signIn(page, served, organizer);
      await page.getByText('Saturday Top 8').first().waitFor();
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/playoffs`);
      const bracket = page.getByTestId('bracket');
      await eventually(async () => expect(await bracket.getByTestId('bracket-seed').count()).toBe(8));
      const cards = bracket.getByTestId('bracket-match');
      const box = (await bracket.boundingBox())!;
      const viewportWidth = page.viewportSize()!.width;
      for (let index = 0; index < 4; index += 1) {
        const card = cards.nth(index);
        const cardBox = (await card.boundingBox())!;
        // Inside the bracket's visible area and the screen: not cut off at the bottom or the side.
        expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
        expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(viewportWidth);
        expect(cardBox.x).toBeGreaterThanOrEqual(0);
        expect(await card.getByTestId('bracket-seed').allTextContents()).toEqual(expectedSeeds[index]);
        await expect(card.textContent()).resolves.toContain(matches[index].players[1].name);
      }
      // Nothing hidden inside the bracket's own scrolling box, top to bottom.
      expect(await bracket.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
      await watched.screenshot(`store-bracket-${name}`);
    }

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  }, 240_000);
});
