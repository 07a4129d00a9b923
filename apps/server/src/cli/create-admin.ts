import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runSeeds } from '../core/seed';
import { openDatabase } from '../db/open';
import { modules } from '../modules';
import { administratorCount, createAdministrator } from '../modules/auth';

// Creates an administrator with a one-time password, printed once here; it must be changed at
// the first sign-in. The way to get a first administrator when demo mode is off (README).
const { values } = parseArgs({
  options: {
    username: { type: 'string', default: 'admin' },
    name: { type: 'string', default: 'Administrator' },
  },
});
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { app, deps } = await buildApp({ config, database, logger: false });
  await runSeeds(deps, modules);
  const before = await administratorCount(deps.db);
  const made = await createAdministrator(deps.db, { username: values.username, name: values.name });
  await app.close();
  if (!made.created) {
    console.error(`An account named ${made.username} exists already; nothing was changed.`);
    process.exitCode = 1;
  } else {
    if (before > 0) console.log(`Note: ${before} active administrator(s) existed already.`);
    console.log(
      [
        `Administrator ${made.username} created.`,
        `One-time password: ${made.password}`,
        'It is shown only now. Sign in with it and set your own password: nothing else answers until then.',
      ].join('\n'),
    );
  }
} finally {
  await database.close();
}
