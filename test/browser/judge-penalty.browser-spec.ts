import { Browser, Page } from 'playwright-core';
import { startSmallEvent } from '../support/small-event';
import { DESKTOP, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const ADD_STAFF = `mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`;
const EVENT_NAME = `mutation ($id: ID!, $name: String!) { updateEvent(id: $id, input: { name: $name }) { id } }`;
const MATCHES = `query ($id: ID!) { event(id: $id) { currentRound { matches { id table status wins gameLosses players { id name } } } } }`;
const PENALTIES = `query ($eventId: ID!) { penalties(eventId: $eventId) { infraction penalty effect player { name } match { id } } }`;

interface StoredMatch {
  id: string;
  table: number;
  status: string;
  wins: number[] | null;
  gameLosses: number[];
  players: { id: string; name: string }[];
}

/** Issues Decklist Problem to `playerName` from the table's penalty dialog and returns the dialog's confirmation. */
async function issueDecklistProblem(page: Page, table: number, playerName: string, description: string): Promise<string> {
  await page.getByTestId(`judge-table-${table}`).getByRole('button', { name: playerName, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('penalty-form').waitFor();
  await dialog.getByRole('combobox', { name: /Infraction/ }).click();
  await page.getByRole('option', { name: /^Decklist Problem/ }).click();
  await eventually(async () => expect(await dialog.getByTestId('penalty-proposal').textContent()).toContain('Proposed: Game Loss'));
  await dialog.getByTestId('penalty-description').fill(description);
  await dialog.getByTestId('penalty-submit').click();
  const issued = await dialog.getByTestId('penalty-issued').textContent();
  return issued ?? '';
}

describe('judge: penalty from the tables screen changes the match', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    watched = await WatchedPage.open(browser, DESKTOP);
  });

  afterAll(async () => {
    await watched?.screenshot('judge-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('issues Decklist Problem twice: the proposed Game Loss, then the match lost 0-2, in the UI and the API', async () => {
    const { app } = served;
    // A Competitive event of four, round 1 paired and published; a judge account added as staff.
    const event = await startSmallEvent(app, 4);
    await app.ok(EVENT_NAME, { id: event.eventId, name: 'Regional Championship Qualifier' }, event.organizer);
    const judge = await createAccount(app, 'Jules Judge');
    await app.ok(ADD_STAFF, { eventId: event.eventId, userId: judge.id }, event.organizer);
    const { page } = watched;

    // The judge signs in and opens the event from the list.
    await signInAndOpenEvent(page, served, judge, 'Regional Championship Qualifier');

    // A judge's menu: the floor and penalty screens, not the organizer's desk or export.
    await page.getByRole('tab', { name: 'Tables' }).waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(expect.arrayContaining(['Tables', 'Penalties', 'Results']));
    expect(tabs).not.toContain('Registration');
    expect(tabs).not.toContain('Export');

    await page.getByRole('tab', { name: 'Tables' }).click();
    await page.getByTestId('judge-table-1').waitFor();
    await watched.screenshot('judge-tables');
    const before = (await app.ok<{ event: { currentRound: { matches: StoredMatch[] } } }>(MATCHES, { id: event.eventId })).event.currentRound.matches.find((m) => m.table === 1)!;
    // The penalized player is players[0], the first name on the table's row.
    const [penalized, opponent] = before.players;
    expect(before).toMatchObject({ status: 'PENDING', gameLosses: [0, 0] });

    // First Decklist Problem: the guide's Game Loss, applied to the current game of this match.
    const first = await issueDecklistProblem(page, 1, penalized.name, 'Decklist shows 59 cards; deck has 60');
    expect(first).toContain(`${penalized.name}: Game Loss.`);
    expect(first).toContain('game loss recorded on table 1 (1 game lost by penalty)');
    await watched.screenshot('judge-penalty-game-loss');
    const afterFirst = (await app.ok(MATCHES, { id: event.eventId })).event.currentRound.matches.find((m: StoredMatch) => m.id === before.id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', wins: null, gameLosses: [1, 0] });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.getByTestId('judge-table-1').textContent()).resolves.toContain('pending');

    // Second Decklist Problem: a second game lost by penalty ends a best-of-three match 0-2.
    const second = await issueDecklistProblem(page, 1, penalized.name, 'Sideboard not registered either');
    expect(second).toContain(`${penalized.name}: Game Loss.`);
    expect(second).toContain('table 1 is lost 0-2');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The tables screen hears matchUpdated and shows the match as final.
    await eventually(async () => expect(await page.getByTestId('judge-table-1').textContent()).toContain('final'));
    await watched.screenshot('judge-tables-after');

    const afterSecond = (await app.ok(MATCHES, { id: event.eventId })).event.currentRound.matches.find((m: StoredMatch) => m.id === before.id);
    expect(afterSecond).toMatchObject({ status: 'FINAL', wins: [0, 2], gameLosses: [2, 0] });
    const penalties = (await app.ok(PENALTIES, { eventId: event.eventId }, judge.token)).penalties;
    expect(penalties).toHaveLength(2);
    expect(penalties.every((record: { infraction: string; penalty: string; player: { name: string }; match: { id: string } }) =>
      record.infraction === 'DECKLIST_PROBLEM' && record.penalty === 'GAME_LOSS' && record.player.name === penalized.name && record.match.id === before.id,
    )).toBe(true);

    // Rounds and penalties screens agree: 0-2 FINAL for the opponent, two Game Losses in the history.
    await page.getByRole('tab', { name: 'Rounds' }).click();
    const row = page.getByTestId('round-matches').locator('tbody tr', { hasText: opponent.name });
    await eventually(async () => expect((await row.locator('td').allTextContents()).slice(0, 5)).toEqual(['1', penalized.name, opponent.name, '0-2', 'FINAL']));
    await watched.screenshot('judge-rounds');
    await page.getByRole('tab', { name: 'Penalties' }).click();
    const history = page.getByTestId('penalty-history').locator('tbody tr');
    await eventually(async () => expect(await history.count()).toBe(2));
    for (const cells of await Promise.all((await history.all()).map((r) => r.locator('td').allTextContents()))) {
      expect(cells.slice(1, 5)).toEqual([penalized.name, 'R1 T1', 'Decklist Problem', 'Game Loss']);
    }
    await watched.screenshot('judge-penalty-history');

    // Time is called at table 2: the turn tracker (kept by the API, MTR 2.4) counts turn 0 and the additional turns.
    await page.getByRole('tab', { name: 'Tables' }).click();
    const table2 = page.getByTestId('judge-table-2');
    await table2.getByRole('button', { name: /Table 2: time called/ }).first().click();
    await eventually(async () => expect(await page.getByTestId('turns-2').textContent()).toContain('turn 0'));
    await table2.getByRole('button', { name: 'Table 2: next turn' }).click();
    await eventually(async () => expect(await page.getByTestId('turns-2').textContent()).toContain('additional turn 1 of 5'));
    await watched.screenshot('judge-turn-tracker');

    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
