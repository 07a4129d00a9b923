import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES, operationSentence, translate } from '@rcwb/shared';
import { buildApp, type TRegisteredRoute } from '../src/app';
import { connectDb } from '../src/db/client';
import { accounts, gb01 } from '../src/db/schema';
import { describeAudited } from '../src/modules/audit/audit-sentences';
import { caller, jobForm, makeOrg } from './jobs-helpers';
import { waitForOperation } from './audit-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

type TOperation = {
  action: string;
  method: string;
  actionKey: string;
  objectKind: string;
  objectId: string;
  objectName: string;
  sentence: string;
};

let t: TTestApp;
let routes: TRegisteredRoute[];
let admin: string;
let reviewer: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestApp();
  const database = connectDb(t.databaseUrl, 1);
  const built = await buildApp({ config: t.config, database, logger: false });
  routes = built.routes;
  await built.app.close();
  await database.close();
  [admin, reviewer, auditor] = (await Promise.all(
    ['admin', 'reviewer', 'auditor'].map((u) => signInAs(t, u)),
  )) as [string, string, string];
});
afterAll(() => t.close());

/** The auditor's view of the operation log, in a language, with filters. */
async function auditorList(language: string, filters: Record<string, unknown>) {
  const res = await t.api.get<TOperation>(
    '/system/audit/operation/list',
    { page: 1, limit: 50, ...filters },
    { token: auditor, headers: { 'accept-language': language } },
  );
  expect(res.body.code).toBe(200);
  return res.body.rows as TOperation[];
}

describe('every audited route says what it did', () => {
  it('walks the route table: each audited route has an action, an object kind where it needs one, and a sentence in both languages', () => {
    const audited = routes.filter((r) => r.audited && r.url.startsWith('/api/'));
    expect(audited.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const r of audited) {
      const d = describeAudited(r.method, r.url.slice('/api'.length), r.auditDeclared);
      if (!d) {
        missing.push(`${r.method} ${r.url}: no action`);
        continue;
      }
      for (const locale of LOCALES) {
        const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
        for (const subject of [
          { objectId: null, objectName: null },
          { objectId: '7', objectName: null },
          { objectId: '7', objectName: 'Data analyst' },
        ]) {
          const sentence = operationSentence(t, { actionKey: d.action, objectKind: d.kind, ...subject });
          // An untranslated key or an unfilled placeholder would show as such.
          if (!sentence || /audit\.|\{\w+\}/.test(sentence))
            missing.push(`${r.method} ${r.url} (${locale}): ${sentence}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('derives the action and object from the url, and takes a route’s own declaration', () => {
    expect(describeAudited('POST', '/system/org/:id/approve')).toEqual({
      action: 'approve',
      kind: 'org',
      idFrom: 'param',
    });
    expect(describeAudited('PUT', '/content/news/:id')).toEqual({
      action: 'edit',
      kind: 'news',
      idFrom: 'param',
    });
    expect(describeAudited('POST', '/job/my')).toEqual({
      action: 'create',
      kind: 'posting',
      idFrom: 'result',
    });
    expect(describeAudited('DELETE', '/browse-history')).toEqual({
      action: 'clear',
      kind: 'browseHistory',
      idFrom: null,
    });
    expect(describeAudited('DELETE', '/web-auth/logout')).toEqual({
      action: 'signOut',
      kind: null,
      idFrom: null,
    });
    expect(describeAudited('POST', '/collection/add', { action: 'collect' })).toMatchObject({
      action: 'collect',
      kind: null,
    });
    // Neither a verb nor a thing in the url: undescribed (the route table test above catches it).
    expect(describeAudited('POST', '/somewhere/else')).toBeNull();
  });
});

describe('the operation log in plain language', () => {
  it('approving an organisation reads "approved organisation <name>" in both languages, after a rename too', async () => {
    const name = `福州数智科技有限公司${Date.now().toString(36)}`;
    const org = await makeOrg(t, name, 'pending');
    const res = await caller(t).post(`/system/org/${org.id}/approve`, {}, reviewer);
    expect(res.body.code).toBe(200);
    await waitForOperation(
      t.deps.db,
      (r) => r.action === '/system/org/:id/approve' && r.objectId === String(org.id),
    );
    // Renamed afterwards: the entry keeps the name it had when the call was made.
    await t.deps.db.update(gb01).set({ name: 'Renamed Ltd' }).where(eq(gb01.accountId, org.id));
    await t.deps.db.update(accounts).set({ name: 'Renamed Ltd' }).where(eq(accounts.id, org.id));

    const [en] = (await auditorList('en', { actionKey: 'approve', objectKind: 'org' })).filter(
      (r) => r.objectId === String(org.id),
    );
    expect(en).toMatchObject({
      sentence: `approved organisation ${name}`,
      // The raw route and method stay in the entry for the auditor.
      action: '/system/org/:id/approve',
      method: 'POST',
      actionKey: 'approve',
      objectKind: 'org',
      objectName: name,
    });
    const [zh] = (await auditorList('zh-CN', { actionKey: 'approve', objectKind: 'org' })).filter(
      (r) => r.objectId === String(org.id),
    );
    expect(zh!.sentence).toBe(`审核通过了单位“${name}”`);
    // The filters keep other actions and kinds out.
    const locks = await auditorList('en', { actionKey: 'lock', objectKind: 'org' });
    expect(locks.some((r) => r.objectId === String(org.id))).toBe(false);
  });

  it('a created and then deleted posting is still named by its title', async () => {
    const org = await makeOrg(t, `数据公司${Date.now().toString(36)}`);
    const api = caller(t);
    const created = await api.post<{ id: number }>('/job/my', jobForm({ title: 'Data analyst' }), org.token);
    expect(created.body.code).toBe(200);
    const id = String(created.body.data!.id);
    await waitForOperation(t.deps.db, (r) => r.action === '/job/my' && r.objectId === id);
    expect((await api.del(`/job/my/${id}`, org.token)).body.code).toBe(200);
    await waitForOperation(
      t.deps.db,
      (r) => r.action === '/job/my/:id' && r.method === 'DELETE' && r.objectId === id,
    );

    const rows = (await auditorList('en', { objectKind: 'posting' })).filter((r) => r.objectId === id);
    expect(rows.map((r) => r.sentence)).toEqual([
      'deleted posting “Data analyst”',
      'created posting “Data analyst”',
    ]);
  });

  it('changing an account’s roles names the account by its username', async () => {
    const [zhangsan] = await t.deps.db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(eq(accounts.username, 'reviewer'));
    const res = await caller(t).put(`/system/user/${zhangsan!.id}/roles`, { roles: ['reviewer'] }, admin);
    expect(res.body.code).toBe(200);
    await waitForOperation(
      t.deps.db,
      (r) => r.action === '/system/user/:id/roles' && r.objectId === String(zhangsan!.id),
    );
    const [row] = await auditorList('en', { actionKey: 'changeRoles' });
    expect(row!.sentence).toBe('changed the roles of account reviewer');
  });
});
