import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, files, gb01, gc01, messages } from '../src/db/schema';
import { DEMO_CREDIT_CODE, DEMO_ID_NUMBER } from '../src/modules/accounts/demo-profiles';
import { EN, PDF, makeIdNumber, orgFields, ownedFile, register, uploadFile } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
let personId: number;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  personId = (await accountOf('person'))!.id;
  orgId = (await accountOf('org'))!.id;
});
afterAll(() => t.close());

async function accountOf(username: string) {
  return (await t.deps.db.select().from(accounts).where(eq(accounts.username, username)))[0];
}
const missingInfo = async (token: string) =>
  (await t.api.get<{ missingInfo: boolean }>('/web-auth/checkInfoPerfect', {}, { token })).body.data!
    .missingInfo;
const post = <T = unknown>(url: string, body: Record<string, unknown>, token: string) =>
  t.api.post<T>(url, body, { token, headers: { ...EN, repeatsubmit: 'false' } });

type TGc01Answer = { exists: boolean; missingFields: string[]; record: Record<string, unknown> | null };
type TGb01Answer = TGc01Answer;

/** The form of the demo person's record, as the web would send it back. */
const personForm = (over: Record<string, unknown> = {}) => ({
  name: '刘洋',
  idNumber: DEMO_ID_NUMBER,
  email: 'liuyang@example.com',
  education: '4',
  major: '软件工程',
  school: '福州大学',
  workYears: 5,
  region: '350102',
  address: '福州市鼓楼区五四路 158 号',
  politicalStatus: '03',
  ...over,
});
const { username: _u, ...orgForm } = orgFields({
  name: '福州数智科技有限公司',
  creditCode: DEMO_CREDIT_CODE,
  legalRep: '陈志远',
});

describe('profile completeness with the demo records', () => {
  it('finds the demo person and organisation complete, the organisation approved with a licence', async () => {
    const person = await signInAs(t, 'person');
    const org = await signInAs(t, 'org');
    expect(await missingInfo(person)).toBe(false);
    expect(await missingInfo(org)).toBe(false);
    const gc = await t.api.get<TGc01Answer>('/web-auth/getGc01', {}, { token: person });
    expect(gc.body.data).toMatchObject({
      exists: true,
      missingFields: [],
      record: {
        name: '刘洋',
        idNumber: DEMO_ID_NUMBER,
        idNumberMasked: `350***********${DEMO_ID_NUMBER.slice(-4)}`,
        gender: '1',
        birthDate: '1995-06-18',
        mobile: '139****0001',
      },
    });
    const gb = await t.api.get<TGb01Answer>('/web-auth/getGb01', {}, { token: org });
    expect(gb.body.data).toMatchObject({
      exists: true,
      missingFields: [],
      record: {
        creditCode: DEMO_CREDIT_CODE,
        reviewStatus: 'approved',
        licence: { mime: 'application/pdf' },
      },
    });
  });

  it('reads the records, not only the flag: a person without Gc01 is asked to complete it', async () => {
    const token = await signInAs(t, 'person');
    const saved = (await t.deps.db.select().from(gc01).where(eq(gc01.accountId, personId)))[0]!;
    await t.deps.db.delete(gc01).where(eq(gc01.accountId, personId));
    try {
      expect((await accountOf('person'))!.profileComplete).toBe(true);
      expect(await missingInfo(token)).toBe(true);
      const info = await t.api.get<{ infoPerfect: string }>('/web-auth/getUserInfo', {}, { token });
      expect(info.body.data!.infoPerfect).toBe('2');
      const gc = await t.api.get<TGc01Answer>('/web-auth/getGc01', {}, { token });
      expect(gc.body.data).toEqual({ exists: false, missingFields: ['gc01'], record: null });
    } finally {
      await t.deps.db.insert(gc01).values(saved);
    }
    expect(await missingInfo(token)).toBe(false);
  });

  it('asks an organisation whose licence was deleted, or that lacks required fields, to complete Gb01', async () => {
    const token = await signInAs(t, 'org');
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, orgId));
    await t.deps.db
      .update(files)
      .set({ deletedAt: sql`now()` })
      .where(eq(files.id, row!.licenceFileId!));
    try {
      expect(await missingInfo(token)).toBe(true);
    } finally {
      await t.deps.db.update(files).set({ deletedAt: null }).where(eq(files.id, row!.licenceFileId!));
    }
    await t.deps.db.update(gb01).set({ legalRep: null }).where(eq(gb01.accountId, orgId));
    try {
      expect(await missingInfo(token)).toBe(true);
    } finally {
      await t.deps.db.update(gb01).set({ legalRep: '陈志远' }).where(eq(gb01.accountId, orgId));
    }
    expect(await missingInfo(token)).toBe(false);
  });

  it('never asks staff or experts', async () => {
    for (const who of ['admin', 'reviewer', 'expert'])
      expect(await missingInfo(await signInAs(t, who))).toBe(false);
  });

  it('keeps getGc01 to persons and getGb01 to organisations', async () => {
    expect((await t.api.get('/web-auth/getGb01', {}, { token: await signInAs(t, 'person') })).body.code).toBe(
      403,
    );
    expect((await t.api.get('/web-auth/getGc01', {}, { token: await signInAs(t, 'org') })).body.code).toBe(
      403,
    );
    expect((await t.api.get('/web-auth/getGc01')).body.code).toBe(401);
  });
});

