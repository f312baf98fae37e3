import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

/** The desktop the task names: an organizer's laptop at the registration desk. */
const LAPTOP = { viewport: { width: 1366, height: 900 } };

const LINKED = `query ($id: ID!) { event(id: $id) { players { name invitationPending } } }`;

// Issue 12, item 12: an entry for someone's account is theirs only once they accept it.
describe('invitation: the organizer invites by email, the player accepts on a phone under My events', () => {
  let served: ServedApp;
  let browser: Browser;
  let desk: WatchedPage;
  let phone: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [desk, phone] = await Promise.all([WatchedPage.open(browser, LAPTOP), WatchedPage.open(browser, PHONE)]);
    // Two pages and the server on a shared, loaded machine: waits are bounded but longer than the harness's default.
    for (const watched of [desk, phone]) watched.page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await desk?.screenshot('invitation-desk-at-end').catch(() => undefined);
    await phone?.screenshot('invitation-phone-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('invites from the registration desk; the player signs in on a phone, accepts, and sees the event', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Desk Organizer');
    const player = await createAccount(app, 'Invited Iris');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Invitational Sealed', format: 'LIMITED', rel: 'REGULAR' } }, organizer.token)).createEvent;

    // The organizer, on a laptop: add the player with the email of their account.
    await signInAndOpenEvent(desk.page, served, organizer, 'Invitational Sealed');
    await desk.page.getByRole('tab', { name: 'Registration' }).click();
    await desk.page.getByTestId('add-player-name').fill('Iris Invited');
    await desk.page.getByTestId('add-player-email').fill(player.email.toUpperCase());
    await desk.page.getByTestId('add-player-submit').click();
    await eventually(async () => expect((await app.ok(LINKED, { id: event.id }, organizer.token)).event.players).toEqual([{ name: 'Iris Invited', invitationPending: true }]));
    await desk.screenshot('invitation-desk');

    // The player, on a phone: My events asks them to sign in, then lists the invitation.
    const { page } = phone;
    await page.goto(`${served.baseUrl}/play`);
    await page.getByTestId('my-events-link').tap();
    await page.getByTestId('player-login-email').fill(player.email);
    await page.getByTestId('player-login-password').fill(player.password);
    await page.getByTestId('player-login-submit').tap();
    const invitation = page.getByTestId('my-invitation');
    await invitation.waitFor();
    await expect(invitation.textContent()).resolves.toContain('Invitational Sealed');
    await expect(invitation.textContent()).resolves.toContain('entry as Iris Invited');
    expect(await page.getByTestId('my-event').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await phone.screenshot('invitation-phone-pending');

    await page.getByTestId('accept-invitation').tap();
    await eventually(async () => expect(await page.getByTestId('my-invitation').count()).toBe(0));
    const entered = page.getByTestId('my-event');
    await expect(entered.textContent()).resolves.toContain('Invitational Sealed');
    await expect(entered.textContent()).resolves.toContain('Playing as Iris Invited');
    expect((await app.ok(LINKED, { id: event.id }, organizer.token)).event.players).toEqual([{ name: 'Iris Invited', invitationPending: false }]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await phone.screenshot('invitation-phone-accepted');

    // From My events to the event's pages, where the entry is theirs (it may submit a decklist).
    await entered.locator('a').tap();
    await page.getByTestId('player-tab-deck').tap();
    await page.getByTestId('my-decklist').waitFor();
    expect(desk.unexpectedProblems()).toEqual([]);
    expect(phone.unexpectedProblems()).toEqual([]);
  });
});
