import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import { accounts, files, loginLogs, menus, roleMenus, roles } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { createHomeService } from '../src/modules/home/home.service';
import { REPORT_TIME_ZONE } from '../src/modules/home/home.repository';
import type { TCountData, THomeData } from '../src/modules/home/home.types';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
const tokens: Record<string, string> = {};

const idOf = async (username: string) =>
  (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id;

const homeData = async (who: string) => {
  const res = await t.api.get<THomeData>('/web-auth/getHomeData', {}, { token: tokens[who] });
  expect(res.body.code).toBe(200);
  return res.body.data!;
};
const countData = async (who: string) => {
  const res = await t.api.get<TCountData>('/web-auth/getCountData', {}, { token: tokens[who] });
  expect(res.body.code).toBe(200);
  return res.body.data!;
};
const card = (data: TCountData, key: string) => data.cards.find((c) => c.key === key);
const chart = (data: THomeData, key: string) => data.charts.find((c) => c.key === key);

/** A calendar day in the report time zone, `daysAgo` before today. */
const localDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

async function addAccount(username: string, userType: number, createdDaysAgo: number) {
  const [row] = await t.deps.db
    .insert(accounts)
    .values({
      username,
      name: username,
      userType,
      passwordHash: await hashPassword('x'),
      createdAt: sql`now() - make_interval(days => ${createdDaysAgo})`,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

async function addFile(ownerId: number, size: number) {
  const key = crypto.randomUUID().replaceAll('-', '');
  await t.deps.db.insert(files).values({
    ownerId,
    kind: 'image',
    originalName: 'a.png',
    storageKey: key,
    size,
    mime: 'image/png',
    sha256: key,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'reviewer', 'person', 'org', 'expert']) tokens[who] = await signInAs(t, who);
});
afterAll(() => t.close());

describe('home data: guards', () => {
  it('needs a session', async () => {
    expect((await t.api.get('/web-auth/getHomeData')).body.code).toBe(401);
    expect((await t.api.get('/web-auth/getCountData')).body.code).toBe(401);
  });
});

describe('home data: staff', () => {
  it('counts accounts by type and the platform’s files', async () => {
    await addFile(await idOf('person'), 1000);
    await addFile(await idOf('org'), 2345);
    const data = await countData('admin');
    expect(data.audience).toBe('staff');
    const keys = data.cards.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'accounts.total',
        'accounts.persons',
        'accounts.orgs',
        'accounts.blocked',
        'signIns.today',
        'signIns.failedToday',
        'messages.unread',
        'files.count',
        'files.size',
      ]),
    );
    expect(keys).not.toContain('profile.completeness');
    const [all] = await t.deps.db.select({ n: count() }).from(accounts);
    const [persons] = await t.deps.db.select({ n: count() }).from(accounts).where(eq(accounts.userType, 1));
    const [stored] = await t.deps.db
      .select({ n: count(), bytes: sum(files.size) })
      .from(files)
      .where(isNull(files.deletedAt));
    expect(card(data, 'accounts.total')).toMatchObject({ value: all!.n, unit: 'count' });
    expect(card(data, 'accounts.persons')?.value).toBe(persons!.n);
    expect(card(data, 'files.count')?.value).toBe(stored!.n);
    expect(card(data, 'files.size')).toMatchObject({ value: Number(stored!.bytes), unit: 'bytes' });
    expect(Number(stored!.bytes)).toBeGreaterThanOrEqual(3345);
  });

  it('gives other staff roles the same platform view', async () => {
    expect((await countData('reviewer')).audience).toBe('staff');
    expect((await homeData('reviewer')).charts.map((c) => c.key)).toEqual([
      'newAccounts',
      'signIns',
      'accountsByType',
    ]);
  });

  it('charts new accounts per local day over the last 30 days', async () => {
    const before = chart(await homeData('admin'), 'newAccounts')!;
    expect(before).toMatchObject({ kind: 'line', axis: 'date' });
    const points = before.series[0]!.points;
    expect(points).toHaveLength(30);
    expect(points.at(-1)!.x).toBe(localDay(0));
    expect(points[0]!.x).toBe(localDay(29));

    await addAccount('home-new-1', 1, 3);
    await addAccount('home-new-2', 2, 3);
    await addAccount('home-old', 1, 40);
    const after = chart(await homeData('admin'), 'newAccounts')!.series[0]!.points;
    const on = (p: typeof points, day: string) => p.find((x) => x.x === day)!.value;
    expect(on(after, localDay(3)) - on(points, localDay(3))).toBe(2);
    const total = (p: typeof points) => p.reduce((n, x) => n + x.value, 0);
    expect(total(after) - total(points)).toBe(2);
  });

  it('charts sign-ins per day over 14 days, successes and failures apart', async () => {
    const adminId = await idOf('admin');
    await t.deps.db.insert(loginLogs).values([
      { accountId: adminId, username: 'admin', success: true, createdAt: sql`now() - interval '2 days'` },
      { accountId: adminId, username: 'admin', success: false, createdAt: sql`now() - interval '2 days'` },
      { accountId: null, username: 'ghost', success: false, createdAt: sql`now() - interval '2 days'` },
      { accountId: adminId, username: 'admin', success: true, createdAt: sql`now() - interval '20 days'` },
      { accountId: adminId, username: 'admin', success: true, createdAt: sql`now()` },
      { accountId: null, username: 'ghost', success: false, createdAt: sql`now()` },
    ]);
    const signIns = chart(await homeData('admin'), 'signIns')!;
    expect(signIns).toMatchObject({ kind: 'bar', axis: 'date', stacked: true });
    expect(signIns.series.map((s) => s.key)).toEqual(['success', 'failed']);
    const [success, failed] = signIns.series;
    expect(success!.points).toHaveLength(14);
    expect(success!.points.find((p) => p.x === localDay(2))?.value).toBe(1);
    expect(failed!.points.find((p) => p.x === localDay(2))?.value).toBe(2);
    const cards = await countData('admin');
    expect(card(cards, 'signIns.today')?.value).toBe(success!.points.at(-1)!.value);
    expect(card(cards, 'signIns.failedToday')?.value).toBe(failed!.points.at(-1)!.value);
    expect(card(cards, 'signIns.today')?.value).toBeGreaterThanOrEqual(1);
  });

  it('breaks accounts down by user type and status', async () => {
    const before = chart(await homeData('admin'), 'accountsByType')!;
    expect(before).toMatchObject({ kind: 'bar', axis: 'category' });
    expect(before.series.map((s) => s.key)).toEqual(['active', 'locked', 'disabled']);
    expect(before.series[0]!.points.map((p) => p.x)).toEqual(['staff', 'person', 'org', 'expert']);

    await t.deps.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.username, 'home-new-2'));
    await t.deps.db
      .update(accounts)
      .set({ lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(accounts.username, 'home-new-1'));
    const after = chart(await homeData('admin'), 'accountsByType')!;
    const value = (c: typeof after, status: string, type: string) =>
      c.series.find((s) => s.key === status)!.points.find((p) => p.x === type)!.value;
    expect(value(after, 'disabled', 'org') - value(before, 'disabled', 'org')).toBe(1);
    expect(value(after, 'locked', 'person') - value(before, 'locked', 'person')).toBe(1);
    expect(value(after, 'active', 'person') - value(before, 'active', 'person')).toBe(-1);
    expect(card(await countData('admin'), 'accounts.blocked')?.value).toBeGreaterThanOrEqual(2);
  });
});

