import { GQL, PairedMatch, registerAccount } from '../support/tournament-driver';
import { eventually } from './support/browser-harness';
import { shownText, wordsLeft } from './support/latin-words';
import { KnownAccount, createAccount, servedDevices } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 }, locale: 'zh-CN' };
const PLAYERS = ['陈美玲', '王大伟', '李娜', '张伟', '刘洋', '杨静', '黄磊', '周敏'];
const EVENT_NAME = '上海公开赛';
const ORGANIZER = '赵主办';
// The product's name and the language menu's English stay as they are; IPG and MTR are the rules documents cited by number (IPG 3.4, MTR 2.4);
// the decklist box names the programs whose lists it reads (MTGO, Arena, .dek) and shows an example list in the words the parser reads.
const PROPER_NAMES = ['Arbiter', 'English', 'IPG', 'MTR', 'MTGO', 'Arena', '.dek', 'Lightning Bolt', 'Mountain', 'Sideboard', 'Pyroblast', 'CSV', 'JSON'];
// A card whose data has Chinese names (Simplified 西瓦巨龙, Traditional 西瓦巨龍).
const CHINESE_CARD = { english: 'Shivan Dragon', simplified: '西瓦巨龙' };

const PAIR = `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId, publish: true) { id kind matches { id table bye status players { id name } } } }`;
const START_CLOCK = `mutation ($roundId: ID!, $minutes: Int) { startRoundClock(roundId: $roundId, minutes: $minutes) { state } }`;
const EVENT_CODES = `query ($id: ID!) { event(id: $id) { joinCode decklistFormat } }`;

