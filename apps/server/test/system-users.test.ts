import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WIRE, encodeBody } from '@rcwb/shared';
import { accounts } from '../src/db/schema';
import { encryptPassword, loginAs, postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAs } from './sessions';
import { TEST_PASSWORD } from './template';

const EN = { 'accept-language': 'en' };
const NEW_PASSWORD = 'Fresh#Pass2026';

type TUser = {
  id: number;
  username: string;
  name: string;
  userType: number;
  status: string;
  roles: string[];
  mobile: string;
  email: string;
  createdAt: string;
};

let t: TTestApp;
let admin: string;
let reviewer: string;
let person: string;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  [admin, reviewer, person] = (await Promise.all(
    ['admin', 'reviewer', 'person'].map((u) => signInAs(t, u)),
  )) as [string, string, string];
});
afterAll(() => t.close());

// Calls in a test may repeat a body within a second on purpose; the duplicate guard is not under test.
const idOf = async (username: string) =>
  (await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id;

let serial = 0;
/** Adds a user through the API as admin; returns its id. */
async function addUser(overrides: Record<string, unknown> = {}): Promise<{ id: number; username: string }> {
  serial += 1;
  const username = `user${serial}_${Date.now().toString(36)}`;
  const res = await t.api.post<{ id: number }>(
    '/system/user',
    {
      username,
      name: `Test User ${serial}`,
      userType: 0,
      roles: ['reviewer'],
      // A number of its own: a mobile number identifies one account.
      mobile: `1380${String(Date.now() % 10_000).padStart(4, '0')}${String(serial).padStart(3, '0')}`,
      email: `${username}@example.com`,
      password: await encryptPassword(t, TEST_PASSWORD),
      ...overrides,
    },
    callAs(admin),
  );
  expect(res.body).toMatchObject({ code: 200 });
  return { id: res.body.data!.id, username: String(overrides.username ?? username) };
}

/** POST with an encrypted body, keeping the raw bytes of the answer (exports are not envelopes). */
async function postRaw(url: string, body: Record<string, unknown>, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...EN,
      [WIRE.requestTypeHeader]: WIRE.sm4,
      'content-type': 'application/json',
      repeatsubmit: 'false',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(encodeBody(t.api.cipher, body)),
  });
  return res;
}

async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { name: sheet.name, rows };
}

describe('guards', () => {
  const calls = (id: number): [string, () => Promise<{ body: { code: number } }>][] => [
    ['list', () => t.api.get('/system/user/list', {}, callAs(token))],
    ['roleOptions', () => t.api.get('/system/user/roleOptions', {}, callAs(token))],
    ['detail', () => t.api.get(`/system/user/${id}`, {}, callAs(token))],
    ['add', () => t.api.post('/system/user', {}, callAs(token))],
    ['edit', () => t.api.put(`/system/user/${id}`, {}, callAs(token))],
    ['status', () => t.api.put(`/system/user/${id}/status`, { status: 'active' }, callAs(token))],
    ['resetPwd', () => t.api.put(`/system/user/${id}/resetPwd`, {}, callAs(token))],
    ['roles', () => t.api.put(`/system/user/${id}/roles`, {}, callAs(token))],
    ['export', () => t.api.post('/system/user/export', {}, callAs(token))],
  ];
  let token: string | undefined;

  it('refuses the anonymous (401), reviewers and persons (403)', async () => {
    const id = await idOf('person');
    for (const [who, expected] of [
      [undefined, 401],
      [reviewer, 403],
      [person, 403],
    ] as const) {
      token = who;
      for (const [name, call] of calls(id)) {
        expect({ name, code: (await call()).body.code }).toEqual({ name, code: expected });
      }
    }
  });

  it('lets the administrator in (validation answers 601, not 403)', async () => {
    token = admin;
    const id = await idOf('person');
    const codes = Object.fromEntries(
      await Promise.all(calls(id).map(async ([name, call]) => [name, (await call()).body.code])),
    );
    expect(codes).toEqual({
      list: 200,
      roleOptions: 200,
      detail: 200,
      add: 601,
      edit: 601,
      status: 200,
      resetPwd: 601,
      roles: 601,
      export: -1, // bytes, not an envelope: see the export tests
    });
  });
});

