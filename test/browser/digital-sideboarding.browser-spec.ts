import { SAMPLE_DECKS } from '@arbiter/engine';
import { Browser, Page } from 'playwright-core';
import { GAME_VIEW } from '../support/digital-client';
import { GQL, registerAccount } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, startServedApp } from './support/served-app';

const REGISTER = 'mutation ($eventId: ID!, $name: String!, $userId: ID) { registerPlayer(eventId: $eventId, name: $name, userId: $userId) { id } }';
const SUBMIT = 'mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!, $sideboard: [String!]) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main, sideboard: $sideboard) { decklistSubmitted } }';
const DECIDE = 'mutation ($matchId: ID!, $decision: String!) { decide(matchId: $matchId, decision: $decision) { gameNumber } }';
const CONCEDE_GAME = 'mutation ($matchId: ID!) { concedeGame(matchId: $matchId) { gameNumber wins } }';
const LAPTOP = { viewport: { width: 1366, height: 900 } };
const MAIN = [...SAMPLE_DECKS['red-green']];
const SIDEBOARD = ['Disenchant', 'Disenchant', 'Pyroclasm'];

async function openGame(page: Page, served: ServedApp, eventId: string, account: KnownAccount): Promise<void> {
  await page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}/digital`);
  await page.getByTestId('player-login-email').fill(account.email);
  await page.getByTestId('player-login-password').fill(account.password);
  await page.getByTestId('player-login-submit').click();
  await page.getByTestId('digital-game-link').click();
  await page.getByTestId('game-page').waitFor();
}

const sideboardCard = (page: Page, column: 'main' | 'side', name: string) => page.locator(`[data-testid="sideboarding-${column}"] [data-card="${name}"]`);

// Issue 18: sideboarding between games in the game client, on a laptop and a phone.
describe('sideboarding between games of a digital match (laptop and phone)', () => {
  let served: ServedApp;
  let browser: Browser;
  let laptop: WatchedPage;
  let phone: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [laptop, phone] = await Promise.all([WatchedPage.open(browser, LAPTOP), WatchedPage.open(browser, PHONE)]);
  });

  afterAll(async () => {
    await laptop?.screenshot('sideboarding-laptop-at-end').catch(() => undefined);
    await phone?.screenshot('sideboarding-phone-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('the loser of game 1 swaps cards and submits, a refused deck says why, the other player keeps, and game 2 starts with the new deck', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Sideboard Organizer');
    const judge = await createAccount(app, 'Sideboard Judge');
    const eventId: string = (await app.ok(GQL.createEvent, { input: { name: 'Sideboarding', format: 'LIMITED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 0, digital: true } }, organizer.token)).createEvent.id;
    await app.ok('mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }', { eventId, userId: judge.id }, organizer.token);
    const seated: { id: string; account: KnownAccount }[] = [];
    for (const name of ['Sam Swapper', 'Kim Keeper']) {
      const account = await createAccount(app, name);
      const player = await registerAccount(app, organizer.token, account, { eventId, name }, REGISTER);
      await app.ok(SUBMIT, { eventId, playerId: player.id, main: MAIN, sideboard: SIDEBOARD }, account.token);
      seated.push({ id: player.id, account });
    }
    await app.ok(GQL.start, { eventId }, organizer.token);
    const [match] = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound.matches as { id: string; players: { id: string }[] }[];
    const seatA = seated.find((s) => s.id === match.players[0].id)!;
    const seatB = seated.find((s) => s.id === match.players[1].id)!;

    // Game 1: the chooser plays first and A concedes it, so A sideboards first.
    const chooser = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge.token)).gameView.pending).player as 'A' | 'B';
    await app.ok(DECIDE, { matchId: match.id, decision: '{"do":"choose","choice":"play"}' }, (chooser === 'A' ? seatA : seatB).account.token);
    expect((await app.ok(CONCEDE_GAME, { matchId: match.id }, seatA.account.token)).concedeGame).toMatchObject({ gameNumber: 2, wins: [0, 1] });

    await Promise.all([openGame(laptop.page, served, eventId, seatA.account), openGame(phone.page, served, eventId, seatB.account)]);
    const { page } = laptop;
    await page.getByTestId('sideboarding').waitFor();
    // The last game's board stays reachable, folded under the sideboarding panel.
    await expect(page.getByTestId('last-game-summary').textContent()).resolves.toBe('How game 1 ended');
    expect(await page.getByTestId('game-board').isVisible()).toBe(false);
    await expect(page.getByTestId('sideboarding-main-count').textContent()).resolves.toBe('Main deck (40)');
    await expect(page.getByTestId('sideboarding-side-count').textContent()).resolves.toBe('Sideboard (3)');
    await expect(sideboardCard(page, 'side', 'Disenchant').textContent()).resolves.toBe('2 × Disenchant');
    expect(await page.getByTestId('sideboarding-submit').isDisabled()).toBe(true);
    // B waits for A meanwhile, with no deck lists of A's on the phone.
    await phone.page.getByTestId('decision-waiting').waitFor();
    await expect(phone.page.getByTestId('sideboarding').count()).resolves.toBe(0);

    // One copy out too many: the engine refuses a 39-card deck and the page says why.
    await sideboardCard(page, 'main', 'Threaten').click();
    await expect(page.getByTestId('sideboarding-main-count').textContent()).resolves.toBe('Main deck (39)');
    await page.getByTestId('sideboarding-submit').click();
    await expect(page.getByTestId('game-error').textContent()).resolves.toMatch(/40/);
    await page.getByTestId('sideboarding').waitFor();

    // Disenchant in for Threaten: 40 cards, submitted.
    await sideboardCard(page, 'side', 'Disenchant').click();
    await expect(sideboardCard(page, 'side', 'Disenchant').textContent()).resolves.toBe('1 × Disenchant');
    await expect(page.getByTestId('sideboarding-submit').textContent()).resolves.toBe('Submit this deck (40 cards)');
    await page.getByTestId('sideboarding-submit').click();
    await page.getByTestId('decision-waiting').waitFor();
    await expect(page.getByTestId('sideboarding').count()).resolves.toBe(0);

    // B keeps on the phone; then A, who lost game 1, chooses to play or draw.
    await phone.page.getByTestId('sideboarding').waitFor();
    await expect(phone.page.getByTestId('sideboarding-side-count').textContent()).resolves.toBe('Sideboard (3)');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.getByTestId('sideboarding-keep').click();
    await eventually(async () => expect(await page.getByTestId('decision').getAttribute('data-kind')).toBe('play-or-draw'));

    const staffView = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge.token)).gameView.state);
    const countOf = (cards: string[], name: string) => cards.filter((card) => card === name).length;
    expect(staffView.decks.A).toHaveLength(40);
    expect(countOf(staffView.decks.A, 'Disenchant')).toBe(1);
    expect(countOf(staffView.decks.A, 'Threaten')).toBe(0);
    expect(staffView.sideboards.A.sort()).toEqual(['Disenchant', 'Pyroclasm', 'Threaten']);
    expect(staffView.decks.B.sort()).toEqual([...MAIN].sort());

    for (const watched of [laptop, phone]) expect(watched.unexpectedProblems()).toEqual([]);
  });
});