describe('POST /web-auth/updateGc01', () => {
  it('updates the caller’s own record and keeps the account name and email in step', async () => {
    const { res, mobile } = await register(t, 'Gc01');
    const token = res.body.data!.sessionId;
    const id = makeIdNumber('350111', '19880315', '246');
    const upd = await post<TGc01Answer>(
      '/web-auth/updateGc01',
      {
        ...personForm({ name: '张三丰', idNumber: id, email: 'zsf@example.com', workYears: '7' }),
        mobile: '13000000000',
      },
      token,
    );
    expect(upd.body.code).toBe(200);
    expect(upd.body.data!.record).toMatchObject({
      name: '张三丰',
      idNumber: id,
      birthDate: '1988-03-15',
      gender: '2',
      workYears: 7,
      email: 'zsf@example.com',
      // The mobile changes only through bindMobile.
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });
    const info = await t.api.get<{ user: { name: string; email: string } }>(
      '/web-auth/getUserInfo',
      {},
      { token },
    );
    expect(info.body.data!.user).toMatchObject({ name: '张三丰', email: 'zsf@example.com' });
  });

  it('validates a changed ID number again, and refuses one registered to someone else', async () => {
    const token = await signInAs(t, 'person');
    const bad = await post('/web-auth/updateGc01', personForm({ idNumber: '35010219950618123' }), token);
    expect(bad.body).toEqual({ code: 601, msg: 'please enter a correct ID number' });
    const other = await register(t, 'Gc01');
    const taken = await post('/web-auth/updateGc01', personForm({ idNumber: other.body.idNumber }), token);
    expect(taken.body).toEqual({ code: 601, msg: 'this ID number is already registered' });
    // Its own number is not "taken".
    expect((await post('/web-auth/updateGc01', personForm(), token)).body.code).toBe(200);
  });

  it('takes a photo only from the caller’s own uploaded pictures', async () => {
    const token = await signInAs(t, 'person');
    const mine = await ownedFile(t, personId, 'image/png', 'image');
    const theirs = await ownedFile(t, orgId, 'image/png', 'image');
    const pdf = await ownedFile(t, personId);
    expect((await post('/web-auth/updateGc01', personForm({ photoFileId: theirs.id }), token)).body.msg).toBe(
      'the photo was not found among your uploads, please upload it again',
    );
    expect((await post('/web-auth/updateGc01', personForm({ photoFileId: pdf.id }), token)).body.msg).toBe(
      'the photo must be a png, jpg or jpeg picture',
    );
    const ok = await post<TGc01Answer>('/web-auth/updateGc01', personForm({ photoFileId: mine.id }), token);
    expect(ok.body.data!.record).toMatchObject({ photo: { id: mine.id, url: `/files/${mine.storageKey}` } });
  });

  it('creates the record for a person account that has none, and then counts it complete', async () => {
    const token = await signInAs(t, 'person');
    const saved = (await t.deps.db.select().from(gc01).where(eq(gc01.accountId, personId)))[0]!;
    await t.deps.db.delete(gc01).where(eq(gc01.accountId, personId));
    expect(await missingInfo(token)).toBe(true);
    const res = await post<TGc01Answer>('/web-auth/updateGc01', personForm({ address: null }), token);
    expect(res.body.data).toMatchObject({ exists: true, missingFields: ['address'] });
    expect(await missingInfo(token)).toBe(true);
    expect((await accountOf('person'))!.profileComplete).toBe(false);
    await post('/web-auth/updateGc01', personForm({ address: saved.address }), token);
    expect(await missingInfo(token)).toBe(false);
  });

  it('is refused to organisations', async () => {
    const res = await post('/web-auth/updateGc01', personForm(), await signInAs(t, 'org'));
    expect(res.body.code).toBe(403);
  });
});

