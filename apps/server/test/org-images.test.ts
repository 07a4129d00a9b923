import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ORG_PHOTO_LIMIT } from '@rcwb/shared';
import { accounts, files, gb01 } from '../src/db/schema';
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

const post = (url: string, body: Record<string, unknown>, token: string) =>
  t.api.post(url, body, { token, headers: { ...EN, repeatsubmit: 'false' } });

/** An organisation registered, submitted with its licence and approved by a reviewer. */
async function approvedOrg() {
  const { res, body } = await register(t, 'Gb01');
  const token = res.body.data!.sessionId as string;
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

const image = (ownerId: number) => ownedFile(t, ownerId, 'image/png', 'image');
type TCompany = { logoUrl: string | null; photoUrls: string[] };
const companyPage = (id: number) => t.api.get<TCompany>(`/recruitment/company/${id}`, {});

describe("an organisation's logo and photos", () => {
  it('are shown on the company page in the chosen order once a reviewer has approved them', async () => {
    const org = await approvedOrg();
    const logo = await image(org.id);
    const photos = [await image(org.id), await image(org.id), await image(org.id)];
    const order = [photos[2]!, photos[0]!, photos[1]!];
    const saved = await post(
      '/web-auth/updateGb01',
      { ...org.form, logoFileId: logo.id, photoFileIds: order.map((p) => p.id) },
      org.token,
    );
    expect(saved.body.code).toBe(200);
    const own = saved.body.data as {
      record: { logo: { id: string }; photos: { id: string; url: string }[] };
    };
    expect(own.record.logo.id).toBe(logo.id);
    expect(own.record.photos.map((p) => p.id)).toEqual(order.map((p) => p.id));

    // New public pictures are a moderation matter: the organisation goes back to the review
    // queue and its page is hidden until a reviewer approves (as for its public text).
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(row!.reviewStatus).toBe('pending');
    expect((await companyPage(org.id)).body.code).toBe(404);
    expect((await post(`/system/org/${org.id}/approve`, {}, reviewer)).body.code).toBe(200);

    const page = await companyPage(org.id);
    expect(page.body.data!.logoUrl).toBe(`/files/${logo.storageKey}`);
    expect(page.body.data!.photoUrls).toEqual(order.map((p) => `/files/${p.storageKey}`));

    // Saving the form again without touching the pictures keeps them and the approval.
    const again = await post(
      '/web-auth/updateGb01',
      { ...org.form, logoFileId: logo.id, photoFileIds: order.map((p) => p.id) },
      org.token,
    );
    expect(again.body.code).toBe(200);
    const [after] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(after!.reviewStatus).toBe('approved');
  });

  it("refuses someone else's picture, a document, a repeated photo and more than the limit", async () => {
    const org = await approvedOrg();
    const other = await approvedOrg();
    const foreign = await image(other.id);
    const pdf = await ownedFile(t, org.id);
    const mine = await image(org.id);
    const refusal = async (change: Record<string, unknown>) =>
      (await post('/web-auth/updateGb01', { ...org.form, ...change }, org.token)).body;
    expect((await refusal({ logoFileId: foreign.id })).msg).toMatch(/not found among your uploads/);
    expect((await refusal({ photoFileIds: [pdf.id] })).msg).toMatch(/must be png, jpg or jpeg pictures/);
    expect((await refusal({ photoFileIds: [mine.id, mine.id] })).msg).toMatch(/listed twice/);
    const many = await Promise.all(Array.from({ length: ORG_PHOTO_LIMIT + 1 }, () => image(org.id)));
    expect((await refusal({ photoFileIds: many.map((m) => m.id) })).code).not.toBe(200);
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org.id));
    expect(row!).toMatchObject({ logoFileId: null, photoFileIds: [], reviewStatus: 'approved' });
  });

  it('are drawn for the demo organisation at seed time and shown on its company page', async () => {
    const [org] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'org'));
    const page = await companyPage(org!.id);
    expect(page.body.data!.logoUrl).toMatch(/^\/files\/[0-9a-f]{32}$/);
    expect(page.body.data!.photoUrls).toHaveLength(3);
    const [row] = await t.deps.db.select().from(gb01).where(eq(gb01.accountId, org!.id));
    const stored = await t.deps.db
      .select()
      .from(files)
      .where(inArray(files.id, [row!.logoFileId!, ...row!.photoFileIds]));
    expect(stored).toHaveLength(4);
    // The bytes are checked in demo-org-images.unit.test.ts (the test database is seeded once).
    for (const f of stored) expect(f).toMatchObject({ kind: 'image', mime: 'image/png', ownerId: org!.id });
  });
});
