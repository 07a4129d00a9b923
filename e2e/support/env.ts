import path from 'node:path';

/** Password of the seeded demo accounts in the browser tests. */
export const DEMO_PASSWORD = 'E2e#Pass2026';

/**
 * Ports of the test servers start at E2E_PORT_BASE (default 18080), so several runs on one
 * machine do not collide. RCWB_WEB_DIST picks another build of the web app.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18080);

/**
 * The OpenID provider third-party sign-in is tested against: support/oidc-provider.ts runs it on
 * loopback (PORT_BASE + 7) inside the spec; the main servers know it from the start, and their
 * discovery is lazy, so the provider only has to be up once a sign-in starts.
 */
export const TEST_OIDC = {
  id: 'testidp',
  label: 'Test ID',
  issuer: `http://127.0.0.1:${PORT_BASE + 7}`,
  clientId: 'rcwb-e2e',
  clientSecret: 'rcwb-e2e-secret-0123456789abcdef',
};

const server = (port: number, captcha: 'on' | 'off', extra: Record<string, string> = {}) => {
  const dataDir = path.resolve(import.meta.dirname, '..', '.data', String(port));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      RCWB_DATA_DIR: dataDir,
      RCWB_CAPTCHA: captcha,
      RCWB_DEMO_PASSWORD: DEMO_PASSWORD,
      RCWB_LOG_LEVEL: 'warn',
      RCWB_SITE_HOSTING_BODY: '区域人才服务中心',
      RCWB_SITE_ICP_NUMBER: '闽ICP备00000000号-1',
      RCWB_SITE_HOTLINE: '0591-12345678',
      // The bulk demo data (hundreds of organisations, thousands of postings) would push the demo
      // accounts off the first page of every staff list; the tests bring the data they look for.
      RCWB_SEED_DEMO_VOLUME: 'false',
      DATABASE_URL: '',
      ...(process.env.RCWB_WEB_DIST ? { RCWB_WEB_DIST: process.env.RCWB_WEB_DIST } : {}),
      ...extra,
    },
  };
};

/**
 * Browser test workers (E2E_WORKERS, default 2, at most 4). Each worker has its own main server
 * with its own database, so spec files run side by side without seeing each other's records;
 * `test` of support/test.ts points every spec at its worker's server. Two workers suit the two
 * cores the suite is run on: the whole suite took 28 min with two, beside a full API run.
 */
export const E2E_WORKERS = Math.min(Math.max(Number(process.env.E2E_WORKERS ?? 2) || 2, 1), 4);

/** Main server ports: PORT_BASE, then PORT_BASE + 2, + 3 … (PORT_BASE + 1 is the captcha server). */
const mainPort = (index: number) => (index === 0 ? PORT_BASE : PORT_BASE + 1 + index);

export const MAIN_SERVERS = Array.from({ length: E2E_WORKERS }, (_, index) => {
  const url = `http://127.0.0.1:${mainPort(index)}`;
  return server(mainPort(index), 'off', {
    // The provider sends the browser back to this server's /rcwb/auth-redirect.
    RCWB_PUBLIC_URL: url,
    RCWB_OIDC_PROVIDERS: JSON.stringify([TEST_OIDC]),
  });
});

/** The main server of the worker running a test (its `testInfo.parallelIndex`). */
export const mainServer = (parallelIndex: number) => MAIN_SERVERS[parallelIndex % MAIN_SERVERS.length]!;

/** The server with the captcha on, for the captcha tests only. */
export const CAPTCHA_SERVER = server(PORT_BASE + 1, 'on');
