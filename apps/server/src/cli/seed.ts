import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runSeeds } from '../core/seed';
import { openDatabase } from '../db/open';
import { modules } from '../modules';

// Runs the seed steps that have not run yet on the configured database (idempotent).
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { app, deps } = await buildApp({ config, database, logger: false });
  const ran = await runSeeds(deps, modules);
  await app.close();
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed.');
} finally {
  await database.close();
}
