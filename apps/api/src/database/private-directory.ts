import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes a directory private to this system user: the directory and every directory below it
 * 0700, every file 0600 (the embedded database's WAL holds password hashes), and the process's
 * umask 077 so that files created later (new WAL segments, the JWT secret) are private too.
 */
export function makePrivateDirectory(path: string): void {
  process.umask(0o077);
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const pending = [path];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir)) {
      const child = join(dir, entry);
      const stat = lstatSync(child);
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) pending.push(child);
      else if ((stat.mode & 0o077) !== 0) chmodSync(child, 0o600);
    }
  }
}
