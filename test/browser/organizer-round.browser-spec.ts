import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { DESKTOP, WatchedPage, eventually, launchChromium, waitForFocus } from './support/browser-harness';
import { PASSWORD, ServedApp, startServedApp } from './support/served-app';

const PLAYER_NAMES = ['Ava Ruiz', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esme Laurent', 'Farah Haddad', 'Gus Lindqvist', 'Hana Sato', 'Ivo Novak', 'Jun Takeda'];

/** What the scorekeeper types for tables 1–5: results from the left player's side, in the short forms the screen accepts. */
const TYPED_RESULTS = ['2-0', '2-1', '0-2', '12', '21'];

describe('organizer: sign up, create an event, register, pair, keyboard results, standings', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    watched = await WatchedPage.open(browser, DESKTOP);
  });

  afterAll(async () => {
    // The page as the test left it: what a failure looked like.
    await watched?.screenshot('organizer-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('runs round 1 of a 10-player event from the organizer pages', async () => {
    const { page } = watched;
    const email = `organizer.${Date.now().toString(36)}@example.test`;

    // Sign up on the admin's login page.
    await page.goto(`${served.baseUrl}/`);
    await page.getByTestId('login-form').waitFor();
    await watched.screenshot('organizer-login');
    await page.getByTestId('login-toggle-mode').click();
    await page.getByTestId('login-display-name').fill('Olive Organizer');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();

    await page.getByRole('menuitem', { name: 'New event' }).waitFor();
    await watched.screenshot('organizer-events-empty');

    // Create the event from the menu (a first-time organizer's event list is react-admin's empty page).
    await page.getByRole('menuitem', { name: 'New event' }).click();
    const form = page.getByTestId('event-create-form');
    await form.waitFor();
    await form.locator('input[name=name]').fill('Friday Night Modern');
    await form.locator('input[name=swissRounds]').fill('3');
    await watched.screenshot('organizer-event-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/events\/[^/]+\/show/);
    const eventId = decodeURIComponent(/#\/events\/([^/]+)\/show/.exec(page.url())![1]);
    await page.getByTestId('event-summary').waitFor();
    await watched.screenshot('organizer-event-overview');

    // Registration desk: ten players, each typed and submitted with Enter.
    await page.getByRole('tab', { name: 'Registration' }).click();
    const nameField = page.getByTestId('add-player-name');
    for (const [index, name] of PLAYER_NAMES.entries()) {
      await nameField.fill(name);
      await nameField.press('Enter');
      await page.locator(`[data-testid=player-row][data-player-name="${name}"]`).waitFor();
      await eventually(async () => expect(await page.getByTestId('player-row').count()).toBe(index + 1));
    }
    await expect(page.getByTestId('desk-counts').textContent()).resolves.toContain('10 active');
    await watched.screenshot('organizer-registration');

    // Start the event and pair round 1 (pairNextRound publishes by default).
    await page.getByRole('tab', { name: 'Rounds' }).click();
    await page.getByTestId('start-event-button').click();
    await page.getByTestId('pair-round-button').click();
    await page.getByTestId('round-matches').locator('tbody tr').nth(4).waitFor();
    expect(await page.getByTestId('round-matches').locator('tbody tr').count()).toBe(5);
    await watched.screenshot('organizer-round-1');

    // Results by keyboard only: table number, Enter, result, Enter; focus comes back to the table field.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByTestId('results-row-5').waitFor();
    await waitForFocus(page, 'results-table-input');
    for (const [index, typed] of TYPED_RESULTS.entries()) {
      const table = index + 1;
      await page.keyboard.type(String(table));
      await page.keyboard.press('Enter');
      await waitForFocus(page, 'results-score-input');
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await waitForFocus(page, 'results-table-input');
      await eventually(async () => expect(await page.getByTestId(`results-row-${table}`).locator('td').nth(4).textContent()).toBe('FINAL'));
    }
    await expect(page.getByTestId('results-outstanding').textContent()).resolves.toBe('All results are in.');
    expect(await page.getByTestId('results-log').locator('li').count()).toBe(5);
    // The log reads oldest first, numbered in the order typed.
    expect((await page.getByTestId('results-log').locator('li').allTextContents()).map((line) => line.split(':')[0])).toEqual(['Table 1', 'Table 2', 'Table 3', 'Table 4', 'Table 5']);
    await watched.screenshot('organizer-results-entry');

    // Who won each table, as the results screen shows it (left player's side).
    const winners: string[] = [];
    const losers: string[] = [];
    const expectedResults = ['2-0', '2-1', '0-2', '1-2', '2-1'];
    for (const [index, result] of expectedResults.entries()) {
      const cells = await page.getByTestId(`results-row-${index + 1}`).locator('td').allTextContents();
      expect(cells[3]).toBe(result);
      const leftWon = Number(result[0]) > Number(result[2]);
      winners.push(leftWon ? cells[1] : cells[2]);
      losers.push(leftWon ? cells[2] : cells[1]);
    }
    expect(new Set([...winners, ...losers])).toEqual(new Set(PLAYER_NAMES));

    // The same results through the API.
    const stored = await served.app.ok(GQL.event, { id: eventId });
    expect(stored.event.rounds[0].matches.map((match: { status: string }) => match.status)).toEqual(Array(5).fill('FINAL'));

    // Standings: ten rows, every winner on 3 points and every loser on 0.
    await page.getByRole('tab', { name: 'Standings' }).click();
    const rows = page.getByTestId('standings-table').locator('tbody tr');
    await rows.nth(9).waitFor();
    expect(await rows.count()).toBe(10);
    const points = new Map<string, string>();
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      points.set(cells[1], cells[2]);
    }
    for (const winner of winners) expect(points.get(winner)).toBe('3');
    for (const loser of losers) expect(points.get(loser)).toBe('0');
    await watched.screenshot('organizer-standings');

    // The organizer app is its own chunk; the player pages' chunk is never needed here.
    expect(watched.requests.some((url) => url.includes('AdminApp'))).toBe(true);
    expect(watched.requests.filter((url) => url.includes('PlayerApp'))).toEqual([]);
    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
