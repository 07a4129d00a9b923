import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accounts, gb01, messages } from '../src/db/schema';
import { DEMO_CREDIT_CODE, DEMO_ID_NUMBER, DEMO_MOBILES } from '../src/modules/accounts/demo-profiles';
import { EN, GOOD_PASSWORD, ownedFile, register } from './accounts-helpers';
import { postLogin } from './auth-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
let reviewer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  reviewer = await signInAs(t, 'reviewer');
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

type TPage = { code: number; msg: string; rows: Array<Record<string, unknown>>; total: number };
const list = async (url: string, params: Record<string, unknown> = {}, token = reviewer) =>
  (await t.api.get<never>(url, params, { token })).body as unknown as TPage;
const post = (url: string, body: Record<string, unknown>, token = reviewer) =>
  t.api.post(url, body, { token, headers: { ...EN, repeatsubmit: 'false' } });
const lastMessage = async (accountId: number) =>
  (
    await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, accountId))
      .orderBy(desc(messages.id))
  )[0];

/** A registered organisation that uploaded its licence: pending review. */
async function pendingOrg(over: Record<string, unknown> = {}) {
  const { res, body } = await register(t, 'Gb01', over);
  const token = res.body.data!.sessionId;
  const [account] = await t.deps.db
    .select()
    .from(accounts)
    .where(eq(accounts.username, body.username as string));
  const licence = await ownedFile(t, account!.id);
  const { username: _u, mobile: _m, smsCode: _s, password: _p, ...form } = body;
  const upd = await t.api.post('/web-auth/updateGb01', { ...form, licenceFileId: licence.id }, { token });
  expect(upd.body.code).toBe(200);
  return { id: account!.id, token, body, form };
}

describe('GET /system/org/list', () => {
  it('lists organisations for reviewers with pending ones first and credit codes masked', async () => {
    const org = await pendingOrg({ name: '待审核测试公司' });
    const page = await list('/system/org/list');
    expect(page.code).toBe(200);
    expect(page.rows[0]).toMatchObject({
      id: org.id,
      name: '待审核测试公司',
      reviewStatus: 'pending',
      hasLicence: true,
    });
    const code = org.body.creditCode as string;
    expect(page.rows[0]!.creditCode).toBe(`${code.slice(0, 4)}**********${code.slice(-4)}`);
    expect(JSON.stringify(page)).not.toContain(code);
    expect(JSON.stringify(page)).not.toContain(DEMO_CREDIT_CODE);
    expect(page.rows.find((r) => r.username === 'org')).toMatchObject({
      reviewStatus: 'approved',
      status: 'active',
    });
  });

  it('filters by name, credit code, review status and region (a province includes its districts)', async () => {
    const org = await pendingOrg({ name: '筛选用科技公司', region: '350104' });
    const code = org.body.creditCode as string;
    const ids = async (params: Record<string, unknown>) =>
      (await list('/system/org/list', params)).rows.map((r) => r.id);
    expect(await ids({ name: '筛选用' })).toEqual([org.id]);
    expect(await ids({ creditCode: code.slice(8, 14).toLowerCase() })).toEqual([org.id]);
    expect(await ids({ reviewStatus: 'approved' })).not.toContain(org.id);
    expect(await ids({ reviewStatus: 'pending', region: '350000' })).toContain(org.id);
    expect(await ids({ region: '350100' })).toContain(org.id);
    expect(await ids({ region: '350102' })).not.toContain(org.id);
    expect(await ids({ name: '%' })).toEqual([]);
  });

  it('shows a reviewer the whole record with the licence', async () => {
    const org = await pendingOrg();
    const res = await t.api.get<Record<string, unknown>>(`/system/org/${org.id}`, {}, { token: reviewer });
    expect(res.body.data).toMatchObject({
      id: org.id,
      creditCode: org.body.creditCode,
      reviewStatus: 'pending',
      licence: { mime: 'application/pdf' },
      // The list's "Licence uploaded", so the detail drawer shows it as the list does.
      hasLicence: true,
      missingFields: [],
    });
    const person = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'person'));
    expect((await t.api.get(`/system/org/${person[0]!.id}`, {}, { token: reviewer })).body.code).toBe(404);
  });

  it('is only for reviewers and administrators', async () => {
    for (const who of ['person', 'org', 'editor', 'archivist', 'expert']) {
      const token = await signInAs(t, who);
      expect((await t.api.get('/system/org/list', {}, { token })).body.code).toBe(403);
      expect((await t.api.post('/system/org/1/approve', {}, { token })).body.code).toBe(403);
    }
    expect((await list('/system/org/list', {}, admin)).code).toBe(200);
  });
});

