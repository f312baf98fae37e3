import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';

const SIGN_UP = 'mutation ($email: String!, $password: String!) { signUp(email: $email, password: $password, displayName: "Someone") { token user { id isAdmin } } }';
const LOG_IN = 'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { token user { id isAdmin } } }';
const ME = '{ me { id isAdmin } }';

// Issue 12, item 2: whoever signs up first with ARBITER_ADMIN_EMAIL must not become administrator.
describe(`bootstrap administrator (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({}, { persistent: true });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('an account created first with the admin email keeps its rights; its own password alone does not promote it', async () => {
    const attacker = (await app.ok(SIGN_UP, { email: 'Operator@Example.test', password: 'attacker-password' })).signUp;
    const owner = (await app.ok(SIGN_UP, { email: 'owner@example.test', password: 'owner-password' })).signUp;
    await app.restart({ ARBITER_ADMIN_EMAIL: 'operator@example.test', ARBITER_ADMIN_PASSWORD: 'operator-password' });

    expect((await app.ok(ME, {}, attacker.token)).me.isAdmin).toBe(false);
    expect((await app.ok(LOG_IN, { email: 'operator@example.test', password: 'attacker-password' })).logIn.user.isAdmin).toBe(false);
    expect(errorCode(await app.gql(LOG_IN, { email: 'operator@example.test', password: 'operator-password' }))).toBe('INVALID_CREDENTIALS');
    const admins = await app.dataSource.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
    expect(admins[0].n).toBe(0);

    // The operator's own account (its password is the configured one) is promoted.
    await app.restart({ ARBITER_ADMIN_EMAIL: 'owner@example.test', ARBITER_ADMIN_PASSWORD: 'owner-password' });
    expect((await app.ok(ME, {}, owner.token)).me.isAdmin).toBe(true);
    expect((await app.ok(ME, {}, attacker.token)).me.isAdmin).toBe(false);
  });

  it('a new address is created as administrator with the configured password', async () => {
    await app.restart({ ARBITER_ADMIN_EMAIL: 'fresh-admin@example.test', ARBITER_ADMIN_PASSWORD: 'fresh-admin-password' });
    expect((await app.ok(LOG_IN, { email: 'fresh-admin@example.test', password: 'fresh-admin-password' })).logIn.user.isAdmin).toBe(true);
  });
});
