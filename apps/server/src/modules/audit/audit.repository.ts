import { type SQL, and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts, loginLogs, operationLogs, personalDataReads } from '../../db/schema';
import { type TPaging, fromBound, likePattern, pageOf, toBound } from '../../core/paging';
import type { TLoginFilters, TOperationFilters, TReadFilters } from './audit.schemas';

export type TOperationInsert = typeof operationLogs.$inferInsert;

export async function insertOperation(db: TDb, entry: TOperationInsert): Promise<void> {
  await db.insert(operationLogs).values(entry);
}

const operationColumns = {
  id: operationLogs.id,
  username: operationLogs.username,
  /** The account's current display name (the username stays as it was written). */
  name: accounts.name,
  module: operationLogs.module,
  action: operationLogs.action,
  method: operationLogs.method,
  path: operationLogs.path,
  ip: operationLogs.ip,
  userAgent: operationLogs.userAgent,
  statusCode: operationLogs.statusCode,
  durationMs: operationLogs.durationMs,
  actionKey: operationLogs.actionKey,
  objectKind: operationLogs.objectKind,
  objectId: operationLogs.objectId,
  objectName: operationLogs.objectName,
  createdAt: operationLogs.createdAt,
};
export type TOperationRow = {
  id: number;
  username: string;
  name: string | null;
  module: string;
  action: string;
  method: string;
  path: string;
  ip: string | null;
  userAgent: string | null;
  statusCode: number;
  durationMs: number;
  actionKey: string | null;
  objectKind: string | null;
  objectId: string | null;
  objectName: string | null;
  createdAt: Date;
};

function operationWhere(f: TOperationFilters): SQL | undefined {
  return and(
    f.username ? sql`${operationLogs.username} ilike ${likePattern(f.username)}` : undefined,
    f.module ? sql`${operationLogs.module} ilike ${likePattern(f.module)}` : undefined,
    f.method ? eq(operationLogs.method, f.method) : undefined,
    f.actionKey ? eq(operationLogs.actionKey, f.actionKey) : undefined,
    f.objectKind ? eq(operationLogs.objectKind, f.objectKind) : undefined,
    f.status === 'ok' ? eq(operationLogs.statusCode, 200) : undefined,
    f.status === 'failed' ? ne(operationLogs.statusCode, 200) : undefined,
    f.from ? gte(operationLogs.createdAt, fromBound(f.from)) : undefined,
    f.to ? lt(operationLogs.createdAt, toBound(f.to)) : undefined,
  );
}

const operationQuery = (db: TDb, where: SQL | undefined) =>
  db
    .select(operationColumns)
    .from(operationLogs)
    .leftJoin(accounts, eq(accounts.id, operationLogs.accountId))
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id));

export async function listOperations(db: TDb, f: TOperationFilters, p: TPaging) {
  const where = operationWhere(f);
  const { rows, total } = await pageOf(
    p,
    operationQuery(db, where),
    db.select({ n: count() }).from(operationLogs).where(where),
  );
  return { rows: rows as TOperationRow[], total: total };
}

export const operationsForExport = async (db: TDb, f: TOperationFilters, cap: number) =>
  (await operationQuery(db, operationWhere(f)).limit(cap)) as TOperationRow[];

const loginColumns = {
  id: loginLogs.id,
  username: loginLogs.username,
  name: accounts.name,
  success: loginLogs.success,
  reason: loginLogs.reason,
  ip: loginLogs.ip,
  userAgent: loginLogs.userAgent,
  createdAt: loginLogs.createdAt,
};
export type TLoginRow = {
  id: number;
  username: string;
  name: string | null;
  success: boolean;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
};

function loginWhere(f: TLoginFilters): SQL | undefined {
  return and(
    f.username ? sql`${loginLogs.username} ilike ${likePattern(f.username)}` : undefined,
    f.success === undefined ? undefined : eq(loginLogs.success, f.success === '1'),
    f.ip ? sql`${loginLogs.ip} ilike ${likePattern(f.ip)}` : undefined,
    f.from ? gte(loginLogs.createdAt, fromBound(f.from)) : undefined,
    f.to ? lt(loginLogs.createdAt, toBound(f.to)) : undefined,
  );
}

const loginQuery = (db: TDb, where: SQL | undefined) =>
  db
    .select(loginColumns)
    .from(loginLogs)
    .leftJoin(accounts, eq(accounts.id, loginLogs.accountId))
    .where(where)
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id));

export async function listLogins(db: TDb, f: TLoginFilters, p: TPaging) {
  const where = loginWhere(f);
  const { rows, total } = await pageOf(
    p,
    loginQuery(db, where),
    db.select({ n: count() }).from(loginLogs).where(where),
  );
  return { rows: rows as TLoginRow[], total: total };
}

export const loginsForExport = async (db: TDb, f: TLoginFilters, cap: number) =>
  (await loginQuery(db, loginWhere(f)).limit(cap)) as TLoginRow[];

export type TReadRow = typeof personalDataReads.$inferSelect;

function readWhere(f: TReadFilters): SQL | undefined {
  return and(
    f.viewer ? sql`${personalDataReads.viewerUsername} ilike ${likePattern(f.viewer)}` : undefined,
    f.subject ? sql`${personalDataReads.subjectUsername} ilike ${likePattern(f.subject)}` : undefined,
    f.kind ? sql`${f.kind} = ANY(${personalDataReads.kinds})` : undefined,
    f.from ? gte(personalDataReads.createdAt, fromBound(f.from)) : undefined,
    f.to ? lt(personalDataReads.createdAt, toBound(f.to)) : undefined,
  );
}

export async function listReads(db: TDb, f: TReadFilters, p: TPaging) {
  const where = readWhere(f);
  return pageOf(
    p,
    db
      .select()
      .from(personalDataReads)
      .where(where)
      .orderBy(desc(personalDataReads.createdAt), desc(personalDataReads.id)),
    db.select({ n: count() }).from(personalDataReads).where(where),
  );
}
