import { GQL } from '../support/tournament-driver';
import { eventually } from './support/browser-harness';
import { createAccount, servedDevices, signInAndOpenEvent } from './support/served-app';

const DESKTOP_1366 = { viewport: { width: 1366, height: 900 } };
const PLAYERS = 'query ($id: ID!) { event(id: $id) { players { name dropped } } }';

// Issue 15 item 11: an entry typed wrong is renamed or deleted before the start; a drop by mistake is taken back.
describe('registration desk: rename, delete, undo a drop', () => {
  const devices = servedDevices('registration-undo');

  it('renames and deletes entries while registration is open, then undoes a drop after the start', async () => {
    const { served } = devices;
    const { app } = served;
    const watched = await devices.open(DESKTOP_1366);
    const organizer = await createAccount(app, 'Olive Organizer');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Typo Tuesday', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2 } }, organizer.token)).createEvent.id;
    for (const name of ['Mara Qiunn', 'Theo Blackwood', 'Lena Fischer', 'Omar Siddiqui', 'Duplicate Dan']) await app.ok(GQL.register, { eventId, name }, organizer.token);
    const names = async () => (await app.ok(PLAYERS, { id: eventId })).event.players.map((p: { name: string }) => p.name).sort();

    const { page } = watched;
    await signInAndOpenEvent(page, served, organizer, 'Typo Tuesday');
    await page.getByRole('tab', { name: 'Registration' }).click();
    await page.getByTestId('players-table').waitFor();

    page.once('dialog', (dialog) => void dialog.accept('Mara Quinn'));
    await page.getByRole('button', { name: 'Rename Mara Qiunn' }).click();
    await eventually(async () => expect(await names()).toContain('Mara Quinn'));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Duplicate Dan' }).click();
    await eventually(async () => expect(await names()).toEqual(['Lena Fischer', 'Mara Quinn', 'Omar Siddiqui', 'Theo Blackwood']));
    await eventually(async () => expect(await page.getByTestId('player-row').count()).toBe(4));

    // After the start: Drop asks first, Undo drop takes it back while no round was paired since.
    await app.ok(GQL.start, { eventId }, organizer.token);
    await page.reload();
    await page.getByRole('tab', { name: 'Registration' }).click();
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Drop Theo Blackwood' }).click();
    await page.getByRole('button', { name: 'Undo the drop of Theo Blackwood' }).click();
    await eventually(async () => expect(await page.getByRole('button', { name: 'Drop Theo Blackwood' }).count()).toBe(1));
    expect((await app.ok(PLAYERS, { id: eventId })).event.players.find((p: { name: string }) => p.name === 'Theo Blackwood').dropped).toBe(false);
    await watched.screenshot('registration-undo');

    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
