import { Page } from 'playwright-core';
import { GQL, PairedMatch, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow } from './support/browser-harness';
import { KnownAccount, createAccount, signIn, servedDevices } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 } };
const START_CLOCK = `mutation ($roundId: ID!, $minutes: Int) { startRoundClock(roundId: $roundId, minutes: $minutes) { state } }`;
const MY_REPORTS = `query ($id: ID!) { event(id: $id) { currentRound { matches { id myReport { wins losses draws player { name } } } } } }`;

// Issue 15 items 5, 8 and 9: report → dispute → a judge settles, seen from both players' phones; judge tools on a phone.
describe('dispute: two phones report different results, the judge settles it and both phones show the judge’s result', () => {
  const devices = servedDevices('dispute');
  const open = (options: typeof PHONE | typeof DESKTOP_1366) => devices.open(options);

  async function phoneSignedIn(eventId: string, account: KnownAccount): Promise<WatchedPage> {
    const phone = await open(PHONE);
    await phone.page.goto(`${devices.served.baseUrl}/play/${encodeURIComponent(eventId)}/me`);
    await phone.page.getByTestId('player-login-email').fill(account.email);
    await phone.page.getByTestId('player-login-password').fill(account.password);
    await phone.page.getByTestId('player-login-submit').tap();
    await phone.page.getByTestId('signed-in-player').waitFor();
    return phone;
  }

  const status = (page: Page) => page.getByTestId('report-result-status').textContent();

  it('walks report, dispute and settlement on two phones and the judge’s desk; the judge calls time on a phone', async () => {
    const { served } = devices;
    const { app } = served;
    const organizer = await createAccount(app, 'Olive Organizer');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Friday Modern', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2, topCut: 0 } }, organizer.token)).createEvent.id;
    const accounts = new Map<string, KnownAccount>();
    for (const name of ['Mara Quinn', 'Theo Blackwood', 'Lena Fischer', 'Omar Siddiqui']) {
      const account = await createAccount(app, name);
      accounts.set((await registerAccount(app, organizer.token, account, { eventId, name })).id, account);
    }
    await app.ok(GQL.start, { eventId }, organizer.token);
    const round = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound as { id: string; matches: PairedMatch[] };
    await app.ok(START_CLOCK, { roundId: round.id, minutes: 50 }, organizer.token);
    const [disputed, other] = round.matches.filter((match) => !match.bye);
    const [left, right] = disputed.players;

    // Both players sign in on their phones: each sees their own table, opponent and clock without searching, and nothing chosen.
    const phoneA = await phoneSignedIn(eventId, accounts.get(left.id)!);
    const phoneB = await phoneSignedIn(eventId, accounts.get(right.id)!);
    for (const [phone, opponent] of [[phoneA, right], [phoneB, left]] as const) {
      await expect(phone.page.getByTestId('my-match').textContent()).resolves.toContain(`Table ${disputed.table}`);
      await expect(phone.page.getByTestId('my-match-opponent').textContent()).resolves.toBe(opponent.name);
      await eventually(async () => expect(await phone.page.getByTestId('my-match').getByTestId('round-clock').getAttribute('data-status')).toBe('RUNNING'));
      expect(await phone.page.getByTestId('report-submit').isDisabled()).toBe(true);
    }
    await phoneA.screenshot('dispute-phone-my-match');

    // The left player reports a 2-0 win; the right player's phone asks them to confirm.
    await phoneA.page.getByTestId('report-wins').selectOption('2');
    await phoneA.page.getByTestId('report-losses').selectOption('0');
    await phoneA.page.getByTestId('report-submit').tap();
    await eventually(async () => expect(await status(phoneA.page)).toBe('You reported 2-0. Waiting for your opponent to confirm.'));
    await eventually(async () => expect(await status(phoneB.page)).toBe('Your opponent has reported. Report your result to confirm it.'));
    expect(await phoneB.page.getByTestId('report-submit').isDisabled()).toBe(true);

    // The right player says they won 2-1: the match is disputed on both phones.
    await phoneB.page.getByTestId('report-wins').selectOption('2');
    await phoneB.page.getByTestId('report-losses').selectOption('1');
    await phoneB.page.getByTestId('report-submit').tap();
    await eventually(async () => expect(await status(phoneB.page)).toContain('You reported 2-1; your opponent reported a different result'));
    await eventually(async () => expect(await status(phoneA.page)).toContain('You reported 2-0; your opponent reported a different result'));
    await expect(phoneA.page.getByTestId('my-match-result').textContent()).resolves.toBe('disputed, a judge is coming');
    await phoneB.screenshot('dispute-phone-disputed');

    // Each player reads back only their own report; staff not seated read none.
    const mine = (token: string) => app.ok(MY_REPORTS, { id: eventId }, token).then((data) => data.event.currentRound.matches.find((m: { id: string }) => m.id === disputed.id).myReport);
    await expect(mine(accounts.get(left.id)!.token)).resolves.toEqual({ wins: 2, losses: 0, draws: 0, player: { name: left.name } });
    await expect(mine(accounts.get(right.id)!.token)).resolves.toEqual({ wins: 2, losses: 1, draws: 0, player: { name: right.name } });
    await expect(mine(organizer.token)).resolves.toBeNull();

    // The organizer, at the desk (1366 px), sees both reports on the Disputes tab and settles 1-2.
    const desk = await open(DESKTOP_1366);
    await signIn(desk.page, served, organizer);
    await desk.page.getByText('Friday Modern').click();
    await desk.page.getByRole('tab', { name: 'Disputes' }).click();
    const card = desk.page.getByTestId(`dispute-${disputed.table}`);
    // The Disputes tab loads its queue after the click: wait for the card's reports.
    await eventually(async () =>
      expect(await card.getByTestId('dispute-reports').locator('li').allTextContents()).toEqual([
        `${left.name} reported 2-0 (a win for themself)`,
        `${right.name} reported 2-1 (a win for themself)`,
      ]),
    );
    await desk.screenshot('dispute-desk-reports');
    await card.getByLabel('Final result (left-right-draws)').fill('1-2');
    await card.getByLabel('Reason').fill('Judge watched game 3');
    await card.getByRole('button', { name: 'Set result' }).click();
    await eventually(async () => expect(await desk.page.getByTestId('disputes-empty').count()).toBe(1));

    // Both phones show the judge's result, not the players' own reports, without a reload.
    await eventually(async () => expect(await status(phoneA.page)).toBe('Result confirmed: 1-2.'));
    await eventually(async () => expect(await status(phoneB.page)).toBe('Result confirmed: 2-1.'));
    await expect(phoneA.page.getByTestId('my-match-result').textContent()).resolves.toBe('1-2');
    expect(await phoneA.page.getByTestId('report-submit').count()).toBe(0);
    await phoneA.screenshot('dispute-phone-settled');

    // The judge's tables on a phone (390 px): every button on screen, the time button on one line,
    // and calling time with most of the round left asks first.
    const judgePhone = await open(PHONE);
    await signIn(judgePhone.page, served, organizer);
    await judgePhone.page.getByText('Friday Modern').first().waitFor();
    await judgePhone.page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/show/tables`);
    const table = judgePhone.page.getByTestId(`judge-table-${other.table}`);
    await table.waitFor();
    for (const button of await judgePhone.page.getByTestId('judge-tables').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const timeButton = table.getByRole('button', { name: `Table ${other.table}: time called, ${other.players[0].name} active` });
    const lineHeight = await timeButton.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await timeButton.boundingBox())!.height).toBeLessThan(lineHeight * 2 + 12);
    expect(await horizontalOverflow(judgePhone.page)).toBeLessThanOrEqual(0);
    await judgePhone.screenshot('dispute-judge-tables-phone');

    const questions: string[] = [];
    judgePhone.page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await timeButton.tap();
    await eventually(() => expect(questions).toEqual([expect.stringMatching(new RegExp(`^Table ${other.table} still has (49|50) minutes\\. Call time now`))]));
    await expect(judgePhone.page.getByTestId(`turns-${other.table}`).textContent()).resolves.toBe('Not started');
    judgePhone.page.once('dialog', (dialog) => void dialog.accept());
    await timeButton.tap();
    await eventually(async () => expect(await judgePhone.page.getByTestId(`turns-${other.table}`).textContent()).toBe(`turn 0 · ${other.players[0].name}'s turn`));
    await table.getByRole('button', { name: `Table ${other.table}: next turn` }).tap();
    await eventually(async () => expect(await judgePhone.page.getByTestId(`turns-${other.table}`).textContent()).toBe(`additional turn 1 of 5 · ${other.players[1].name}'s turn`));
    await judgePhone.screenshot('dispute-judge-turn-tracker-phone');

    // The last result in: the round is over and its clock stops on the phones and the judge's screen.
    await app.ok(GQL.setResult, { matchId: other.id, wins: [2, 0], draws: 0, reason: 'result slip' }, organizer.token);
    for (const phone of [phoneA, phoneB]) {
      await eventually(async () => expect(await phone.page.getByTestId('my-match').getByTestId('round-clock').textContent()).toBe('Round over'));
      expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    }
    await eventually(async () => expect(await table.getByTestId('round-clock').getAttribute('data-status')).toBe('FINISHED'));

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  });
});
