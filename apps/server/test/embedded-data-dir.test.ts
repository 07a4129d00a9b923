import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../src/db/embedded';

const asRoot = os.userInfo().uid === 0;

// As root PostgreSQL runs as the `postgres` system user, which a fresh `mktemp -d` (mode 700)
// shuts out: initdb used to stop with "could not access directory … Permission denied".
describe.skipIf(!asRoot)('embedded PostgreSQL with RCWB_DATA_DIR in a directory only root may enter', () => {
  let embedded: TEmbeddedDb | undefined;
  let outer: string | undefined;

  afterEach(async () => {
    await embedded?.stop();
    if (outer) await fs.rm(outer, { recursive: true, force: true });
  });

  it('starts, answers and stops, with the directories in the way opened to it alone', async () => {
    outer = await fs.mkdtemp(path.join(os.tmpdir(), 'rcwb-private-'));
    const inner = path.join(outer, 'inner');
    await fs.mkdir(inner, { mode: 0o700 });
    expect((await fs.stat(outer)).mode & 0o777).toBe(0o700);
    const notices: string[] = [];
    embedded = await startEmbeddedPostgres(path.join(inner, 'data', 'pg'), undefined, {}, (line) =>
      notices.push(line),
    );
    const client = new pg.Client(embedded.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
      expect(rows[0]?.user).toBe('postgres');
    } finally {
      await client.end();
    }
    // Both private directories were reported, nothing else was touched.
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain(`could not enter ${outer} `);
    expect(notices[1]).toContain(`could not enter ${inner} `);
    // Read permission for others stays off: passing through is not listing.
    expect((await fs.stat(outer)).mode & 0o004).toBe(0);
  }, 120_000);
});

// Without the acl tools the fallback is the "others" search bit, which must never be set on a home
// directory: everything world-readable in it would be readable by name.
const hasSetfacl = spawnSync('setfacl', ['--version']).status === 0;
describe.skipIf(!asRoot || hasSetfacl)(
  'embedded PostgreSQL with RCWB_DATA_DIR under a closed home directory',
  () => {
    it('stops with a message naming what to change and leaves the home directory as it was', async () => {
      const home = os.homedir();
      const before = (await fs.stat(home)).mode & 0o7777;
      if (before & 0o001) return; // a home others may pass through needs nothing opened
      const dir = await fs.mkdtemp(path.join(home, 'rcwb-home-'));
      try {
        await expect(
          startEmbeddedPostgres(path.join(dir, 'data', 'pg'), undefined, {}, () => {}),
        ).rejects.toThrow(new RegExp(`cannot enter ${home},.*setfacl -m u:postgres:x ${home}`));
        expect((await fs.stat(home)).mode & 0o7777).toBe(before);
      } finally {
        await fs.chmod(home, before);
        await fs.rm(dir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
