import { buildApp } from './app';
import { loadConfig } from './config';
import { runSeeds } from './core/seed';
import { openDatabase } from './db/open';
import { modules } from './modules';
import { DEMO_ACCOUNTS } from './modules/auth';

const config = loadConfig();
// The embedded PostgreSQL ending under a running portal (killed, out of memory) is not repaired
// in process: the portal exits with an error, and its supervisor (systemd, the container's
// restart policy) starts it again, which starts PostgreSQL again and lets it recover from its log.
const embeddedExit = () => {
  console.error('The embedded PostgreSQL stopped unexpectedly: stopping, to be started again.');
  process.exit(1);
};
const database = await openDatabase(config, console.log, embeddedExit).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

try {
  const { app, deps } = await buildApp({ config, database });
  const seeded = await runSeeds(deps, modules);
  if (seeded.length) app.log.info({ steps: seeded }, 'seeded');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    '',
    `RCWB portal: http://${shown}:${config.port}/rcwb/`,
    config.databaseUrl ? 'Database: DATABASE_URL' : `Database: embedded PostgreSQL (${config.dataDir}/pg)`,
    `Captcha: ${config.captchaEnabled ? 'on' : 'off'}`,
  ];
  if (config.seedDemo) {
    app.log.warn('DEMO MODE: demo accounts share a published password and SMS codes are kept in the outbox');
    lines.push(
      'DEMO MODE: not for real data. Turn it off with RCWB_SEED_DEMO=off (README, "Production").',
      `Demo accounts (password ${config.demoPassword}):`,
    );
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.username.padEnd(10)} ${a.descriptionEn}`);
  }
  console.log(lines.join('\n') + '\n');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await database.close();
  process.exit(1);
}
