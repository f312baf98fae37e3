#!/usr/bin/env node
'use strict';
// `npm start` builds only what changed: each part (the API with the CLI, the admin front end)
// is rebuilt when a hash of its sources differs from the one stored beside its last build.
// Content hashes, not modification times, so a checkout or a copied tree never runs stale code.
const { execSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const PARTS = [
  {
    name: 'API',
    sources: ['apps/api/src', 'apps/cli/src', 'libs/swiss/src', 'libs/dci/src', 'libs/engine/src', 'libs/cards/src', 'migrations', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', 'package-lock.json'],
    output: 'dist/apps/api/src/main.js',
    stamp: 'dist/.source-hash',
    command: 'npm run build:api',
  },
  {
    name: 'admin',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'apps/admin/tsconfig.json', 'apps/admin/package-lock.json'],
    output: 'apps/admin/dist/index.html',
    stamp: 'apps/admin/dist/.source-hash',
    command: 'npm run build:admin',
  },
];

/** Spec files are never built, so editing a test does not rebuild the platform. */
function isBuildInput(name) {
  return !name.endsWith('.spec.ts') && !name.endsWith('.spec.tsx');
}

function addToHash(hash, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      addToHash(hash, path.join(relative, entry));
    }
    return;
  }
  if (!isBuildInput(relative)) return;
  hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
}

function sourceHash(part) {
  const hash = createHash('sha256');
  for (const source of part.sources) addToHash(hash, source);
  return hash.digest('hex');
}

function storedHash(part) {
  const stamp = path.join(root, part.stamp);
  return fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
}

for (const part of PARTS) {
  const hash = sourceHash(part);
  if (fs.existsSync(path.join(root, part.output)) && storedHash(part) === hash) {
    console.log(`${part.name}: unchanged since the last build, not rebuilt`);
    continue;
  }
  console.log(`${part.name}: building`);
  execSync(part.command, { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(path.join(root, part.stamp), `${hash}\n`);
}
