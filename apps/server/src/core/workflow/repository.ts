import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  accountRoles,
  accounts,
  menus,
  roleMenus,
  roles,
  workflowAssignments,
  workflowDefinitions,
  workflowInstances,
  workflowSteps,
} from '../../db/schema';
import type { TExec, TTx } from '../tx';
import { type TProcessDefinition, type TStepActors, ZProcessDefinition } from './definition';

export type TInstanceRow = typeof workflowInstances.$inferSelect;
export type TStepRow = typeof workflowSteps.$inferSelect;
export type TStoredDefinition = { id: number; key: string; version: number; def: TProcessDefinition };

const stored = (row: typeof workflowDefinitions.$inferSelect): TStoredDefinition => ({
  id: row.id,
  key: row.key,
  version: row.version,
  // Stored bodies were checked when written; parsing again fills defaults of older versions.
  def: ZProcessDefinition.parse(row.body),
});

export async function latestDefinition(db: TExec, key: string): Promise<TStoredDefinition | undefined> {
  const [row] = await db
    .select()
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.key, key))
    .orderBy(desc(workflowDefinitions.version))
    .limit(1);
  return row && stored(row);
}

export async function definitionById(db: TExec, id: number): Promise<TStoredDefinition | undefined> {
  const [row] = await db.select().from(workflowDefinitions).where(eq(workflowDefinitions.id, id));
  return row && stored(row);
}

/** Versions of one process, newest first. */
export async function definitionVersions(db: TExec, key: string): Promise<TStoredDefinition[]> {
  const rows = await db
    .select()
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.key, key))
    .orderBy(desc(workflowDefinitions.version));
  return rows.map(stored);
}

/** Serialises publishers of one process key (two nodes starting at once). */
export const lockDefinitionKey = (tx: TTx, key: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rcwb:workflow:${key}`}, 0))`);

export async function insertDefinition(tx: TTx, def: TProcessDefinition, version: number) {
  const [row] = await tx.insert(workflowDefinitions).values({ key: def.key, version, body: def }).returning();
  return stored(row!);
}

export async function instanceOf(
  db: TExec,
  kind: string,
  subjectId: number,
): Promise<TInstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.kind, kind), eq(workflowInstances.subjectId, subjectId)));
  return row;
}

/** The instance with its row locked until the transaction ends: actions on one application take turns. */
export async function lockInstance(
  tx: TTx,
  kind: string,
  subjectId: number,
): Promise<TInstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(workflowInstances)
    .where(and(eq(workflowInstances.kind, kind), eq(workflowInstances.subjectId, subjectId)))
    .for('update');
  return row;
}

export async function insertInstance(tx: TTx, values: typeof workflowInstances.$inferInsert) {
  const [row] = await tx
    .insert(workflowInstances)
    .values(values)
    .onConflictDoNothing({ target: [workflowInstances.kind, workflowInstances.subjectId] })
    .returning();
  return row;
}

export async function updateInstance(
  tx: TTx,
  id: number,
  values: Partial<typeof workflowInstances.$inferInsert>,
) {
  const [row] = await tx
    .update(workflowInstances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workflowInstances.id, id))
    .returning();
  return row!;
}

export const insertStep = (tx: TTx, values: typeof workflowSteps.$inferInsert) =>
  tx.insert(workflowSteps).values(values);

export async function assignedTo(db: TExec, instanceId: number, step: string): Promise<number[]> {
  const rows = await db
    .select({ id: workflowAssignments.accountId })
    .from(workflowAssignments)
    .where(and(eq(workflowAssignments.instanceId, instanceId), eq(workflowAssignments.step, step)));
  return rows.map((r) => r.id);
}

export async function actorsOfRound(
  db: TExec,
  instanceId: number,
  step: string,
  round: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: workflowSteps.actorId })
    .from(workflowSteps)
    .where(
      and(
        eq(workflowSteps.instanceId, instanceId),
        eq(workflowSteps.step, step),
        eq(workflowSteps.round, round),
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

export async function assign(
  tx: TTx,
  instanceId: number,
  step: string,
  people: readonly number[],
  by: number,
) {
  if (!people.length) return;
  await tx
    .insert(workflowAssignments)
    .values(people.map((accountId) => ({ instanceId, step, accountId, assignedBy: by })))
    .onConflictDoNothing();
}

/** Accounts that exist and are active, of the ids given (assignees must be real people). */
export async function activeAccounts(db: TExec, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, [...ids]), eq(accounts.status, 'active')));
  return rows.map((r) => r.id);
}

export const timelineOf = (db: TExec, instanceId: number): Promise<TStepRow[]> =>
  db
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.instanceId, instanceId))
    .orderBy(asc(workflowSteps.id));

/**
 * The active accounts that may act at a step by role or permission (a permission is held through
 * a role's menu rows, as sign-in computes it), plus the people assigned to it.
 */
export async function holdersOf(
  db: TExec,
  actors: TStepActors,
  assigned: readonly number[],
): Promise<number[]> {
  const ids = new Set<number>(assigned);
  if (actors.roles.length) {
    const rows = await db
      .select({ id: accountRoles.accountId })
      .from(accountRoles)
      .innerJoin(roles, eq(roles.id, accountRoles.roleId))
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .where(and(inArray(roles.key, actors.roles), eq(accounts.status, 'active')));
    for (const r of rows) ids.add(r.id);
  }
  if (actors.perms.length) {
    const rows = await db
      .select({ id: accountRoles.accountId })
      .from(accountRoles)
      .innerJoin(roleMenus, eq(roleMenus.roleId, accountRoles.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .where(and(inArray(menus.perms, actors.perms), eq(accounts.status, 'active')));
    for (const r of rows) ids.add(r.id);
  }
  return [...ids];
}

/** Applications whose reminder or deadline has come, locked; rows another node holds are skipped. */
export function dueInstances(tx: TTx, which: 'remind' | 'overdue', now: Date, limit: number) {
  const active = inArray(workflowInstances.status, ['submitted', 'in-review']);
  const cond =
    which === 'remind'
      ? and(
          active,
          sql`${workflowInstances.remindAt} <= ${now}`,
          // Past the deadline already (e.g. the server was down): the overdue notice says it all.
          sql`${workflowInstances.dueAt} > ${now}`,
          sql`${workflowInstances.remindedAt} IS NULL`,
          sql`${workflowInstances.overdueAt} IS NULL`,
        )
      : and(active, sql`${workflowInstances.dueAt} <= ${now}`, sql`${workflowInstances.overdueAt} IS NULL`);
  return tx
    .select()
    .from(workflowInstances)
    .where(cond)
    .orderBy(asc(workflowInstances.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
