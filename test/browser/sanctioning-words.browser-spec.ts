import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { GQL, registerAccount } from '../support/tournament-driver';
import { DESKTOP, WatchedPage, eventually, launchChromium, waitForFocus } from './support/browser-harness';
import { ServedApp, createAccount, signIn, signInAndOpenEvent, startServedApp } from './support/served-app';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const CODES = /STAFF_CANNOT_PLAY|MATCH_STRUCTURE_NOT_ALLOWED|ROUND_TIME_BELOW_MINIMUM|INVALID_EVENT_FILE|BAD_USER_INPUT|INTERNAL/;
/** A real Melee event with one result a best of three forbids (3-0-0). */
const RECORDED_3_0 = join(__dirname, '..', '..', '..', 'shared', 'events', 'real', 'scg-con-milwaukee-super-sunday-rcq-standard-2026-02-22.json');

/** The text of the notification the page shows next (react-admin's snackbar). */
async function notification(page: Page, text: RegExp): Promise<string> {
  const snackbar = page.locator('.MuiSnackbarContent-message').filter({ hasText: text });
  await snackbar.first().waitFor();
  return (await snackbar.first().textContent()) ?? '';
}

// Issue 17: each refusal and warning of the sanctioning rules, as a store owner reads it in the admin.
describe('sanctioning in words: UTR 3, match structure, short rounds, the unsanctioned mark, the 0.33 floor, ID, report and cancel', () => {
  let served: ServedApp;
  let browser: Browser;
  let laptop: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    laptop = await WatchedPage.open(browser, DESKTOP);
  });

  afterAll(async () => {
    await laptop?.screenshot('sanctioning-words-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('walks an older-rules Competitive event of four players from the organizer pages', async () => {
    const { app } = served;
    const { page } = laptop;
    const organizer = await createAccount(app, 'Rosa Store');
    const pia = await createAccount(app, 'Pia Player');
    const input = { name: 'Store Championship', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 3, rulesEdition: 'SEED_FLOOR_RULES', percentageFloor: 'POINT_33', roundMinutes: 50 };
    const eventId = (await app.ok(CREATE, { input }, organizer.token)).createEvent.id;
    await registerAccount(app, organizer.token, pia, { eventId, name: 'Pia Player' });
    for (const name of ['Ada Quill', 'Bo Reyes', 'Cal Moss']) await app.ok(GQL.register, { eventId, name }, organizer.token);

    // Below the seed's 8 players the event would run unsanctioned, and the overview says so in words.
    await signInAndOpenEvent(page, served, organizer, 'Store Championship');
    const notice = page.getByTestId('sanctioning-notice');
    await eventually(async () => expect(await notice.textContent()).toMatch(/^Unsanctioned event under DCI Floor Rules \(older edition\)\. .*8/));
    await laptop.screenshot('sanctioning-unsanctioned-preview');

    // UTR 3: a registered player cannot join the staff while the event may be sanctioned.
    const staffForm = page.getByTestId('add-staff-form');
    await staffForm.getByTestId('add-staff-email').fill(pia.email);
    await staffForm.getByTestId('add-staff-submit').click();
    const staffRefusal = await notification(page, /UTR 3/);
    expect(staffRefusal).toContain('Pia Player');
    expect(staffRefusal).not.toMatch(CODES);

    // Floor Rules 111: best of one is refused at Competitive; the message says why.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/edit`);
    await page.getByRole('combobox', { name: 'Games per match' }).click();
    await page.getByRole('option', { name: 'Best of one' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const structureRefusal = await notification(page, /best of one|Best of one|games/i);
    expect(structureRefusal).not.toMatch(CODES);
    expect(structureRefusal.length).toBeGreaterThan(30);
    await laptop.screenshot('sanctioning-structure-refused');

    // Start, pair, and start a 30-minute round clock: refused without a reason, accepted with one.
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/show/rounds`);
    await page.getByTestId('start-event-button').click();
    await page.getByTestId('pair-round-button').click();
    await page.getByTestId('round-matches').locator('tbody tr').nth(1).waitFor();
    await page.getByTestId('clock-minutes').fill('30');
    await page.getByTestId('clock-start').click();
    const shortRefusal = await notification(page, /40 minutes/);
    expect(shortRefusal).toContain('needs a reason');
    expect(shortRefusal).not.toMatch(CODES);
    await page.getByTestId('clock-short-reason').fill('Shortened schedule announced at the store');
    await page.getByTestId('clock-start').click();
    await eventually(async () => expect(await page.getByTestId('round-clock').textContent()).toMatch(/^(30:00|29:\d\d)/));
    await laptop.screenshot('sanctioning-short-round');

    // An intentional draw typed ID is stored 0-0-0 and shown as such.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByTestId('results-row-1').waitFor();
    await waitForFocus(page, 'results-table-input');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'results-score-input');
    await page.keyboard.type('ID');
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await page.getByTestId('results-row-1').locator('td').nth(3).textContent()).toBe('0-0-0 (ID)'));
    const stored = (await app.ok(GQL.event, { id: eventId })).event.rounds[0].matches[0];
    expect([stored.wins, stored.draws]).toEqual([[0, 0], 0]);

    // The standings say which floor is in force.
    await page.getByRole('tab', { name: 'Standings' }).click();
    await eventually(async () => expect(await page.getByTestId('standings-floor').textContent()).toContain('0.33'));

    // Cancel: the overview says it is not rated; the report downloads and reads back in as a new event.
    await page.getByRole('tab', { name: 'Export' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('cancel-event-button').click();
    await notification(page, /Event cancelled/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-report-button').click()]);
    const report = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(report.event).toMatchObject({ status: "CANCELLED", sanctioned: false });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('cancelled-notice').textContent()).resolves.toContain('not rated');

    await page.getByRole('menuitem', { name: 'Import event' }).click();
    await page.getByTestId('import-file-input').setInputFiles((await download.path()) as string);
    await page.getByTestId('import-event-button').click();
    await page.waitForURL((url) => /#\/events\/[^/]+\/show/.test(url.hash) && !url.hash.includes(encodeURIComponent(eventId)));
    await notification(page, /Event report read in/);
    expect(laptop.unexpectedProblems()).toEqual([]);
  }, 180_000);

  it('shows the structure warnings of an allowed best-of-one Regular event with a best-of-five final, in words', async () => {
    const { app } = served;
    // A second organizer's own browser (the first is still signed in).
    const weekly = await WatchedPage.open(browser, DESKTOP);
    const { page } = weekly;
    const organizer = await createAccount(app, 'Walt Weekly');
    const input = { name: 'Weekly Pauper', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3, topCut: 8, gamesPerMatch: 1, finalsGamesPerMatch: 5, roundMinutes: 45 };
    await app.ok(CREATE, { input }, organizer.token);
    await signInAndOpenEvent(page, served, organizer, 'Weekly Pauper');
    const warnings = page.getByTestId('structure-warning');
    await eventually(async () => expect(await warnings.count()).toBe(3));
    const texts = await warnings.allTextContents();
    expect(texts[0]).toContain('Best-of-one matches: allowed at Regular REL only');
    expect(texts[1]).toContain('The final is best of five: announce it before the event starts');
    expect(texts[2]).toContain('45-minute rounds are shorter than the recommended 50');
    for (const text of texts) expect(text).not.toMatch(CODES);
    await weekly.screenshot('sanctioning-structure-warnings');
    expect(weekly.unexpectedProblems()).toEqual([]);
  }, 120_000);

  it("imports another system's event: the 3-0-0 it recorded is refused in words, then kept as recorded with the warning on the event page", async () => {
    const importer = await WatchedPage.open(browser, DESKTOP);
    const { page } = importer;
    const organizer = await createAccount(served.app, 'Ida Importer');
    await signIn(page, served, organizer);
    await page.getByRole('menuitem', { name: 'Import event' }).click();
    await page.getByTestId('import-file-input').setInputFiles(RECORDED_3_0);
    await page.getByTestId('import-event-button').click();
    const refusal = await notification(page, /3-0-0/);
    expect(refusal).not.toMatch(CODES);
    await page.getByTestId('import-accept-recorded').click();
    await page.getByTestId('import-event-button').click();
    await page.waitForURL(/#\/events\/[^/]+\/show/);
    const warning = page.getByTestId('import-warnings');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/^This event was imported with 1 result the match length does not allow, kept as the other software recorded them: Round \d+, table \d+: .+ vs .+ recorded 3-0-0, which a best-of-3 match cannot produce; kept as recorded$/);
    await importer.screenshot('sanctioning-import-kept-as-recorded');
    expect(importer.unexpectedProblems()).toEqual([]);
  }, 120_000);
});
