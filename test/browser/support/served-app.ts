import { existsSync } from 'node:fs';
import { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { TestApp } from '../../support/test-app';
import { WatchedPage, launchChromium } from './browser-harness';

const ADMIN_INDEX = join(__dirname, '..', '..', '..', 'apps', 'admin', 'dist', 'index.html');

/** The real API on a free local port, serving the built front end at / (with the SPA fallback for /play and /screen). */
export interface ServedApp {
  app: TestApp;
  baseUrl: string;
  /** Open WebSocket connections the server accepted (live updates), for tests that break them. */
  sockets: Set<Socket>;
}

export async function startServedApp(): Promise<ServedApp> {
  if (!existsSync(ADMIN_INDEX)) throw new Error('apps/admin/dist is missing: the browser tests run on the built front end (npm run test:browser builds it)');
  const app = await TestApp.start();
  const server = app.app.getHttpServer();
  const sockets = new Set<Socket>();
  // Seen before the WebSocket server takes the connection over; forgotten once it closes.
  server.prependListener('upgrade', (_request: unknown, socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await app.app.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, sockets };
}

export const PASSWORD = 'correct horse battery';

const FIRST_PAINT_TIMEOUT_MS = 60_000;

/** An account whose email and password the test knows, so a page can sign in with them. */
export interface KnownAccount {
  id: string;
  email: string;
  password: string;
  displayName: string;
  token: string;
}

let accounts = 0;

export async function createAccount(app: TestApp, displayName: string): Promise<KnownAccount> {
  accounts += 1;
  const email = `${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${accounts}.${Date.now().toString(36)}@example.test`;
  const { signUp } = await app.ok<{ signUp: { token: string; user: { id: string } } }>(
    'mutation ($email: String!, $password: String!, $displayName: String!) { signUp(email: $email, password: $password, displayName: $displayName) { token user { id } } }',
    { email, password: PASSWORD, displayName },
  );
  return { id: signUp.user.id, email, password: PASSWORD, displayName, token: signUp.token };
}

/** Signs `account` in on the admin pages. */
export async function signIn(page: Page, served: ServedApp, account: KnownAccount): Promise<void> {
  await page.goto(`${served.baseUrl}/`);
  // A cold browser's first page parses the whole react-admin chunk; on a busy CI machine that alone has taken over 20 s.
  await page.getByTestId('login-email').fill(account.email, { timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** Signs `account` in on the admin pages and opens the event named `eventName` from the list. */
export async function signInAndOpenEvent(page: Page, served: ServedApp, account: KnownAccount, eventName: string): Promise<void> {
  await signIn(page, served, account);
  await page.getByText(eventName).click();
  await page.waitForURL(/#\/events\/[^/]+\/show/);
}

/**
 * Drops every live-update WebSocket and refuses new ones, as if the venue's network had
 * lost the server; HTTP keeps working. Returns the function that lets WebSockets in again.
 */
export function cutLiveConnections(served: ServedApp): () => void {
  const server = served.app.app.getHttpServer();
  const upgradeListeners = server.listeners('upgrade') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (_request: unknown, socket: Socket) => socket.destroy());
  for (const socket of served.sockets) socket.destroy();
  return () => {
    server.removeAllListeners('upgrade');
    for (const listener of upgradeListeners) server.on('upgrade', listener);
  };
}

/** The served app, one browser and every page a multi-device test opened (screenshotted at the end as `<prefix>-at-end-<n>`). */
export interface ServedDevices {
  readonly served: ServedApp;
  open(options: BrowserContextOptions): Promise<WatchedPage>;
  readonly pages: readonly WatchedPage[];
}

/** Starts the app and a browser before the describe block's tests and stops them after; call inside `describe`. */
export function servedDevices(prefix: string): ServedDevices {
  let served: ServedApp | undefined;
  let browser: Browser | undefined;
  const pages: WatchedPage[] = [];

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
  });

  afterAll(async () => {
    for (const [index, watched] of pages.entries()) await watched.screenshot(`${prefix}-at-end-${index}`).catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  return {
    get served() {
      if (!served) throw new Error('servedDevices: the app starts in beforeAll');
      return served;
    },
    async open(options) {
      if (!browser) throw new Error('servedDevices: the browser starts in beforeAll');
      const watched = await WatchedPage.open(browser, options);
      pages.push(watched);
      return watched;
    },
    pages,
  };
}
