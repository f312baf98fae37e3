import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const LAPTOP = { viewport: { width: 1366, height: 900 } };
const SETTINGS = `query ($id: ID!) { event(id: $id) { capacity location description registrationOpensAt registrationClosesAt registrationState joinCode players { name } } }`;

/** A `datetime-local` value `hours` from now, in the browser's (UTC) zone. */
function localInput(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

// Issue 15: registration settings, the waitlist, duplicating the event and the store calendar.
describe('store registration: window, capacity and waitlist on phones, duplicate, calendar', () => {
  let served: ServedApp;
  let browser: Browser;
  let desk: WatchedPage;
  let phones: WatchedPage[];

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    desk = await WatchedPage.open(browser, LAPTOP);
    phones = await Promise.all([0, 1, 2].map(() => WatchedPage.open(browser, PHONE)));
    for (const watched of [desk, ...phones]) watched.page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await desk?.screenshot('store-registration-desk-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('the organizer sets the window, capacity 2, location and description; the third phone waits and is promoted; the duplicate and the original are on the calendar', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Store Owner');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Friday Draft Night', format: 'LIMITED', rel: 'REGULAR', swissRounds: 3, startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString() } }, organizer.token)).createEvent;

    // The organizer's laptop: registration settings on the edit form.
    const { page } = desk;
    await signInAndOpenEvent(page, served, organizer, 'Friday Draft Night');
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}`);
    await page.getByTestId('event-edit-form').waitFor();
    await page.getByLabel('Registration opens').fill(localInput(-1));
    await page.getByLabel('Registration closes').fill(localInput(24));
    await page.getByLabel('Capacity').fill('2');
    await page.getByLabel('Location').fill('Back room, 12 Main Street');
    await page.getByLabel('Description').first().fill('Entry 15 EUR\nPrizes: boosters');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/events\/[^/]+\/show/);
    const saved = (await app.ok(SETTINGS, { id: event.id })).event;
    expect(saved).toMatchObject({ capacity: 2, location: 'Back room, 12 Main Street', description: 'Entry 15 EUR\nPrizes: boosters', registrationState: 'OPEN' });
    expect(saved.registrationOpensAt).not.toBeNull();
    expect(saved.registrationClosesAt).not.toBeNull();
    await expect(page.getByTestId('registration-summary').textContent()).resolves.toContain('at Back room, 12 Main Street');
    await desk.screenshot('store-registration-overview');

    // Three phones join with the code; the third is waitlisted.
    const players: KnownAccount[] = [];
    for (const [index, name] of ['Phone Ana', 'Phone Bo', 'Phone Cy'].entries()) {
      const account = await createAccount(app, name);
      players.push(account);
      const phone = phones[index].page;
      await phone.goto(`${served.baseUrl}/play/join?code=${saved.joinCode}`);
      await phone.getByTestId('player-login-email').fill(account.email);
      await phone.getByTestId('player-login-password').fill(account.password);
      await phone.getByTestId('player-login-submit').tap();
      await phone.getByTestId('join-submit').tap();
      await phone.waitForURL(new RegExp(`/play/${event.id}`));
    }
    const third = phones[2].page;
    await expect(third.getByTestId('waitlist-notice').textContent()).resolves.toBe('You are on the waitlist, position 1. You will be registered when a seat frees up.');
    await expect(third.getByTestId('event-location').textContent()).resolves.toBe('Location: Back room, 12 Main Street');
    await expect(third.getByTestId('event-description').textContent()).resolves.toBe('Entry 15 EUR\nPrizes: boosters');
    expect(await horizontalOverflow(third)).toBeLessThanOrEqual(0);
    await phones[2].screenshot('store-registration-phone-waitlisted');

    // The waiting player leaves the line on the phone (asked first), then joins it again.
    third.once('dialog', (dialog) => void dialog.accept());
    await third.getByTestId('leave-waitlist').tap();
    await expect(third.getByTestId('register-button').textContent()).resolves.toBe('Join the waitlist as Phone Cy');
    expect(await third.getByTestId('waitlist-notice').count()).toBe(0);
    expect((await app.ok(SETTINGS, { id: event.id })).event.players.map((p: { name: string }) => p.name)).toEqual(['Phone Ana', 'Phone Bo']);
    await third.getByTestId('register-button').tap();
    await expect(third.getByTestId('waitlist-notice').textContent()).resolves.toBe('You are on the waitlist, position 1. You will be registered when a seat frees up.');
    expect((await app.ok(SETTINGS, { id: event.id })).event.players.map((p: { name: string }) => p.name)).toEqual(['Phone Ana', 'Phone Bo']);

    // The organizer deletes one entry: the waiting player is registered.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/registration`);
    await page.getByTestId('waitlist-row').waitFor();
    await expect(page.getByTestId('waitlist').textContent()).resolves.toContain('Phone Cy');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Phone Bo' }).click();
    await eventually(async () => expect((await app.ok(SETTINGS, { id: event.id })).event.players.map((p: { name: string }) => p.name)).toEqual(['Phone Ana', 'Phone Cy']));
    await eventually(async () => expect(await page.getByTestId('waitlist').count()).toBe(0));
    await third.reload();
    await third.getByTestId('player-tab-me').waitFor();
    expect(await third.getByTestId('waitlist-notice').count()).toBe(0);

    // Duplicate for next week.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show`);
    await page.getByTestId('duplicate-event').click();
    await page.getByTestId('duplicate-confirm').click();
    await page.waitForURL((url) => url.hash.includes('/show') && !url.hash.includes(encodeURIComponent(event.id)));
    await page.getByTestId('registration-summary').waitFor();
    await desk.screenshot('store-registration-duplicate');

    // The calendar, on a phone without signing in: both events, soonest first.
    const visitor = await WatchedPage.open(browser, PHONE);
    await visitor.page.goto(`${served.baseUrl}/play`);
    await visitor.page.getByTestId('calendar-link').tap();
    const entries = visitor.page.getByTestId('calendar-event');
    await eventually(async () => expect(await entries.count()).toBe(2));
    await expect(entries.nth(0).textContent()).resolves.toContain('Friday Draft Night');
    await expect(entries.nth(0).getByTestId('calendar-registration').textContent()).resolves.toBe('Full: join the waitlist');
    await expect(entries.nth(0).textContent()).resolves.toContain('Back room, 12 Main Street');
    await expect(entries.nth(1).textContent()).resolves.toContain('Friday Draft Night');
    await expect(entries.nth(1).getByTestId('calendar-registration').textContent()).resolves.toBe('Registration is not open yet');
    expect(await horizontalOverflow(visitor.page)).toBeLessThanOrEqual(0);
    await visitor.screenshot('store-registration-calendar');

    expect(desk.unexpectedProblems()).toEqual([]);
    for (const watched of [...phones, visitor]) expect(watched.unexpectedProblems()).toEqual([]);
  });
});
