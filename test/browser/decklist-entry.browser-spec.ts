import { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { GQL, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

/** The organizer's and judge's laptop of the brief: 1366x900. */
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const ADD_STAFF = `mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`;
const STORED = `query ($playerId: ID!) { decklist(playerId: $playerId) { cards { section count name } format dataDate } }`;

/** Modern burn with a banned Mox Opal on line 12. */
const WITH_BANNED_CARD = [
  '4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Goblin Guide', '4 Eidolon of the Great Revel',
  '4 Boros Charm', '4 Lightning Helix', '2 Skullcrack', '1 Searing Blaze', '1 Mox Opal', '20 Mountain', '', 'Sideboard', '3 Kor Firewalker', '2 Path to Exile',
].join('\n');

/** Signs in on the admin and opens the event's Decklists tab. */
async function openDecklistsTab(page: Page, served: ServedApp, account: KnownAccount, eventName: string): Promise<void> {
  await signInAndOpenEvent(page, served, account, eventName);
  await page.getByRole('tab', { name: 'Decklists' }).click();
}

describe('decklists: submitted by paste, a banned card flagged with its line and fixed; a judge opens the list during a deck check', () => {
  let served: ServedApp;
  let browser: Browser;
  let phone: WatchedPage;
  let laptop: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [phone, laptop] = await Promise.all([WatchedPage.open(browser, PHONE), WatchedPage.open(browser, LAPTOP)]);
  });

  afterAll(async () => {
    await phone?.screenshot('decklist-phone-at-end').catch(() => undefined);
    await laptop?.screenshot('decklist-laptop-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('phone: the player pastes, sees BANNED on line 12, fixes it and submits; laptop: the organizer enters a list with autocompletion, a judge opens it mid-round and prints the sheet', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Olivia Organizer');
    const judge = await createAccount(app, 'Jules Judge');
    const eventId = (await app.ok(CREATE, { input: { name: 'Modern Showdown', format: 'CONSTRUCTED', rel: 'COMPETITIVE', constructedFormat: 'modern', swissRounds: 3 } }, organizer.token)).createEvent.id;
    await app.ok(ADD_STAFF, { eventId, userId: judge.id }, organizer.token);
    const accounts = new Map<string, KnownAccount & { playerId: string }>();
    for (const name of ['Mara Quinn', 'Theo Blackwood', 'Lena Fischer', 'Omar Siddiqui']) {
      const account = await createAccount(app, name);
      const player = await registerAccount(app, organizer.token, account, { eventId, name });
      accounts.set(name, { ...account, playerId: player.id });
    }
    const mara = accounts.get('Mara Quinn')!;

    // Phone: Mara signs in on the Decklist tab and pastes her list.
    const { page } = phone;
    await page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}/deck`);
    await page.getByTestId('player-login-email').fill(mara.email);
    await page.getByTestId('player-login-password').fill(mara.password);
    await page.getByTestId('player-login-submit').tap();
    await page.getByTestId('decklist-start').tap();
    await page.getByTestId('decklist-text').fill(WITH_BANNED_CARD);
    const problem = page.getByTestId('decklist-problem');
    await eventually(async () => expect(await problem.count()).toBe(1));
    expect(await problem.getAttribute('data-code')).toBe('BANNED');
    expect(await problem.getAttribute('data-line')).toBe('12');
    await expect(problem.textContent()).resolves.toContain('Line 12');
    await expect(problem.textContent()).resolves.toContain('Mox Opal is banned in modern');
    await expect(page.getByTestId('decklist-verdict').textContent()).resolves.toContain('card data of 2022-04-25');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await phone.screenshot('decklist-phone-banned');

    // Submitting anyway is refused by the API with the same problem, and nothing is stored.
    await page.getByTestId('decklist-submit').tap();
    await eventually(async () => expect(await page.getByTestId('decklist-problem').getAttribute('data-line')).toBe('12'));
    expect((await app.ok(STORED, { playerId: mara.playerId }, organizer.token)).decklist).toBeNull();

    // Fix: the Mox Opal line becomes a second Searing Blaze; the check turns legal as she types.
    await page.getByTestId('decklist-text').fill(WITH_BANNED_CARD.replace('1 Searing Blaze\n1 Mox Opal', '2 Searing Blaze'));
    await eventually(async () => expect(await page.getByTestId('decklist-verdict').textContent()).toMatch(/^Legal in modern · main 60 · sideboard 5/));
    expect(await page.getByTestId('decklist-problem').count()).toBe(0);
    await page.getByTestId('decklist-submit').tap();
    await page.getByTestId('my-decklist-stored').waitFor();
    await eventually(async () => expect(await page.getByTestId('decklist-card').count()).toBe(14));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await phone.screenshot('decklist-phone-stored');
    const stored = (await app.ok(STORED, { playerId: mara.playerId }, organizer.token)).decklist;
    expect(stored).toMatchObject({ format: 'modern', dataDate: '2022-04-25' });
    expect(stored.cards).toContainEqual({ section: 'main', count: 2, name: 'Searing Blaze' });

    // Laptop: the organizer enters Theo's list at the desk, with a misspelt card fixed from its suggestion and a card added by autocompletion.
    const desk = laptop.page;
    await openDecklistsTab(desk, served, organizer, 'Modern Showdown');
    await desk.getByTestId('decklist-format-summary').waitFor();
    await expect(desk.getByTestId('decklist-format-summary').textContent()).resolves.toContain('card data of 2022-04-25');
    await desk.getByRole('button', { name: 'Enter the decklist of Theo Blackwood' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByTestId('decklist-text').fill(['4 Lightnig Bolt', '52 Mountain'].join('\n'));
    const unknown = dialog.locator('[data-testid="decklist-problem"][data-code="UNKNOWN_CARD"]');
    await eventually(async () => expect(await unknown.getAttribute('data-line')).toBe('1'));
    await unknown.getByTestId('decklist-suggestion').first().click();
    await eventually(async () => expect(await dialog.getByTestId('decklist-text').inputValue()).toContain('4 Lightning Bolt'));
    await dialog.getByTestId('decklist-card-name').fill('Goblin Gui');
    await eventually(async () => expect(await dialog.locator('[data-testid="decklist-card-options"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toContain('Goblin Guide'));
    await dialog.getByLabel('Copies').fill('4');
    await dialog.getByTestId('decklist-card-name').fill('Goblin Guide');
    await dialog.getByTestId('decklist-add-card').click();
    await eventually(async () => expect(await dialog.getByTestId('decklist-verdict').textContent()).toMatch(/^Legal in modern · main 60/));
    await laptop.screenshot('decklist-desk-entry');
    await dialog.getByTestId('decklist-submit').click();
    await dialog.getByTestId('decklist-view').waitFor();
    await desk.keyboard.press('Escape');

    // The round starts; the judge opens Mara's list for a deck check from the Decklists tab.
    await app.ok(GQL.start, { eventId }, organizer.token);
    await app.ok(GQL.pair, { eventId }, organizer.token);
    const judgeContext = await WatchedPage.open(browser, LAPTOP);
    const judgePage = judgeContext.page;
    await openDecklistsTab(judgePage, served, judge, 'Modern Showdown');
    await judgePage.getByTestId('decklist-player-search').fill('mara');
    await eventually(async () => expect(await judgePage.getByTestId('decklist-row').count()).toBe(1));
    await judgePage.getByRole('button', { name: 'View the decklist of Mara Quinn' }).click();
    const view = judgePage.getByRole('dialog').getByTestId('decklist-view');
    await view.waitFor();
    await expect(view.textContent()).resolves.toContain('Main deck (60)');
    await expect(view.textContent()).resolves.toContain('Sideboard (5)');
    await expect(judgePage.getByTestId('decklist-meta').textContent()).resolves.toContain('Checked against modern · card data of 2022-04-25');
    await judgeContext.screenshot('decklist-judge-deck-check');

    // The printable registration sheet of that list.
    const [sheet] = await Promise.all([judgePage.context().waitForEvent('page'), judgePage.getByTestId('decklist-print').click()]);
    await sheet.getByTestId('decklist-sheet').waitFor();
    await expect(sheet.getByTestId('sheet-main-total').textContent()).resolves.toBe('60');
    await expect(sheet.getByTestId('decklist-sheet').textContent()).resolves.toContain('Quinn');
    await sheet.screenshot({ path: 'test/browser/screenshots/decklist-sheet.png', fullPage: true });

    expect(phone.unexpectedProblems()).toEqual([]);
    expect(laptop.unexpectedProblems()).toEqual([]);
    expect(judgeContext.unexpectedProblems()).toEqual([]);
  });
});
