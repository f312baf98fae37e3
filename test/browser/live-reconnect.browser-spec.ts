import { Browser, Page } from 'playwright-core';
import { startSmallEvent, SmallEvent } from '../support/small-event';
import { GQL, reportAgreed } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { ServedApp, cutLiveConnections, startServedApp } from './support/served-app';

/** The live indicator's state: live, reconnecting, connecting. */
function liveStatus(page: Page): Promise<string | null> {
  return page.getByTestId('live-indicator').getAttribute('data-status');
}

/** A table row whose first named cell is exactly `name` (not a row where `name` is the opponent). */
function rowOf(page: Page, rows: string, nameColumn: number, name: string) {
  return page.locator(rows).filter({ has: page.locator(`td:nth-child(${nameColumn})`, { hasText: new RegExp(`^${name}$`) }) });
}

/** The result column of a player's own row on the public pairings. */
async function pairingResult(page: Page, name: string): Promise<string> {
  return (await rowOf(page, '[data-testid=pairing-row]', 1, name).locator('td').allTextContents())[3];
}

describe('live updates survive a lost connection', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;
  let event: SmallEvent;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    // Three Swiss rounds: with 5–8 players MTR App. E would go straight to a top 8, which has no standings to watch.
    event = await startSmallEvent(served.app, 8, { swissRounds: 3 });
  });

  // A fresh phone per test, so the errors one test provokes on purpose are excused in that test only.
  beforeEach(async () => {
    watched = await WatchedPage.open(browser, PHONE);
  });

  let testNumber = 0;
  afterEach(async () => {
    testNumber += 1;
    await watched.screenshot(`live-at-end-${testNumber}`).catch(() => undefined);
    await watched.close();
  });

  afterAll(async () => {
    await browser?.close();
    await served?.app.stop();
  });

  it('shows "reconnecting" when the server drops the socket, then the results entered meanwhile, without a reload', async () => {
    const { page } = watched;
    const [match] = event.round.matches.filter((candidate) => !candidate.bye);
    const [left] = match.players;

    await page.goto(`${served.baseUrl}/play/${encodeURIComponent(event.eventId)}`);
    await page.getByTestId('public-pairings').waitFor();
    await eventually(async () => expect(await liveStatus(page)).toBe('live'));
    // Survives only as long as the document does: proof that nothing reloaded the page.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect(await pairingResult(page, left.name)).toBe('');

    // The browser logs each refused handshake itself ("WebSocket connection to … failed");
    // the page cannot prevent that, and refusing them is this step's purpose.
    watched.expectProblems(/^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/graphql' failed/, 'server refuses WebSockets on purpose');
    const reconnect = cutLiveConnections(served);
    await page.getByTestId('connection-status').waitFor();
    expect(await page.getByTestId('connection-status').textContent()).toContain('Reconnecting');
    expect(await liveStatus(page)).toBe('reconnecting');
    await watched.screenshot('live-reconnecting');

    // A result arrives while the page cannot hear it.
    await reportAgreed(served.app, match, event.tokens, [2, 1, 0]);
    expect(await pairingResult(page, left.name)).toBe('');

    reconnect();
    await page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 30_000 });
    await eventually(async () => expect(await liveStatus(page)).toBe('live'), 30_000);
    await eventually(async () => expect(await pairingResult(page, left.name)).toBe('2-1'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await watched.screenshot('live-recovered');

    // After recovering, live updates flow again: the next result appears with no reconnect involved.
    const [, second] = event.round.matches.filter((candidate) => !candidate.bye);
    await reportAgreed(served.app, second, event.tokens, [0, 2, 0]);
    await eventually(async () => expect(await pairingResult(page, second.players[0].name)).toBe('0-2'));

    expect(watched.unexpectedProblems()).toEqual([]);
    expect(watched.requests.filter((url) => url.includes('AdminApp'))).toEqual([]);
  });

  it('shows "reconnecting" while the phone is offline, then the standings that changed meanwhile', async () => {
    const { page } = watched;
    // Standings count complete rounds only: the round's unfinished matches are all played while the phone is offline.
    const stored = (await served.app.ok(GQL.event, { id: event.eventId })).event.rounds[0].matches as { id: string; status: string }[];
    const unfinished = event.round.matches.filter((match) => !match.bye && stored.find((s) => s.id === match.id)?.status !== 'FINAL');
    expect(unfinished.length).toBeGreaterThan(0);
    const winners = unfinished.map((match) => match.players[0].name);

    await page.goto(`${served.baseUrl}/play/${encodeURIComponent(event.eventId)}/standings`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // Round 1 is not over: the page says no round is finished instead of ranking level players.
    await page.getByTestId('standings-none-finished').waitFor();
    const pointsOf = async (name: string) => (await rowOf(page, '[data-testid=standings-table] tbody tr', 2, name).locator('td').allTextContents())[2];
    await eventually(async () => expect(await liveStatus(page)).toBe('live'));

    // Offline, the browser itself logs each failed WebSocket attempt
    // ("… failed: Error in connection establishment: net::ERR_INTERNET_DISCONNECTED"); that is the point of this step.
    watched.expectProblems(/^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/graphql' failed: .*ERR_INTERNET_DISCONNECTED/, 'the phone is offline on purpose');
    await page.context().setOffline(true);
    await page.getByTestId('connection-status').waitFor();
    expect(await liveStatus(page)).toBe('reconnecting');
    await watched.screenshot('live-offline');

    for (const match of unfinished) await reportAgreed(served.app, match, event.tokens, [2, 0, 0]);
    expect(await page.getByTestId('standings-none-finished').count()).toBe(1);

    await page.context().setOffline(false);
    await page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 30_000 });
    await eventually(async () => expect(await liveStatus(page)).toBe('live'), 30_000);
    await eventually(async () => {
      for (const winner of winners) expect(await pointsOf(winner)).toBe('3');
    });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Seven columns on a phone: the table scrolls within itself, the page does not.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await watched.screenshot('live-standings-recovered');

    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
