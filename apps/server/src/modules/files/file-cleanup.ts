import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { removeQuietly, storagePath } from './storage';

/**
 * Tables never searched for references: logs and short-lived records name files only as history
 * (an operation log line keeps a file id forever), and the file table names itself.
 */
const NOT_REFERRING = new Set([
  'file',
  'session',
  'captcha',
  'sms_code',
  'sms_outbox',
  'seed_run',
  'oidc_login_state',
  'oidc_bind_ticket',
  '__drizzle_migrations',
]);
const isLogTable = (name: string) => name.endsWith('_log') || name.startsWith('audit');

/** A file id (uuid) or a storage key (32 hex), the two ways stored data names a file. */
const TOKEN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32}';

/** Temp files of uploads cut off mid-way (a crash between receive and commit). */
const TEMP_GRACE_MS = 60 * 60 * 1000;

export type TCleanupResult = { expired: number; orphaned: number; bytes: number; temps: number };

/**
 * Removes, rows and bytes, (1) files soft-deleted longer ago than the deleted grace and
 * (2) files older than the orphan grace that nothing names. "Names" is searched, not declared:
 * every row of every table (logs aside) is read as JSON text and every file id or storage key in
 * it counts, so a column added later (a new attachment, an image URL in rich text) protects its
 * files without anyone remembering to list it. The grace keeps a file uploaded for a form that
 * is not saved yet.
 */
export async function cleanUpFiles(deps: TDeps, now = new Date()): Promise<TCleanupResult> {
  const { db, config } = deps;
  const deletedBefore = new Date(now.getTime() - config.uploads.deletedGraceMs).toISOString();
  const orphanBefore = new Date(now.getTime() - config.uploads.orphanGraceMs).toISOString();

  const removed = await db.transaction(async (tx) => {
    const tables = await tx.execute<{ name: string }>(sql`SELECT table_name AS name
      FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`);
    const referring = tables.rows.map((r) => r.name).filter((n) => !NOT_REFERRING.has(n) && !isLogTable(n));

    await tx.execute(sql`CREATE TEMP TABLE file_ref (token text) ON COMMIT DROP`);
    for (const name of referring) {
      await tx.execute(sql`INSERT INTO file_ref (token)
        SELECT DISTINCT m[1] FROM ${sql.identifier(name)} AS r,
          regexp_matches(lower(row_to_json(r)::text), ${`(${TOKEN})`}, 'g') AS m`);
    }
    await tx.execute(sql`CREATE INDEX ON file_ref (token)`);

    const rows = await tx.execute<{ storage_key: string; size: string | number; orphan: boolean }>(sql`
      DELETE FROM file f
      WHERE (f.deleted_at IS NOT NULL AND f.deleted_at < ${deletedBefore}::timestamptz)
         OR (f.deleted_at IS NULL AND f.created_at < ${orphanBefore}::timestamptz
             AND NOT EXISTS (SELECT 1 FROM file_ref WHERE token IN (f.id::text, f.storage_key)))
      RETURNING f.storage_key, f.size, (f.deleted_at IS NULL) AS orphan`);
    return rows.rows;
  });

  // Bytes go after the rows are gone: a reader never finds a row whose bytes were removed first.
  let bytes = 0;
  for (const row of removed) {
    await removeQuietly(storagePath(config.filesDir, row.storage_key));
    bytes += Number(row.size);
  }
  const temps = await removeStaleTemps(config.filesDir, now.getTime() - TEMP_GRACE_MS);
  const orphaned = removed.filter((r) => r.orphan).length;
  return { expired: removed.length - orphaned, orphaned, bytes, temps };
}

async function removeStaleTemps(filesDir: string, before: number): Promise<number> {
  const dir = path.join(filesDir, 'tmp');
  let count = 0;
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) {
      await removeQuietly(file);
      count++;
    }
  }
  return count;
}
