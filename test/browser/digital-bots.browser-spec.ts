import { Page } from 'playwright-core';
import { BrowserContextOptions } from 'playwright-core';
import { PHONE, eventually, horizontalOverflow } from './support/browser-harness';
import { createAccount, servedDevices, signIn } from './support/served-app';

const EVENT = `query ($id: ID!) { event(id: $id) { digital format gameRules players { id name } } }`;
const PODS = `query ($eventId: ID!) { draftPods(eventId: $eventId) { pod seats { seat name bot playerId } } }`;

/** The organizer's laptop: 1366×900. */
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

async function notification(page: Page, text: string): Promise<void> {
  await page.locator('.MuiSnackbarContent-message').filter({ hasText: text }).first().waitFor();
}

// Issue 15 item 10: digital events and bots have a UI — create a digital event, seat bots, set up and
// start a digital draft, print the pods with their seat order.
describe('digital event from the admin: created as digital, bots seated from a laptop and a phone, the draft started, pods printed', () => {
  const devices = servedDevices('digital-bots');

  it('a digital booster draft of Tenth Edition filled with bots, its pod printed in seat order', async () => {
    const served = devices.served;
    const { app } = served;
    const organizer = await createAccount(app, 'Digital Organizer');
    const laptop = await devices.open(LAPTOP);
    const { page } = laptop;
    await signIn(page, served, organizer);

    // New event: Limited, digital. The notice names the event.
    await page.getByRole('menuitem', { name: 'New event' }).click();
    const form = page.getByTestId('event-create-form');
    await form.waitFor();
    await form.locator('input[name=name]').fill('Digital Draft Night');
    await page.getByRole('combobox', { name: 'Format', exact: true }).click();
    await page.getByRole('option', { name: 'Limited' }).click();
    await page.getByRole('switch', { name: 'Digital event' }).check();
    // Issue 19: the seed's 2006 Comprehensive Rules are an option of digital events.
    await page.getByRole('combobox', { name: 'Comprehensive Rules (digital events)' }).click();
    await page.getByRole('option', { name: "2006 Comprehensive Rules (the seed's)" }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Event “Digital Draft Night” created');
    await page.waitForURL(/#\/events\/[^/]+\/show/);
    const eventId = decodeURIComponent(/#\/events\/([^/]+)\/show/.exec(page.url())![1]);
    expect((await app.ok(EVENT, { id: eventId }, organizer.token)).event).toMatchObject({ digital: true, format: 'LIMITED', gameRules: 'CR_2006' });

    // The Digital set-up tab: three bots.
    await page.getByRole('tab', { name: 'Digital set-up' }).click();
    await page.getByTestId('digital-panel').waitFor();
    await page.getByTestId('bot-count').fill('3');
    await page.getByTestId('seat-bots').click();
    await notification(page, 'Bots seated: 3');
    await eventually(async () => expect(await page.getByTestId('digital-player-count').textContent()).toBe('Players and bots: 3'));
    await laptop.screenshot('digital-bots-laptop');

    // On a phone, two more: numbered after the first three.
    const phone = await devices.open(PHONE);
    await signIn(phone.page, served, organizer);
    await phone.page.getByText('Digital Draft Night').first().waitFor();
    await phone.page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/show/digital-setup`);
    await phone.page.getByTestId('digital-panel').waitFor();
    await phone.page.getByTestId('bot-count').fill('2');
    await phone.page.getByTestId('seat-bots').tap();
    await notification(phone.page, 'Bots seated: 2');
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await phone.screenshot('digital-bots-phone');
    const players: { name: string }[] = (await app.ok(EVENT, { id: eventId }, organizer.token)).event.players;
    expect(players.map((p) => p.name).sort()).toEqual(['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5']);

    // The draft: Tenth Edition, empty seats of the pod filled with bots.
    await page.reload();
    await page.getByTestId('digital-panel').waitFor();
    await page.getByTestId('limited-set-code').fill('10E');
    await page.getByTestId('set-up-limited').click();
    await eventually(async () => expect(await page.getByTestId('limited-set-up').textContent()).toMatch(/^Booster draft of .+ \(10E\)$/));
    await page.getByTestId('start-draft').click();
    await notification(page, 'Draft started: pods seated');
    await eventually(async () => expect(await page.getByTestId('limited-set-up').textContent()).toContain('draft started'));
    const pods: { pod: number; seats: { seat: number; name: string; bot: boolean }[] }[] = (await app.ok(PODS, { eventId }, organizer.token)).draftPods;
    expect(pods).toHaveLength(1);
    expect(pods[0].seats).toHaveLength(8);

    // The pods printout: each seat in order, bots marked.
    await expect(page.getByTestId('print-pods').getAttribute('href')).resolves.toBe(`#/events/${encodeURIComponent(eventId)}/print/pods`);
    await page.goto(`${served.baseUrl}/#/events/${encodeURIComponent(eventId)}/print/pods`);
    await eventually(async () => expect(await page.getByTestId('draft-seat').count()).toBe(8));
    await expect(page.locator('h1').textContent()).resolves.toBe('Digital Draft Night — Draft pods and seating');
    await expect(page.getByTestId('draft-pod').locator('h2').textContent()).resolves.toBe('Pod 1');
    const seatRows = [];
    for (let index = 0; index < 8; index += 1) seatRows.push((await page.getByTestId('draft-seat').nth(index).locator('td').allTextContents()).map((text) => text.trim()));
    expect(seatRows).toEqual(pods[0].seats.map((seat) => [String(seat.seat), `${seat.name}${seat.bot ? ' (bot)' : ''}`]));
    await laptop.screenshot('digital-draft-pods-print');

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  }, 240_000);
});
