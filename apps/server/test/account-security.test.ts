import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messages, oidcBindings } from '../src/db/schema';
import { waitForOperation } from './audit-helpers';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAll } from './sessions';

type TBinding = { id: number; provider: string; subject: string; username: string };
type TLocked = { id: number; username: string; reason: string; lockedUntil: string | null };

let t: TTestApp;
let admin: string;
let reviewer: string;
let personId: number;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = (await signInAll(t, ['admin', 'reviewer'])) as [string, string];
  const ids = await t.deps.db.select({ id: accounts.id, username: accounts.username }).from(accounts);
  personId = ids.find((a) => a.username === 'person')!.id;
  orgId = ids.find((a) => a.username === 'org')!.id;
});
afterAll(() => t.close());

const noticesOf = (accountId: number, titleKey: string) =>
  t.deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipientId, accountId), eq(messages.titleKey, titleKey)));

describe('third-party bindings', () => {
  it('are listed for administrators only, with filters and paging', async () => {
    await t.deps.db.insert(oidcBindings).values([
      { accountId: personId, provider: 'gov', issuer: 'https://gov.example', subject: 'p-1' },
      { accountId: orgId, provider: 'corp', issuer: 'https://corp.example', subject: 'o-1' },
    ]);
    expect((await t.api.get('/system/bindings/list', {}, callAs(reviewer))).body.code).toBe(403);
    const all = await t.api.get<TBinding>('/system/bindings/list', { page: 1, limit: 1 }, callAs(admin));
    expect(all.body).toMatchObject({ code: 200, total: 2 });
    expect(all.body.rows).toHaveLength(1);
    const gov = await t.api.get<TBinding>('/system/bindings/list', { provider: 'gov' }, callAs(admin));
    expect(gov.body.rows).toEqual([
      expect.objectContaining({ provider: 'gov', subject: 'p-1', username: 'person' }),
    ]);
  });

  it('removes one, audited, and tells its owner; a second removal is refused', async () => {
    const [row] = await t.deps.db.select().from(oidcBindings).where(eq(oidcBindings.subject, 'p-1'));
    expect((await t.api.del(`/system/bindings/${row!.id}`, {}, callAs(reviewer))).body.code).toBe(403);
    expect((await t.api.del(`/system/bindings/${row!.id}`, {}, callAs(admin))).body.code).toBe(200);
    expect(await t.deps.db.select().from(oidcBindings).where(eq(oidcBindings.id, row!.id))).toEqual([]);
    expect(await noticesOf(personId, 'accountSecurity.notice.bindingRemovedTitle')).toHaveLength(1);
    await waitForOperation(
      t.deps.db,
      (r) => r.actionKey === 'delete' && r.objectKind === 'providerBinding' && r.objectId === String(row!.id),
    );
    const again = await t.api.del(`/system/bindings/${row!.id}`, {}, callAs(admin));
    expect(again.body).toMatchObject({ code: 601, msg: 'the binding no longer exists' });
  });
});

describe('locked accounts', () => {
  it('lists accounts locked by an administrator or by failed sign-ins, with the reason', async () => {
    await t.deps.db.update(accounts).set({ status: 'locked' }).where(eq(accounts.id, personId));
    await t.deps.db
      .update(accounts)
      .set({ failedLogins: 5, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(accounts.id, orgId));
    expect((await t.api.get('/system/locked/list', {}, callAs(reviewer))).body.code).toBe(403);
    const res = await t.api.get<TLocked>('/system/locked/list', { page: 1, limit: 20 }, callAs(admin));
    const rows = res.body.rows as TLocked[];
    expect(rows.find((r) => r.id === personId)).toMatchObject({ reason: 'admin', lockedUntil: null });
    expect(rows.find((r) => r.id === orgId)).toMatchObject({ reason: 'failedLogins' });
    expect(rows.find((r) => r.lockedUntil === null && r.reason === 'failedLogins')).toBeUndefined();
  });

  it('unlocks, audited, and tells the user; unlocking again is refused', async () => {
    expect((await t.api.put(`/system/user/${personId}/unlock`, {}, callAs(reviewer))).body.code).toBe(403);
    for (const id of [personId, orgId]) {
      expect((await t.api.put(`/system/user/${id}/unlock`, {}, callAs(admin))).body.code).toBe(200);
      expect(await noticesOf(id, 'accountSecurity.notice.unlockedTitle')).toHaveLength(1);
    }
    const [person] = await t.deps.db.select().from(accounts).where(eq(accounts.id, personId));
    const [org] = await t.deps.db.select().from(accounts).where(eq(accounts.id, orgId));
    expect(person).toMatchObject({ status: 'active' });
    expect(org).toMatchObject({ failedLogins: 0, lockedUntil: null });
    await waitForOperation(t.deps.db, (r) => r.actionKey === 'unlock' && r.objectId === String(personId));
    const again = await t.api.put(`/system/user/${personId}/unlock`, {}, callAs(admin));
    expect(again.body).toMatchObject({ code: 601, msg: 'the account is not locked (any more)' });
    const left = await t.api.get<TLocked>('/system/locked/list', {}, callAs(admin));
    expect((left.body.rows as TLocked[]).map((r) => r.id)).not.toContain(personId);
  });
});
