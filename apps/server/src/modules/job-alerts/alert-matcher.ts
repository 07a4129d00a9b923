import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { accounts, gb01, jobAlertSends, jobAlerts, jobPostings } from '../../db/schema';
import { whereOf } from '../job-search';
import { queryTokens } from '../job-search';
import { ZAlertFilters } from './job-alerts.schemas';

/** Alerts evaluated per statement: one EXISTS over the posting's single search row each. */
const BATCH = 200;

/**
 * The enabled alerts among `alerts` whose search finds the posting: each alert's own search
 * WHERE (job-search's whereOf, the one definition of what a search matches) run against the
 * posting's job_search row, so an alert fires exactly when its search would list the posting.
 */
async function matching(deps: Pick<TDeps, 'db'>, jobId: number, alerts: { id: number; filters: unknown }[]) {
  const checks = alerts.flatMap((a) => {
    const f = ZAlertFilters.safeParse(a.filters);
    // A search saved under older rules that no longer validates cannot match anything.
    if (!f.success) return [];
    const { tokens } = queryTokens(f.data.keyword ?? '');
    return [
      sql`SELECT ${a.id}::int AS id WHERE EXISTS (SELECT 1 FROM job_search s WHERE s.job_id = ${jobId} AND ${whereOf(
        { ...f.data, page: 1, limit: 1 },
        tokens,
      )})`,
    ];
  });
  if (!checks.length) return [];
  const result = await deps.db.execute<{ id: number }>(sql.join(checks, sql` UNION ALL `));
  return result.rows.map((r) => r.id);
}

/**
 * Tells the owner of every enabled alert matching a just-published posting, once per alert and
 * posting (job_alert_send records what was sent; a second publication of the same posting tells
 * only alerts that have not announced it yet). Runs after the publishing transaction committed.
 * Returns the ids of the alerts that were told.
 */
export async function announcePosting(
  deps: Pick<TDeps, 'db' | 'notifier'>,
  jobId: number,
): Promise<number[]> {
  const [job] = await deps.db
    .select({
      title: jobPostings.title,
      status: jobPostings.status,
      orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
    })
    .from(jobPostings)
    .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
    .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
    .where(eq(jobPostings.id, jobId));
  if (!job || job.status !== 'published') return [];
  const told: number[] = [];
  let after = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: jobAlerts.id, filters: jobAlerts.filters })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.enabled, true), sql`${jobAlerts.id} > ${after}`))
      .orderBy(jobAlerts.id)
      .limit(BATCH);
    if (!batch.length) break;
    after = batch[batch.length - 1]!.id;
    const matched = await matching(deps, jobId, batch);
    if (!matched.length) continue;
    // Claim the sends first: only alerts not told about this posting yet come back.
    const claimed = await deps.db
      .insert(jobAlertSends)
      .values(matched.map((alertId) => ({ alertId, jobId })))
      .onConflictDoNothing()
      .returning({ alertId: jobAlertSends.alertId });
    if (!claimed.length) continue;
    const owners = await deps.db
      .select({ id: jobAlerts.id, accountId: jobAlerts.accountId, name: jobAlerts.name })
      .from(jobAlerts)
      .where(
        inArray(
          jobAlerts.id,
          claimed.map((c) => c.alertId),
        ),
      );
    for (const alert of owners) {
      await deps.notifier.notify(alert.accountId, {
        kind: 'job-alert',
        titleKey: 'alerts.notice.title',
        bodyKey: 'alerts.notice.body',
        params: { name: alert.name, title: job.title, org: job.orgName },
        link: `/recruitment/jobInfo?id=${jobId}`,
      });
      told.push(alert.id);
    }
  }
  return told;
}
