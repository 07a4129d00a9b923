import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@rcwb/shared';
import type { TModule } from '../src/core/module';
import { accounts } from '../src/db/schema';
import { modules } from '../src/modules';
import { portalModule } from '../src/modules/portal';
import { createTestNode, until } from './cluster-helpers';
import { createTestApp, type TTestApp } from './harness';

type TStats = { counts: Record<string, number> };

let serial = 0;
const addAccount = (t: TTestApp, userType: number, status: 'active' | 'locked' | 'disabled' = 'active') =>
  t.deps.db.insert(accounts).values({
    username: `portal_${userType}_${++serial}`,
    name: `测试账号${serial}`,
    userType,
    status,
    passwordHash: 'not-a-real-hash',
  });

const stats = async (t: TTestApp) => {
  const res = await t.api.get<TStats>('/portal/stats');
  expect(res.body.code).toBe(200);
  return res.body.data!.counts;
};

describe('GET /portal/stats (real module list)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts active individuals and organisations without a session, and follows a new one at once', async () => {
    const first = await stats(t);
    // The demo seed has one individual and three organisations, two of them awaiting review
    // (besides staff and the expert).
    expect(first).toMatchObject({ persons: 1, organisations: 3 });
    await addAccount(t, UserType.person);
    // The cached counts are kept for minutes; the account table's notice drops them.
    await until(async () => (await stats(t)).persons === 2, 3000);
    expect(await stats(t)).toEqual({ ...first, persons: 2 });
  });

  it('has the notice trigger on every table a counter reads', async () => {
    const tables = new Set(
      modules.flatMap((m) => m.counters ?? []).flatMap((c) => c.tables.map(getTableName)),
    );
    expect([...tables].sort()).toEqual(['account', 'job_fair', 'job_search']);
    const { rows } = await t.deps.database.pool.query<{ relname: string }>(
      `SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'portal_counts_notice' ORDER BY 1`,
    );
    expect(rows.map((r) => r.relname)).toEqual([...tables].sort());
  });
});

describe('GET /portal/stats on two nodes without Redis', () => {
  it("a write through one node moves the other node's cached counts at once", async () => {
    const a = await createTestApp();
    const b = await createTestNode(a);
    try {
      const before = await stats(b);
      await addAccount(a, UserType.org);
      await until(async () => (await stats(b)).organisations === before.organisations! + 1, 3000);
      // A rolled-back write says nothing.
      await a.deps.db
        .transaction(async (tx) => {
          await tx.insert(accounts).values({
            username: 'portal_rolled_back',
            name: '回滚账号',
            userType: UserType.org,
            status: 'active',
            passwordHash: 'not-a-real-hash',
          });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      expect((await stats(b)).organisations).toBe(before.organisations! + 1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('GET /portal/stats (controlled clock)', () => {
  let t: TTestApp;
  let clock = 1_000_000;
  let widgets = 7;
  // A feature module's counter: the stats gather every module's counters.
  const widgetModule: TModule = {
    name: 'widgets',
    counters: [{ key: 'widgets', tables: [], count: async () => widgets }],
  };
  const broken: TModule = {
    name: 'broken',
    counters: [
      {
        key: 'broken',
        tables: [],
        count: async () => {
          throw new Error('counter down');
        },
      },
    ],
  };
  const list: TModule[] = [
    ...modules.filter((m) => m.name !== 'portal'),
    widgetModule,
    broken,
    portalModule(() => list, { now: () => clock }),
  ];
  beforeAll(async () => {
    t = await createTestApp({}, { modules: list });
  });
  afterAll(() => t.close());

  it('follows new accounts at once and a count no table announces after its 10 min, leaving out a failing counter', async () => {
    const before = await stats(t);
    expect(before).toMatchObject({ persons: 1, organisations: 3, widgets: 7 });
    expect(before).not.toHaveProperty('broken');

    await addAccount(t, UserType.person);
    await addAccount(t, UserType.person);
    await addAccount(t, UserType.org);
    await addAccount(t, UserType.person, 'locked');
    await addAccount(t, UserType.org, 'disabled');
    await addAccount(t, UserType.expert);
    widgets = 8;

    const after = { ...before, persons: 3, organisations: 4 };
    await until(async () => (await stats(t)).persons === 3, 3000);
    expect(await stats(t)).toEqual(after);
    clock += 599_000;
    expect(await stats(t)).toEqual(after);
    clock += 2_000;
    expect(await stats(t)).toEqual({ ...after, widgets: 8 });
  });

  it('shares one computation between concurrent callers', async () => {
    clock += 700_000;
    let calls = 0;
    widgetModule.counters![0]!.count = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return 9;
    };
    const answers = await Promise.all([stats(t), stats(t), stats(t)]);
    expect(calls).toBe(1);
    expect(answers.map((a) => a.widgets)).toEqual([9, 9, 9]);
  });
});