describe('list and detail', () => {
  it('pages, filters and masks mobile numbers', async () => {
    const { username } = await addUser({ mobile: '13912345678', userType: 3, roles: ['expert'] });
    const res = await t.api.get<never>(
      '/system/user/list',
      { keyword: username, page: 1, limit: 10 },
      callAs(admin),
    );
    expect(res.body.total).toBe(1);
    const row = res.body.rows![0] as TUser;
    expect(row).toMatchObject({ username, userType: 3, status: 'active', roles: ['expert'] });
    expect(row.mobile).toBe('139****5678');
    expect(JSON.stringify(res.body)).not.toContain('13912345678');
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);

    // by the mobile number too, and combined filters
    const byMobile = await t.api.get('/system/user/list', { keyword: '1391234' }, callAs(admin));
    expect(byMobile.body.rows!.map((r) => (r as TUser).username)).toContain(username);
    const experts = await t.api.get(
      '/system/user/list',
      { userType: '3', role: 'expert', limit: 100 },
      callAs(admin),
    );
    const names = experts.body.rows!.map((r) => (r as TUser).username);
    expect(names).toEqual(expect.arrayContaining(['expert', username]));
    expect(names).not.toContain('admin');
    const none = await t.api.get('/system/user/list', { keyword: username, role: 'admin' }, callAs(admin));
    expect(none.body.total).toBe(0);
  });

  it('filters by creation time and status; a blank filter is no filter', async () => {
    const { username } = await addUser();
    await t.deps.db
      .update(accounts)
      .set({ createdAt: new Date('2020-03-15T10:00:00Z') })
      .where(eq(accounts.username, username));
    const inRange = await t.api.get(
      '/system/user/list',
      { keyword: username, createdFrom: '2020-03-15', createdTo: '2020-03-15', status: '' },
      callAs(admin),
    );
    expect(inRange.body.total).toBe(1);
    const after = await t.api.get(
      '/system/user/list',
      { keyword: username, createdFrom: '2020-03-16T00:00:00+08:00' },
      callAs(admin),
    );
    expect(after.body.total).toBe(0);
    const locked = await t.api.get(
      '/system/user/list',
      { keyword: username, status: 'locked' },
      callAs(admin),
    );
    expect(locked.body.total).toBe(0);
  });

  it('escapes LIKE wildcards in the keyword', async () => {
    const res = await t.api.get('/system/user/list', { keyword: '%' }, callAs(admin));
    expect(res.body.total).toBe(0);
  });

  it('refuses bad filters and paging', async () => {
    for (const params of [
      { limit: 1000 },
      { page: 0 },
      { userType: 9 },
      { status: 'gone' },
      { createdFrom: 'yesterday' },
    ]) {
      expect((await t.api.get('/system/user/list', params, callAs(admin))).body.code).toBe(601);
    }
  });

  it('shows one user; an unknown id is 404', async () => {
    const id = await idOf('reviewer');
    const res = await t.api.get<TUser>(`/system/user/${id}`, {}, callAs(admin));
    expect(res.body.data).toMatchObject({ username: 'reviewer', roles: ['reviewer'], userType: 0 });
    expect((await t.api.get('/system/user/999999', {}, callAs(admin))).body.code).toBe(404);
    expect((await t.api.get('/system/user/abc', {}, callAs(admin))).body.code).toBe(601);
  });

  it('offers the roles in the caller language', async () => {
    const res = await t.api.get<{ value: string; label: string }[]>(
      '/system/user/roleOptions',
      {},
      callAs(admin),
    );
    expect(res.body.data).toContainEqual({ value: 'admin', label: 'Administrator' });
  });
});

