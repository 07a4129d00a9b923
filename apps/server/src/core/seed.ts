import { and, eq, inArray, sql } from 'drizzle-orm';
import { menus, roleMenuRevocations, roleMenus, roles, seedRuns } from '../db/schema';
import type { TDeps } from './deps';
import { withStartupLock } from '../db/client';
import { manifestMenus } from './menu-rows';
import type { TMenuDef, TModule } from './module';
import { ROLE_DEFS } from './roles';

async function seedRoles(deps: TDeps): Promise<void> {
  for (const [i, r] of ROLE_DEFS.entries()) {
    await deps.db
      .insert(roles)
      .values({ key: r.key, nameZh: r.nameZh, nameEn: r.nameEn, sort: i })
      .onConflictDoNothing({ target: roles.key });
  }
}

/** The menu columns a code definition sets; an administrator's override of one is kept. */
type TMenuValues = Omit<typeof menus.$inferInsert, 'id' | 'menuKey' | 'origin' | 'overridden' | 'retiredAt'>;

const valuesOf = (d: TMenuDef, parentId: number | null): Required<TMenuValues> => ({
  parentId,
  type: d.type,
  path: d.path ?? '',
  component: d.component ?? null,
  query: d.query ? JSON.stringify(d.query) : null,
  titleZh: d.titleZh,
  titleEn: d.titleEn,
  icon: d.icon ?? null,
  sort: d.sort ?? 0,
  hidden: d.hidden ?? false,
  link: d.link ?? null,
  noCache: d.noCache ?? false,
  affix: d.affix ?? false,
  alwaysShow: d.alwaysShow ?? false,
  activeMenu: d.activeMenu ?? null,
  breadcrumb: d.breadcrumb ?? true,
  perms: d.perms ?? null,
  enabled: true,
});

/**
 * Keeps the code-defined menu rows in step with the definitions on every start: new entries are
 * added, changed ones updated, entries the code no longer defines retired (disabled and marked,
 * never deleted, so ids and links survive) and the code roles' links added and removed. Rows an
 * administrator made (origin 'admin'), the fields of a code row an administrator overrode and
 * links granted by hand are left alone, and so are the code's links an administrator took away
 * (role_menu_revoked): the sync never grants them again. One start at a time: concurrent nodes wait for the lock.
 */
export async function syncMenus(deps: TDeps, defs: TMenuDef[]): Promise<void> {
  if (!defs.length) return;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rcwb:menu-sync'))`);
    const current = new Map((await tx.select().from(menus)).map((r) => [r.menuKey, r]));
    const ids = new Map([...current.values()].map((r) => [r.menuKey, r.id]));
    const roleIds = new Map((await tx.select().from(roles)).map((r) => [r.key, r.id]));
    const codeRoles = new Set(ROLE_DEFS.map((r) => roleIds.get(r.key)));
    const links = await tx
      .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(eq(roleMenus.origin, 'code'));
    const revoked = new Set(
      (await tx.select().from(roleMenuRevocations)).map((r) => `${r.roleId}:${r.menuId}`),
    );
    const linked = new Map<number, Set<number>>();
    for (const l of links) linked.set(l.menuId, (linked.get(l.menuId) ?? new Set()).add(l.roleId));

    const defined = new Set<string>();
    // Parents first: a definition may only name a parent defined before it or already stored.
    for (const d of defs) {
      defined.add(d.key);
      const parentId = d.parent ? ids.get(d.parent) : undefined;
      if (d.parent && parentId === undefined) throw new Error(`menu ${d.key}: unknown parent ${d.parent}`);
      const values = valuesOf(d, parentId ?? null);
      const row = current.get(d.key);
      let id = row?.id;
      if (!row) {
        const [added] = await tx
          .insert(menus)
          .values({ menuKey: d.key, ...values })
          .returning({ id: menus.id });
        id = added!.id;
        ids.set(d.key, id);
      } else if (row.origin === 'code') {
        const kept = new Set(row.overridden);
        const changed = Object.fromEntries(
          Object.entries(values).filter(
            ([field, value]) => !kept.has(field) && row[field as keyof TMenuValues] !== value,
          ),
        );
        if (Object.keys(changed).length || row.retiredAt)
          await tx
            .update(menus)
            .set({ ...changed, retiredAt: null })
            .where(eq(menus.id, row.id));
      }
      if (row && (row.origin !== 'code' || row.overridden.includes('roles'))) continue;
      const want = new Set<number>();
      for (const key of d.roles) {
        const roleId = roleIds.get(key);
        if (roleId === undefined) throw new Error(`menu ${d.key}: unknown role ${key}`);
        want.add(roleId);
      }
      const have = linked.get(id!) ?? new Set<number>();
      const add = [...want].filter((r) => !have.has(r) && !revoked.has(`${r}:${id!}`));
      const drop = [...have].filter((r) => !want.has(r) && codeRoles.has(r));
      if (add.length)
        await tx
          .insert(roleMenus)
          .values(add.map((roleId) => ({ roleId, menuId: id! })))
          .onConflictDoNothing();
      if (drop.length)
        await tx
          .delete(roleMenus)
          .where(
            and(eq(roleMenus.menuId, id!), eq(roleMenus.origin, 'code'), inArray(roleMenus.roleId, drop)),
          );
    }

    const gone = [...current.values()].filter(
      (r) => r.origin === 'code' && !r.retiredAt && !defined.has(r.menuKey),
    );
    if (gone.length)
      await tx
        .update(menus)
        .set({ enabled: false, retiredAt: new Date() })
        .where(
          inArray(
            menus.id,
            gone.map((r) => r.id),
          ),
        );
  });
}

/**
 * Seeds reference data, menus and (when enabled) demo data. Each step runs once per database,
 * recorded in seed_run, inside a transaction with the record: idempotent and never overwriting
 * what users changed. Steps marked `always` (reference data that grows) run on every start and
 * must be upserts themselves.
 */
export async function runSeeds(deps: TDeps, modules: TModule[]): Promise<string[]> {
  // Nodes starting together take turns: the steps that run on every start (roles, menus,
  // reference upserts) read and then write, and would otherwise collide.
  return withStartupLock(deps.database.pool, 'seed', () => seedSteps(deps, modules));
}

async function seedSteps(deps: TDeps, modules: TModule[]): Promise<string[]> {
  await seedRoles(deps);
  // The screen manifest's rows, then any a module adds of its own.
  await syncMenus(deps, [...manifestMenus(), ...modules.flatMap((m) => m.menus ?? [])]);
  const ran: string[] = [];
  for (const step of modules.flatMap((m) => m.seeds ?? [])) {
    if (step.demo && !deps.config.seedDemo) continue;
    if (step.always) {
      await step.run(deps);
      continue;
    }
    const done = await deps.db.select().from(seedRuns).where(eq(seedRuns.step, step.name));
    if (done.length) continue;
    await deps.db.transaction(async (tx) => {
      // Concurrent starts of several nodes: only the one that claims the step runs it.
      const claimed = await tx
        .insert(seedRuns)
        .values({ step: step.name })
        .onConflictDoNothing()
        .returning({ step: seedRuns.step });
      if (!claimed.length) return;
      await step.run({ ...deps, db: tx as unknown as TDeps['db'] });
      ran.push(step.name);
    });
  }
  await deps.db.execute(sql`DELETE FROM captcha WHERE expires_at < now()`);
  return ran;
}
