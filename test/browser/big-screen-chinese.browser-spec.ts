import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { DESKTOP, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { wordsLeft } from './support/latin-words';
import { ServedApp, createAccount, startServedApp } from './support/served-app';

const PUBLISH = `mutation ($roundId: ID!) { publishRound(roundId: $roundId) { id published } }`;
const PLAYERS = ['Ada Lovelace', 'Bram Stoker', 'Cyd Charisse', 'Dani Rojas', 'Eli Wallach'];
const EVENT_NAME = 'Taipei Weekly';

describe('the big screen in Simplified and Traditional Chinese', () => {
  let served: ServedApp;
  let browser: Browser;
  let eventId: string;
  let joinCode: string;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    const { app } = served;
    const organizer = await createAccount(app, 'Lin Organizer');
    const event = await app.ok(`mutation ($input: CreateEventInput!) { createEvent(input: $input) { id joinCode } }`, { input: { name: EVENT_NAME, format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3 } }, organizer.token);
    eventId = event.createEvent.id;
    joinCode = event.createEvent.joinCode;
    for (const name of PLAYERS) await app.ok(GQL.register, { eventId, name }, organizer.token);
    await app.ok(GQL.start, { eventId }, organizer.token);
    const round = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound;
    await app.ok(PUBLISH, { roundId: round.id }, organizer.token);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.app.stop();
  });

  it.each([
    ['zh-CN', 'zh-Hans', '第 1 轮配对', '轮空'],
    ['zh-TW', 'zh-Hant', '第 1 輪配對', '輪空'],
  ])('a browser set to %s shows the pairings in %s with no English left', async (browserLocale, shown, heading, bye) => {
    const screen = await WatchedPage.open(browser, { ...DESKTOP, locale: browserLocale });
    try {
      await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}`);
      const root = screen.page.getByTestId('big-screen');
      await eventually(async () => expect(await root.textContent()).toContain(heading));
      await expect(root.textContent()).resolves.toContain(bye);
      await expect(screen.page.locator('html').getAttribute('lang')).resolves.toBe(shown);
      const host = new URL(served.baseUrl).host;
      const text = (await root.innerText()) + (await root.locator('[aria-label]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')).join(' ')));
      // The language menu names English in English on purpose: a reader of any language can find theirs.
      expect(wordsLeft(text, [...PLAYERS, EVENT_NAME, joinCode, `${host}/play/join`, 'English', ...PLAYERS.map((name) => name.slice(0, 2))])).toEqual([]);
      await screen.screenshot(`big-screen-${shown}`);
      expect(screen.unexpectedProblems()).toEqual([]);
    } finally {
      await screen.close();
    }
  }, 60_000);

  it('switches language from the screen and remembers it on the device', async () => {
    const screen = await WatchedPage.open(browser, { ...DESKTOP, locale: 'en-US' });
    try {
      await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}`);
      const root = screen.page.getByTestId('big-screen');
      await eventually(async () => expect(await root.textContent()).toContain('Round 1 pairings'));
      await screen.page.getByTestId('language-menu').selectOption('zh-Hant');
      await eventually(async () => expect(await root.textContent()).toContain('第 1 輪配對'));
      await screen.page.reload();
      await eventually(async () => expect(await screen.page.getByTestId('big-screen').textContent()).toContain('第 1 輪配對'));
      // ?lang= sets a venue screen once, whatever the device remembers.
      await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}?lang=zh-Hans`);
      await eventually(async () => expect(await screen.page.getByTestId('big-screen').textContent()).toContain('第 1 轮配对'));
      expect(screen.unexpectedProblems()).toEqual([]);
    } finally {
      await screen.close();
    }
  }, 60_000);
});
