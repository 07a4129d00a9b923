import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
import { CAPTCHA_SERVER, E2E_WORKERS, MAIN_SERVERS, PORT_BASE } from './support/env';

/**
 * Browser tests run the production build on the real server with its embedded PostgreSQL, in
 * Debian's Chromium. Each worker has its own main server with the captcha off (so tests can sign
 * in; support/test.ts picks it), and one server has the captcha on for the captcha tests. Each
 * starts on a fresh data directory. Spec files are spread over the workers; the tests of one file
 * run in order unless the file says otherwise.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${PORT_BASE}`,
  fullyParallel: false,
  workers: E2E_WORKERS,
  // One retry in CI: on two cores shared by two browsers and three servers, a step now and then
  // misses its time, and one such miss must not throw away an hour of checks. The digest names
  // every test that needed its retry (support/failure-digest.ts), so a flaky test is still seen
  // and mended; a test that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // Two minutes a test: a flow of a few screens takes well under one on a quiet machine, but a
  // machine running the suite on two cores beside other work can double it. Flows longer than
  // that set their own.
  timeout: 120_000,
  // Twenty seconds for a page to show what a step waits for: on the two cores a full run shares
  // between two browsers and three servers, a screen once took 8 s of script before its first
  // call (the deliveries spec, which failed at 10 s).
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./support/failure-digest.ts']],
  // The suite's time is watched in CI: name the spec files that take the longest.
  reportSlowTests: { max: 10, threshold: 90_000 },
  use: {
    locale: 'en-US',
    launchOptions: chromiumLaunch,
    // The portal turns antd's animations off for visitors who ask for less motion. With them on, a
    // dialog's button pressed while the dialog still grew in took the press down on the button
    // and let it go beside it, on a busy machine: a click that went nowhere, and Playwright checks
    // only where the press went down ("staff approve both" and others, once a run or so).
    reducedMotion: 'reduce',
    // No trace by default: recording one (a screencast and DOM snapshots of every step) took ~40 %
    // of the suite's time on two cores, and a CI log cannot hand it over; a failure's page
    // snapshot is in the failure digest. Debugging a test: `--trace retain-on-failure`.
    trace: 'off',
  },
  webServer: [...MAIN_SERVERS, CAPTCHA_SERVER].map((s) => ({
    command: `rm -rf ${s.dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `${s.url}/rcwb/`,
    env: { ...s.env },
    reuseExistingServer: false,
    // Three servers migrate and seed at once on two cores.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  })),
});
