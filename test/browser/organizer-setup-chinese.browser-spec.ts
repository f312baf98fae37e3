import { readFile } from 'node:fs/promises';
import { Locator } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { eventually } from './support/browser-harness';
import { shownText, wordsLeft } from './support/latin-words';
import { createAccount, servedDevices, signIn } from './support/served-app';

const LAPTOP = { viewport: { width: 1366, height: 900 }, locale: 'zh-CN' };
const EVENT_NAME = '杭州周赛';
const TEAM_EVENT_NAME = '杭州三人团队赛';
const WALK_IN = '孙小明';
const ROSTER = ['陈美玲', '王大伟', '李娜', '张伟'];
const TEAM_PLAYERS = ['周杰', '吴芳', '郑强', '冯丽', '褚云', '卫东'];
const TEAM_NAME = '西湖队';
// Names kept as they are in every language: the product, the language menu's English, Melee (credited by name),
// the rules documents' and the company's names (MTR, DCI, Wizards), the roster's file type, the CLI (arbiter) and its commands.
const PROPER_NAMES = ['Arbiter', 'English', 'Melee', 'MTR', 'DCI', 'Wizards', 'CSV', 'npx arbiter standings --event file.json', 'npx arbiter pair', 'arbiter'];

const TEAMS_CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const PLAYERS = `query ($id: ID!) { event(id: $id) { players { name byes } } }`;
const EVENTS_NAMED = `query { events { id name } }`;

