import type { TSeedStep } from '../../core/module';
import { insertSampleOrgs, insertSamplePostings } from './bulk-load';
import { sampleOrg, samplePosting, sampleReferences } from './sample-postings';

/** Demo organisations and their postings across the region's cities. */
export const DEMO_ORGS = 300;
export const DEMO_POSTINGS_PER_ORG = 10;

/**
 * Demo data of the recruitment zone: 300 approved organisations with 3,000 published postings
 * spread over Fujian's cities, inserted in a few multi-row statements (well under a second), then
 * analysed.
 */
export const demoPostingsSeed: TSeedStep = {
  name: 'jobs:demo-postings',
  demo: true,
  async run({ database, config }) {
    if (!config.seedDemoVolume) return;
    const refs = sampleReferences();
    const orgs = Array.from({ length: DEMO_ORGS }, (_, i) => sampleOrg(refs, i + 1, 'demoorg'));
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      const ids = await insertSampleOrgs(client, orgs);
      const now = Date.now();
      const items = orgs.flatMap((org, k) =>
        Array.from({ length: DEMO_POSTINGS_PER_ORG }, (_, j) => ({
          orgId: ids[k]!,
          orgName: org.name,
          posting: samplePosting(refs, k * DEMO_POSTINGS_PER_ORG + j + 1, org, now),
        })),
      );
      await insertSamplePostings(client, refs, items);
      await client.query('COMMIT');
      // The search's statistics (token shares, row count, the totals past its sample) know the
      // new rows at once, not only after autovacuum's next pass a minute or two later.
      await client.query('ANALYZE job_search');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  },
};
