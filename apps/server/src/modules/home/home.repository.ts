import { type SQL, and, count, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts, files, messages } from '../../db/schema';
import { PORTAL_TIME_ZONE } from '../../core/time';

/**
 * Days are counted in the region's time zone, not the server's or UTC: a sign-in at 07:00 local
 * time belongs to that local day whatever clock the host runs on.
 */
export const REPORT_TIME_ZONE = PORTAL_TIME_ZONE;

const localToday = sql`(now() at time zone ${REPORT_TIME_ZONE})::date`;

/**
 * Counts of `table.created_at` per local day for the last `days` days (today included), every day
 * present (zero when nothing happened), oldest first. `filter` narrows the rows; `measures` names
 * several conditional counts computed in the same pass.
 */
async function perDay<K extends string>(
  db: TDb,
  opts: { table: string; days: number; where?: SQL; measures: Record<K, SQL> },
): Promise<Array<{ date: string } & Record<K, number>>> {
  const names = Object.keys(opts.measures) as K[];
  const counted = sql.join(
    names.map((name) => sql`count(*) filter (where ${opts.measures[name]})::int as ${sql.identifier(name)}`),
    sql`, `,
  );
  const coalesced = sql.join(
    names.map((name) => sql`coalesce(c.${sql.identifier(name)}, 0)::int as ${sql.identifier(name)}`),
    sql`, `,
  );
  const first = sql`(${localToday} - ${opts.days - 1}::int)`;
  const result = await db.execute(sql`
    with days as (
      select generate_series(${first}, ${localToday}, interval '1 day')::date as day
    ),
    c as (
      select (created_at at time zone ${REPORT_TIME_ZONE})::date as day, ${counted}
      from ${sql.identifier(opts.table)}
      where created_at >= (${first}::timestamp at time zone ${REPORT_TIME_ZONE})
        ${opts.where ? sql`and ${opts.where}` : sql``}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, ${coalesced}
    from days left join c on c.day = days.day
    order by days.day`);
  return result.rows as Array<{ date: string } & Record<K, number>>;
}

/** New accounts per local day. */
export const newAccountsPerDay = (db: TDb, days: number) =>
  perDay(db, { table: 'account', days, measures: { value: sql`true` } });

/** Sign-in attempts per local day, split by outcome; one account's or everyone's. */
export const signInsPerDay = (db: TDb, days: number, accountId?: number) =>
  perDay(db, {
    table: 'login_log',
    days,
    ...(accountId === undefined ? {} : { where: sql`account_id = ${accountId}` }),
    measures: { success: sql`success`, failed: sql`not success` },
  });

/** Accounts by user type and status (a lock that has run out counts as active). */
export async function accountsByTypeAndStatus(db: TDb) {
  const status = sql<string>`case when ${accounts.status} = 'active' and ${accounts.lockedUntil} > now()
    then 'locked' else ${accounts.status} end`;
  return db
    .select({ userType: accounts.userType, status, n: count() })
    .from(accounts)
    .groupBy(accounts.userType, status);
}

/** Stored (not deleted) files and their total size; one owner's or everyone's. */
export async function fileTotals(db: TDb, ownerId?: number): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ n: count(), bytes: sum(files.size) })
    .from(files)
    .where(and(isNull(files.deletedAt), ownerId === undefined ? undefined : eq(files.ownerId, ownerId)));
  return { count: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export async function messageTotals(db: TDb, accountId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int` })
    .from(messages)
    .where(eq(messages.recipientId, accountId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Accounts that cannot sign in right now: locked by staff, disabled, or in a lockout. */
export async function blockedAccounts(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(
      or(
        eq(accounts.status, 'locked'),
        eq(accounts.status, 'disabled'),
        gt(accounts.lockedUntil, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

export async function profileCompleteOf(db: TDb, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ complete: accounts.profileComplete })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.complete ?? false;
}
