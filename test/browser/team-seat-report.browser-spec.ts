import { Browser } from 'playwright-core';
import { GQL, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, startServedApp } from './support/served-app';

const REGISTER_TEAM = `mutation ($eventId: ID!, $name: String!, $playerIds: [ID!]!) { registerTeam(eventId: $eventId, name: $name, playerIds: $playerIds) { id } }`;
const PAIR = `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { matches { id table teamSeat status teams { id name } players { id name } } } }`;
const MATCH = `query ($id: ID!) { event(id: $id) { currentRound { matches { id status wins } } } }`;

interface SeatMatch {
  id: string;
  table: number;
  teamSeat: string;
  teams: { id: string; name: string }[];
  players: { id: string; name: string }[];
}

/** Opens the event's "My match" page on a phone and signs the account in there. */
async function signInOnMyMatch(watched: WatchedPage, served: ServedApp, eventId: string, account: KnownAccount): Promise<void> {
  const { page } = watched;
  await page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}/me`);
  await page.getByTestId('player-login-email').fill(account.email);
  await page.getByTestId('player-login-password').fill(account.password);
  await page.getByTestId('player-login-submit').tap();
  await page.getByTestId('report-result-form').waitFor();
}

// Issue 16 (Done when): a Trios seat's player reports their own match from a phone; the opponent confirms on theirs.
describe("team event on phones: a Trios seat's match reported and confirmed, the team match decided by two seats", () => {
  let served: ServedApp;
  let browser: Browser;
  let myPhone: WatchedPage;
  let opponentPhone: WatchedPage;
  let seatCPhone: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [myPhone, opponentPhone, seatCPhone] = await Promise.all([WatchedPage.open(browser, PHONE), WatchedPage.open(browser, PHONE), WatchedPage.open(browser, PHONE)]);
    for (const watched of [myPhone, opponentPhone, seatCPhone]) watched.page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await myPhone?.screenshot('team-seat-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it("reports seat A's match, the opponent confirms, the team match is decided live; team pairings, team page and team standings fit the phone", async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Trios Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Friday Trios', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 2, topCut: 0 } }, organizer.token)).createEvent;
    const accounts = new Map<string, KnownAccount>();
    const teamNames = ['Owls', 'Bats', 'Foxes', 'Hares'];
    for (const [t, teamName] of teamNames.entries()) {
      const playerIds: string[] = [];
      for (const seat of ['A', 'B', 'C']) {
        const name = `${teamName} ${seat}${t}`;
        const account = await createAccount(app, name);
        const player = await registerAccount(app, organizer.token, account, { eventId: event.id, name });
        accounts.set(player.id, account);
        playerIds.push(player.id);
      }
      await app.ok(REGISTER_TEAM, { eventId: event.id, name: teamName, playerIds }, organizer.token);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    const matches: SeatMatch[] = (await app.ok(PAIR, { eventId: event.id }, organizer.token)).pairNextRound.matches;
    const [seatA, seatB, seatC] = matches.filter((m) => m.teams[0].id === matches[0].teams[0].id);
    const [mine, theirs] = seatA.teams;
    const [me, opponent] = seatA.players;
    const { page } = myPhone;

    // The team pairings: one card per team match, with each seat's table and players.
    await page.goto(`${served.baseUrl}/play/${encodeURIComponent(event.id)}`);
    await page.getByTestId('team-pairings').waitFor();
    expect(await page.getByTestId('team-pairing').count()).toBe(2);
    await page.getByTestId('pairing-search').fill(me.name);
    await eventually(async () => expect(await page.getByTestId('team-pairing').count()).toBe(1));
    const card = page.getByTestId('team-pairing');
    await expect(card.getByTestId('team-link').allTextContents()).resolves.toEqual([mine.name, theirs.name]);
    expect(await card.getByTestId('team-seat-row').count()).toBe(3);
    expect(await card.getByTestId('team-seat-row').first().locator('th, td').allTextContents()).toEqual(['Seat A', String(seatA.table), me.name, opponent.name, '']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await myPhone.screenshot('team-pairings-phone');

    // Seat A's player signs in on "My match": the seat, the teams and the team score, then reports 2-1.
    await signInOnMyMatch(myPhone, served, event.id, accounts.get(me.id)!);
    const note = page.getByTestId('team-match-note');
    await expect(note.textContent()).resolves.toContain(`Seat A · ${mine.name} vs ${theirs.name}`);
    await expect(page.getByTestId('team-match-status').textContent()).resolves.toBe('Team match in progress: 0-0');
    await expect(page.getByTestId('my-match-opponent').textContent()).resolves.toBe(opponent.name);
    await page.getByTestId('report-wins').selectOption('2');
    await page.getByTestId('report-losses').selectOption('1');
    await page.getByTestId('report-submit').tap();
    await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toBe('You reported 2-1. Waiting for your opponent to confirm.'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await myPhone.screenshot('team-seat-reported');

    // The opponent confirms on their own phone: the seat match is final on both, the team leads 1-0.
    await signInOnMyMatch(opponentPhone, served, event.id, accounts.get(opponent.id)!);
    const other = opponentPhone.page;
    await expect(other.getByTestId('team-match-note').textContent()).resolves.toContain(`Seat A · ${theirs.name} vs ${mine.name}`);
    await eventually(async () => expect(await other.getByTestId('report-result-status').textContent()).toBe('Your opponent has reported. Report your result to confirm it.'));
    await other.getByTestId('report-wins').selectOption('1');
    await other.getByTestId('report-losses').selectOption('2');
    await other.getByTestId('report-submit').tap();
    await eventually(async () => expect(await other.getByTestId('report-result-status').textContent()).toBe('Result confirmed: 1-2.'));
    await eventually(async () => expect(await page.getByTestId('report-result-status').textContent()).toBe('Result confirmed: 2-1.'));
    await eventually(async () => expect(await page.getByTestId('team-match-status').textContent()).toBe('Team match in progress: 1-0'));
    const stored = (await app.ok(MATCH, { id: event.id })).event.currentRound.matches.find((m: { id: string }) => m.id === seatA.id);
    expect(stored).toMatchObject({ status: 'FINAL', wins: [2, 1] });

    // Seat B's players report through the API: two seats decide the team match; my phone follows live.
    await app.ok(GQL.report, { matchId: seatB.id, wins: 2, losses: 0, draws: 0 }, accounts.get(seatB.players[0].id)!.token);
    await app.ok(GQL.report, { matchId: seatB.id, wins: 0, losses: 2, draws: 0 }, accounts.get(seatB.players[1].id)!.token);
    await eventually(async () => expect(await page.getByTestId('team-match-status').textContent()).toBe('Your team won the team match 2-0.'));
    await eventually(async () => expect(await other.getByTestId('team-match-status').textContent()).toBe('Your team lost the team match 0-2.'));
    await myPhone.screenshot('team-match-decided');

    // Seat C's player is told their match may stay unplayed.
    await signInOnMyMatch(seatCPhone, served, event.id, accounts.get(seatC.players[1].id)!);
    await expect(seatCPhone.page.getByTestId('team-seat-optional').textContent()).resolves.toContain('leave it unplayed');
    expect(await horizontalOverflow(seatCPhone.page)).toBeLessThanOrEqual(0);
    await seatCPhone.screenshot('team-seat-optional');

    // My team's page: seats, and the team match won.
    await page.getByTestId('player-tab-team').tap();
    await page.getByTestId('team-page').waitFor();
    expect(await page.getByTestId('team-page-seats').locator('li').allTextContents()).toEqual([seatA, seatB, seatC].map((m) => `Seat ${m.teamSeat}: ${m.players[0].name}`));
    await eventually(async () => expect(await page.getByTestId('team-page-history').locator('tr').first().locator('td').allTextContents()).toEqual(['Round 1', theirs.name, 'Won 2-0']));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await myPhone.screenshot('team-page-phone');

    // The other team match is decided by the staff: the team standings rank the four teams.
    const otherMatch = matches.filter((m) => m.teams[0].id !== mine.id);
    for (const match of otherMatch.slice(0, 2)) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'slips' }, organizer.token);
    await page.getByTestId('player-tab-standings').tap();
    await page.getByTestId('team-standings').waitFor();
    await eventually(async () => expect(await page.getByTestId('team-standing-row').count()).toBe(4));
    expect(await page.getByTestId('team-standing-row').first().locator('td').nth(1).textContent()).toMatch(/Owls|Bats|Foxes|Hares/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await myPhone.screenshot('team-standings-phone');

    expect(myPhone.unexpectedProblems()).toEqual([]);
    expect(opponentPhone.unexpectedProblems()).toEqual([]);
    expect(seatCPhone.unexpectedProblems()).toEqual([]);
    // Three phones and twelve accounts on a shared, busy machine.
  }, 420_000);
});
