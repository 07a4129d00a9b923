import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { runSeeds } from '../src/core/seed';
import { type TDatabase, connectDb, migrateDb } from '../src/db/client';
import { modules } from '../src/modules';
import { TEMPLATE_DB, testConfig } from './template';

/**
 * Two nodes starting at once on an empty database: each applies the migrations and runs the
 * seeds, as main.ts does. They take turns (advisory locks), so neither fails and nothing is
 * made twice: the database ends up as one node alone would leave it (the test template).
 */
const adminUrl = () => inject('adminDatabaseUrl');
const name = `rcwb_test_${crypto.randomBytes(6).toString('hex')}`;
let nodes: TDatabase[] = [];

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client(adminUrl());
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const urlOf = (db: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${db}`;
  return url.toString();
};

/** Rows per table of the tables seeding writes. */
async function counts(url: string): Promise<Record<string, number>> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    const tables = [
      'role',
      'menu',
      'role_menu',
      'seed_run',
      'dict_entry',
      'account',
      'account_role',
      'system_secret',
      '__drizzle_migrations',
    ];
    const out: Record<string, number> = {};
    for (const table of tables) {
      const from = table === '__drizzle_migrations' ? 'drizzle.__drizzle_migrations' : table;
      out[table] = Number((await c.query(`SELECT count(*) AS n FROM ${from}`)).rows[0].n);
    }
    return out;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
});

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe('several nodes starting at once', () => {
  it('migrate and seed one after the other: no failure, nothing twice', async () => {
    nodes = [connectDb(urlOf(name), 4), connectDb(urlOf(name), 4)];
    await Promise.all(nodes.map((n) => migrateDb(n.db)));
    const seeded = await Promise.all(
      nodes.map(async (database) => {
        const { app, deps } = await buildApp({ config: testConfig(), database, logger: false });
        try {
          return await runSeeds(deps, modules);
        } finally {
          await app.close();
        }
      }),
    );
    // Each step ran on one node only.
    const steps = seeded.flat();
    expect(new Set(steps).size).toBe(steps.length);
    expect(await counts(urlOf(name))).toEqual(await counts(urlOf(TEMPLATE_DB)));
  }, 180_000);
});
