import path from 'node:path';

/** Password of the seeded demo accounts in the browser tests. */
export const DEMO_PASSWORD = 'E2e#Pass2026';

const server = (port: number, name: string, captcha: 'on' | 'off') => {
  const dataDir = path.resolve(import.meta.dirname, '..', '.data', name);
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
    },
  };
};

export const SERVERS = {
  main: server(18080, 'main', 'off'),
  captcha: server(18081, 'captcha', 'on'),
};
