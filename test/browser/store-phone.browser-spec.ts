import { GQL, PairedMatch, registerAccount } from '../support/tournament-driver';
import { PHONE, eventually, horizontalOverflow } from './support/browser-harness';
import { createAccount, servedDevices, signInAndOpenEvent } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 } };
const OTHERS = ['Ava Ruiz', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esme Laurent', 'Farah Haddad', 'Gus Lindqvist'];

// Issue 15: the organizer's announcements, the pairings notice, match history and the finish, on a phone.
describe('store event on a phone: announcements, new pairings, match history, bracket and final placings', () => {
  const devices = servedDevices('store-phone');

  it('walks a player through an event on a phone while the organizer announces and the playoff ends it', async () => {
    const { served } = devices;
    const { app } = served;
    const organizer = await createAccount(app, 'Olive Organizer');
    const mara = await createAccount(app, 'Mara Quinn');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Friday Night Phones', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2, topCut: 4 } }, organizer.token)).createEvent.id;
    const maraId = (await registerAccount(app, organizer.token, mara, { eventId, name: 'Mara Quinn' })).id;
    for (const name of OTHERS) await app.ok(GQL.register, { eventId, name }, organizer.token);
    await app.ok(GQL.start, { eventId }, organizer.token);
    const pair = async () => (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound as { number: number; matches: PairedMatch[] };
    // Every table's slip: Mara wins hers, elsewhere the first-seated player wins 2-0.
    const finishRound = async (matches: PairedMatch[]) => {
      for (const match of matches.filter((m) => !m.bye)) {
        const wins = match.players[1].id === maraId ? [0, 2] : [2, 0];
        await app.ok(GQL.setResult, { matchId: match.id, wins, draws: 0, reason: 'result slip' }, organizer.token);
      }
    };
    const round1 = await pair();

    // Mara signs in on her phone: before any round is finished the standings say so, not a ranking.
    const phone = await devices.open(PHONE);
    const { page: mobile } = phone;
    await mobile.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}/me`);
    await mobile.getByTestId('player-login-email').fill(mara.email);
    await mobile.getByTestId('player-login-password').fill(mara.password);
    await mobile.getByTestId('player-login-submit').tap();
    await mobile.getByTestId('my-match').waitFor();
    await mobile.getByTestId('player-tab-standings').tap();
    await expect(mobile.getByTestId('standings-none-finished').textContent()).resolves.toBe('No round is finished yet: standings appear once round 1 is over.');
    expect(await mobile.getByTestId('standings-table').count()).toBe(0);

    // The organizer sends an announcement from the overview; the phone shows it at once.
    const desk = await devices.open(DESKTOP_1366);
    const { page: admin } = desk;
    await signInAndOpenEvent(admin, served, organizer, 'Friday Night Phones');
    await admin.getByTestId('announcement-text').fill('Round 1 ends at 19:50. Decklists at the counter.');
    await admin.getByTestId('announcement-send').click();
    await eventually(async () => expect(await admin.getByTestId('announcement').first().textContent()).toContain('Round 1 ends at 19:50.'));
    await desk.screenshot('store-announcement-admin');
    await eventually(async () => expect(await mobile.getByTestId('latest-announcement').textContent()).toContain('Round 1 ends at 19:50. Decklists at the counter.'));
    await expect(mobile.getByTestId('latest-announcement').textContent()).resolves.toContain('New:');
    await phone.screenshot('store-phone-announcement');

    // Round 1 ends; standings read "after round 1"; a dropped player is marked in words.
    await finishRound(round1.matches);
    await eventually(async () => expect(await mobile.getByTestId('standings-title').textContent()).toBe('Standings after round 1'));
    const maraRound1 = round1.matches.find((m) => m.players.some((p) => p.id === maraId))!;
    const dropped = maraRound1.players.find((p) => p.id !== maraId)!;
    await app.ok(GQL.drop, { eventId, playerId: dropped.id }, organizer.token);
    await eventually(async () => expect(await mobile.getByTestId('standings-table').locator('tr', { hasText: dropped.name }).textContent()).toContain('Dropped'));

    // Round 2 goes up: a banner names Mara's table and opponent, and leads to My match with her history.
    const round2 = await pair();
    const maraRound2 = round2.matches.find((m) => m.players.some((p) => p.id === maraId))!;
    const opponent2 = maraRound2.players.find((p) => p.id !== maraId)!;
    await eventually(async () => expect(await mobile.getByTestId('pairings-banner').textContent()).toContain(`Round 2 is paired: table ${maraRound2.table} vs ${opponent2.name}`));
    expect(await horizontalOverflow(mobile)).toBe(0);
    await phone.screenshot('store-phone-pairings-banner');
    await mobile.getByTestId('pairings-banner-link').tap();
    await mobile.waitForURL(new RegExp(`/play/${eventId}/me$`));
    await expect(mobile.getByTestId('my-match-opponent').textContent()).resolves.toBe(opponent2.name);
    await eventually(async () => expect(await mobile.getByTestId('history-row').allTextContents()).toEqual([`1${maraRound1.table}${dropped.name}Won 2-0`, `2${maraRound2.table}${opponent2.name}not reported`]));
    // The announcement stays on every event page.
    await expect(mobile.getByTestId('latest-announcement').textContent()).resolves.toContain('Round 1 ends at 19:50.');
    await phone.screenshot('store-phone-match-history');

    // The big screen shows round 2; the organizer watches the Standings tab.
    const screen = await devices.open(DESKTOP_1366);
    await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}`);
    await eventually(async () => expect(await screen.page.getByTestId('big-screen').textContent()).toContain('Round 2 pairings'));
    await admin.getByRole('tab', { name: 'Standings' }).click();
    await mobile.getByTestId('player-tab-standings').tap();

    // Round 2, the semifinals and the final; the final's result ends the event.
    await finishRound(round2.matches);
    const semifinals = await pair();
    await finishRound(semifinals.matches);
    const final = await pair();
    expect(final.matches).toHaveLength(1);
    const [finalist1, finalist2] = final.matches[0].players;
    const [winner, runnerUp] = finalist2.id === maraId ? [finalist2, finalist1] : [finalist1, finalist2];
    await app.ok('mutation ($eventId: ID!, $text: String!) { sendAnnouncement(eventId: $eventId, text: $text) { id } }', { eventId, text: 'The final is on table 1. Prizes after the final.' }, organizer.token);
    await finishRound(final.matches);

    // Without any reload: the admin Standings tab leads with the final placings in playoff order.
    const adminPlacings = admin.getByTestId('final-standings').locator('tbody tr');
    await eventually(async () => expect(await adminPlacings.count()).toBe(8));
    await expect(adminPlacings.nth(0).textContent()).resolves.toContain(winner.name);
    await expect(adminPlacings.nth(1).textContent()).resolves.toContain(runnerUp.name);
    await desk.screenshot('store-final-placings-admin');
    await admin.getByRole('tab', { name: 'Overview' }).click();
    await admin.getByTestId('event-ended').waitFor();
    await expect(admin.getByTestId('event-summary').textContent()).resolves.toContain('Finished');

    // The big screen trades the last pairings for the final standings.
    await eventually(async () => expect(await screen.page.getByTestId('screen-final-standings').locator('tr').count()).toBe(8));
    await expect(screen.page.getByTestId('big-screen').textContent()).resolves.not.toContain('pairings');
    await screen.screenshot('store-big-screen-final-placings');

    // The phone: the bracket, the final placings, and both announcements.
    const phonePlacings = mobile.getByTestId('final-standings').locator('tbody tr');
    await eventually(async () => expect(await phonePlacings.count()).toBe(8));
    await expect(phonePlacings.nth(0).textContent()).resolves.toContain(winner.name);
    await expect(phonePlacings.nth(1).textContent()).resolves.toContain(runnerUp.name);
    await eventually(async () => expect(await mobile.getByTestId('phone-bracket-match').count()).toBe(3));
    await expect(mobile.getByTestId('phone-bracket').textContent()).resolves.toContain('Final');
    await expect(mobile.getByTestId('latest-announcement').textContent()).resolves.toContain('Prizes after the final.');
    await mobile.getByTestId('announcements').getByText('Earlier announcements (1)').tap();
    await expect(mobile.getByTestId('earlier-announcements').textContent()).resolves.toContain('Round 1 ends at 19:50.');
    expect(await horizontalOverflow(mobile)).toBe(0);
    await phone.screenshot('store-phone-final-placings');

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  });
});
