import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../src/db/embedded';

let dir: string | undefined;
let embedded: TEmbeddedDb | undefined;

afterAll(async () => {
  await embedded?.stop().catch(() => {});
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

// A portal on the embedded PostgreSQL must not go on answering "unknown error" once its database
// server is gone: main.ts exits for its supervisor to start both again.
describe('the embedded PostgreSQL ending under the portal', () => {
  it('is reported when killed, and not when stopped', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-embedded-exit-'));
    await fs.chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    const pid = Number((await fs.readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    const reported = await Promise.race([
      embedded.exited.then(() => 'exited'),
      new Promise((r) => setTimeout(() => r('not reported'), 10_000)),
    ]);
    expect(reported).toBe('exited');

    // Started again on the same data (as the supervisor would), then stopped on purpose.
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    let stoppedReported = false;
    void embedded.exited.then(() => (stoppedReported = true));
    await embedded.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(stoppedReported).toBe(false);
    embedded = undefined;
  }, 120_000);
});