describe('the organisation licence flow (POST /web-auth/updateGb01)', () => {
  it('submits a registered organisation for review once it uploads its licence', async () => {
    const { res, body } = await register(t, 'Gb01');
    const token = res.body.data!.sessionId;
    const account = (await accountOf(body.username as string))!;
    const fileId = await uploadFile(t, token, '营业执照.pdf', PDF);
    const { username: _x, mobile: _m, smsCode: _c, password: _p, ...form } = body;
    const upd = await post<TGb01Answer>('/web-auth/updateGb01', { ...form, licenceFileId: fileId }, token);
    expect(upd.body.code).toBe(200);
    expect(upd.body.data).toMatchObject({
      missingFields: [],
      record: {
        reviewStatus: 'pending',
        licence: { id: fileId, name: '营业执照.pdf', mime: 'application/pdf' },
      },
    });
    expect(upd.body.data!.record!.submittedAt).toEqual(expect.any(String));
    expect(await missingInfo(token)).toBe(false);
    const titles = (await t.deps.db.select().from(messages).where(eq(messages.recipientId, account.id))).map(
      (m) => m.titleKey,
    );
    // Stored as keys: each reader sees them in their own language.
    expect(titles).toEqual(['review.notice.registeredTitle', 'review.notice.submittedTitle']);
    // Editing while pending keeps it pending and sends nothing new.
    await post('/web-auth/updateGb01', { ...form, description: '新的简介' }, token);
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, account.id));
    expect(row).toMatchObject({ reviewStatus: 'pending', description: '新的简介', licenceFileId: fileId });
  });

  it('refuses a licence that is not the caller’s upload, or not a PDF or picture', async () => {
    const { res, body } = await register(t, 'Gb01');
    const token = res.body.data!.sessionId;
    const account = (await accountOf(body.username as string))!;
    const { username: _x, mobile: _m, smsCode: _c, password: _p, ...form } = body;
    const theirs = await ownedFile(t, orgId);
    const text = await ownedFile(t, account.id, 'text/plain');
    expect((await post('/web-auth/updateGb01', { ...form, licenceFileId: theirs.id }, token)).body.msg).toBe(
      'the licence was not found among your uploads, please upload it again',
    );
    expect((await post('/web-auth/updateGb01', { ...form, licenceFileId: text.id }, token)).body.msg).toBe(
      'the licence must be a PDF or a png, jpg or jpeg picture',
    );
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, account.id));
    expect(row!.reviewStatus).toBe('draft');
  });

  it('sends an approved organisation back to review when reviewed fields change, not for others', async () => {
    const token = await signInAs(t, 'org');
    // The public text as approved stays as it is; a contact person is not shown to the public.
    const own = (await t.api.get<TGb01Answer>('/web-auth/getGb01', {}, { token })).body.data!.record!;
    const approvedText = { address: own.address, website: own.website, description: own.description };
    const same = await post<TGb01Answer>(
      '/web-auth/updateGb01',
      { ...orgForm, ...approvedText, contact: '更新联系人' },
      token,
    );
    expect(same.body.data!.record).toMatchObject({ reviewStatus: 'approved' });
    const renamed = await post<TGb01Answer>(
      '/web-auth/updateGb01',
      { ...orgForm, name: '福州数智科技股份有限公司' },
      token,
    );
    expect(renamed.body.data!.record).toMatchObject({
      reviewStatus: 'pending',
      name: '福州数智科技股份有限公司',
    });
    expect((await accountOf('org'))!.name).toBe('福州数智科技股份有限公司');
    await t.deps.db.update(gb01).set({ reviewStatus: 'approved' }).where(eq(gb01.accountId, orgId));
  });

  it('refuses a credit code another organisation holds, and persons', async () => {
    const token = await signInAs(t, 'org');
    const other = await register(t, 'Gb01');
    const res = await post('/web-auth/updateGb01', { ...orgForm, creditCode: other.body.creditCode }, token);
    expect(res.body).toEqual({ code: 601, msg: 'this unified social credit code is already registered' });
    const person = await post('/web-auth/updateGb01', orgForm, await signInAs(t, 'person'));
    expect(person.body.code).toBe(403);
  });
});

describe('GET /web-auth/getAreaData', () => {
  it('answers the whole area tree without a session', async () => {
    const res = await t.api.get<Array<{ value: string; label: string; children?: unknown[] }>>(
      '/web-auth/getAreaData',
      undefined,
      { headers: EN },
    );
    expect(res.body.code).toBe(200);
    const fujian = res.body.data!.find((p) => p.value === '350000')!;
    expect(fujian.label).toBe('Fujian');
    expect(fujian.children!.length).toBeGreaterThan(5);
  });

  it('answers one level for a parent: provinces for an empty one, districts for a city', async () => {
    const provinces = await t.api.get<Array<{ value: string; leaf: boolean }>>('/web-auth/getAreaData', {
      parent: '',
    });
    expect(provinces.body.data!.length).toBeGreaterThanOrEqual(34);
    expect(provinces.body.data!.find((p) => p.value === '350000')).toMatchObject({ leaf: false });
    const fuzhou = await t.api.get<Array<{ value: string; label: string; leaf: boolean }>>(
      '/web-auth/getAreaData',
      {
        parent: '350100',
      },
    );
    expect(fuzhou.body.data).toContainEqual({ value: '350102', label: '鼓楼区', leaf: true });
    expect(fuzhou.body.data!.every((d) => d.value.startsWith('3501'))).toBe(true);
    const none = await t.api.get<unknown[]>('/web-auth/getAreaData', { parent: '999999' });
    expect(none.body.data).toEqual([]);
  });
});
