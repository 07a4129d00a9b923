import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@rcwb/shared';
import type { TModule } from '../src/core/module';
import { accounts } from '../src/db/schema';
import { modules } from '../src/modules';
import { portalModule } from '../src/modules/portal';
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

  it('counts active individuals and organisations without a session, and caches the answer', async () => {
    const first = await stats(t);
    // The demo seed has one individual and three organisations, two of them awaiting review
    // (besides staff and the expert).
    expect(first).toMatchObject({ persons: 1, organisations: 3 });
    await addAccount(t, UserType.person);
    // Within 30 s the same answer comes from the process cache.
    expect(await stats(t)).toEqual(first);
  });
});

describe('GET /portal/stats (controlled clock)', () => {
  let t: TTestApp;
  let clock = 1_000_000;
  let widgets = 7;
  // A feature module's counter: the stats gather every module's counters.
  const widgetModule: TModule = {
    name: 'widgets',
    counters: [{ key: 'widgets', count: async () => widgets }],
  };
  const broken: TModule = {
    name: 'broken',
    counters: [
      {
        key: 'broken',
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

  it('follows new accounts once the 30 s cache has expired, leaving out a failing counter', async () => {
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

    clock += 29_000;
    expect(await stats(t)).toEqual(before);
    clock += 2_000;
    expect(await stats(t)).toEqual({ ...before, persons: 3, organisations: 4, widgets: 8 });
  });

  it('shares one computation between concurrent callers', async () => {
    clock += 60_000;
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
