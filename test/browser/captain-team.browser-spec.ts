import { Browser } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, startServedApp } from './support/served-app';

const TEAMS = `query ($id: ID!) { event(id: $id) { teams { name players { name invitationPending } } } }`;

async function signInOnPhone(watched: WatchedPage, served: ServedApp, account: KnownAccount): Promise<void> {
  const { page } = watched;
  await page.goto(`${served.baseUrl}/play`);
  await page.getByTestId('my-events-link').tap();
  await page.getByTestId('player-login-email').fill(account.email);
  await page.getByTestId('player-login-password').fill(account.password);
  await page.getByTestId('player-login-submit').tap();
}

// Issue 16: a captain registers the team on a phone; a teammate accepts the invitation on theirs.
describe('team by invitation: the captain registers a Trios team from a phone, a teammate accepts on theirs', () => {
  let served: ServedApp;
  let browser: Browser;
  let captainPhone: WatchedPage;
  let matePhone: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [captainPhone, matePhone] = await Promise.all([WatchedPage.open(browser, PHONE), WatchedPage.open(browser, PHONE)]);
    for (const watched of [captainPhone, matePhone]) watched.page.setDefaultTimeout(60_000);
  });

  afterAll(async () => {
    await captainPhone?.screenshot('captain-team-at-end').catch(() => undefined);
    await matePhone?.screenshot('captain-mate-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('registers the team with two invitations; the teammate accepts under My events', async () => {
    const { app } = served;
    const organizer = await createAccount(app, 'Team Organizer');
    const captain = await createAccount(app, 'Captain Cleo');
    const mate = await createAccount(app, 'Mate Milo');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Phone Trios Night', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS' } }, organizer.token)).createEvent;
    const { joinCode } = (await app.ok(`query ($id: ID!) { event(id: $id) { joinCode } }`, { id: event.id })).event;
    await app.ok(`mutation ($code: String!) { joinEvent(code: $code) { id } }`, { code: joinCode }, captain.token);

    await signInOnPhone(captainPhone, served, captain);
    const { page } = captainPhone;
    await page.getByTestId('my-event').waitFor();
    await page.goto(`${served.baseUrl}/play/${event.id}`);
    await page.getByTestId('captain-open').tap();
    await page.getByTestId('captain-team-name').fill('Cleo and Co');
    await page.getByTestId('captain-mate-name-0').fill('Milo');
    await page.getByTestId('captain-mate-email-0').fill(mate.email);
    await page.getByTestId('captain-mate-name-1').fill('Nia');
    await page.getByTestId('captain-mate-email-1').fill('nia.teammate@example.test');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await captainPhone.screenshot('captain-team-form');
    await page.getByTestId('captain-submit').tap();
    await page.getByTestId('team-registered-notice').waitFor();
    expect((await app.ok(TEAMS, { id: event.id }, organizer.token)).event.teams).toEqual([
      { name: 'Cleo and Co', players: [{ name: captain.displayName, invitationPending: false }, { name: 'Milo', invitationPending: true }, { name: 'Nia', invitationPending: true }] },
    ]);

    await signInOnPhone(matePhone, served, mate);
    const invitation = matePhone.page.getByTestId('my-invitation');
    await invitation.waitFor();
    await expect(invitation.textContent()).resolves.toContain('Phone Trios Night');
    await matePhone.page.getByTestId('accept-invitation').tap();
    await eventually(async () => expect(await matePhone.page.getByTestId('my-invitation').count()).toBe(0));
    expect((await app.ok(TEAMS, { id: event.id }, organizer.token)).event.teams[0].players.map((p: { invitationPending: boolean }) => p.invitationPending)).toEqual([false, false, true]);
    expect(captainPhone.unexpectedProblems()).toEqual([]);
    expect(matePhone.unexpectedProblems()).toEqual([]);
  });
});
