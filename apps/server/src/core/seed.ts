import { eq, inArray, sql } from 'drizzle-orm';
import { menus, roleMenus, roles, seedRuns } from '../db/schema';
import type { TDeps } from './deps';
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

/**
 * Adds menu entries that modules register and the database lacks. Existing entries are left
 * alone, so what staff changed in the menu screens survives restarts.
 */
export async function syncMenus(deps: TDeps, defs: TMenuDef[]): Promise<void> {
  const keys = defs.map((d) => d.key);
  if (!keys.length) return;
  const existing = new Map(
    (
      await deps.db
        .select({ id: menus.id, key: menus.menuKey })
        .from(menus)
        .where(inArray(menus.menuKey, keys))
    ).map((r) => [r.key, r.id]),
  );
  const roleIds = new Map((await deps.db.select().from(roles)).map((r) => [r.key, r.id]));
  // Parents first: a definition may only name a parent registered before it or already stored.
  for (const d of defs) {
    if (existing.has(d.key)) continue;
    const parentId = d.parent ? existing.get(d.parent) : undefined;
    if (d.parent && parentId === undefined) throw new Error(`menu ${d.key}: unknown parent ${d.parent}`);
    const [row] = await deps.db
      .insert(menus)
      .values({
        menuKey: d.key,
        parentId: parentId ?? null,
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
      })
      .returning({ id: menus.id });
    existing.set(d.key, row!.id);
    for (const key of d.roles) {
      const roleId = roleIds.get(key);
      if (roleId === undefined) throw new Error(`menu ${d.key}: unknown role ${key}`);
      await deps.db.insert(roleMenus).values({ roleId, menuId: row!.id }).onConflictDoNothing();
    }
  }
}

/**
 * Seeds reference data, menus and (when enabled) demo data. Each step runs once per database,
 * recorded in seed_run, inside a transaction with the record: idempotent and never overwriting
 * what users changed. Steps marked `always` (reference data that grows) run on every start and
 * must be upserts themselves.
 */
export async function runSeeds(deps: TDeps, modules: TModule[]): Promise<string[]> {
  await seedRoles(deps);
  await syncMenus(
    deps,
    modules.flatMap((m) => m.menus ?? []),
  );
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
