import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, files, gb01, policies } from '../src/db/schema';
import { exists, storagePath } from '../src/modules/files';
import { createTestApp, type TTestApp } from './harness';
import { makeOrg } from './jobs-helpers';

/**
 * The nightly file clean-up (issue 17 item 6), run through the background job runner on the
 * embedded PostgreSQL: it removes exactly the expired deleted files and the unreferenced ones
 * past their grace, rows and bytes, and keeps everything else.
 */
let t: TTestApp;

const HOUR = 3600_000;

async function storedFile(ownerId: number, ageMs: number, deletedAgoMs?: number) {
  const storageKey = crypto.randomBytes(16).toString('hex');
  const bytes = crypto.randomBytes(64);
  const file = storagePath(t.config.filesDir, storageKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
  const [row] = await t.deps.db
    .insert(files)
    .values({
      ownerId,
      kind: 'file',
      originalName: 'f.pdf',
      storageKey,
      size: bytes.length,
      mime: 'application/pdf',
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      createdAt: new Date(Date.now() - ageMs),
      deletedAt: deletedAgoMs === undefined ? null : new Date(Date.now() - deletedAgoMs),
    })
    .returning();
  return { ...row!, path: file };
}

beforeAll(async () => {
  t = await createTestApp({
    RCWB_JOBS: 'on',
    RCWB_FILES_ORPHAN_GRACE_HOURS: '24',
    RCWB_FILES_DELETED_GRACE_HOURS: '168',
  });
});
afterAll(() => t.close());

describe('files clean-up job', () => {
  it('removes exactly the expired deleted and the unreferenced old files, rows and bytes', async () => {
    expect(t.deps.jobs.started).toBe(true);
    const org = await makeOrg(t, '清理测试单位');
    const old = 3 * 24 * HOUR;

    const licence = await storedFile(org.id, old); // named by gb01.licence_file_id
    await t.deps.db.update(gb01).set({ licenceFileId: licence.id }).where(eq(gb01.accountId, org.id));
    const avatar = await storedFile(org.id, old); // named by storage key inside a URL
    await t.deps.db
      .update(accounts)
      .set({ avatarUrl: `/files/${avatar.storageKey}` })
      .where(eq(accounts.id, org.id));
    const inBody = await storedFile(org.id, old); // named in a policy's rich text and attachments
    const attached = await storedFile(org.id, old);
    const [policy] = await t.deps.db.select({ id: policies.id }).from(policies).limit(1);
    await t.deps.db
      .update(policies)
      .set({
        body: sql`${policies.body} || ${`<p><img src="/api/files/${inBody.storageKey}"></p>`}`,
        attachments: sql`array_append(${policies.attachments}, ${`/talent/file/${attached.id}`})`,
      })
      .where(eq(policies.id, policy!.id));

    const orphan = await storedFile(org.id, old);
    const fresh = await storedFile(org.id, 2 * HOUR); // unreferenced but within the grace
    const expired = await storedFile(org.id, 30 * 24 * HOUR, 8 * 24 * HOUR);
    const recentlyDeleted = await storedFile(org.id, old, 24 * HOUR);
    const tempDir = path.join(t.config.filesDir, 'tmp');
    await fs.mkdir(tempDir, { recursive: true });
    const staleTemp = path.join(tempDir, 'abandoned.part');
    await fs.writeFile(staleTemp, 'half');
    const past = new Date(Date.now() - 2 * HOUR);
    await fs.utimes(staleTemp, past, past);

    const before = (await t.deps.db.select({ id: files.id }).from(files)).map((r) => r.id);
    await t.deps.jobs.runNow('files.cleanup');
    const after = (await t.deps.db.select({ id: files.id }).from(files)).map((r) => r.id);

    expect(before.filter((id) => !after.includes(id)).sort()).toEqual([orphan.id, expired.id].sort());
    for (const gone of [orphan, expired]) expect(await exists(gone.path)).toBe(false);
    for (const kept of [licence, avatar, inBody, attached, fresh, recentlyDeleted])
      expect(await exists(kept.path), kept.id).toBe(true);
    expect(await exists(staleTemp)).toBe(false);
  });

  it('stops with the app: no worker is left running after close', async () => {
    const other = await createTestApp({ RCWB_JOBS: 'on' });
    expect(other.deps.jobs.started).toBe(true);
    await other.close();
    expect(other.deps.jobs.started).toBe(false);
  });
});
