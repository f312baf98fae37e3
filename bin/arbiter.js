#!/usr/bin/env node
'use strict';
// Runs the compiled CLI when it is newer than every source file; otherwise runs the
// TypeScript sources directly (a development checkout), so `npx arbiter` never runs stale code.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const compiled = path.join(root, 'dist/apps/cli/src/main.js');
const sourceDirs = ['apps/cli/src', 'libs/swiss/src', 'libs/dci/src', 'libs/engine/src', 'libs/cards/src'].map((d) => path.join(root, d));

function newestSourceTime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (entry.name.endsWith('.ts') || entry.name.endsWith('.json')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function compiledIsFresh() {
  if (!fs.existsSync(compiled)) return false;
  const builtAt = fs.statSync(compiled).mtimeMs;
  return sourceDirs.every((dir) => newestSourceTime(dir) <= builtAt);
}

if (compiledIsFresh() || !fs.existsSync(sourceDirs[0])) {
  require(compiled).main();
} else {
  try {
    require.resolve('@swc-node/register');
  } catch {
    process.stderr.write("arbiter: the compiled CLI is missing or stale; run 'npm run build' first\n");
    process.exit(1);
  }
  require('@swc-node/register');
  require(path.join(root, 'apps/cli/src/main.ts')).main();
}
