import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { runSeeds } from './core/seed';
import { connectDb, migrateDb } from './db/client';
import { startEmbeddedPostgres, type TEmbeddedDb } from './db/embedded';
import { modules } from './modules';
import { DEMO_ACCOUNTS } from './modules/auth/demo-accounts';

const config = loadConfig();
let embedded: TEmbeddedDb | undefined;
if (!config.databaseUrl) {
  console.log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')}) …`);
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
}
const database = connectDb(config.databaseUrl ?? embedded!.url);
const stopDb = async () => {
  await database.close().catch(() => {});
  await embedded?.stop().catch(() => {});
};

try {
  await migrateDb(database.db);
  const { app, deps } = await buildApp({ config, database });
  const seeded = await runSeeds(deps, modules);
  if (seeded.length) app.log.info({ steps: seeded }, 'seeded');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch(() => {});
    await stopDb();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const lines = [
    '',
    `RCWB portal: http://${shown}:${config.port}/rcwb/`,
    config.databaseUrl ? 'Database: DATABASE_URL' : `Database: embedded PostgreSQL (${config.dataDir})`,
    `Captcha: ${config.captchaEnabled ? 'on' : 'off'}`,
  ];
  if (config.seedDemo) {
    lines.push(`Demo accounts (password ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.username.padEnd(10)} ${a.descriptionEn}`);
  }
  console.log(lines.join('\n') + '\n');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stopDb();
  process.exit(1);
}
