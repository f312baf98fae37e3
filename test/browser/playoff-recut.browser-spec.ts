import { GQL, PairedMatch } from '../support/tournament-driver';
import { eventually } from './support/browser-harness';
import { createAccount, servedDevices, signInAndOpenEvent } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 } };
const CURRENT = `query ($id: ID!) { event(id: $id) { currentRound { id number kind matches { players { id name } } } } }`;

// Issue 15 item 6: a Swiss result corrected after the top cut is paired warns, and the organizer re-cuts.
describe('playoff re-cut: a corrected Swiss result after the top 4 is paired', () => {
  const devices = servedDevices('playoff-recut');

  it('warns on the Results and Rounds tabs, names who is in and out, and re-cuts from the standings', async () => {
    const { served } = devices;
    const { app } = served;
    const watched = await devices.open(DESKTOP_1366);
    const organizer = await createAccount(app, 'Olive Organizer');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Playoff Night', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 1, topCut: 4 } }, organizer.token)).createEvent.id;
    for (const name of ['Ava Ruiz', 'Ben Okafor', 'Chloe Park', 'Dmitri Volkov', 'Esme Laurent', 'Farah Haddad', 'Gus Lindqvist', 'Hana Sato']) await app.ok(GQL.register, { eventId, name }, organizer.token);
    await app.ok(GQL.start, { eventId }, organizer.token);
    const swiss = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound as { matches: PairedMatch[] };
    for (const match of swiss.matches) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'result slip' }, organizer.token);
    const firstCut = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound;
    expect(firstCut.kind).toBe('PLAYOFF');

    const { page } = watched;
    await signInAndOpenEvent(page, served, organizer, 'Playoff Night');
    await page.getByRole('tab', { name: 'Rounds' }).click();
    await page.getByTestId('round-matches').waitFor();
    expect(await page.getByTestId('playoff-cut-outdated').count()).toBe(0);

    // Table 1's slip was read the wrong way round; the correction arrives while the Rounds tab is open.
    const [wrong] = swiss.matches;
    const [wrongWinner, rightWinner] = wrong.players;
    await app.ok(GQL.setResult, { matchId: wrong.id, wins: [0, 2], draws: 0, reason: 'slip misread' }, organizer.token);
    const notice = page.getByTestId('playoff-cut-outdated');
    await eventually(async () => expect(await notice.textContent()).toContain(`${rightWinner.name} now makes the cut; ${wrongWinner.name} no longer does.`));
    await expect(notice.textContent()).resolves.toContain('No playoff result exists yet');
    await watched.screenshot('playoff-recut-warning');

    // The Results tab shows it too when a Swiss round is chosen.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Round' }).click();
    await page.getByRole('option', { name: 'Round 1' }).click();
    await eventually(async () => expect(await page.getByTestId('playoff-cut-outdated').count()).toBe(1));

    // Re-cut from the Rounds tab: the playoff is paired again with the right player, and the warning goes.
    await page.getByRole('tab', { name: 'Rounds' }).click();
    await page.getByTestId('recut-playoff').click();
    await eventually(async () => expect(await page.getByTestId('playoff-cut-outdated').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('round-matches').textContent()).toContain(rightWinner.name));
    expect(await page.getByTestId('round-matches').textContent()).not.toContain(wrongWinner.name);
    const current = (await app.ok(CURRENT, { id: eventId }, organizer.token)).event.currentRound;
    expect(current).toMatchObject({ number: 2, kind: 'PLAYOFF' });
    expect(current.id).not.toBe(firstCut.id);
    await watched.screenshot('playoff-recut-done');

    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
