import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { DESKTOP, PHONE, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;

/** Minutes shown by a clock face, e.g. "Deck construction 29:41" → 29. */
function minutesShown(text: string | null): number {
  const match = /(\d+):\d\d/.exec(text ?? '');
  if (!match) throw new Error(`no time in "${text}"`);
  return Number(match[1]);
}

describe('Limited deck clock: the organizer runs registration then construction; phones and the big screen follow live', () => {
  let served: ServedApp;
  let browser: Browser;
  let laptop: WatchedPage;
  let phone: WatchedPage;
  let screen: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [laptop, phone, screen] = await Promise.all([WatchedPage.open(browser, DESKTOP), WatchedPage.open(browser, PHONE), WatchedPage.open(browser, DESKTOP)]);
  });

  afterAll(async () => {
    await laptop?.screenshot('limited-clock-laptop-at-end').catch(() => undefined);
    await phone?.screenshot('limited-clock-phone-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('starts sealed (20 + 30), pauses and resumes it, moves to construction and takes a minute off', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Sasha Sealed');
    const eventId = (await app.ok(CREATE, { input: { name: 'Prerelease Sealed', format: 'LIMITED', rel: 'REGULAR', swissRounds: 3 } }, organizer.token)).createEvent.id;
    for (const name of ['Ada', 'Bram', 'Cyd', 'Dani']) await app.ok(GQL.register, { eventId, name }, organizer.token);

    const { page } = laptop;
    await signInAndOpenEvent(page, served, organizer, 'Prerelease Sealed');
    await page.getByRole('tab', { name: 'Rounds' }).click();
    const control = page.getByTestId('limited-clock-control');
    await control.waitFor();
    await page.getByTestId('limited-clock-schedule').selectOption('sealed');
    await page.getByTestId('limited-clock-start').click();
    const face = control.getByTestId('limited-clock');
    await eventually(async () => expect(await face.textContent()).toMatch(/^Deck registration (20:00|19:\d\d)/));
    await expect(control.textContent()).resolves.toContain('Deck registration 20 min, then Deck construction 30 min');
    await laptop.screenshot('limited-clock-registration');

    // The players' phone page and the venue screen show the same phase.
    await phone.page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}/clock`);
    await eventually(async () => expect(await phone.page.getByTestId('limited-clock').textContent()).toMatch(/^Deck registration 19:\d\d|^Deck registration 20:00/));
    await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}`);
    await eventually(async () => expect(await screen.page.getByTestId('limited-clock').textContent()).toContain('Deck registration'));

    await page.getByTestId('limited-clock-pause').click();
    await eventually(async () => expect(await phone.page.getByTestId('limited-clock').textContent()).toContain('Paused'));
    await page.getByTestId('limited-clock-resume').click();
    await eventually(async () => expect(await phone.page.getByTestId('limited-clock').textContent()).not.toContain('Paused'));

    await page.getByTestId('limited-clock-next').click();
    await eventually(async () => expect(await face.textContent()).toMatch(/^Deck construction (30:00|29:\d\d)/));
    await eventually(async () => expect(minutesShown(await phone.page.getByTestId('limited-clock').textContent())).toBe(29));
    await eventually(async () => expect(await screen.page.getByTestId('limited-clock').textContent()).toContain('Deck construction'));
    await expect(page.getByTestId('limited-clock-next').count()).resolves.toBe(0);

    await page.getByTestId('limited-clock-remove-minute').click();
    await eventually(async () => expect(minutesShown(await phone.page.getByTestId('limited-clock').textContent())).toBe(28));
    await phone.screenshot('limited-clock-phone-construction');
    await screen.screenshot('limited-clock-screen-construction');
  }, 120_000);

  it('paper booster draft: the organizer assigns pods of 5 + 5 for 10 players, reassigns after a confirmation, and prints the seating', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Dana Draft');
    const eventId = (await app.ok(CREATE, { input: { name: 'Paper Draft Night', format: 'LIMITED', rel: 'REGULAR', swissRounds: 3 } }, organizer.token)).createEvent.id;
    const names = ['Ada', 'Bram', 'Cyd', 'Dani', 'Eli', 'Fen', 'Gus', 'Hana', 'Ivo', 'Jun'];
    for (const name of names) await app.ok(GQL.register, { eventId, name }, organizer.token);

    const organizerLaptop = await WatchedPage.open(browser, DESKTOP);
    const { page } = organizerLaptop;
    await signInAndOpenEvent(page, served, organizer, 'Paper Draft Night');
    await page.getByRole('tab', { name: 'Rounds' }).click();
    const control = page.getByTestId('draft-pods-control');
    await expect(control.getByTestId('draft-pods-count').textContent()).resolves.toBe('No pods assigned yet.');
    await control.getByTestId('assign-draft-pods').click();
    await eventually(async () => expect(await control.getByTestId('draft-pods-count').textContent()).toBe('Pods assigned: 2'));

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await control.getByTestId('assign-draft-pods').click();
    await eventually(async () => expect(asked).toContain('replacing them'));
    await organizerLaptop.screenshot('paper-draft-pods-rounds-tab');

    const href = await control.getByTestId('print-paper-draft-pods').getAttribute('href');
    await page.goto(new URL(href!, page.url()).toString());
    const pods = page.getByTestId('draft-pod');
    await eventually(async () => expect(await pods.count()).toBe(2));
    for (const index of [0, 1]) {
      const seats = await pods.nth(index).getByTestId('draft-seat').allTextContents();
      expect(seats.map((row) => row.match(/^\d+/)?.[0])).toEqual(['1', '2', '3', '4', '5']);
    }
    const seated = (await page.getByTestId('draft-seat').allTextContents()).map((row) => row.replace(/^\d+/, ''));
    expect(seated.sort()).toEqual([...names].sort());
    await organizerLaptop.screenshot('paper-draft-pods-print');
    expect(organizerLaptop.unexpectedProblems()).toEqual([]);
    await organizerLaptop.close();
  }, 120_000);
});