describe('home data: individuals and organisations', () => {
  it('shows a person their own messages, files, completeness and sign-ins', async () => {
    const personId = await idOf('person');
    await t.deps.notifier.notify(personId, { kind: 'k', titleKey: 'first', link: '/g010702/deliver' });
    await t.deps.notifier.notify(personId, { kind: 'k', titleKey: 'second' });
    await t.deps.notifier.notify(await idOf('org'), { kind: 'k', titleKey: 'for the org' });

    const cards = await countData('person');
    expect(cards.audience).toBe('person');
    expect(cards.cards.map((c) => c.key).sort()).toEqual(
      ['files.count', 'files.size', 'messages.total', 'messages.unread', 'profile.completeness'].sort(),
    );
    expect(card(cards, 'messages.unread')?.value).toBe(2);
    expect(card(cards, 'profile.completeness')).toMatchObject({ value: 100, unit: 'percent' });
    const [own] = await t.deps.db.select({ n: count() }).from(files).where(eq(files.ownerId, personId));
    expect(card(cards, 'files.count')?.value).toBe(own!.n);

    const home = await homeData('person');
    expect(home.audience).toBe('person');
    expect(home.infoPerfect).toBe('1');
    expect(home.charts.map((c) => c.key)).toEqual(['ownSignIns']);
    expect(home.lists.messages.map((m) => m.title)).toEqual(['second', 'first']);
    expect(home.lists.messages[1]).toMatchObject({ link: '/g010702/deliver', readAt: null });
  });

  it('counts only the caller’s own sign-ins', async () => {
    const personId = await idOf('person');
    const before = chart(await homeData('person'), 'ownSignIns')!;
    await t.deps.db.insert(loginLogs).values([
      { accountId: personId, username: 'person', success: false },
      { accountId: await idOf('org'), username: 'org', success: false },
    ]);
    const after = chart(await homeData('person'), 'ownSignIns')!;
    const failedToday = (c: typeof after) => c.series.find((s) => s.key === 'failed')!.points.at(-1)!.value;
    expect(failedToday(after) - failedToday(before)).toBe(1);
  });

  it('reports an incomplete profile', async () => {
    await t.deps.db.update(accounts).set({ profileComplete: false }).where(eq(accounts.username, 'org'));
    const home = await homeData('org');
    expect(home).toMatchObject({ audience: 'org', infoPerfect: '2' });
    expect(home.lists.messages.map((m) => m.title)).toEqual(['for the org']);
    expect(card(await countData('org'), 'profile.completeness')?.value).toBe(0);
  });

  it('gives experts no completeness card and no notice', async () => {
    const cards = await countData('expert');
    expect(cards.audience).toBe('expert');
    expect(card(cards, 'profile.completeness')).toBeUndefined();
    expect((await homeData('expert')).infoPerfect).toBe('1');
  });
});

