import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { DESKTOP, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { shownText, wordsLeft } from './support/latin-words';
import { ServedApp, createAccount, startServedApp } from './support/served-app';

const PLAYERS = ['陈美玲', '王大伟', '李娜', '张伟', '刘洋', '杨静'];
const EVENT_NAME = '上海周赛';
// The product's name, the language menu's English (named in itself on purpose) and Melee, credited by name under the standings, stay as they are;
// so do what the scorekeeper types or presses: ID (an intentional draw) and the Esc key.
const PROPER_NAMES = ['Arbiter', 'English', 'Melee', 'ID', 'Esc', 'CSV'];

describe("the organizer's round in Simplified Chinese", () => {
  let served: ServedApp;
  let browser: Browser;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.app.stop();
  });

  it('signs in, pairs round 1 from the rounds tab and reads the standings, with no English left', async () => {
    const { app } = served;
    const organizer = await createAccount(app, '赵主办');
    const event = (await app.ok(GQL.createEvent, { input: { name: EVENT_NAME, format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3 } }, organizer.token)).createEvent;
    for (const name of PLAYERS) await app.ok(GQL.register, { eventId: event.id, name }, organizer.token);
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    const data = [...PLAYERS, EVENT_NAME, '赵主办', ...PROPER_NAMES];

    const desk = await WatchedPage.open(browser, { ...DESKTOP, locale: 'zh-CN' });
    const { page } = desk;
    const noEnglish = async (step: string) => {
      await desk.screenshot(`organizer-zh-Hans-${step}`);
      expect([step, wordsLeft(await shownText(page.locator('body')), data)]).toEqual([step, []]);
    };
    try {
      await page.goto(`${served.baseUrl}/`);
      await page.getByTestId('login-form').waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
      await noEnglish('sign-in');
      await page.getByTestId('login-email').fill(organizer.email);
      await page.getByTestId('login-password').fill(organizer.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('event-list').waitFor();
      await eventually(async () => expect(await page.getByTestId('event-list').innerText()).toContain(EVENT_NAME));
      await noEnglish('events');

      // The rounds tab: pair round 1 with the button in Chinese.
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/rounds`);
      await page.getByTestId('pair-round-button').waitFor();
      await expect(page.getByTestId('pair-round-button').textContent()).resolves.toBe('配对第 1 轮');
      await page.getByTestId('pair-round-button').click();
      await page.getByTestId('round-matches').locator('tbody tr').nth(2).waitFor();
      await eventually(async () => expect(await page.getByTestId('round-progress').textContent()).toBe('0/3 已确定'));
      await noEnglish('round-paired');

      // The results tab: the scorekeeper types each table's result from the keyboard ("1 2-1" Enter).
      await page.getByRole('tab', { name: '成绩' }).click();
      const tableInput = page.getByTestId('results-table-input');
      await tableInput.waitFor();
      await noEnglish('results-empty');
      for (const table of [1, 2, 3]) {
        await tableInput.fill(`${table} 2-1`);
        await tableInput.press('Enter');
        await eventually(async () => expect(await page.getByTestId(`results-row-${table}`).locator('td').nth(4).textContent()).toBe('已确定'));
      }
      await expect(page.getByTestId('results-outstanding').textContent()).resolves.toBe('成绩已全部录入。');
      await noEnglish('results-entered');
      await page.getByRole('tab', { name: '轮次' }).click();
      await eventually(async () => expect(await page.getByTestId('round-progress').textContent()).toBe('3/3 已确定'));
      await noEnglish('round-final');
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show/standings`);
      await eventually(async () => expect(await page.getByTestId('standings-table').locator('tbody tr').count()).toBe(PLAYERS.length));
      await noEnglish('standings');
      expect(desk.unexpectedProblems()).toEqual([]);
    } finally {
      await desk.close();
    }
  }, 120_000);
});
