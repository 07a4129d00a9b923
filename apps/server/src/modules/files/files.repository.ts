import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { files } from '../../db/schema';
import type { TFileKind } from './file-rules';

export type TFileRow = typeof files.$inferSelect;

export async function insertFile(
  db: TDb,
  values: {
    ownerId: number;
    kind: TFileKind;
    originalName: string;
    storageKey: string;
    size: number;
    mime: string;
    sha256: string;
  },
): Promise<TFileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
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

/** Soft-deletes a file of its owner; the bytes stay until a clean-up job removes them. */
export async function softDelete(db: TDb, id: string, ownerId: number): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}
