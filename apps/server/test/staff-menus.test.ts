import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRouter } from '../src/modules/system/router-tree';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routersOf = async (username: string) =>
  (
    await t.api.get<TRouter[]>(
      '/system/menu/getRouters',
      {},
      { token: await signInAs(t, username), headers: { 'accept-language': 'en' } },
    )
  ).body.data!;
const userInfoOf = async (username: string) =>
  (
    await t.api.get<{ permissions: string[] }>(
      '/web-auth/getUserInfo',
      {},
      { token: await signInAs(t, username) },
    )
  ).body.data!;

describe('g070101 account review menus', () => {
  it('gives reviewers the three-level menu g07 → g070101 → gbIndex, gcIndex', async () => {
    const g07 = (await routersOf('reviewer')).find((r) => r.path === '/g07');
    expect(g07).toBeDefined();
    const dir = g07!.children!.find((r) => r.path === 'g070101');
    expect(dir).toMatchObject({ component: 'ParentView', redirect: 'noRedirect' });
    expect(dir!.children!.map((c) => [c.path, c.component])).toEqual([
      ['gbIndex', 'g070101/gbIndex'],
      ['gcIndex', 'g070101/gcIndex'],
    ]);
    // The SMS outbox is the administrator's only.
    expect(g07!.children!.some((r) => r.path === 'g070113')).toBe(false);
  });

  it('grants reviewers the review permissions of the screens and their buttons', async () => {
    const { permissions } = await userInfoOf('reviewer');
    expect(permissions).toEqual(
      expect.arrayContaining([
        'g07:org:list',
        'g07:org:review',
        'g07:org:lock',
        'g07:person:list',
        'g07:person:lock',
      ]),
    );
    expect(permissions).not.toContain('g07:sms:list');
  });

  it('shows the menu to no other role', async () => {
    for (const who of ['person', 'org', 'editor', 'archivist', 'expert']) {
      const g07 = (await routersOf(who)).find((r) => r.path === '/g07');
      expect(g07?.children?.some((r) => r.path === 'g070101') ?? false).toBe(false);
    }
  });

  it('lists the demo applicants as pending organisations', async () => {
    const token = await signInAs(t, 'reviewer');
    const res = await t.api.get<never>('/system/org/list', { reviewStatus: 'pending' }, { token });
    const body = res.body as unknown as { rows: { username: string; hasLicence: boolean }[] };
    expect(body.rows.map((r) => r.username)).toEqual(expect.arrayContaining(['orgpending1', 'orgpending2']));
    expect(body.rows.every((r) => r.hasLicence)).toBe(true);
  });
});

describe('the public site preview (inner link)', () => {
  it('gives editors an InnerLink entry under g20 whose link is a path of this portal (the browser adds its origin)', async () => {
    const g20 = (await routersOf('editor')).find((r) => r.path === '/g20');
    const preview = g20?.children?.find((r) => r.component === 'InnerLink');
    expect(preview).toMatchObject({
      path: 'rcwb/recruitment/zoneHome',
      meta: { title: 'Public site preview', link: '/rcwb/recruitment/zoneHome' },
    });
  });

  it('is not shown to individuals or reviewers', async () => {
    for (const who of ['person', 'reviewer'])
      expect((await routersOf(who)).some((r) => r.path === '/g20')).toBe(false);
  });
});
