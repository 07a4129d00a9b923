import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { files } from '../../db/schema';
import type { TFileKind, TFilePurpose } from './file-rules';

export type TFileRow = typeof files.$inferSelect;

type TNewFile = {
  ownerId: number;
  kind: TFileKind;
  purpose: TFilePurpose;
  originalName: string;
  storageKey: string;
  size: number;
  mime: string;
  sha256: string;
};

/**
 * Inserts a file unless its owner would then hold more than the quota; null when refused. Every
 * row of the owner counts, soft-deleted ones too (their bytes stay on disk until the clean-up),
 * and parallel uploads of one owner queue on an advisory lock, so none slips past the sum.
 */
export async function insertWithinQuota(
  db: TDb,
  values: TNewFile,
  quota: { bytes: number; files: number },
): Promise<TFileRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rcwb:file-quota'), ${values.ownerId})`);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
      .from(files)
      .where(eq(files.ownerId, values.ownerId));
    if ((held?.n ?? 0) + 1 > quota.files || Number(held?.bytes ?? 0) + values.size > quota.bytes) return null;
    const [row] = await tx.insert(files).values(values).returning();
    return row!;
  });
}

/** A stored, not deleted file by its storage key. */
export async function findByKey(db: TDb, key: string): Promise<TFileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, key), isNull(files.deletedAt)));
  return row;
}

/** A stored, not deleted file by id (the caller has checked that id is a uuid). */
export async function findById(db: TDb, id: string): Promise<TFileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  return row;
}

/**
 * Live pictures among the given ids, in the order given (a deleted or non-image id is left out):
 * the public URLs of a record's images.
 */
export async function imagesInOrder(
  db: TExec,
  ids: readonly string[],
): Promise<{ id: string; url: string }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.kind, 'image'), isNull(files.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, `/files/${r.storageKey}`]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, url: byId.get(id)! }] : []));
}

/** Soft-deletes a file of its owner; the bytes stay until a clean-up job removes them. */
export async function softDelete(db: TDb, id: string, ownerId: number): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}
