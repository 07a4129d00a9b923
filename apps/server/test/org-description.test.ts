import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, gb01 } from '../src/db/schema';
import { EN, ownedFile, register } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';
import { signInAs } from './sessions';

let t: TTestApp;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp({ RCWB_SMS_RATE_PER_MINUTE: '10000', RCWB_LOGIN_RATE_PER_MINUTE: '10000' });
  reviewer = await signInAs(t, 'reviewer');
});
afterAll(() => t.close());

const HOSTILE =
  '专注人才服务<iframe src="https://evil.example/" style="position:fixed;inset:0"></iframe>' +
  '<script>alert(document.cookie)</script><img src=x onerror="alert(1)">\n工资 < 5000 & 双休';
const NEUTRALISED = '专注人才服务\n工资 < 5000 & 双休';

const post = (url: string, body: Record<string, unknown>, token: string) =>
  t.api.post(url, body, { token, headers: { ...EN, repeatsubmit: 'false' } });

/** An organisation registered, submitted with its licence and approved by a reviewer. */
async function approvedOrg() {
  const { res, body } = await register(t, 'Gb01');
  const token = res.body.data!.sessionId;
  const [account] = await t.deps.db
    .select()
    .from(accounts)
    .where(eq(accounts.username, body.username as string));
  const licence = await ownedFile(t, account!.id);
  const { username: _u, mobile: _m, smsCode: _s, password: _p, ...rest } = body;
  const form = { ...rest, licenceFileId: licence.id };
  expect((await post('/web-auth/updateGb01', form, token)).body.code).toBe(200);
  expect((await post(`/system/org/${account!.id}/approve`, {}, reviewer)).body.code).toBe(200);
  return { id: account!.id, token, form };
}

const statusOf = async (id: number) =>
  (await t.deps.db.select().from(gb01).where(eq(gb01.accountId, id)))[0]!.reviewStatus;

describe('an organisation description never carries markup to a page', () => {
  it('stores frames, scripts and handlers neutralised and reads them back as plain text', async () => {
    const org = await approvedOrg();
    const saved = await post('/web-auth/updateGb01', { ...org.form, description: HOSTILE }, org.token);
    expect(saved.body.code).toBe(200);
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(row!.description).toBe(NEUTRALISED);
    const own = await t.api.get<{ record: { description: string } }>(
      '/web-auth/getGb01',
      {},
      { token: org.token },
    );
    expect(own.body.data!.record.description).toBe(NEUTRALISED);
    const staff = await t.api.get<{ description: string }>(`/system/org/${org.id}`, {}, { token: reviewer });
    expect(staff.body.data!.description).toBe(NEUTRALISED);
  });

  it('cleans a row stored raw before the fix when the public page reads it', async () => {
    const org = await approvedOrg();
    await t.deps.db
      .update(gb01)
      .set({ description: HOSTILE, website: 'javascript:alert(1)' })
      .where(eq(gb01.accountId, org.id));
    const page = await t.api.get<{ description: string; website: string | null }>(
      `/recruitment/company/${org.id}`,
      {},
    );
    expect(page.body.data).toMatchObject({ description: NEUTRALISED, website: null });
    expect(JSON.stringify(page.body)).not.toMatch(/<iframe|<script|onerror/i);
  });

  it('sends an approved organisation back to review when its public text changes', async () => {
    const org = await approvedOrg();
    expect((await t.api.get(`/recruitment/company/${org.id}`, {})).body.code).toBe(200);
    // A change that is not public text (the contact person) keeps it approved.
    await post('/web-auth/updateGb01', { ...org.form, contact: '王经理' }, org.token);
    expect(await statusOf(org.id)).toBe('approved');
    for (const change of [
      { description: '新的简介' },
      { address: '福州市鼓楼区新地址' },
      { website: 'https://new.example' },
    ]) {
      const again = await approvedOrg();
      const res = await post('/web-auth/updateGb01', { ...again.form, ...change }, again.token);
      expect(res.body.code).toBe(200);
      expect(await statusOf(again.id)).toBe('pending');
      // Unreviewed text is not public: the page is back only once a reviewer approves it.
      expect((await t.api.get(`/recruitment/company/${again.id}`, {})).body.code).toBe(404);
      expect((await post(`/system/org/${again.id}/approve`, {}, reviewer)).body.code).toBe(200);
      const page = await t.api.get<Record<string, unknown>>(`/recruitment/company/${again.id}`, {});
      expect(page.body.data).toMatchObject(change);
    }
  });
});
