/**
 * Launch options for Debian's Chromium, shared by the browser tests and the benchmarks.
 * As root Chromium needs --no-sandbox; the network here is closed, so every background
 * connection Chromium would try (updates, sync, QUIC probes) is switched off instead of failing.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