describe('add', () => {
  it('creates a user who can then sign in with the initial password', async () => {
    const { username, id } = await addUser({ roles: ['editor', 'reviewer'] });
    const detail = await t.api.get<TUser>(`/system/user/${id}`, {}, callAs(admin));
    expect(detail.body.data!.roles.sort()).toEqual(['editor', 'reviewer']);
    const token = await loginAs(t, username, TEST_PASSWORD);
    expect(token).toBeTruthy();
  });

  it('keeps usernames unique ignoring case', async () => {
    const { username } = await addUser();
    const res = await t.api.post(
      '/system/user',
      {
        username: username.toUpperCase(),
        name: 'Dup',
        userType: 0,
        roles: ['reviewer'],
        password: await encryptPassword(t, TEST_PASSWORD),
      },
      callAs(admin),
    );
    expect(res.body).toMatchObject({
      code: 601,
      msg: 'this username is already taken',
      data: { fields: { username: 'systemUsers.usernameTaken' } },
    });
  });

  it('refuses a mobile number another account holds, when adding and when editing', async () => {
    const holder = await addUser({ mobile: '13600001111' });
    const refused = await t.api.post<{ fields: Record<string, string> }>(
      '/system/user',
      {
        username: `mobiledup_${Date.now().toString(36)}`,
        name: 'Dup',
        userType: 0,
        roles: ['reviewer'],
        mobile: '13600001111',
        password: await encryptPassword(t, TEST_PASSWORD),
      },
      callAs(admin),
    );
    expect(refused.body).toMatchObject({ code: 601, data: { fields: { mobile: 'accounts.mobileTaken' } } });

    const other = await addUser({ mobile: '13600002222' });
    const base = { name: 'Other', userType: 0, roles: ['reviewer'] };
    const edit = await t.api.put<{ fields: Record<string, string> }>(
      `/system/user/${other.id}`,
      { ...base, mobile: '13600001111' },
      callAs(admin),
    );
    expect(edit.body).toMatchObject({ code: 601, data: { fields: { mobile: 'accounts.mobileTaken' } } });
    // Its own number again is no conflict.
    expect(
      (await t.api.put(`/system/user/${holder.id}`, { ...base, mobile: '13600001111' }, callAs(admin))).body
        .code,
    ).toBe(200);

    // Past the services, the database holds the rule too.
    await expect(
      t.deps.db.update(accounts).set({ mobile: '13600001111' }).where(eq(accounts.id, other.id)),
    ).rejects.toThrow();
  });

  it('refuses invalid fields with a message per field', async () => {
    const good = {
      username: 'valid_name',
      name: 'Name',
      userType: 0,
      roles: ['reviewer'],
      password: await encryptPassword(t, TEST_PASSWORD),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'a' }, 'username', 'systemUsers.usernameInvalid'],
      [{ username: 'has space' }, 'username', 'systemUsers.usernameInvalid'],
      [{ name: '  ' }, 'name', 'systemUsers.nameRequired'],
      [{ mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ email: 'not-mail' }, 'email', 'systemUsers.emailInvalid'],
      [{ roles: [] }, 'roles', 'systemUsers.rolesRequired'],
      [{ userType: 7 }, 'userType', 'systemUsers.userTypeInvalid'],
      [{ roles: ['nobody'] }, 'roles', 'systemUsers.roleUnknown'],
      [{ password: await encryptPassword(t, 'short1!') }, 'password', 'password.length'],
      [{ password: await encryptPassword(t, 'alllowercaseletters') }, 'password', 'password.classes'],
      [
        { password: await encryptPassword(t, 'Valid_Name1'), username: 'Valid_Name1' },
        'password',
        'password.username',
      ],
      [{ password: 'not-a-cipher' }, 'password', 'systemUsers.passwordUndecryptable'],
    ];
    for (const [patch, field, key] of cases) {
      const res = await t.api.post<{ fields: Record<string, string> }>(
        '/system/user',
        { ...good, ...patch },
        callAs(admin),
      );
      expect({ patch, code: res.body.code, message: res.body.data?.fields[field] }).toEqual({
        patch,
        code: 601,
        message: key,
      });
    }
    expect(
      await t.deps.db
        .select()
        .from(accounts)
        .where(sql`lower(username) = 'valid_name'`),
    ).toEqual([]);
  });
});

describe('edit and roles', () => {
  it('edits fields; a masked mobile is kept, a blank one cleared', async () => {
    const { id } = await addUser({ mobile: '13700001111' });
    const base = { name: 'Renamed', userType: 3, roles: ['expert'], email: 'x@example.com' };
    expect(
      (await t.api.put(`/system/user/${id}`, { ...base, mobile: '137****1111' }, callAs(admin))).body.code,
    ).toBe(200);
    const [kept] = await t.deps.db.select().from(accounts).where(eq(accounts.id, id));
    expect(kept).toMatchObject({
      name: 'Renamed',
      userType: 3,
      mobile: '13700001111',
      email: 'x@example.com',
    });
    const detail = await t.api.get<TUser>(`/system/user/${id}`, {}, callAs(admin));
    expect(detail.body.data!.roles).toEqual(['expert']);

    await t.api.put(`/system/user/${id}`, { ...base, mobile: '', email: '' }, callAs(admin));
    const [cleared] = await t.deps.db.select().from(accounts).where(eq(accounts.id, id));
    expect(cleared).toMatchObject({ mobile: null, email: null });
    expect((await t.api.put(`/system/user/999999`, base, callAs(admin))).body.code).toBe(404);
  });

  it('assigns roles, which grant the permissions at the next call', async () => {
    const { id, username } = await addUser({ roles: ['person'] });
    const token = await loginAs(t, username);
    expect((await t.api.get('/system/user/list', {}, callAs(token))).body.code).toBe(403);
    expect((await t.api.put(`/system/user/${id}/roles`, { roles: ['admin'] }, callAs(admin))).body.code).toBe(
      200,
    );
    expect((await t.api.get('/system/user/list', {}, callAs(token))).body.code).toBe(200);
  });

  it('will not let administrators demote themselves', async () => {
    const me = await idOf('admin');
    const res = await t.api.put<{ fields: Record<string, string> }>(
      `/system/user/${me}/roles`,
      { roles: ['reviewer'] },
      callAs(admin),
    );
    expect(res.body).toMatchObject({ code: 601, data: { fields: { roles: 'systemUsers.selfDemote' } } });
    const edit = await t.api.put(
      `/system/user/${me}`,
      { name: 'Admin', userType: 0, roles: ['editor'] },
      callAs(admin),
    );
    expect(edit.body.code).toBe(601);
    const still = await t.api.get<TUser>(`/system/user/${me}`, {}, callAs(admin));
    expect(still.body.data!.roles).toContain('admin');
  });
});

