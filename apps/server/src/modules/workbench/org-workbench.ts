import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  DELIVERY_PERMS,
  DELIVERY_STATUSES,
  JOB_PERMS,
  type TWorkbenchCard,
  type TWorkbenchCards,
  hasPermi,
  screenPath,
} from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { type TJobStatus, deliveries, interviews, jobPostings } from '../../db/schema';
import type { TSessionUser } from '../../core/session-user';

/** Interviews still to come that the person has not declined and nobody cancelled. */
const UPCOMING = ['pending', 'accepted'] as const;

const byKey = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [r.key, r.n]));

async function pipeline(db: TDb, orgId: number): Promise<TWorkbenchCard> {
  const rows = await db
    .select({ key: deliveries.status, n: count() })
    .from(deliveries)
    .where(eq(deliveries.orgId, orgId))
    .groupBy(deliveries.status);
  const n = byKey(rows);
  return {
    key: 'pipeline',
    figures: DELIVERY_STATUSES.map((status) => ({
      key: `delivery.${status}`,
      value: n.get(status) ?? 0,
      unit: 'count',
      link: screenPath('g050104', undefined, { status }),
    })),
  };
}

async function postings(db: TDb, orgId: number): Promise<TWorkbenchCard> {
  const [rows, revisions] = await Promise.all([
    db
      .select({ key: jobPostings.status, n: count() })
      .from(jobPostings)
      .where(eq(jobPostings.orgId, orgId))
      .groupBy(jobPostings.status),
    db
      .select({ n: count() })
      .from(jobPostings)
      .where(and(eq(jobPostings.orgId, orgId), isNotNull(jobPostings.revision))),
  ]);
  const n = byKey(rows);
  // Live first, then what waits for the reviewers, then the drafts to finish.
  const order = ['published', 'pending', 'draft', 'closed'] as const satisfies readonly TJobStatus[];
  return {
    key: 'postings',
    figures: [
      ...order.map((status) => ({
        key: `posting.${status}`,
        value: n.get(status) ?? 0,
        unit: 'count' as const,
        link: screenPath('g050103', undefined, { status }),
      })),
      // A change to a live posting waits for review while the posting stays published.
      {
        key: 'posting.revision',
        value: revisions[0]?.n ?? 0,
        unit: 'count',
        link: screenPath('g050103', undefined, { status: 'published' }),
      },
    ],
  };
}

async function upcomingInterviews(db: TDb, orgId: number): Promise<TWorkbenchCard> {
  const upcoming = and(
    eq(interviews.orgId, orgId),
    gt(interviews.startsAt, sql`now()`),
    inArray(interviews.status, [...UPCOMING]),
  );
  const [all, week] = await Promise.all([
    db.select({ n: count() }).from(interviews).where(upcoming),
    db
      .select({ n: count() })
      .from(interviews)
      .where(and(upcoming, sql`${interviews.startsAt} < now() + interval '7 days'`)),
  ]);
  const link = screenPath('g050105');
  return {
    key: 'interviews',
    figures: [
      { key: 'interview.week', value: week[0]?.n ?? 0, unit: 'count', link },
      { key: 'interview.upcoming', value: all[0]?.n ?? 0, unit: 'count', link },
    ],
  };
}

/**
 * The organisation's workbench: its pipeline, its postings and its coming interviews, each card
 * only when the caller holds the permission of the list it counts.
 */
export async function orgWorkbench(db: TDb, user: TSessionUser): Promise<TWorkbenchCards> {
  const can = (perm: string) => hasPermi(user.permissions, perm);
  const cards = await Promise.all([
    can(DELIVERY_PERMS.orgList) ? pipeline(db, user.accountId) : undefined,
    can(JOB_PERMS.list) ? postings(db, user.accountId) : undefined,
    can(DELIVERY_PERMS.interviews) ? upcomingInterviews(db, user.accountId) : undefined,
  ]);
  return { cards: cards.filter((c) => c !== undefined) };
}