describe('home data: card links', () => {
  it('links a card only to a screen in the caller’s menu', async () => {
    // Without a message-centre screen (the messages module seeds one for every role) no link.
    await t.deps.db.delete(menus).where(eq(menus.component, 'g010705/index'));
    expect(card(await countData('person'), 'messages.unread')?.link).toBeUndefined();

    // A message-centre screen under g01 granted to persons only.
    const [group] = await t.deps.db.select({ id: menus.id }).from(menus).where(eq(menus.menuKey, 'g01'));
    const [screen] = await t.deps.db
      .insert(menus)
      .values({
        menuKey: 'test.home.g010705',
        parentId: group!.id,
        type: 'C',
        path: 'g010705',
        component: 'g010705/index',
        titleZh: '消息中心',
        titleEn: 'Messages',
      })
      .returning({ id: menus.id });
    const [personRole] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'person'));
    await t.deps.db.insert(roleMenus).values({ roleId: personRole!.id, menuId: screen!.id });

    expect(card(await countData('person'), 'messages.unread')?.link).toBe('/g01/g010705');
    expect(card(await countData('org'), 'messages.unread')?.link).toBeUndefined();
    // A screen given to persons alone is theirs: the administrator's menu leaves it out.
    expect(card(await countData('admin'), 'messages.unread')?.link).toBeUndefined();
  });
});

describe('home data: a failing contributor', () => {
  it('is left out, the rest still answers', async () => {
    const service = createHomeService(t.deps, () => [
      {
        key: 'broken',
        audiences: ['person'],
        cards: () => Promise.reject(new Error('boom')),
        charts: () => Promise.reject(new Error('boom')),
      },
      {
        key: 'fine',
        audiences: ['person'],
        cards: async () => [{ key: 'x', value: 1, unit: 'count' }],
        lists: async () => ({ deliveries: [{ id: 1 }] }),
      },
      { key: 'brokenList', audiences: ['person'], lists: () => Promise.reject(new Error('boom')) },
      { key: 'staffOnly', audiences: ['staff'], cards: async () => [{ key: 'y', value: 2, unit: 'count' }] },
    ]);
    const [user] = await t.deps.db
      .select({ accountId: accounts.id, username: accounts.username, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.username, ['person']));
    const session = { ...user!, sessionId: 0, userType: 1, roles: ['person'], permissions: [] };
    expect((await service.countData(session)).cards).toEqual([{ key: 'x', value: 1, unit: 'count' }]);
    const home = await service.homeData(session, 'en');
    expect(home.charts).toEqual([]);
    expect(home.lists.deliveries).toEqual([{ id: 1 }]);
    expect(Array.isArray(home.lists.messages)).toBe(true);
  });
});
