import { Browser } from 'playwright-core';
import { GQL, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { shownText, wordsLeft } from './support/latin-words';
import { KnownAccount, ServedApp, createAccount, startServedApp } from './support/served-app';

const OTHERS = ['陈美玲', '王大伟', '李娜'];
const ME = '林志明';
// Proper names the Chinese screens keep as they are: the language menu names English in English
// on purpose, and the standings note credits Melee by name.
const PROPER_NAMES = ['English', 'Melee'];

describe("the player's phone in Simplified and Traditional Chinese: join, pairings, report, standings", () => {
  let served: ServedApp;
  let browser: Browser;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.app.stop();
  });

  it.each([
    ['zh-CN', 'zh-Hans', { join: '加入比赛', pairings: '第 1 轮配对', waiting: '等待对手确认', confirmed: '成绩已确认：2-1。', standings: '第 1 轮后的排名' }],
    ['zh-TW', 'zh-Hant', { join: '加入比賽', pairings: '第 1 輪配對', waiting: '等待對手確認', confirmed: '成績已確認：2-1。', standings: '第 1 輪後的排名' }],
  ])('a phone set to %s walks the player flow in %s with no English left', async (browserLocale, shown, words) => {
    const { app } = served;
    const organizer = await createAccount(app, 'Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: `台北周赛 ${shown}`, format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3 } }, organizer.token)).createEvent;
    const { joinCode } = (await app.ok(`query ($id: ID!) { event(id: $id) { joinCode } }`, { id: event.id }, organizer.token)).event;
    const accounts = new Map<string, KnownAccount>();
    for (const name of OTHERS) {
      const account = await createAccount(app, name);
      const player = await registerAccount(app, organizer.token, account, { eventId: event.id, name });
      accounts.set(player.id, account);
    }
    const me = await createAccount(app, ME);
    // The code field's placeholder shows an example code.
    const data = [...OTHERS, ME, `台北周赛 ${shown}`, joinCode, 'K7M2QX', ...PROPER_NAMES];

    const phone = await WatchedPage.open(browser, { ...PHONE, locale: browserLocale });
    const { page } = phone;
    const noEnglish = async (step: string) => {
      await phone.screenshot(`player-${shown}-${step}`);
      expect([step, wordsLeft(await shownText(page.locator('body')), data)]).toEqual([step, []]);
    };
    try {
      // Join: sign in on the page, then join with the event's code.
      await page.goto(`${served.baseUrl}/play/join?code=${joinCode}`);
      await eventually(async () => expect(await page.locator('h1').textContent()).toBe(words.join));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(shown);
      await noEnglish('sign-in');
      await page.getByTestId('player-login-email').fill(me.email);
      await page.getByTestId('player-login-password').fill(me.password);
      await page.getByTestId('player-login-submit').tap();
      await page.getByTestId('join-form').waitFor();
      await noEnglish('join');
      await page.getByTestId('join-submit').tap();
      await page.waitForURL(/\/play\/[^/]+\/me$/);
      await page.getByTestId('my-match-none').waitFor();
      await noEnglish('joined');

      // The organizer pairs round 1; the phone sees it live.
      await app.ok(GQL.start, { eventId: event.id }, organizer.token);
      const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer.token)).pairNextRound;
      expect(round.published).toBe(true);
      await page.getByTestId('player-tab-pairings').tap();
      await page.getByTestId('public-pairings').waitFor();
      await eventually(async () => expect(await page.locator('main h2').textContent()).toBe(words.pairings));
      await noEnglish('pairings');

      // My match: report 2-1 from the phone; the opponent confirms.
      await page.getByTestId('player-tab-me').tap();
      await page.getByTestId('report-result-form').waitFor();
      await page.getByTestId('report-wins').selectOption('2');
      await page.getByTestId('report-losses').selectOption('1');
      await page.getByTestId('report-submit').tap();
      await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toContain(words.waiting));
      await noEnglish('reported');
      const mine = round.matches.find((match: { players: { name: string }[] }) => match.players.some((player) => player.name === ME))!;
      const opponent = mine.players.find((player: { name: string }) => player.name !== ME)!;
      await app.ok(GQL.report, { matchId: mine.id, wins: 1, losses: 2, draws: 0 }, accounts.get(opponent.id)!.token);
      await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toBe(words.confirmed));
      await noEnglish('confirmed');

      // The other table reports too; the standings follow.
      const other = round.matches.find((match: { id: string }) => match.id !== mine.id)!;
      const [first, second] = other.players.map((player: { id: string }) => accounts.get(player.id)!.token);
      await app.ok(GQL.report, { matchId: other.id, wins: 2, losses: 0, draws: 0 }, first);
      await app.ok(GQL.report, { matchId: other.id, wins: 0, losses: 2, draws: 0 }, second);
      await page.getByTestId('player-tab-standings').tap();
      await page.getByTestId('standings-table').waitFor();
      await eventually(async () => expect(await page.getByTestId('standings-table').locator('tbody tr').count()).toBe(4));
      await expect(page.locator('main h2').textContent()).resolves.toBe(words.standings);
      await noEnglish('standings');
      expect(phone.unexpectedProblems()).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 120_000);
});
