import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
import { PORT_BASE, SERVERS } from './support/env';

/**
 * Browser tests run the production build on the real server with its embedded PostgreSQL, in
 * Debian's Chromium. Two servers: the main one with the captcha off (so tests can sign in) and
 * one with the captcha on for the captcha tests. Each starts on a fresh data directory.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${PORT_BASE}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/failure-digest.ts']],
  use: {
    baseURL: SERVERS.main.url,
    locale: 'en-US',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: Object.values(SERVERS).map((s) => ({
    command: `rm -rf ${s.dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `${s.url}/rcwb/`,
    env: { ...s.env },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  })),
});