describe('organisation review decisions', () => {
  it('rejects with a reason (required), tells the organisation, which resubmits and is approved', async () => {
    const org = await pendingOrg();
    const noReason = await post(`/system/org/${org.id}/reject`, { reason: '  ' });
    expect(noReason.body).toMatchObject({ code: 601, data: { fields: { reason: 'accounts.required' } } });
    const rejected = await post(`/system/org/${org.id}/reject`, { reason: '营业执照不清晰' });
    expect(rejected.body).toMatchObject({ code: 200, data: { reviewStatus: 'rejected' } });
    expect(await lastMessage(org.id)).toMatchObject({
      kind: 'org-review',
      title: '单位审核未通过',
      body: '您的单位信息审核未通过，原因：营业执照不清晰。请修改后重新提交。',
    });
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(row).toMatchObject({ reviewStatus: 'rejected', reviewReason: '营业执照不清晰' });
    // A decided organisation cannot be decided again until it resubmits.
    expect((await post(`/system/org/${org.id}/approve`, {})).body).toEqual({
      code: 601,
      msg: 'only an organisation waiting for review can be approved or rejected',
    });
    const own = await t.api.get<{ record: { reviewStatus: string; reviewReason: string } }>(
      '/web-auth/getGb01',
      {},
      { token: org.token },
    );
    expect(own.body.data!.record).toMatchObject({ reviewStatus: 'rejected', reviewReason: '营业执照不清晰' });

    const licence = await ownedFile(t, org.id, 'image/png', 'image');
    await t.api.post(
      '/web-auth/updateGb01',
      { ...org.form, licenceFileId: licence.id },
      { token: org.token },
    );
    const [again] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(again).toMatchObject({ reviewStatus: 'pending', reviewReason: null });

    const approved = await post(`/system/org/${org.id}/approve`, {}, admin);
    expect(approved.body).toMatchObject({ code: 200, data: { reviewStatus: 'approved' } });
    expect(await lastMessage(org.id)).toMatchObject({
      title: '单位审核通过',
      body: '您的单位信息已审核通过。',
    });
    const [done] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(done!.reviewedAt).not.toBeNull();
  });

  it('refuses a decision on a draft and on unknown ids', async () => {
    const { body } = await register(t, 'Gb01');
    const [account] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, body.username as string));
    expect((await post(`/system/org/${account!.id}/approve`, {})).body.code).toBe(601);
    expect((await post('/system/org/999999/reject', { reason: 'x' })).body.code).toBe(404);
  });

  it('locks an organisation (its sessions end, sign-in is refused) and unlocks it, telling it each time', async () => {
    const org = await pendingOrg();
    const username = org.body.username as string;
    const locked = await post(`/system/org/${org.id}/lock`, { reason: '资料造假' });
    expect(locked.body).toMatchObject({ code: 200, data: { status: 'locked' } });
    expect((await t.api.get('/web-auth/getUserInfo', {}, { token: org.token })).body.code).toBe(401);
    expect((await postLogin(t, username, GOOD_PASSWORD, {}, { headers: EN })).body.msg).toBe(
      'the account has been locked, please contact the administrator',
    );
    expect(await lastMessage(org.id)).toMatchObject({
      title: '账号已锁定',
      body: '您的账号已被服务中心锁定。原因：资料造假',
    });
    expect((await post(`/system/org/${org.id}/lock`, {})).body.msg).toBe(
      'only an active account can be locked',
    );
    expect((await post(`/system/org/${org.id}/unlock`, {})).body).toMatchObject({
      data: { status: 'active' },
    });
    expect((await postLogin(t, username, GOOD_PASSWORD)).body.code).toBe(200);
    expect((await post(`/system/org/${org.id}/unlock`, {})).body.msg).toBe('the account is not locked');
  });
});

describe('GET /system/person/list', () => {
  it('lists individuals with ID numbers and mobiles masked', async () => {
    const page = await list('/system/person/list', { name: '刘洋' });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      username: 'person',
      idNumber: `350***********${DEMO_ID_NUMBER.slice(-4)}`,
      mobile: `139****${DEMO_MOBILES.person.slice(-4)}`,
      gender: '1',
      status: 'active',
    });
    const text = JSON.stringify(page);
    expect(text).not.toContain(DEMO_ID_NUMBER);
    expect(text).not.toContain(DEMO_MOBILES.person);
    const detail = await t.api.get<Record<string, unknown>>(
      `/system/person/${page.rows[0]!.id}`,
      {},
      { token: reviewer },
    );
    expect(detail.body.data).toMatchObject({
      idNumber: `350***********${DEMO_ID_NUMBER.slice(-4)}`,
      name: '刘洋',
    });
    expect(JSON.stringify(detail.body)).not.toContain(DEMO_ID_NUMBER);
  });

  it('finds a person by the exact ID number through the blind index, any letter case', async () => {
    const exact = await list('/system/person/list', { idNumber: DEMO_ID_NUMBER.toLowerCase() });
    expect(exact.rows.map((r) => r.username)).toEqual(['person']);
    expect((await list('/system/person/list', { idNumber: DEMO_ID_NUMBER.slice(0, 10) })).total).toBe(0);
    expect(
      (await list('/system/person/list', { mobile: DEMO_MOBILES.person })).rows.map((r) => r.username),
    ).toEqual(['person']);
  });

  it('locks and unlocks an individual; organisation ids are not persons', async () => {
    const { res, body } = await register(t, 'Gc01');
    const [account] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, body.username as string));
    expect((await post(`/system/person/${account!.id}/lock`, {})).body.code).toBe(200);
    expect(
      (await t.api.get('/web-auth/getUserInfo', {}, { token: res.body.data!.sessionId })).body.code,
    ).toBe(401);
    expect(await lastMessage(account!.id)).toMatchObject({
      title: '账号已锁定',
      body: '您的账号已被服务中心锁定。',
    });
    expect((await post(`/system/person/${account!.id}/unlock`, {})).body.code).toBe(200);
    const [org] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'org'));
    expect((await post(`/system/person/${org!.id}/lock`, {})).body.code).toBe(404);
    expect(
      (await t.api.get('/system/person/list', {}, { token: await signInAs(t, 'person') })).body.code,
    ).toBe(403);
  });
});