describe('lock and unlock', () => {
  it('refuses to lock yourself', async () => {
    const me = await idOf('admin');
    const res = await t.api.put(`/system/user/${me}/status`, { status: 'locked' }, callAs(admin));
    expect(res.body).toMatchObject({ code: 601, msg: 'you cannot lock your own account' });
  });

  it('a lock ends the sessions and stops sign-in; unlocking restores it', async () => {
    const { id, username } = await addUser();
    const token = await loginAs(t, username);
    expect((await t.api.get('/web-auth/getUserInfo', undefined, callAs(token))).body.code).toBe(200);

    expect(
      (await t.api.put(`/system/user/${id}/status`, { status: 'locked' }, callAs(admin))).body.code,
    ).toBe(200);
    expect((await t.api.get('/web-auth/getUserInfo', undefined, callAs(token))).body.code).toBe(401);
    const open = await t.deps.db.execute(
      sql`select count(*)::int as n from session where account_id = ${id} and revoked_at is null`,
    );
    expect(open.rows[0]).toEqual({ n: 0 });
    const refused = await postLogin(t, username, TEST_PASSWORD, {}, { headers: EN });
    expect(refused.body).toMatchObject({
      code: 601,
      msg: 'the account has been locked, please contact the administrator',
    });
    const listed = await t.api.get(
      '/system/user/list',
      { keyword: username, status: 'locked' },
      callAs(admin),
    );
    expect(listed.body.total).toBe(1);

    expect(
      (await t.api.put(`/system/user/${id}/status`, { status: 'active' }, callAs(admin))).body.code,
    ).toBe(200);
    expect(await loginAs(t, username)).toBeTruthy();
  });

  it('refuses statuses other than active/locked', async () => {
    const { id } = await addUser();
    expect(
      (await t.api.put(`/system/user/${id}/status`, { status: 'disabled' }, callAs(admin))).body.code,
    ).toBe(601);
  });
});

describe('reset password', () => {
  it('holds the new password to the policy', async () => {
    const { id } = await addUser();
    const res = await t.api.put<{ fields: Record<string, string> }>(
      `/system/user/${id}/resetPwd`,
      { password: await encryptPassword(t, 'password') },
      callAs(admin),
    );
    expect(res.body.code).toBe(601);
    expect(res.body.data!.fields.password).toMatch(/^password\./);
  });

  it('ends the user sessions; the new password signs in, the old one not', async () => {
    const { id, username } = await addUser();
    const token = await loginAs(t, username);
    const res = await t.api.put(
      `/system/user/${id}/resetPwd`,
      { password: await encryptPassword(t, NEW_PASSWORD) },
      callAs(admin),
    );
    expect(res.body.code).toBe(200);
    expect((await t.api.get('/web-auth/getUserInfo', undefined, callAs(token))).body.code).toBe(401);
    expect((await postLogin(t, username, TEST_PASSWORD)).body.code).toBe(601);
    expect(await loginAs(t, username, NEW_PASSWORD)).toBeTruthy();
  });
});

describe('export', () => {
  it('answers a real xlsx of the filtered list, mobile numbers masked', async () => {
    const { username } = await addUser({ name: '导出测试', mobile: '13655556666' });
    const res = await postRaw('/system/user/export', { keyword: username, timeZone: 'Asia/Shanghai' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(
      /attachment; filename="Users-\d{8}-\d{4}\.xlsx"/,
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Users');
    expect(sheet.rows[0]!.slice(0, 3)).toEqual(['Username', 'Name', 'Account type']);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]!.slice(0, 3)).toEqual([username, '导出测试', 'Service staff']);
    expect(sheet.rows[1]).toContain('136****6666');
    expect(sheet.rows[1]![7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('is refused to others with an envelope', async () => {
    const res = await postRaw('/system/user/export', {}, reviewer);
    expect(res.json()).toMatchObject({ code: 403 });
    expect((await postRaw('/system/user/export', {})).json()).toMatchObject({ code: 401 });
  });
});