describe("the judge's screens in Simplified Chinese", () => {
  const devices = servedDevices('judge-chinese');

  it('walks the tables, a penalty proposed and issued, the history, a dispute, the bracket and the end of the event, with no English left', async () => {
    const { served } = devices;
    const { app } = served;
    const organizer = await createAccount(app, ORGANIZER);
    const event = (await app.ok(GQL.createEvent, { input: { name: EVENT_NAME, format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 4, constructedFormat: 'modern', roundMinutes: 45, finalsGamesPerMatch: 5 } }, organizer.token)).createEvent;
    const accounts = new Map<string, KnownAccount>();
    for (const name of PLAYERS) {
      const account = await createAccount(app, name);
      accounts.set((await registerAccount(app, organizer.token, account, { eventId: event.id, name })).id, account);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    const swiss = (await app.ok(PAIR, { eventId: event.id }, organizer.token)).pairNextRound as { id: string; matches: PairedMatch[] };
    await app.ok(START_CLOCK, { roundId: swiss.id, minutes: 50 }, organizer.token);
    const [disputed, penalized, timed] = swiss.matches;
    // Both players of table 1 say they won: a dispute for the judge.
    for (const player of disputed.players) await app.ok(GQL.report, { matchId: disputed.id, wins: 2, losses: 0, draws: 0 }, accounts.get(player.id)!.token);
    const codes = (await app.ok(EVENT_CODES, { id: event.id }, organizer.token)).event;

    const desk = await devices.open(DESKTOP_1366);
    const { page } = desk;
    const data = [...PLAYERS, EVENT_NAME, ORGANIZER, organizer.email, ...PROPER_NAMES, codes.joinCode, codes.decklistFormat, new URL(served.baseUrl).host, '/play/join'];
    const confirms: string[] = [];
    page.on('dialog', (dialog) => {
      confirms.push(dialog.message());
      void dialog.accept();
    });
    const noEnglish = async (step: string) => {
      await desk.screenshot(`judge-zh-Hans-${step}`);
      expect([step, wordsLeft(await shownText(page.locator('body')), data)]).toEqual([step, []]);
    };
    const open = async (tab: string) => page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/show${tab ? `/${tab}` : ''}`);
    await page.goto(`${served.baseUrl}/`);
      // The first load parses the whole admin bundle: on a busy shared machine that alone can take longer than one step's bound.
      await page.getByTestId('login-form').waitFor({ timeout: 60_000 });
      await page.getByTestId('login-email').fill(organizer.email);
      await page.getByTestId('login-password').fill(organizer.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('event-list').waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');

      // The decklists desk: a list entered with the card's Chinese name from the autocompletion; its problems read in Chinese.
      await open('decklists');
      await page.getByTestId('decklist-row').first().waitFor();
      await noEnglish('decklists');
      await page.getByRole('button', { name: `录入 ${PLAYERS[0]} 的套牌登记表` }).click();
      const editor = page.getByRole('dialog');
      await editor.getByTestId('decklist-card-name').fill('西瓦');
      const options = editor.locator('[data-testid="decklist-card-options"] option');
      await eventually(async () => expect(await options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).toContain(CHINESE_CARD.simplified));
      await editor.getByTestId('decklist-card-name').fill(CHINESE_CARD.simplified);
      await editor.getByTestId('decklist-add-card').click();
      await expect(editor.getByTestId('decklist-text').inputValue()).resolves.toContain(`1 ${CHINESE_CARD.simplified}`);
      await eventually(async () => expect(await editor.getByTestId('decklist-problem').first().getAttribute('data-code')).toBe('MAIN_TOO_SMALL'));
      await expect(editor.getByTestId('decklist-problem').first().textContent()).resolves.toContain('主牌张数少于');
      const problemCodes = await editor.getByTestId('decklist-problem').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-code') ?? ''));
      data.push(...problemCodes, CHINESE_CARD.english);
      await noEnglish('decklist-entry');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });

      // The floor: every table with its clock; time is called at one table and the turn tracker counts in Chinese.
      await open('tables');
      await page.getByTestId(`judge-table-${timed.table}`).waitFor();
      await page.getByRole('button', { name: `第 ${timed.table} 桌：时间到，${timed.players[0].name} 为主动牌手` }).click();
      await eventually(async () => expect(await page.getByTestId(`turns-${timed.table}`).textContent()).toBe(`第 0 回合 · ${timed.players[0].name} 的回合`));
      await page.getByRole('button', { name: `第 ${timed.table} 桌：下一回合` }).click();
      await eventually(async () => expect(await page.getByTestId(`turns-${timed.table}`).textContent()).toBe(`第 1/5 个额外回合 · ${timed.players[1].name} 的回合`));
      await noEnglish('tables');

      // A Decklist Problem from the table's penalty dialog: the guide's Game Loss proposed, then issued.
      const [offender] = penalized.players;
      await page.getByTestId(`judge-table-${penalized.table}`).getByRole('button', { name: offender.name, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('penalty-form').waitFor();
      await dialog.getByRole('combobox', { name: /违规/ }).click();
      await expect(page.getByRole('option', { name: /^套牌登记表问题/ }).textContent()).resolves.toBe('套牌登记表问题 — 该盘判负');
      await noEnglish('penalty-infractions');
      await page.getByRole('option', { name: /^套牌登记表问题/ }).click();
      await eventually(async () => expect(await dialog.getByTestId('penalty-proposal').textContent()).toContain('建议判罚：该盘判负'));
      await expect(dialog.getByTestId('penalty-proposal').textContent()).resolves.toBe('建议判罚：该盘判负。套牌登记表问题（IPG 3.4），竞争级：该盘判负。');
      await noEnglish('penalty-proposed');
      await dialog.getByTestId('penalty-description').fill('登记表上只有 59 张牌');
      await dialog.getByTestId('penalty-submit').click();
      await expect(dialog.getByTestId('penalty-issued').textContent()).resolves.toContain(`${offender.name}：该盘判负。`);
      await noEnglish('penalty-issued');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The penalties tab: the history names the infraction and penalty in the glossary's words.
      await open('penalties');
      const history = page.getByTestId('penalty-history').locator('tbody tr');
      await eventually(async () => expect(await history.count()).toBe(1));
      expect((await history.first().locator('td').allTextContents()).slice(1, 5)).toEqual([offender.name, `第 1 轮 第 ${penalized.table} 桌`, '套牌登记表问题', '该盘判负']);
      await noEnglish('penalty-history');

      // The disputes queue: both reports side by side, a typo refused in Chinese, then settled.
      await open('disputes');
      const card = page.getByTestId(`dispute-${disputed.table}`);
      await card.waitFor();
      await expect(card.getByTestId('dispute-reports').locator('li').allTextContents()).resolves.toEqual(disputed.players.map((player) => `${player.name} 报告 2-0（自己获胜）`));
      await card.getByLabel('最终成绩（左胜-右胜-平手）').fill('4-2');
      await card.getByLabel('理由').fill('裁判观看了第三盘');
      await card.getByRole('button', { name: '确定成绩' }).click();
      await eventually(async () => expect(await card.textContent()).toContain('4-2-0 超过了一个对局的盘数'));
      await noEnglish('dispute');
      await card.getByLabel('最终成绩（左胜-右胜-平手）').fill('2-1');
      await card.getByRole('button', { name: '确定成绩' }).click();
      await page.getByTestId('disputes-empty').waitFor();
      await noEnglish('disputes-empty');

      // The rest of the Swiss round, then the top 4: the bracket in Chinese.
      // The penalized player already lost a game by penalty: their match ends 0-2.
      for (const match of swiss.matches.filter((candidate) => candidate.id !== disputed.id)) {
        await app.ok(GQL.setResult, { matchId: match.id, wins: match.id === penalized.id ? [0, 2] : [2, 0], draws: 0, reason: '成绩单' }, organizer.token);
      }
      const semifinals = (await app.ok(PAIR, { eventId: event.id }, organizer.token)).pairNextRound as { kind: string; matches: PairedMatch[] };
      expect(semifinals.kind).toBe('PLAYOFF');
      await open('playoffs');
      await eventually(async () => expect(await page.getByTestId('bracket').textContent()).toContain('半决赛'));
      await noEnglish('bracket');

      // The semifinals played, the organizer ends the event from the overview tab (a final's result would end it by itself).
      for (const match of semifinals.matches) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: '成绩单' }, organizer.token);
      await open('');
      await page.reload();
      await page.getByTestId('end-event').waitFor();
      // The structure warnings (45-minute rounds, a best-of-five final) are worded from their codes.
      expect(await page.getByTestId('structure-warning').allTextContents()).toEqual(['决赛为五战三胜制：须在比赛开始前公布（MTR 2.1）。', '每轮 45 分钟，短于建议的 50 分钟（最短为 40 分钟）。']);
      await noEnglish('end-event');
      await page.getByTestId('end-event').click();
      await page.getByTestId('event-ended').waitFor();
      await noEnglish('event-ended');
      // Calling time with most of the round left asks first; ending the event asks too: both in Chinese.
      expect(confirms).toEqual([
        `第 ${timed.table} 桌还剩 ${confirms[0]?.match(/还剩 (\d+) 分钟/)?.[1]} 分钟。现在宣布时间到，由 ${timed.players[0].name} 作为主动牌手？`,
        `现在结束“${EVENT_NAME}”吗？之后不能再配对新的轮次；最终排名将成为正式结果。`,
      ]);
      expect(desk.unexpectedProblems()).toEqual([]);
  }, 240_000);
});
