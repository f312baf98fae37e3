import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const ME = `{ me { id locale } }`;
const SET = `mutation ($locale: Locale) { setMyLocale(locale: $locale) { id locale } }`;

describe(`an account's language for the screens (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('follows the browser until chosen, keeps the choice, and goes back to the browser on null', async () => {
    const reader = await app.user('Lin Mei');
    expect((await app.ok(ME, {}, reader.token)).me.locale).toBeNull();
    expect((await app.ok(SET, { locale: 'ZH_HANT' }, reader.token)).setMyLocale.locale).toBe('ZH_HANT');
    expect((await app.ok(ME, {}, reader.token)).me.locale).toBe('ZH_HANT');
    // Another account is untouched by the choice.
    const other = await app.user('Wang Fang');
    expect((await app.ok(ME, {}, other.token)).me.locale).toBeNull();
    expect((await app.ok(SET, { locale: null }, reader.token)).setMyLocale.locale).toBeNull();
    expect((await app.ok(ME, {}, reader.token)).me.locale).toBeNull();
  });

  it('refuses a language the screens do not have, and a caller who is not signed in, changing nothing', async () => {
    const reader = await app.user('Chen Jie');
    await app.ok(SET, { locale: 'ZH_HANS' }, reader.token);
    expect(errorCode(await app.gql(SET, { locale: 'FR' }, reader.token))).toBe('BAD_USER_INPUT');
    expect(errorCode(await app.gql(SET, { locale: 'ZH_HANT' }))).toBe('UNAUTHENTICATED');
    expect((await app.ok(ME, {}, reader.token)).me.locale).toBe('ZH_HANS');
  });
});
