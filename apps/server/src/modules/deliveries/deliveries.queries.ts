import { type SQL, and, count, desc, eq, getTableName, gte, lt, sql } from 'drizzle-orm';
import { presentMatch } from './match';
import { DELIVERY_STATUSES, type TDeliveryCounts, type TDeliveryRow } from '@rcwb/shared';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { deliveries } from '../../db/schema';
import type { TDb } from '../../db/client';
import { fromBound, likePattern, pageOf, toBound } from '../../core/paging';
import type { TMyDeliveryList, TOrgDeliveryList, TStaffDeliveryList } from './deliveries.schemas';

/**
 * The delivery lists of the three sides. Titles and names come from the snapshot: a list shows
 * what was delivered, whatever happened to the posting or resume since.
 */
const jobTitle = sql<string>`${deliveries.snapshot}->'job'->>'title'`;
const orgName = sql<string>`${deliveries.snapshot}->'job'->>'orgName'`;
const resumeTitle = sql<string>`${deliveries.snapshot}->'resume'->>'title'`;
const personName = sql<string>`${deliveries.snapshot}->'person'->>'name'`;
/**
 * The row's own latest step. The outer id is spelt with its table: in a one-table select Drizzle
 * writes a column bare ("id"), and inside the subquery a bare id is the event's, which matched
 * each row with whichever event happened to share its number.
 */
const latestEvent = sql<{ kind: string; createdAt: string } | null>`(
  SELECT json_build_object('kind', e.kind, 'createdAt', e.created_at)
  FROM delivery_event e WHERE e.delivery_id = ${sql.identifier(getTableName(deliveries))}.${sql.identifier(deliveries.id.name)}
  ORDER BY e.id DESC LIMIT 1)`;

/**
 * A person's name as an organisation's list shows it (the one rule of core/personal-data.ts). The
 * full name is on the delivery detail, where reading it is recorded as a contact view.
 */
import { maskName } from '../../core/personal-data';
export { maskName };

type TNameShown = 'none' | 'masked' | 'full';

async function listRows(
  db: TDb,
  where: SQL | undefined,
  paging: { page: number; limit: number },
  names: TNameShown,
  sort?: 'match',
) {
  const order =
    sort === 'match'
      ? [sql`${deliveries.matchScore} DESC NULLS LAST`, desc(deliveries.updatedAt), desc(deliveries.id)]
      : [desc(deliveries.updatedAt), desc(deliveries.id)];
  const { rows, total } = await pageOf(
    paging,
    db
      .select({
        id: deliveries.id,
        status: deliveries.status,
        jobId: deliveries.jobId,
        jobTitle,
        orgName,
        resumeTitle,
        personName,
        greeting: deliveries.greeting,
        matchScore: deliveries.matchScore,
        matchReasons: deliveries.matchReasons,
        latestEvent,
        createdAt: deliveries.createdAt,
        updatedAt: deliveries.updatedAt,
      })
      .from(deliveries)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(deliveries).where(where),
  );
  return page(
    rows.map(({ personName: name, greeting, matchScore, matchReasons, ...r }): TDeliveryRow => {
      const latest = r.latestEvent;
      return {
        ...r,
        ...(names === 'none' ? {} : { personName: names === 'full' ? name : maskName(name) }),
        // The organisation's list: what the person wrote and how well the resume fits.
        ...(names === 'masked' ? { greeting, match: presentMatch(matchScore, matchReasons) } : {}),
        latestEvent: latest
          ? { kind: latest.kind, createdAt: new Date(latest.createdAt).toISOString() }
          : null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
    total,
  );
}

async function countsBy(db: TDb, where: SQL | undefined): Promise<TDeliveryCounts> {
  const rows = await db
    .select({ status: deliveries.status, n: count() })
    .from(deliveries)
    .where(where)
    .groupBy(deliveries.status);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as TDeliveryCounts;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

const statusIs = (status: string | undefined) =>
  status ? eq(deliveries.status, status as TDeliveryRow['status']) : undefined;

export const myDeliveries = (db: TDb, user: TSessionUser, f: TMyDeliveryList) =>
  listRows(db, and(eq(deliveries.personId, user.accountId), statusIs(f.status)), f, 'none');

const orgScope = (user: TSessionUser, f: Pick<TOrgDeliveryList, 'jobId'>) =>
  and(eq(deliveries.orgId, user.accountId), f.jobId ? eq(deliveries.jobId, f.jobId) : undefined);

export const orgDeliveries = (db: TDb, user: TSessionUser, f: TOrgDeliveryList) =>
  listRows(db, and(orgScope(user, f), statusIs(f.status)), f, 'masked', f.sort);

export const orgCounts = (db: TDb, user: TSessionUser, f: Pick<TOrgDeliveryList, 'jobId'>) =>
  countsBy(db, orgScope(user, f));

const staffScope = (f: Omit<TStaffDeliveryList, 'status' | 'page' | 'limit'>) =>
  and(
    f.orgName ? sql`${orgName} ILIKE ${likePattern(f.orgName)}` : undefined,
    f.keyword ? sql`${jobTitle} ILIKE ${likePattern(f.keyword)}` : undefined,
    f.from ? gte(deliveries.createdAt, fromBound(f.from)) : undefined,
    f.to ? lt(deliveries.createdAt, toBound(f.to)) : undefined,
  );

export const staffDeliveries = (db: TDb, f: TStaffDeliveryList) =>
  listRows(db, and(staffScope(f), statusIs(f.status)), f, 'full');

export const staffCounts = (db: TDb, f: TStaffDeliveryList) => countsBy(db, staffScope(f));