describe("the organizer's set-up screens in Simplified Chinese", () => {
  const devices = servedDevices('organizer-setup-chinese');

  it('creates an event, registers players one by one and from a pasted list, adds staff, registers a team, exports and imports, with no English left', async () => {
    const served = devices.served;
    const { app } = served;
    const organizer = await createAccount(app, '赵主办');
    const judge = await createAccount(app, '钱裁判');
    const teamEvent = (await app.ok(TEAMS_CREATE, { input: { name: TEAM_EVENT_NAME, format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 3 } }, organizer.token)).createEvent;
    for (const name of TEAM_PLAYERS) await app.ok(GQL.register, { eventId: teamEvent.id, name }, organizer.token);
    const data = [EVENT_NAME, TEAM_EVENT_NAME, WALK_IN, ...ROSTER, ...TEAM_PLAYERS, TEAM_NAME, organizer.displayName, organizer.email, judge.displayName, judge.email, ...PROPER_NAMES];

    const desk = await devices.open(LAPTOP);
    const { page } = desk;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const noEnglish = async (step: string, scope: Locator = page.locator('body')) => {
      await desk.screenshot(`organizer-setup-zh-Hans-${step}`);
      expect([step, wordsLeft(await shownText(scope), data)]).toEqual([step, []]);
    };
    // The notification a step raised, read before it fades.
    const notified = async (step: string, text: string) => {
      const snackbar = page.locator('.MuiSnackbarContent-message').filter({ hasText: text });
      await snackbar.first().waitFor();
      await noEnglish(step, snackbar.first());
    };
    try {
      await signIn(page, served, organizer);
      await page.getByTestId('event-list').waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');

      // The create form: labels, help, choices and the structure filled from the expected attendance.
      await page.goto(`${served.baseUrl}/#/events/create`);
      await page.getByTestId('event-create-form').waitFor();
      await noEnglish('create-form');
      await page.getByRole('combobox', { name: '规则执行级别' }).click();
      await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['一般级', '竞争级', '专业级']);
      await noEnglish('create-rel-choices');
      await page.getByRole('option', { name: '竞争级' }).click();
      await page.getByRole('combobox', { name: '每场对局盘数' }).click();
      // No blank choice: a match always has a length.
      expect(await page.getByRole('option').allTextContents()).toEqual(['单盘制', '三战两胜制', '五战三胜制']);
      await page.keyboard.press('Escape');
      await page.getByLabel('名称').fill(EVENT_NAME);
      await page.getByLabel('预计人数').fill('40');
      await eventually(async () => expect(await page.getByLabel('瑞士式轮数').inputValue()).toBe('6'));
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/#\/events\/[^/]+\/show/);
      const eventId = decodeURIComponent(/#\/events\/([^/]+)\/show/.exec(page.url())![1]!);

      // The staff panel on the overview: a judge added by email, then removed after a confirmation.
      await page.getByTestId('staff-panel').waitFor();
      await page.getByTestId('add-staff-email').fill(judge.email);
      await page.getByTestId('add-staff-submit').click();
      await notified('staff-added', judge.email);
      await eventually(async () => expect(await page.getByTestId('staff-member').allTextContents()).toEqual([expect.stringContaining('赵主办 · 主办人'), expect.stringContaining('钱裁判 · 裁判')]));
      await noEnglish('staff', page.getByTestId('staff-panel'));
      await page.getByTestId('staff-member').filter({ hasText: judge.displayName }).getByRole('button', { name: '移除' }).click();
      await eventually(async () => expect(await page.getByTestId('staff-member').count()).toBe(1));

      // The registration desk: a walk-in with a bye, then a list pasted from a spreadsheet.
      await page.getByRole('tab', { name: '报名' }).click();
      await page.getByTestId('add-player-form').waitFor();
      await noEnglish('desk-empty');
      await page.getByTestId('add-player-name').fill(WALK_IN);
      await page.getByRole('combobox', { name: '轮空' }).click();
      await page.getByRole('option', { name: '1', exact: true }).click();
      await page.getByTestId('add-player-submit').click();
      await notified('player-added', WALK_IN);
      await page.getByTestId('roster-text').fill(ROSTER.join('\n'));
      await expect(page.getByTestId('roster-submit').textContent()).resolves.toBe(`报名 ${ROSTER.length} 名牌手`);
      await noEnglish('roster-pasted');
      await page.getByTestId('roster-submit').click();
      await eventually(async () => expect(await page.getByTestId('player-row').count()).toBe(ROSTER.length + 1));
      await expect(page.getByTestId('desk-counts').textContent()).resolves.toBe('5 人在赛 · 0 人已退赛 · 5 人未交套牌登记表 · 赛程按 6 人计（MTR 附录 E）');
      await noEnglish('desk-registered');
      await page.getByRole('button', { name: `删除 ${ROSTER[3]}` }).click();
      await eventually(async () => expect(await page.getByTestId('player-row').count()).toBe(ROSTER.length));
      await noEnglish('desk-deleted');
      const players = (await app.ok(PLAYERS, { id: eventId }, organizer.token)).event.players;
      expect(players).toHaveLength(ROSTER.length);
      expect(players).toContainEqual({ name: WALK_IN, byes: 1 });

      // The edit form and the ratings tab.
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}`);
      await page.getByTestId('event-edit-form').waitFor();
      await noEnglish('edit-form');
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/show/ratings`);
      await page.getByTestId('event-ratings-table').locator('tbody tr').nth(ROSTER.length - 1).waitFor();
      await noEnglish('ratings');

      // The export tab: the event file downloaded, then imported as a new event.
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/show/export`);
      await page.getByTestId('export-event-button').waitFor();
      await noEnglish('export');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-event-button').click()]);
      const eventFile = await readFile((await download.path())!);
      await notified('exported', '已下载比赛文件');
      await page.goto(`${served.baseUrl}/#/import`);
      await page.getByTestId('import-file-input').waitFor();
      await noEnglish('import');
      await page.getByTestId('import-file-input').setInputFiles({ name: 'event.json', mimeType: 'application/json', buffer: eventFile });
      await expect(page.getByTestId('import-summary').textContent()).resolves.toBe(`${EVENT_NAME}：${ROSTER.length} 名牌手，0 轮`);
      await noEnglish('import-chosen');
      await page.getByTestId('import-event-button').click();
      await page.waitForURL((url) => !url.hash.includes(eventId) && /#\/events\/[^/]+\/show/.test(url.hash));
      await notified('imported', '比赛已导入');
      expect((await app.ok(EVENTS_NAMED, {}, organizer.token)).events.filter((event: { name: string }) => event.name === EVENT_NAME)).toHaveLength(2);

      // A team event's teams tab: a Trios team registered seat by seat.
      await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(teamEvent.id)}/show/teams`);
      await page.getByTestId('register-team-form').waitFor();
      await noEnglish('teams-empty');
      await page.getByTestId('team-name').fill(TEAM_NAME);
      for (const [seat, player] of [['A', TEAM_PLAYERS[0]], ['B', TEAM_PLAYERS[1]], ['C', TEAM_PLAYERS[2]]]) {
        await page.getByRole('combobox', { name: `${seat} 座` }).click();
        await page.getByRole('option', { name: player, exact: true }).click();
      }
      await page.getByTestId('register-team-submit').click();
      await notified('team-registered', TEAM_NAME);
      await eventually(async () => expect(await page.getByTestId('teams-table').textContent()).toContain(TEAM_NAME));
      await noEnglish('teams-registered');

      expect(dialogs).toHaveLength(2);
      for (const message of dialogs) expect([message, wordsLeft(message, data)]).toEqual([message, []]);
      expect(desk.unexpectedProblems()).toEqual([]);
    } finally {
      await desk.close();
    }
  }, 180_000);
});
