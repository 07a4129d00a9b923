import pg from 'pg';
import {
  insertSampleOrgs,
  insertSamplePostings,
  type TSampleItem,
} from '../../apps/server/src/modules/jobs/bulk-load';
import {
  randomSource,
  sampleOrg,
  samplePosting,
  sampleReferences,
  type TSampleOrg,
} from '../../apps/server/src/modules/jobs/sample-postings';

const BATCH = 5_000;

/** Secondary indexes of the tables being filled: dropped during the load, rebuilt once after. */
async function dropIndexes(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary AND NOT i.indisunique`,
    [tables],
  );
  for (const r of rows) await client.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Fills the database with `orgs` approved organisations and `postings` published postings (with
 * their search rows) of realistic Chinese and English text, in batches of multi-row inserts
 * while the next batch is being generated; indexes are rebuilt after the load. Skips the load
 * when the database already holds that many postings.
 */
export async function generateJobs(
  url: string,
  opts: { orgs: number; postings: number; log?: (s: string) => void },
) {
  const log = opts.log ?? console.log;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  try {
    const {
      rows: [have],
    } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM job_search');
    if (have!.n >= opts.postings) {
      log(`data: ${have!.n.toLocaleString()} postings already there`);
      return;
    }
    const started = Date.now();
    const refs = sampleReferences();
    const defs = await dropIndexes(client, ['job_posting', 'job_search']);
    const orgIds: number[] = [];
    const orgNames: string[] = [];
    const orgSamples: TSampleOrg[] = [];
    for (let i = 0; i < opts.orgs; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, opts.orgs - i) }, (_, k) =>
        sampleOrg(refs, i + k + 1, 'benchorg'),
      );
      orgIds.push(...(await insertSampleOrgs(client, batch)));
      orgNames.push(...batch.map((o) => o.name));
      orgSamples.push(...batch);
    }
    log(`data: ${opts.orgs.toLocaleString()} organisations in ${seconds(started)} s`);
    // A fifth of the postings belong to the busiest 1% of organisations, as on real job boards.
    const pickOrg = randomSource(42);
    const busy = Math.max(1, Math.floor(opts.orgs / 100));
    const now = Date.now();
    let pending: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < opts.postings; i += BATCH) {
      const items: TSampleItem[] = Array.from({ length: Math.min(BATCH, opts.postings - i) }, (_, k) => {
        const o = pickOrg.next() < 0.2 ? pickOrg.int(0, busy - 1) : pickOrg.int(0, opts.orgs - 1);
        return {
          orgId: orgIds[o]!,
          orgName: orgNames[o]!,
          posting: samplePosting(refs, i + k + 1, orgSamples[o]!, now),
        };
      });
      await pending;
      pending = insertSamplePostings(client, refs, items);
      if ((i + BATCH) % 100_000 === 0)
        log(`data: ${(i + BATCH).toLocaleString()} postings, ${seconds(started)} s`);
    }
    await pending;
    const indexing = Date.now();
    await client.query(`SET maintenance_work_mem = '1GB'`);
    for (const def of defs) await client.query(def);
    await client.query('VACUUM ANALYZE job_posting');
    await client.query('VACUUM ANALYZE job_search');
    await client.query('ANALYZE account; ANALYZE gb01');
    log(`data: indexes and statistics in ${seconds(indexing)} s; total ${seconds(started)} s`);
  } finally {
    client.release();
    await pool.end();
  }
}
