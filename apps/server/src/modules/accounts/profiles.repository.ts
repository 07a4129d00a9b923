import { and, asc, eq, gt, isNull, ne, notLike, sql } from 'drizzle-orm';
import { accounts, dictEntries, files, gb01, gc01 } from '../../db/schema';
import type { TExec } from '../../core/tx';
import { imagesInOrder } from '../files';

/** A person's Gc01 with what the account holds for it (mobile, email) and the photo. */
export async function findGc01(db: TExec, accountId: number) {
  const [row] = await db
    .select({
      gc01,
      account: {
        username: accounts.username,
        mobile: accounts.mobile,
        email: accounts.email,
        status: accounts.status,
        userType: accounts.userType,
      },
      photo: { id: files.id, kind: files.kind, storageKey: files.storageKey },
    })
    .from(gc01)
    .innerJoin(accounts, eq(accounts.id, gc01.accountId))
    .leftJoin(files, and(eq(files.id, gc01.photoFileId), isNull(files.deletedAt)))
    .where(eq(gc01.accountId, accountId));
  return row;
}
export type TGc01View = NonNullable<Awaited<ReturnType<typeof findGc01>>>;

/** An organisation's Gb01 with the account's mobile and email and its licence (if not deleted). */
export async function findGb01(db: TExec, accountId: number) {
  const [row] = await db
    .select({
      gb01,
      account: {
        username: accounts.username,
        mobile: accounts.mobile,
        email: accounts.email,
        status: accounts.status,
        userType: accounts.userType,
      },
      licence: {
        id: files.id,
        kind: files.kind,
        storageKey: files.storageKey,
        originalName: files.originalName,
        mime: files.mime,
        size: files.size,
      },
    })
    .from(gb01)
    .innerJoin(accounts, eq(accounts.id, gb01.accountId))
    .leftJoin(files, and(eq(files.id, gb01.licenceFileId), isNull(files.deletedAt)))
    .where(eq(gb01.accountId, accountId));
  if (!row) return undefined;
  const g = row.gb01;
  const images = await imagesInOrder(db, [...(g.logoFileId ? [g.logoFileId] : []), ...g.photoFileIds]);
  const logo = images.find((i) => i.id === g.logoFileId) ?? null;
  return { ...row, logo, photos: images.filter((i) => g.photoFileIds.includes(i.id)) };
}
export type TGb01View = NonNullable<Awaited<ReturnType<typeof findGb01>>>;

export async function accountBasics(db: TExec, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      userType: accounts.userType,
      mobile: accounts.mobile,
      email: accounts.email,
      status: accounts.status,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export async function usernameTaken(db: TExec, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/** The account holding a mobile number, if any. */
export async function mobileOwner(db: TExec, mobile: string) {
  const [row] = await db
    .select({ id: accounts.id, username: accounts.username, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.mobile, mobile))
    .limit(1);
  return row;
}

export async function idNumberTaken(db: TExec, index: string, exceptAccountId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: gc01.accountId })
    .from(gc01)
    .where(
      and(
        eq(gc01.idNumberIndex, index),
        exceptAccountId === undefined ? undefined : ne(gc01.accountId, exceptAccountId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function creditCodeTaken(db: TExec, code: string, exceptAccountId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: gb01.accountId })
    .from(gb01)
    .where(
      and(
        eq(gb01.creditCode, code),
        exceptAccountId === undefined ? undefined : ne(gb01.accountId, exceptAccountId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Which of the (type, value) pairs are not enabled entries of their dictionary. */
export async function unknownDictValues(
  db: TExec,
  pairs: Array<{ field: string; type: string; value: string | null }>,
): Promise<string[]> {
  const wanted = pairs.filter((p): p is { field: string; type: string; value: string } => p.value !== null);
  if (!wanted.length) return [];
  const found = await db
    .select({ type: dictEntries.dictType, value: dictEntries.value })
    .from(dictEntries)
    .where(
      and(
        eq(dictEntries.enabled, true),
        sql`(${dictEntries.dictType}, ${dictEntries.value}) IN (${sql.join(
          wanted.map((p) => sql`(${p.type}, ${p.value})`),
          sql`, `,
        )})`,
      ),
    );
  const ok = new Set(found.map((f) => `${f.type}\u0000${f.value}`));
  return wanted.filter((p) => !ok.has(`${p.type}\u0000${p.value}`)).map((p) => p.field);
}

/** ID numbers stored in a format older than the current one (`v2.`), by account, after `afterId`. */
export async function oldFormatIdNumbers(db: TExec, afterId: number, limit: number) {
  return db
    .select({ accountId: gc01.accountId, idNumberEnc: gc01.idNumberEnc })
    .from(gc01)
    .where(and(gt(gc01.accountId, afterId), notLike(gc01.idNumberEnc, 'v2.%')))
    .orderBy(asc(gc01.accountId))
    .limit(limit);
}

/** Stores an ID number again in another form, unless it was changed since it was read. */
export async function rewriteIdNumber(db: TExec, accountId: number, from: string, to: string) {
  await db
    .update(gc01)
    .set({ idNumberEnc: to })
    .where(and(eq(gc01.accountId, accountId), eq(gc01.idNumberEnc, from)));
}
