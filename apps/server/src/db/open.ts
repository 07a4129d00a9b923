import path from 'node:path';
import type { TConfig } from '../config';
import { connectDb, migrateDb, type TDatabase } from './client';
import { startEmbeddedPostgres, type TEmbeddedDb } from './embedded';

/**
 * Opens the configured database: DATABASE_URL when set, else the embedded PostgreSQL under the
 * data directory. Migrations are applied before it is handed out. close() also stops the
 * embedded server.
 */
export async function openDatabase(
  config: TConfig,
  log: (line: string) => void = console.log,
  /** Called when the embedded server ends while the database is open (it is not restarted). */
  onEmbeddedExit?: () => void,
): Promise<TDatabase> {
  let embedded: TEmbeddedDb | undefined;
  if (!config.databaseUrl) {
    log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')}) …`);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    if (onEmbeddedExit) void embedded.exited.then(onEmbeddedExit);
  }
  const url = config.databaseUrl ?? embedded!.url;
  // Migrations run on a connection of their own: building an index may take longer than the
  // statement timeout the application's pool holds its statements to.
  const migrations = connectDb(url, 2);
  try {
    await migrateDb(migrations.db, migrations.pool);
  } catch (err) {
    await embedded?.stop().catch(() => {});
    throw err;
  } finally {
    await migrations.close().catch(() => {});
  }
  const database = connectDb(url, { statementTimeoutMs: config.statementTimeoutMs });
  const close = async () => {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  return { ...database, close };
}
