import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../src/db/embedded';
import { TEMPLATE_DB, prepareTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole API run: the embedded server by default, or the one named by
 * DATABASE_URL (CI also runs the suite on Debian's PostgreSQL 15). A migrated and seeded
 * template database is made once; every test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: TEmbeddedDb | undefined;
  let dir: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-api-'));
    await fs.chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = embedded.url;
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const adminUrl = admin.toString();
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await client.end();
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  await prepareTemplate(templateUrl.toString());
  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
