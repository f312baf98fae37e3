import { Browser, BrowserContextOptions } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const TEAMS = `query ($id: ID!) { event(id: $id) { teams { name players { name } } } }`;

describe('team events in the admin: a Trios team registered seat by seat, a wrong registration refused in words, team standings', () => {
  let served: ServedApp;
  let browser: Browser;
  let laptop: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    laptop = await WatchedPage.open(browser, LAPTOP);
    // The first load of the built admin in a fresh browser can take longer than one step's 20 s on a loaded machine.
    await laptop.page.goto(`${served.baseUrl}/`);
    await laptop.page.getByTestId('login-email').waitFor({ timeout: 120_000 });
  }, 180_000);

  afterAll(async () => {
    await laptop?.screenshot('team-registration-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('the organizer picks seats A, B, C from the registered players; the team is listed and stored in seat order', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Olivia Organizer');
    const eventId = (await app.ok(CREATE, { input: { name: 'Team Trios Night', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 3 } }, organizer.token)).createEvent.id;
    for (const name of ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay']) await app.ok(GQL.register, { eventId, name }, organizer.token);

    const { page } = laptop;
    await signInAndOpenEvent(page, served, organizer, 'Team Trios Night');
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByTestId('team-name').fill('The Triumvirate');
    for (const [seat, player] of [['A', 'Cleo'], ['B', 'Ada'], ['C', 'Fay']]) {
      await page.getByRole('combobox', { name: `Seat ${seat}` }).click();
      await page.getByRole('option', { name: player, exact: true }).click();
    }
    await page.getByTestId('register-team-submit').click();
    const table = page.getByTestId('teams-table');
    await eventually(async () => expect(await table.textContent()).toContain('The Triumvirate'));
    const stored = (await app.ok(TEAMS, { id: eventId })).event.teams;
    expect(stored).toEqual([{ name: 'The Triumvirate', players: [{ name: 'Cleo' }, { name: 'Ada' }, { name: 'Fay' }] }]);

    // The same name again is refused with the API's words, and nothing is stored.
    await page.getByTestId('team-name').fill('the triumvirate');
    for (const [seat, player] of [['A', 'Ben'], ['B', 'Dev'], ['C', 'Eli']]) {
      await page.getByRole('combobox', { name: `Seat ${seat}` }).click();
      await page.getByRole('option', { name: player, exact: true }).click();
    }
    await page.getByTestId('register-team-submit').click();
    await eventually(async () => expect(await page.getByText('A team named "the triumvirate" is already registered').count()).toBeGreaterThan(0));
    expect((await app.ok(TEAMS, { id: eventId })).event.teams).toHaveLength(1);
    await expect(page.getByTestId('team-standings-table').textContent()).resolves.toContain('Rank');
  });
});
