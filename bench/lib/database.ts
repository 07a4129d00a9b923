import { buildApp } from '../../apps/server/src/app';
import { type TConfig, loadConfig } from '../../apps/server/src/config';
import type { TDeps } from '../../apps/server/src/core/deps';
import { runSeeds } from '../../apps/server/src/core/seed';
import { type TDatabase, connectDb, migrateDb } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { modules } from '../../apps/server/src/modules';

export type TBenchDatabase = {
  url: string;
  config: TConfig;
  database: TDatabase;
  deps: TDeps;
  /** Closes the pool and stops the embedded server (if one was started). */
  close: () => Promise<void>;
};

/**
 * The database a bench fills and measures: DATABASE_URL's, or else an embedded PostgreSQL with
 * its data under `pgDir` (kept, so a rerun skips the fill) started with `settings` (`-c` server
 * settings). Migrated and seeded as a server start would, without demo data.
 */
export async function openBenchDatabase(
  pgDir: string,
  settings: Record<string, string>,
  connections: number,
): Promise<TBenchDatabase> {
  let url = process.env.DATABASE_URL || undefined;
  const embedded = url ? undefined : await startEmbeddedPostgres(`${pgDir}/pg`, undefined, settings);
  url ??= embedded!.url;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    RCWB_SEED_DEMO: 'false',
    RCWB_LOG_LEVEL: 'warn',
  });
  const database = connectDb(url, connections);
  const close = async () => {
    await database.close();
    await embedded?.stop();
  };
  try {
    await migrateDb(database.db);
    const { app, deps } = await buildApp({ config, database, logger: false });
    // The seeds also run the modules' start-up checks (e.g. counts out of step are rebuilt).
    await runSeeds(deps, modules);
    await app.close();
    return { url, config, database, deps, close };
  } catch (err) {
    await close();
    throw err;
  }
}
