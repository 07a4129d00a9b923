import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createJobRunner } from '../src/core/background-jobs';
import { connectDb, migrateDb } from '../src/db/client';

const adminUrl = inject('adminDatabaseUrl');
const name = `rcwb_nodes_${crypto.randomBytes(6).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

// Nodes of a cluster start at once after a host restart or an upgrade: each applies the pending
// migrations on start, and none may fail because another is applying them at the same moment.
const url = new URL(adminUrl);
url.pathname = `/${name}`;

describe('several nodes starting at once on a new database', () => {
  it('apply the migrations on every node, recorded once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    // Two connections each: migrateDb holds its lock on one and migrates on the other.
    const nodes = [0, 1, 2].map(() => connectDb(url.toString(), 2));
    try {
      const results = await Promise.allSettled(nodes.map((n) => migrateDb(n.db)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const applied = await nodes[0]!.pool.query<{ n: string; distinct: string }>(
        'SELECT count(*) AS n, count(DISTINCT hash) AS distinct FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied.rows[0]!.n)).toBeGreaterThan(0);
      expect(applied.rows[0]!.n).toBe(applied.rows[0]!.distinct);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
    }
  }, 120_000);

  it('all start the job runner: pg-boss sets up its schema and queues once', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => ({
      name: `node-start-${i}`,
      cron: i % 2 ? '0 3 * * *' : undefined,
      run: async () => ({}),
    }));
    const nodes = [0, 1, 2].map(() => connectDb(url.toString(), 5));
    const runners = nodes.map((n) =>
      createJobRunner({ pool: n.pool, log: Fastify({ logger: false }).log, jobs, enabled: true }),
    );
    try {
      const results = await Promise.allSettled(runners.map((r) => r.start()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const queues = await nodes[0]!.pool.query(
        `SELECT name FROM pgboss.queue WHERE name LIKE 'node-start-%'`,
      );
      expect(queues.rowCount).toBe(jobs.length);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await Promise.all(nodes.map((n) => n.close()));
    }
  }, 120_000);
});
