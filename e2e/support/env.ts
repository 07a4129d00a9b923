import path from 'node:path';

/** Password of the seeded demo accounts in the browser tests. */
export const DEMO_PASSWORD = 'E2e#Pass2026';

/**
 * Ports of the two test servers: E2E_PORT_BASE and the next one (default 18080), so several
 * runs on one machine do not collide. RCWB_WEB_DIST picks another build of the web app.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18080);

const server = (port: number, captcha: 'on' | 'off') => {
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
      DATABASE_URL: '',
      ...(process.env.RCWB_WEB_DIST ? { RCWB_WEB_DIST: process.env.RCWB_WEB_DIST } : {}),
    },
  };
};

export const SERVERS = {
  main: server(PORT_BASE, 'off'),
  captcha: server(PORT_BASE + 1, 'on'),
};
