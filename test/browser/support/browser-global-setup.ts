import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import databaseGlobalSetup from '../../support/global-setup';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The browser tests drive Debian's Chromium. On a fresh machine where we are root with apt
 * (as on the project's machines), `npm test` installs it; elsewhere it says how.
 */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`The browser tests need Chromium at ${CHROMIUM}: install it (Debian/Ubuntu: sudo apt-get install chromium) and run npm test again.`);
  }
  process.stderr.write(`Installing Debian's chromium for the browser tests (apt-get)...\n`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export default async function browserGlobalSetup(): Promise<void> {
  ensureChromium();
  await databaseGlobalSetup();
}
