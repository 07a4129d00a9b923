import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WIRE, encodeBody } from '@rcwb/shared';
import { loginLogs, operationLogs } from '../src/db/schema';
import { moduleOf } from '../src/modules/audit';
import { encryptPassword, postLogin } from './auth-helpers';
import { waitForOperation } from './audit-helpers';
import { createTestApp, type TTestApp } from './harness';
import { callAs, signInAs } from './sessions';
import { TEST_PASSWORD } from './template';

const EN = { 'accept-language': 'en' };

type TOperation = {
  username: string;
  name: string;
  module: string;
  action: string;
  method: string;
  path: string;
  statusCode: number;
  result: string;
  durationMs: number;
  createdAt: string;
};

let t: TTestApp;
let admin: string;
let reviewer: string;
let person: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  [admin, reviewer, person, auditor] = (await Promise.all(
    ['admin', 'reviewer', 'person', 'auditor'].map((u) => signInAs(t, u)),
  )) as [string, string, string, string];
});
afterAll(() => t.close());

async function postRaw(url: string, body: Record<string, unknown>, token?: string) {
  return t.app.inject({
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
  const routes: [string, (token?: string) => Promise<{ code: number }>][] = [
    ['operation list', async (tk) => (await t.api.get('/system/audit/operation/list', {}, callAs(tk))).body],
    ['login list', async (tk) => (await t.api.get('/system/audit/login/list', {}, callAs(tk))).body],
    ['operation export', async (tk) => (await postRaw('/system/audit/operation/export', {}, tk)).json()],
    ['login export', async (tk) => (await postRaw('/system/audit/login/export', {}, tk)).json()],
    ['read list', async (tk) => (await t.api.get('/system/audit/read/list', {}, callAs(tk))).body],
  ];

  // Separation of duties: the administrator's wildcard stops short of the audit logs.
  it.each(routes)('%s: anonymous 401, administrator, reviewer and person 403', async (_name, call) => {
    expect((await call()).code).toBe(401);
    expect((await call(admin)).code).toBe(403);
    expect((await call(reviewer)).code).toBe(403);
    expect((await call(person)).code).toBe(403);
  });

  it('lets the auditor list', async () => {
    expect((await t.api.get('/system/audit/operation/list', {}, callAs(auditor))).body.code).toBe(200);
    expect((await t.api.get('/system/audit/login/list', {}, callAs(auditor))).body.code).toBe(200);
    expect((await t.api.get('/system/audit/read/list', {}, callAs(auditor))).body.code).toBe(200);
  });
});

describe('operation log', () => {
  it('names the module by the first fixed segments of the route', () => {
    expect(moduleOf('/system/user/:id/status')).toBe('system/user');
    expect(moduleOf('/web-auth/logout')).toBe('web-auth/logout');
    expect(moduleOf('/message/read')).toBe('message/read');
  });

  it('records a write with who, what, outcome and duration — and no body', async () => {
    const plain = 'Secret#Pass2026';
    const cipher = await encryptPassword(t, plain);
    const username = `audited_${Date.now().toString(36)}`;
    const res = await t.api.post<{ id: number }>(
      '/system/user',
      {
        username,
        name: 'Audited',
        userType: 0,
        roles: ['reviewer'],
        password: cipher,
        mobile: '13800001234',
      },
      callAs(admin),
    );
    expect(res.body.code).toBe(200);
    const id = res.body.data!.id;
    const row = await waitForOperation(
      t.deps.db,
      (r) => r.action === '/system/user' && r.method === 'POST' && r.statusCode === 200,
    );
    expect(row).toMatchObject({
      username: 'admin',
      module: 'system/user',
      path: '/api/system/user',
      statusCode: 200,
    });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);

    await t.api.put(
      `/system/user/${id}/resetPwd`,
      { password: await encryptPassword(t, `${plain}x`) },
      callAs(admin),
    );
    const reset = await waitForOperation(t.deps.db, (r) => r.action === '/system/user/:id/resetPwd');
    expect(reset.path).toBe(`/api/system/user/${id}/resetPwd`);

    // Nothing anywhere in the logs holds a password, plain or encrypted, or the full mobile.
    const dump = JSON.stringify([
      await t.deps.db.select().from(operationLogs),
      await t.deps.db.select().from(loginLogs),
    ]);
    for (const secret of [plain, cipher, cipher.slice(0, 40), '13800001234', TEST_PASSWORD]) {
      expect(dump).not.toContain(secret);
    }
  });

  it('records refusals and invalid input too, with their code', async () => {
    await t.api.post('/system/user', { username: 'x' }, callAs(reviewer));
    await waitForOperation(
      t.deps.db,
      (r) => r.username === 'reviewer' && r.action === '/system/user' && r.statusCode === 403,
    );
    await t.api.post('/system/user', { username: 'x' }, callAs(admin));
    await waitForOperation(
      t.deps.db,
      (r) => r.username === 'admin' && r.action === '/system/user' && r.statusCode === 601,
    );
  });

  it('does not record reads, nor calls without a session', async () => {
    const before = (await t.deps.db.select().from(operationLogs)).length;
    await t.api.get('/system/user/list', {}, callAs(admin));
    await t.api.get('/web-auth/getUserInfo', undefined, callAs(admin));
    await t.api.post('/system/user', { username: 'anon' }, callAs(undefined));
    await postLogin(t, 'admin', 'wrong-password');
    // A later write, whose row proves the background writes before it had their chance.
    await t.api.put('/message/read', { all: true }, callAs(admin));
    await waitForOperation(t.deps.db, (r) => r.action === '/message/read');
    const rows = await t.deps.db.select().from(operationLogs);
    expect(rows.length).toBe(before + 1);
    expect(rows.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('lists with filters, newest first, with the actor name', async () => {
    await t.api.put('/message/read', { all: true }, callAs(reviewer));
    await waitForOperation(t.deps.db, (r) => r.username === 'reviewer' && r.action === '/message/read');
    const res = await t.api.get(
      '/system/audit/operation/list',
      { username: 'admin', limit: 50 },
      callAs(auditor),
    );
    const rows = res.body.rows as TOperation[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.username === 'admin' && r.name === '系统管理员')).toBe(true);
    expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(rows);

    const failed = await t.api.get(
      '/system/audit/operation/list',
      { status: 'failed', limit: 50 },
      callAs(auditor),
    );
    expect((failed.body.rows as TOperation[]).every((r) => r.statusCode !== 200 && r.result === '0')).toBe(
      true,
    );
    expect(failed.body.total).toBeGreaterThanOrEqual(2);
    const ok = await t.api.get(
      '/system/audit/operation/list',
      { status: 'ok', method: 'PUT', module: 'message' },
      callAs(auditor),
    );
    expect(
      (ok.body.rows as TOperation[]).every((r) => r.method === 'PUT' && r.module === 'message/read'),
    ).toBe(true);
    expect(ok.body.total).toBeGreaterThanOrEqual(2);
    const future = await t.api.get('/system/audit/operation/list', { from: '2999-01-01' }, callAs(auditor));
    expect(future.body.total).toBe(0);
    // GET is a method the log holds (reads a route marks as audited); PATCH is none of ours.
    expect(
      (await t.api.get('/system/audit/operation/list', { method: 'PATCH' }, callAs(auditor))).body.code,
    ).toBe(601);
  });

  it('exports the filtered operation log as xlsx', async () => {
    const res = await postRaw('/system/audit/operation/export', { username: 'reviewer' }, auditor);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Operation logs');
    expect(sheet.rows[0]!.slice(0, 5)).toEqual(['Time', 'Username', 'Name', 'What was done', 'Module']);
    expect(sheet.rows.length).toBeGreaterThan(1);
    expect(sheet.rows.slice(1).every((r) => r[1] === 'reviewer')).toBe(true);
  });
});

describe('login log', () => {
  it('lists sign-ins with filters, failures with their reason', async () => {
    await postLogin(t, 'person', 'Wrong#Pass2026');
    await postLogin(t, 'person', TEST_PASSWORD);
    const failed = await t.api.get(
      '/system/audit/login/list',
      { username: 'person', success: '0' },
      callAs(auditor),
    );
    expect(failed.body.rows).toContainEqual(
      expect.objectContaining({ username: 'person', name: '刘洋', success: '0', reason: 'wrongPassword' }),
    );
    const ok = await t.api.get(
      '/system/audit/login/list',
      { username: 'person', success: '1' },
      callAs(auditor),
    );
    expect(ok.body.total).toBeGreaterThanOrEqual(1);
    expect((ok.body.rows as { success: string }[]).every((r) => r.success === '1')).toBe(true);
    expect(
      (await t.api.get('/system/audit/login/list', { success: 'maybe' }, callAs(auditor))).body.code,
    ).toBe(601);
  });

  it('exports the login log as xlsx with readable reasons', async () => {
    const res = await postRaw('/system/audit/login/export', { username: 'person', success: '0' }, auditor);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Login logs');
    expect(sheet.rows[1]).toEqual(expect.arrayContaining(['person', 'No', 'wrong password']));
  });
});

describe('a failing log write', () => {
  it('never fails the call it records', async () => {
    const broken = await createTestApp();
    try {
      await broken.deps.db.execute(sql`DROP TABLE operation_log`);
      const token = await signInAs(broken, 'admin');
      const res = await broken.api.put('/message/read', { all: true }, { token, headers: EN });
      expect(res.body.code).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await broken.close();
    }
  });
});
