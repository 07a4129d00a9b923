import { statfs } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { type TWorkbenchCard, type TWorkbenchCards, USER_PERMS, hasPermi, screenPath } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TSessionUser } from '../../core/session-user';
import { accountRoles, loginLogs, roles } from '../../db/schema';

const VERSION = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;

/** pg-boss's job states, in the order an operator reads them (waiting, running, trouble). */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

async function database(deps: TDeps): Promise<{ reachable: boolean; ms: number | null }> {
  const start = performance.now();
  try {
    await deps.db.execute(sql`SELECT 1`);
    return { reachable: true, ms: Math.round((performance.now() - start) * 10) / 10 };
  } catch (err) {
    deps.log.warn({ err }, 'workbench: database not reachable');
    return { reachable: false, ms: null };
  }
}

/** Jobs by state in the runner's queue; null where the runner has not created its tables. */
async function jobStates(deps: TDeps): Promise<Map<string, number> | null> {
  const exists = await deps.db.execute<{ t: string | null }>(
    sql`SELECT to_regclass('pgboss.job')::text AS t`,
  );
  if (!exists.rows[0]?.t) return null;
  const rows = await deps.db.execute<{ state: string; n: number }>(
    sql`SELECT state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY state`,
  );
  return new Map(rows.rows.map((r) => [r.state, r.n]));
}

async function disk(dir: string): Promise<{ free: number; total: number } | null> {
  try {
    const s = await statfs(dir);
    return { free: s.bavail * s.bsize, total: s.blocks * s.bsize };
  } catch {
    return null;
  }
}

async function accountsByRole(deps: TDeps) {
  return deps.db
    .select({ key: roles.key, n: count(accountRoles.accountId) })
    .from(roles)
    .leftJoin(accountRoles, eq(accountRoles.roleId, roles.id))
    .groupBy(roles.key, roles.sort)
    .orderBy(roles.sort);
}

async function failedSignIns(deps: TDeps, hours: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(loginLogs)
    .where(
      and(
        eq(loginLogs.success, false),
        gt(loginLogs.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The administrator's workbench: whether the server's parts are well (database, background jobs,
 * disk of the data directory), what runs (version, uptime), the accounts by role and the failed
 * sign-ins of late. Figures are measured on each call, never cached.
 */
export async function systemWorkbench(deps: TDeps, user: TSessionUser): Promise<TWorkbenchCards> {
  const canUsers = hasPermi(user.permissions, USER_PERMS.list);
  const [db, jobs, space, byRole, failedHour, failedDay] = await Promise.all([
    database(deps),
    jobStates(deps).catch(() => null),
    disk(deps.config.dataDir),
    canUsers ? accountsByRole(deps) : Promise.resolve(undefined),
    failedSignIns(deps, 1),
    failedSignIns(deps, 24),
  ]);
  const cards: TWorkbenchCard[] = [
    {
      key: 'health',
      figures: [
        { key: 'database', value: db.reachable ? 'up' : 'down', unit: 'text' },
        { key: 'databaseLatency', value: db.ms, unit: 'ms' },
        { key: 'jobRunner', value: deps.jobs.started ? 'running' : 'stopped', unit: 'text' },
        // Redis shared by the nodes: down means they may diverge (limits, live messages, caches).
        { key: 'sharedState', value: deps.shared.status(), unit: 'text' },
        { key: 'diskFree', value: space?.free ?? null, unit: 'bytes' },
        { key: 'diskTotal', value: space?.total ?? null, unit: 'bytes' },
        { key: 'version', value: VERSION, unit: 'text' },
        { key: 'uptime', value: Math.round(process.uptime()), unit: 'seconds' },
      ],
    },
    {
      key: 'jobs',
      figures: JOB_STATES.map((state) => ({
        key: `job.${state}`,
        value: jobs ? (jobs.get(state) ?? 0) : null,
        unit: 'count',
      })),
    },
    {
      key: 'signIns',
      figures: [
        { key: 'failedHour', value: failedHour, unit: 'count' },
        { key: 'failedDay', value: failedDay, unit: 'count' },
      ],
    },
  ];
  if (byRole)
    cards.splice(1, 0, {
      key: 'accounts',
      figures: byRole.map((r) => ({
        key: `role.${r.key}`,
        value: r.n,
        unit: 'count',
        link: screenPath('g300101'),
      })),
    });
  return { cards };
}
