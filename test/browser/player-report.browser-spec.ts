import { Browser } from 'playwright-core';
import { GQL, PairedMatch, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, startServedApp } from './support/served-app';

const MATCH = `query ($id: ID!) { event(id: $id) { currentRound { matches { id status wins draws players { id name } } } } }`;

describe('player on a phone: find my table, sign in, report; the opponent confirms', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    watched = await WatchedPage.open(browser, PHONE);
  });

  afterAll(async () => {
    await watched?.screenshot('player-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  /** Eight players with accounts, round 1 paired and published; returns the accounts by player id. */
  async function seedEvent(): Promise<{ eventId: string; accounts: Map<string, KnownAccount>; matches: PairedMatch[] }> {
    const { app } = served;
    const organizer = await createAccount(app, 'Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Sunday Pioneer', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 3 } }, organizer.token)).createEvent;
    const accounts = new Map<string, KnownAccount>();
    for (const name of ['Mara Quinn', 'Theo Blackwood', 'Lena Fischer', 'Omar Siddiqui', 'Priya Nair', 'Rafael Costa', 'Sofia Moretti', 'Tomás Silva']) {
      const account = await createAccount(app, name);
      const player = await registerAccount(app, organizer.token, account, { eventId: event.id, name });
      accounts.set(player.id, account);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound;
    expect(round.published).toBe(true);
    return { eventId: event.id, accounts, matches: round.matches };
  }

  it('shows the pairing by name, takes the signed-in report, and shows the confirmed result live', async () => {
    const { eventId, accounts, matches } = await seedEvent();
    const seated = matches.find((match) => !match.bye)!;
    const [me, opponent] = seated.players;
    const myAccount = accounts.get(me.id)!;
    const { page } = watched;

    // Public pairings: search my name, see my table and opponent.
    await page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}`);
    await page.getByTestId('public-pairings').waitFor();
    expect(await page.getByTestId('pairing-row').count()).toBe(8);
    await watched.screenshot('player-pairings');
    await page.getByTestId('pairing-search').tap();
    await page.getByTestId('pairing-search').fill(me.name.split(' ')[0].toLowerCase());
    await eventually(async () => expect(await page.getByTestId('pairing-row').count()).toBe(1));
    expect(await page.getByTestId('pairing-row').locator('td').allTextContents()).toEqual([me.name, String(seated.table), opponent.name, '']);
    await watched.screenshot('player-pairings-search');

    // My match: find my table by name.
    await page.getByTestId('player-tab-me').tap();
    await page.getByTestId('my-pairing-name').fill(me.name);
    await page.getByTestId('my-pairing-submit').tap();
    const card = page.getByTestId('my-match');
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(`Table ${seated.table}`);
    await expect(card.textContent()).resolves.toContain(`vs ${opponent.name}`);
    await expect(page.getByTestId('my-match-result').textContent()).resolves.toBe('not reported');

    // Sign in on the page, then report 2-1.
    await page.getByTestId('player-login-email').fill(myAccount.email);
    await page.getByTestId('player-login-password').fill(myAccount.password);
    await page.getByTestId('player-login-submit').tap();
    await page.getByTestId('report-result-form').waitFor();
    await expect(page.getByTestId('signed-in-player').textContent()).resolves.toContain(`Signed in as ${me.name}`);
    // Signed in, the page shows my own match without a search, and the form chooses nothing for me.
    await expect(page.getByTestId('my-match').textContent()).resolves.toContain(`Table ${seated.table}`);
    await expect(page.getByTestId('my-match-opponent').textContent()).resolves.toBe(opponent.name);
    expect(await page.getByTestId('my-pairing-name').count()).toBe(0);
    expect(await page.getByTestId('report-submit').isDisabled()).toBe(true);
    await expect(page.getByTestId('report-submit').textContent()).resolves.toBe('Choose your games won and lost');
    await page.getByTestId('report-wins').selectOption('2');
    await page.getByTestId('report-losses').selectOption('1');
    await expect(page.getByTestId('report-submit').textContent()).resolves.toBe('Report 2-1');
    await watched.screenshot('player-report-form');
    await page.getByTestId('report-submit').tap();
    await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toBe('You reported 2-1. Waiting for your opponent to confirm.'));
    const reported = (await served.app.ok(MATCH, { id: eventId })).event.currentRound.matches.find((match: { id: string }) => match.id === seated.id);
    expect(reported.status).toBe('REPORTED');
    await watched.screenshot('player-reported');

    // The opponent confirms through the API: the match is final and the phone shows it without a reload.
    const confirmed = await served.app.ok(GQL.report, { matchId: seated.id, wins: 1, losses: 2, draws: 0 }, accounts.get(opponent.id)!.token);
    expect(confirmed.reportResult).toMatchObject({ status: 'FINAL', wins: [2, 1] });
    await eventually(async () => expect(await page.getByTestId('my-match-result').textContent()).toBe('2-1'));
    await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toBe('Result confirmed: 2-1.'));
    expect(await page.getByTestId('report-submit').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await watched.screenshot('player-result-final');

    // Back on the pairings, my row carries the result too.
    await page.getByTestId('player-tab-pairings').tap();
    await page.getByTestId('pairing-search').fill(me.name);
    await eventually(async () => expect(await page.getByTestId('pairing-row').first().locator('td').nth(3).textContent()).toBe('2-1'));

    // Mobile layout: no page is wider than the phone's screen.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('player-tab-standings').tap();
    // Other tables still play round 1: no standings yet, said in words rather than a table of level players.
    await page.getByTestId('standings-none-finished').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await watched.screenshot('player-standings');

    // Code splitting: the player pages never load the organizer app's chunk (react-admin, MUI).
    expect(watched.requests.filter((url) => url.includes('PlayerApp'))).not.toHaveLength(0);
    expect(watched.requests.filter((url) => url.includes('AdminApp'))).toEqual([]);
    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
