import pg from 'pg';

const BATCH = 100_000;
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Fills the database with `postings` postings of `orgs` organisations and `deliveries` deliveries
 * of `persons` persons, in SQL (generate_series), spread over the last two years, over every
 * district of Fujian and every industry and job category of the dictionaries: 80% published, a
 * fifth of those closed since; a tenth of the deliveries hired. Like a restore, the load runs
 * with the tables' triggers and secondary indexes off, and the rollups are then written by the
 * same rebuild the server runs on start when they are out of step (`rebuildStatistics`); the
 * bench then checks them against a scan. Skips the load when the database already holds that
 * many postings.
 */
export async function generateStatistics(
  url: string,
  opts: { orgs: number; persons: number; postings: number; deliveries: number; log?: (s: string) => void },
) {
  const log = opts.log ?? console.log;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  try {
    const { rows } = await q('SELECT count(*)::int AS n FROM job_posting');
    if (rows[0].n >= opts.postings) {
      log(`data: ${rows[0].n.toLocaleString()} postings already there`);
      return;
    }
    const started = Date.now();
    const { rows: indexes } = await q(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary AND NOT i.indisunique`,
      [['job_posting', 'delivery']],
    );
    for (const r of indexes) await q(`DROP INDEX ${r.name}`);
    await q('ALTER TABLE job_posting DISABLE TRIGGER USER');
    await q('ALTER TABLE delivery DISABLE TRIGGER USER');
    await q(
      `INSERT INTO account (username, password_hash, user_type, name, profile_complete)
       SELECT 'statorg' || g, 'x', 2, 'Statistics organisation ' || g, true FROM generate_series(1, $1) g`,
      [opts.orgs],
    );
    await q(
      `INSERT INTO account (username, password_hash, user_type, name, profile_complete)
       SELECT 'statperson' || g, 'x', 1, 'Statistics person ' || g, true FROM generate_series(1, $1) g`,
      [opts.persons],
    );
    // The reference values, as arrays the inserts pick from by position.
    await q(`CREATE TEMP TABLE bench_ref AS SELECT
      (SELECT array_agg(id ORDER BY id) FROM account WHERE username LIKE 'statorg%') AS orgs,
      (SELECT array_agg(value ORDER BY value) FROM dict_entry
        WHERE dict_type = 'area' AND value ~ '^35\\d{4}$' AND value !~ '00$') AS districts,
      (SELECT array_agg(value ORDER BY value) FROM dict_entry
        WHERE dict_type = 'industry' AND value ~ '^\\d{2}$') AS industries,
      (SELECT array_agg(value ORDER BY value) FROM dict_entry
        WHERE dict_type = 'job_category' AND value ~ '^\\d{4}$') AS categories`);
    for (let i = 0; i < opts.postings; i += BATCH) {
      // Hash-like spreads (g * a prime) so the dimensions do not move in step with each other.
      await q(
        `INSERT INTO job_posting (org_id, title, category, industry, area, education, experience, job_type,
                                  description, status, created_at, published_at, closed_at)
         SELECT r.orgs[(1 + (g * 7919) % cardinality(r.orgs))::int], 'Posting ' || g,
                r.categories[(1 + (g * 104729) % cardinality(r.categories))::int],
                r.industries[(1 + (g * 1299709) % cardinality(r.industries))::int],
                r.districts[(1 + (g * 15485863) % cardinality(r.districts))::int], '4', '3', '1', '<p>Bench posting</p>',
                CASE WHEN g % 5 = 0 THEN 'draft' WHEN g % 4 = 0 THEN 'closed' ELSE 'published' END,
                c.at,
                CASE WHEN g % 5 <> 0 THEN c.at + interval '1 day' END,
                CASE WHEN g % 5 <> 0 AND g % 4 = 0 THEN c.at + interval '20 days' END
           FROM bench_ref r, generate_series($1::bigint, $2::bigint) g,
                LATERAL (SELECT now() - ((g * 2654435761) % (730 * 24 * 60)) * interval '1 minute' AS at) c`,
        [i + 1, Math.min(opts.postings, i + BATCH)],
      );
      log(`data: ${Math.min(opts.postings, i + BATCH).toLocaleString()} postings, ${seconds(started)} s`);
    }
    const { rows: span } = await q('SELECT min(id)::int AS lo, count(*)::int AS n FROM job_posting');
    const { rows: people } = await q(
      `SELECT min(id)::int AS lo FROM account WHERE username LIKE 'statperson%'`,
    );
    for (let i = 0; i < opts.deliveries; i += BATCH) {
      // Delivery g goes to posting (g * 7919) mod n: a permutation, so no person delivers twice
      // to one posting.
      await q(
        `INSERT INTO delivery (person_id, job_id, org_id, status, snapshot, created_at, decided_at)
         SELECT $3::int + g % $4::int, p.id, p.org_id,
                CASE WHEN g % 10 = 0 THEN 'hired' WHEN g % 3 = 0 THEN 'rejected' ELSE 'delivered' END,
                '{}'::jsonb, least(now(), p.created_at + (g % 30) * interval '1 day'),
                CASE WHEN g % 10 = 0 OR g % 3 = 0 THEN least(now(), p.created_at + (g % 30 + 3) * interval '1 day') END
           FROM generate_series($1::int, $2::int) g
           JOIN job_posting p ON p.id = $5::int + (g::bigint * 7919) % $6::int`,
        [i + 1, Math.min(opts.deliveries, i + BATCH), people[0].lo, opts.persons, span[0].lo, span[0].n],
      );
      log(`data: ${Math.min(opts.deliveries, i + BATCH).toLocaleString()} deliveries, ${seconds(started)} s`);
    }
    await q('ALTER TABLE job_posting ENABLE TRIGGER USER');
    await q('ALTER TABLE delivery ENABLE TRIGGER USER');
    const indexing = Date.now();
    await q(`SET maintenance_work_mem = '512MB'`);
    for (const r of indexes) await q(r.def);
    await q('VACUUM ANALYZE job_posting');
    await q('VACUUM ANALYZE delivery');
    log(`data: loaded in ${seconds(started)} s (indexes ${seconds(indexing)} s)`);
  } finally {
    await pool.end();
  }
}
