import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { test } from '@playwright/test';
import { mainServer } from './env';

/**
 * The own database of the main test server of the running worker (its embedded PostgreSQL,
 * found through the port in its postmaster.pid): for data no screen of the build under test
 * creates yet (a fair), or for a moment moved into the past rather than waited for.
 */
export async function mainDatabase(): Promise<pg.Client> {
  const pid = await fs.readFile(
    path.join(mainServer(test.info().parallelIndex).dataDir, 'pg', 'postmaster.pid'),
    'utf8',
  );
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'rcwb-embedded',
    database: 'rcwb',
  });
  await client.connect();
  return client;
}
