import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TExec } from '../../core/tx';
import type { TDb } from '../../db/client';
import { type TExportJobStatus, exportJobs } from '../../db/schema';
import { type TPaging, pageOf } from '../../core/paging';

export type TExportJobRow = typeof exportJobs.$inferSelect;
export const ACTIVE_STATUSES = ['queued', 'running'] as const satisfies readonly TExportJobStatus[];

export async function insertJob(db: TExec, values: typeof exportJobs.$inferInsert): Promise<TExportJobRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
  return row!;
}

/** An export of its owner (anyone else's id reads as missing). */
export async function findMine(db: TExec, ownerId: number, id: number): Promise<TExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, ownerId)));
  return row;
}

export const pageOfMine = (db: TDb, ownerId: number, paging: TPaging, status?: TExportJobStatus) => {
  const where = and(eq(exportJobs.ownerId, ownerId), status ? eq(exportJobs.status, status) : undefined);
  return pageOf(
    paging,
    db.select().from(exportJobs).where(where).orderBy(desc(exportJobs.createdAt), desc(exportJobs.id)),
    db.select({ n: count() }).from(exportJobs).where(where),
  );
};

/** How many exports of the owner wait or run (a user may not queue exports without end). */
export async function activeCount(db: TExec, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exportJobs)
    .where(and(eq(exportJobs.ownerId, ownerId), inArray(exportJobs.status, ACTIVE_STATUSES)));
  return row?.n ?? 0;
}

/**
 * Takes the oldest queued export for this worker: SKIP LOCKED lets several nodes' workers take
 * different exports, never the same one twice.
 */
export async function claimNext(db: TDb): Promise<TExportJobRow | undefined> {
  const rows = await db.execute<{ id: number }>(sql`
    UPDATE export_job SET status = 'running', started_at = now(), progress = 0
    WHERE id = (SELECT id FROM export_job WHERE status = 'queued' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
    RETURNING id`);
  const id = rows.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  return row;
}

/** Writes progress while the export still runs; false when it was cancelled meanwhile. */
export async function reportProgress(db: TDb, id: number, progress: number): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ progress })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Finishes a running export; false when it was cancelled meanwhile (the caller drops its file). */
export async function finishJob(
  db: TDb,
  id: number,
  values: { fileId: string; rowCount: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ ...values, status: 'done', progress: 100, finishedAt: sql`now()` })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Marks a running export failed; false when it no longer ran (its owner cancelled it). */
export async function failJob(db: TDb, id: number, error: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'failed', error: error.slice(0, 500), finishedAt: sql`now()` })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Cancels a waiting or running export of its owner; false when it was neither. */
export async function cancelJob(db: TDb, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(
      and(
        eq(exportJobs.id, id),
        eq(exportJobs.ownerId, ownerId),
        inArray(exportJobs.status, ACTIVE_STATUSES),
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Finished exports whose time is up, marked expired; their files are for the caller to remove. */
export async function expireDue(db: TDb, now: Date): Promise<{ id: number; fileId: string | null }[]> {
  return db
    .update(exportJobs)
    .set({ status: 'expired' })
    .where(and(eq(exportJobs.status, 'done'), lt(exportJobs.expiresAt, now)))
    .returning({ id: exportJobs.id, fileId: exportJobs.fileId });
}

/** Exports left running by a node that stopped mid-way: failed, so their owners can start again. */
export async function failStale(db: TDb, startedBefore: Date): Promise<number> {
  const rows = await db
    .update(exportJobs)
    .set({ status: 'failed', error: 'interrupted', finishedAt: sql`now()` })
    .where(and(eq(exportJobs.status, 'running'), lt(exportJobs.startedAt, startedBefore)))
    .returning({ id: exportJobs.id });
  return rows.length;
}
