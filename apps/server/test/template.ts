import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { runSeeds } from '../src/core/seed';
import { connectDb, migrateDb } from '../src/db/client';
import { modules } from '../src/modules';

export const TEMPLATE_DB = 'rcwb_test_template';
/** Password of the demo accounts in the API tests. */
export const TEST_PASSWORD = 'Test#Pass2026';
/** Data key of personal data at rest: one for the template and every copy, so seeded records decrypt. */
export const TEST_DATA_KEY = '0123456789abcdef0123456789abcdef';

/** Test configuration: captcha off unless a test turns it on, files under a temp dir. */
export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    RCWB_DATA_DIR: overrides.RCWB_DATA_DIR ?? '/tmp/rcwb-api-data',
    RCWB_CAPTCHA: 'off',
    RCWB_DEMO_PASSWORD: TEST_PASSWORD,
    RCWB_LOG_LEVEL: 'silent',
    RCWB_WEB_DIST: '/nonexistent',
    RCWB_DATA_KEY: TEST_DATA_KEY,
    // The demo accounts only: tests that count organisations or postings need a small, known set.
    RCWB_SEED_DEMO_VOLUME: 'false',
    // Background jobs run only in the tests that start them (they turn RCWB_JOBS on).
    RCWB_JOBS: 'off',
    ...overrides,
  });

export async function prepareTemplate(url: string): Promise<void> {
  // One connection holds the start-up locks (migrations, seeds) while the others work.
  const database = connectDb(url, 3);
  try {
    await migrateDb(database.db);
    const { app, deps } = await buildApp({ config: testConfig(), database, logger: false });
    await runSeeds(deps, modules);
    await app.close();
  } finally {
    await database.close();
  }
}
