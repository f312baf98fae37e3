import { gzipSync } from 'node:zlib';
import { Browser } from 'playwright-core';
import { ATOMIC_SAMPLE, copyJson, SET_LIST_SAMPLE } from '../../libs/cards/src/testing/card-fixtures';
import { DESKTOP, WatchedPage, eventually, launchChromium } from './support/browser-harness';
import { ServedApp, createAccount, signIn, startServedApp } from './support/served-app';

const CHECK = `query { checkDecklist(format: "modern", text: "4 Lightning Bolt\\n56 Island") { legal dataDate } }`;

describe('administrator: upload a newer MTGJSON file from the admin', () => {
  let served: ServedApp;
  let browser: Browser;
  let watched: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    watched = await WatchedPage.open(browser, DESKTOP);
  });

  afterAll(async () => {
    await watched?.screenshot('card-data-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('a bad file is refused with its code and nothing changes; a gzip AtomicCards replaces legality and the data date', async () => {
    const { app } = served;
    const admin = await createAccount(app, 'Ada Admin');
    await app.dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const { page } = watched;
    await signIn(page, served, admin);
    await page.getByRole('menuitem', { name: 'Card data' }).click();
    await eventually(async () => expect(await page.getByTestId('card-data-current').textContent()).toContain('card data of 2022-04-25'));

    await page.getByTestId('card-data-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
    await page.getByTestId('card-data-upload').click();
    await eventually(async () => expect(await page.getByTestId('card-data-error').textContent()).toContain('CARD_IMPORT_REFUSED'));
    await watched.screenshot('card-data-refused');

    const newer = copyJson(ATOMIC_SAMPLE);
    newer.meta.date = '2030-01-01';
    (newer.data['Lightning Bolt'][0].legalities as Record<string, string>).modern = 'Banned';
    await page.getByTestId('card-data-file').setInputFiles({ name: 'AtomicCards.json.gz', mimeType: 'application/gzip', buffer: gzipSync(Buffer.from(JSON.stringify(newer))) });
    await page.getByTestId('card-data-set-list').setInputFiles({ name: 'SetList.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(SET_LIST_SAMPLE)) });
    await page.getByTestId('card-data-upload').click();
    await eventually(async () => expect(await page.getByTestId('card-data-result').textContent()).toContain('data of 2030-01-01'));
    await eventually(async () => expect(await page.getByTestId('card-data-current').textContent()).toContain('card data of 2030-01-01'));
    await watched.screenshot('card-data-imported');
    expect((await app.ok(CHECK)).checkDecklist).toEqual({ legal: false, dataDate: '2030-01-01' });

    expect(watched.unexpectedProblems()).toEqual([]);
  });
});
