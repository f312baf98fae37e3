import { GQL, PairedMatch } from '../support/tournament-driver';
import { PHONE, eventually, horizontalOverflow } from './support/browser-harness';
import { createAccount, signInAndOpenEvent, servedDevices } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 } };
const ROSTER = ['Ava Ruiz', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esme Laurent', 'Farah Haddad', 'Gus Lindqvist', 'Hana Sato', 'Ivo Novak', 'Jun Takeda', 'Kai Moreau', 'Lia Brandt'];
const JOIN_CODE = 'query ($id: ID!) { event(id: $id) { joinCode players { id name } } }';

// Issue 15: a store runs its event from the browser; players join by code on their phones.
describe('store event: roster by paste, join by code on phones, staff by email, invitation, End event with final standings', () => {
  const devices = servedDevices('store-event');
  const open = (options: typeof PHONE | typeof DESKTOP_1366) => devices.open(options);

  it('walks the organizer, two phones, an invited player and the big screen from registration to the final standings', async () => {
    const { served } = devices;
    const { app } = served;
    const organizer = await createAccount(app, 'Olive Organizer');
    const judge = await createAccount(app, 'Jade Judge');
    const mara = await createAccount(app, 'Mara Quinn');
    const theo = await createAccount(app, 'Theo Blackwood');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Store Championship', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2, topCut: 0 } }, organizer.token)).createEvent.id;
    const { joinCode } = (await app.ok(JOIN_CODE, { id: eventId })).event;

    // Organizer, desktop: the overview shows the event code; a judge is added by email, listed, removed.
    const desk = await open(DESKTOP_1366);
    desk.page.on('dialog', (dialog) => void dialog.accept());
    await signInAndOpenEvent(desk.page, served, organizer, 'Store Championship');
    await expect(desk.page.getByTestId('join-code').textContent()).resolves.toContain(joinCode);
    await desk.page.getByTestId('add-staff-email').fill(judge.email.toUpperCase());
    await desk.page.getByTestId('add-staff-submit').click();
    await eventually(async () => expect(await desk.page.getByTestId('staff-member').allTextContents()).toEqual([expect.stringContaining('Olive Organizer · Organizer'), expect.stringContaining('Jade Judge · Judge')]));
    await desk.screenshot('store-staff-list');
    await desk.page.getByTestId('staff-member').filter({ hasText: 'Jade Judge' }).getByRole('button', { name: 'Remove' }).click();
    await eventually(async () => expect(await desk.page.getByTestId('staff-member').count()).toBe(1));

    // Registration: twelve players pasted from a spreadsheet at once.
    await desk.page.getByRole('tab', { name: 'Registration' }).click();
    await desk.page.getByTestId('roster-text').fill(['Name\tWizards ID', ...ROSTER.map((name, i) => `${name}\t${20000001 + i}`)].join('\n'));
    await expect(desk.page.getByTestId('roster-submit').textContent()).resolves.toBe('Register 12 players');
    await desk.screenshot('store-roster-paste');
    await desk.page.getByTestId('roster-submit').click();
    await eventually(async () => expect((await app.ok(JOIN_CODE, { id: eventId })).event.players).toHaveLength(12));

    // Add player by email: an invitation the player's account claims.
    await desk.page.getByTestId('add-player-name').fill('Elena Estrada');
    await desk.page.getByTestId('add-player-email').fill('elena.estrada@example.test');
    await desk.page.getByTestId('add-player-submit').click();
    await eventually(async () => expect((await app.ok(JOIN_CODE, { id: eventId })).event.players).toHaveLength(13));

    // Big screen: the code and its QR code while registration is open.
    const screen = await open(DESKTOP_1366);
    await screen.page.goto(`${served.baseUrl}/screen/${encodeURIComponent(eventId)}`);
    await expect(screen.page.getByTestId('screen-join-code').textContent()).resolves.toBe(joinCode);
    await expect(screen.page.getByTestId('qr-code').first().getAttribute('data-qr-text')).resolves.toBe(`${served.baseUrl}/play/join?code=${joinCode}`);
    await screen.screenshot('store-big-screen-join');

    // Phone 1: Mara types the code on /play/join, signs in, joins.
    const phone1 = await open(PHONE);
    await phone1.page.goto(`${served.baseUrl}/play`);
    await phone1.page.getByTestId('join-with-code').tap();
    await phone1.page.getByTestId('player-login-email').fill(mara.email);
    await phone1.page.getByTestId('player-login-password').fill(mara.password);
    await phone1.page.getByTestId('player-login-submit').tap();
    await phone1.page.getByTestId('join-code').fill(joinCode.toLowerCase());
    await phone1.screenshot('store-phone-join');
    await phone1.page.getByTestId('join-submit').tap();
    await phone1.page.waitForURL(new RegExp(`/play/${eventId}/me$`));
    expect(await horizontalOverflow(phone1.page)).toBe(0);

    // Phone 2: Theo, signed in, opens the event page and taps Register.
    const phone2 = await open(PHONE);
    await phone2.page.goto(`${served.baseUrl}/play/join`);
    await phone2.page.getByTestId('player-login-email').fill(theo.email);
    await phone2.page.getByTestId('player-login-password').fill(theo.password);
    await phone2.page.getByTestId('player-login-submit').tap();
    await phone2.page.getByTestId('join-form').waitFor();
    await phone2.page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}`);
    await phone2.page.getByTestId('register-button').tap();
    await expect(phone2.page.getByTestId('registered-notice').textContent()).resolves.toBe('Registered as Theo Blackwood.');

    // Phone 3: Elena creates her account with the invited email and joins by the QR link: she claims her entry.
    const phone3 = await open(PHONE);
    await phone3.page.goto(`${served.baseUrl}/play/join?code=${joinCode}`);
    await phone3.page.getByRole('button', { name: 'No account? Create one' }).tap();
    await phone3.page.getByTestId('player-signup-name').fill('Elena E.');
    await phone3.page.getByTestId('player-login-email').fill('elena.estrada@example.test');
    await phone3.page.getByTestId('player-login-password').fill(mara.password);
    await phone3.page.getByTestId('player-login-submit').tap();
    await expect(phone3.page.getByTestId('join-code').inputValue()).resolves.toBe(joinCode);
    await phone3.page.getByTestId('join-submit').tap();
    await phone3.page.waitForURL(new RegExp(`/play/${eventId}/me$`));
    const players = (await app.ok(JOIN_CODE, { id: eventId })).event.players.map((p: { name: string }) => p.name).sort();
    expect(players).toEqual([...ROSTER, 'Elena Estrada', 'Mara Quinn', 'Theo Blackwood'].sort());

    // Two rounds played through the API; the organizer ends the event on the overview.
    await app.ok(GQL.start, { eventId }, organizer.token);
    for (let round = 1; round <= 2; round += 1) {
      const paired = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound as { matches: PairedMatch[] };
      for (const match of paired.matches.filter((m) => !m.bye)) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 1], draws: 0, reason: 'result slip' }, organizer.token);
    }
    await desk.page.getByRole('tab', { name: 'Overview' }).click();
    await desk.page.reload();
    await desk.page.getByTestId('end-event').click();
    await desk.page.getByTestId('event-ended').waitFor();
    await desk.page.getByRole('tab', { name: 'Standings' }).click();
    await eventually(async () => expect(await desk.page.getByTestId('final-standings').locator('tbody tr').count()).toBe(15));
    await desk.screenshot('store-final-standings-admin');

    // Big screen and phone: no more "Round 2 pairings", the final standings instead, live (End event announces them).
    await eventually(async () => expect(await screen.page.getByTestId('screen-final-standings').locator('tr').count()).toBe(15));
    await expect(screen.page.getByTestId('big-screen').textContent()).resolves.not.toContain('Round 2 pairings');
    await screen.screenshot('store-big-screen-final');
    await phone1.page.goto(`${served.baseUrl}/play/${encodeURIComponent(eventId)}`);
    await phone1.page.getByTestId('event-ended-notice').getByText('Final standings').tap();
    await eventually(async () => expect(await phone1.page.getByTestId('final-standings').locator('tbody tr').count()).toBe(15));
    expect(await horizontalOverflow(phone1.page)).toBe(0);
    await phone1.screenshot('store-phone-final');

    for (const watched of devices.pages) expect(watched.unexpectedProblems()).toEqual([]);
  });
});
