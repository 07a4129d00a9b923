import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from './auth-helpers';
import { type TCallOptions, createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';
import { TEST_PASSWORD } from './template';

type TUser = { id: number; username: string; roles: string[] };

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const as = (token: string): TCallOptions => ({
  token,
  headers: { 'accept-language': 'en', repeatsubmit: 'false' },
});

describe('the users list by role', () => {
  it('filters by a role an administrator made, and offers it among the roles', async () => {
    const made = await t.api.post(
      '/system/role',
      { key: 'fair_helper', nameZh: '招聘会助理', nameEn: 'Fair helper' },
      as(admin),
    );
    expect(made.body.code).toBe(200);
    const options = await t.api.get<{ value: string; label: string }[]>(
      '/system/user/roleOptions',
      {},
      as(admin),
    );
    expect(options.body.data).toContainEqual(
      expect.objectContaining({ value: 'fair_helper', label: 'Fair helper' }),
    );

    const added = await t.api.post<{ id: number }>(
      '/system/user',
      {
        username: `helper_${Date.now().toString(36)}`,
        name: 'Fair Helper',
        userType: 0,
        roles: ['fair_helper'],
        password: await encryptPassword(t, TEST_PASSWORD),
      },
      as(admin),
    );
    expect(added.body.code).toBe(200);

    const list = await t.api.get<TUser>(
      '/system/user/list',
      { role: 'fair_helper', page: 1, limit: 10 },
      as(admin),
    );
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect((list.body.rows as TUser[])[0]).toMatchObject({ id: added.body.data!.id, roles: ['fair_helper'] });
    // A role key that no role has matches nobody; one that cannot be a key is refused.
    const none = await t.api.get('/system/user/list', { role: 'no_such_role' }, as(admin));
    expect(none.body).toMatchObject({ code: 200, total: 0 });
    expect((await t.api.get('/system/user/list', { role: 'Has Space' }, as(admin))).body.code).toBe(601);
  });
});
