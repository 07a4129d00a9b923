import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { guard, page, route } from '../../core/route';
import { jobAlertSends, jobAlerts } from '../../db/schema';
import { summaryName } from './alert-name';
import { ALERT_PERMS } from '@rcwb/shared';
import { MAX_ALERTS, ZAddAlert, ZAlertId, ZEditAlert, storedFilters } from './job-alerts.schemas';

/**
 * A person's job alerts (g010704): save the current search, list them with how many postings
 * each announced since it was last opened, rename, pause or resume, open as a search, delete.
 * Every id is looked up among the caller's own alerts; another's reads as missing.
 */
export function jobAlertRoutes(deps: TDeps) {
  const { db } = deps;
  const own = (accountId: number, id: number) =>
    and(eq(jobAlerts.accountId, accountId), eq(jobAlerts.id, id));
  const newSince = sql<number>`(SELECT count(*)::int FROM ${jobAlertSends} x
    WHERE x.alert_id = ${jobAlerts.id} AND x.sent_at > ${jobAlerts.openedAt})`;
  const present = (a: typeof jobAlerts.$inferSelect & { newCount?: number }) => ({
    id: a.id,
    name: a.name,
    filters: a.filters,
    enabled: a.enabled,
    newCount: a.newCount ?? 0,
    openedAt: a.openedAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
  });

  return [
    route({
      method: 'GET',
      url: '/job-alert/list',
      guard: guard.perm(ALERT_PERMS.manage),
      handler: async ({ user }) => {
        const rows = await db
          .select({ alert: jobAlerts, newCount: newSince })
          .from(jobAlerts)
          .where(eq(jobAlerts.accountId, user.accountId))
          .orderBy(desc(jobAlerts.id));
        return page(
          rows.map((r) => present({ ...r.alert, newCount: r.newCount })),
          rows.length,
        );
      },
    }),
    route({
      method: 'POST',
      url: '/job-alert',
      guard: guard.perm(ALERT_PERMS.manage),
      input: ZAddAlert,
      handler: async ({ input, user, locale }) => {
        const name = input.name ?? (await summaryName(db, input.filters, locale));
        const created = await db.transaction(async (tx) => {
          // One person's saves are serialised, so two at once cannot pass the limit together.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('job_alert'), ${user.accountId})`);
          const [n] = await tx
            .select({ n: count() })
            .from(jobAlerts)
            .where(eq(jobAlerts.accountId, user.accountId));
          if ((n?.n ?? 0) >= MAX_ALERTS) throw warning('alerts.limit', { max: MAX_ALERTS });
          const [row] = await tx
            .insert(jobAlerts)
            .values({ accountId: user.accountId, name, filters: storedFilters(input.filters) })
            .returning();
          return row!;
        });
        return present(created);
      },
    }),
    route({
      method: 'PUT',
      url: '/job-alert/:id',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZAlertId,
      input: ZEditAlert,
      handler: async ({ params, input, user }) => {
        const [row] = await db
          .update(jobAlerts)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          })
          .where(own(user.accountId, params.id))
          .returning();
        if (!row) throw notFound('alerts.notFound');
        return present(row);
      },
    }),
    route({
      method: 'POST',
      url: '/job-alert/:id/open',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZAlertId,
      handler: async ({ params, user }) => {
        // Opening the alert as a search: postings it announced until now are no longer new.
        const [row] = await db
          .update(jobAlerts)
          .set({ openedAt: sql`now()` })
          .where(own(user.accountId, params.id))
          .returning();
        if (!row) throw notFound('alerts.notFound');
        return present(row);
      },
    }),
    route({
      method: 'DELETE',
      url: '/job-alert/:id',
      guard: guard.perm(ALERT_PERMS.manage),
      params: ZAlertId,
      handler: async ({ params, user }) => {
        const removed = await db
          .delete(jobAlerts)
          .where(own(user.accountId, params.id))
          .returning({ id: jobAlerts.id });
        if (!removed.length) throw notFound('alerts.notFound');
        return { id: params.id };
      },
    }),
  ];
}
