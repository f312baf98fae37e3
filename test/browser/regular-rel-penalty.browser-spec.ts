import { Browser } from 'playwright-core';
import { startSmallEvent } from '../support/small-event';
import { DESKTOP, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const ADD_STAFF = `mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`;
const TO_REGULAR = `mutation ($id: ID!, $name: String!) { updateEvent(id: $id, input: { name: $name, rel: REGULAR }) { id rel } }`;
const MATCHES = `query ($id: ID!) { event(id: $id) { currentRound { matches { id table status wins gameLosses players { id name } } } } }`;
const PROPOSAL = `query ($eventId: ID!, $playerId: ID!, $infraction: Infraction!) { penaltyProposal(eventId: $eventId, playerId: $playerId, infraction: $infraction) { penalty explanation source } }`;
const PENALTIES = `query ($eventId: ID!) { penalties(eventId: $eventId) { infraction penalty proposedPenalty explanation effect player { name } } }`;

describe('judge at Regular REL: the penalty form shows what the server records', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    watched = await WatchedPage.open(browser, DESKTOP);
  });

  afterAll(async () => {
    await watched?.screenshot('regular-rel-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('Decklist Problem at Regular REL: the form proposes no penalty (fix and educate) and the server records exactly that', async () => {
    const { app } = served;
    const event = await startSmallEvent(app, 4);
    await app.ok(TO_REGULAR, { id: event.eventId, name: 'Friday Night Magic' }, event.organizer);
    const judge = await createAccount(app, 'Regina Regular');
    await app.ok(ADD_STAFF, { eventId: event.eventId, userId: judge.id }, event.organizer);
    const before = (await app.ok(MATCHES, { id: event.eventId })).event.currentRound.matches.find((m: { table: number }) => m.table === 1);
    const [penalized] = before.players;
    const server = (await app.ok(PROPOSAL, { eventId: event.eventId, playerId: penalized.id, infraction: 'DECKLIST_PROBLEM' }, judge.token)).penaltyProposal;
    expect(server).toMatchObject({ penalty: 'NONE', source: 'JAR' });

    const { page } = watched;
    await signInAndOpenEvent(page, served, judge, 'Friday Night Magic');
    await page.getByRole('tab', { name: 'Tables' }).click();
    await page.getByTestId('judge-table-1').getByRole('button', { name: penalized.name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('penalty-form').waitFor();

    // The picker names each infraction with the server's penalty at this REL, not the Competitive one.
    await dialog.getByRole('combobox', { name: /Infraction/ }).click();
    const option = page.getByRole('option', { name: /^Decklist Problem/ });
    await expect(option.textContent()).resolves.toBe('Decklist Problem — No penalty');
    await option.click();
    await eventually(async () => expect(await dialog.getByTestId('penalty-proposal').textContent()).toBe(`Proposed: No penalty. ${server.explanation}`));
    await watched.screenshot('regular-rel-proposal');

    await dialog.getByTestId('penalty-description').fill('Listed 59 cards; the deck has 60');
    await dialog.getByTestId('penalty-submit').click();
    const issued = await dialog.getByTestId('penalty-issued').textContent();
    expect(issued).toContain(`${penalized.name}: No penalty.`);

    const recorded = (await app.ok(PENALTIES, { eventId: event.eventId }, judge.token)).penalties;
    expect(recorded).toEqual([
      { infraction: 'DECKLIST_PROBLEM', penalty: 'NONE', proposedPenalty: 'NONE', explanation: server.explanation, effect: 'recorded (fix and educate)', player: { name: penalized.name } },
    ]);
    // No game was lost: the match is as it was.
    const after = (await app.ok(MATCHES, { id: event.eventId })).event.currentRound.matches.find((m: { id: string }) => m.id === before.id);
    expect(after).toMatchObject({ status: 'PENDING', gameLosses: [0, 0] });
    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
