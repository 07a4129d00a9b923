import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCREEN_HEADER } from '@rcwb/shared';
import { accounts, gb01, personalDataReads } from '../src/db/schema';
import { PDF, downloadFile, uploadFile } from './accounts-helpers';
import { makePerson, makeResume } from './deliveries-helpers';
import { type TCallOptions, createTestApp, type TTestApp } from './harness';
import { makeOrg } from './jobs-helpers';
import { signInAs } from './sessions';

type TRead = {
  viewer: string;
  subject: string;
  kinds: string[];
  objectType: string;
  objectId: string;
  screen: string;
  route: string;
};

let t: TTestApp;
let admin: string;
let reviewer: string;
let auditor: string;
let person: Awaited<ReturnType<typeof makePerson>>;
let personUsername: string;
let resumeId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer, auditor] = (await Promise.all(
    ['admin', 'reviewer', 'auditor'].map((u) => signInAs(t, u)),
  )) as [string, string, string];
  personUsername = `pdr${Date.now().toString(36)}`;
  person = await makePerson(t, '读取测试', personUsername);
  resumeId = await makeResume(t, person.id);
});
afterAll(() => t.close());

const as = (token: string, screen?: string): TCallOptions => ({
  token,
  headers: { 'accept-language': 'en', ...(screen === undefined ? {} : { [SCREEN_HEADER]: screen }) },
});

const readsOf = async (subjectId: number) =>
  t.deps.db.select().from(personalDataReads).where(eq(personalDataReads.subjectId, subjectId));

describe('reads of personal data are logged', () => {
  it('logs a staff view of a resume with reader, person, kinds, record and screen', async () => {
    const res = await t.api.get(`/resume/view/${resumeId}`, undefined, as(admin, '/g070105/index'));
    expect(res.body.code).toBe(200);
    const rows = await readsOf(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      viewerUsername: 'admin',
      subjectUsername: personUsername,
      objectType: 'resume',
      objectId: String(resumeId),
      screen: '/g070105/index',
      route: '/resume/view/:id',
    });
    expect(rows[0]!.kinds).toEqual(expect.arrayContaining(['resume', 'mobile']));
  });

  it('names the API route when the caller sends no screen, or one that is not a route', async () => {
    await t.api.get(`/system/person/${person.id}`, undefined, as(reviewer));
    await t.api.get(`/system/person/${person.id}`, undefined, as(reviewer, '<script>alert(1)</script>'));
    const rows = (await readsOf(person.id)).filter((r) => r.objectType === 'person');
    expect(rows.map((r) => r.screen)).toEqual(['api:/system/person/:id', 'api:/system/person/:id']);
    expect(rows[0]!.kinds).toEqual(expect.arrayContaining(['idNumber', 'mobile']));
  });

  it('does not log the owner reading their own data', async () => {
    const before = (await readsOf(person.id)).length;
    expect((await t.api.get(`/resume/view/${resumeId}`, undefined, as(person.token))).body.code).toBe(200);
    expect((await t.api.get('/resume/view/default', undefined, as(person.token))).body.code).not.toBe(500);
    expect(await readsOf(person.id)).toHaveLength(before);
  });

  it('does not log a refused read', async () => {
    const other = await makePerson(t, '旁人');
    const before = (await readsOf(person.id)).length;
    expect((await t.api.get(`/resume/view/${resumeId}`, undefined, as(other.token))).body.code).toBe(404);
    expect(await readsOf(person.id)).toHaveLength(before);
  });

  it("logs a reviewer's read of an organisation's record and of its licence file", async () => {
    const org = await makeOrg(t, '读取测试单位', 'pending');
    const fileId = await uploadFile(t, org.token, 'licence.pdf', PDF);
    await t.deps.db.update(gb01).set({ licenceFileId: fileId }).where(eq(gb01.accountId, org.id));
    expect(
      (await t.api.get(`/system/org/${org.id}`, undefined, as(reviewer, '/g070101/gbIndex'))).body.code,
    ).toBe(200);
    const licence = await downloadFile(t, reviewer, {}, `/api/system/org/${org.id}/licence`);
    expect(licence.bytes).toEqual(PDF);
    // The owner downloading their own licence is not logged.
    expect((await downloadFile(t, org.token, { fileName: fileId })).bytes).toEqual(PDF);
    const rows = await readsOf(org.id);
    expect(rows.map((r) => [r.viewerUsername, r.objectType, r.kinds])).toEqual([
      ['reviewer', 'org', ['licence', 'mobile']],
      ['reviewer', 'org', ['licence']],
    ]);
  });
});

describe('the read log screen', () => {
  it('refuses the administrator (separation of duties)', async () => {
    const res = await t.api.get('/system/audit/read/list', {}, as(admin));
    expect(res.body.code).toBe(403);
  });

  it('lets the auditor search by reader, person, kind and time, paged', async () => {
    const all = await t.api.get<TRead[]>('/system/audit/read/list', { subject: personUsername }, as(auditor));
    expect(all.body.code).toBe(200);
    expect(all.body.total).toBe(3);
    const byViewer = await t.api.get<TRead[]>(
      '/system/audit/read/list',
      { subject: personUsername, viewer: 'reviewer' },
      as(auditor),
    );
    expect((byViewer.body.rows as TRead[]).map((r) => r.viewer)).toEqual(['reviewer', 'reviewer']);
    const byKind = await t.api.get<TRead[]>(
      '/system/audit/read/list',
      { subject: personUsername, kind: 'resume' },
      as(auditor),
    );
    expect((byKind.body.rows as TRead[]).map((r) => [r.viewer, r.objectType, r.screen])).toEqual([
      ['admin', 'resume', '/g070105/index'],
    ]);
    const paged = await t.api.get<TRead[]>(
      '/system/audit/read/list',
      { subject: personUsername, page: 2, limit: 2 },
      as(auditor),
    );
    expect(paged.body.rows).toHaveLength(1);
    expect(paged.body.total).toBe(3);
    const future = await t.api.get<TRead[]>('/system/audit/read/list', { from: '2999-01-01' }, as(auditor));
    expect(future.body.total).toBe(0);
    const bad = await t.api.get('/system/audit/read/list', { kind: 'password' }, as(auditor));
    expect(bad.body.code).toBe(601);
  });

  it("never holds the data itself, only its kinds (the person's mobile is nowhere in the log)", async () => {
    const res = await t.api.get('/system/audit/read/list', { limit: 100 }, as(auditor));
    expect(JSON.stringify(res.body)).not.toContain(person.mobile);
  });
});

describe('separation of duties', () => {
  const screensOf = async (token: string) =>
    JSON.stringify((await t.api.get('/system/menu/getRouters', undefined, as(token))).body.data);

  it('shows the audit log screen to the auditor and not to the administrator', async () => {
    expect(await screensOf(auditor)).toContain('g070112');
    const adminMenus = await screensOf(admin);
    expect(adminMenus).not.toContain('g070112');
    // The administrator still sees the rest of the back office.
    expect(adminMenus).toContain('g300101');
  });

  it('refuses to make one account both administrator and auditor', async () => {
    const [me] = await t.deps.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const res = await t.api.put(
      `/system/user/${me!.id}/roles`,
      { roles: ['admin', 'auditor'] },
      {
        ...as(admin),
        headers: { 'accept-language': 'en', repeatsubmit: 'false' },
      },
    );
    expect(res.body).toMatchObject({
      code: 601,
      msg: expect.stringContaining('both administrator and auditor'),
    });
  });
});
