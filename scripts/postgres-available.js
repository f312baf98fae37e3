#!/usr/bin/env node
'use strict';
// Exits 0 when a PostgreSQL server answers at the given URL (default: the CI server), else 1.
const { Client } = require('pg');

const url = process.argv[2] || 'postgres://postgres@127.0.0.1:5432/test';
const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
client
  .connect()
  .then(() => client.query('SELECT 1'))
  .then(
    () => client.end().then(() => process.exit(0)),
    () => process.exit(1),
  );
