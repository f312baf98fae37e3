#!/usr/bin/env node
'use strict';
// The admin front end has its own package.json (it needs graphql 15; the server needs 16),
// so the root install installs it too: exactly from its lock file in CI, incrementally elsewhere.
const { execSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const admin = path.resolve(__dirname, '../apps/admin');
const fresh = !existsSync(path.join(admin, 'node_modules'));
const command = process.env.CI || fresh ? 'ci' : 'install';
execSync(`npm ${command} --no-audit --no-fund`, { cwd: admin, stdio: 'inherit' });
