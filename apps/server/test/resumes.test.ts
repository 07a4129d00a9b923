import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { accounts, deliveries, gc01, messages, resumes } from '../src/db/schema';
import {
  DEMO_PERSON_USERNAMES,
  defaultResumeOf,
  deliverableResume,
  demoSeekersSeed,
} from '../src/modules/resumes';
import { PDF, ownedFile, uploadFile } from './accounts-helpers';
import { makeOrg, publishJob } from './jobs-helpers';
import { makePerson, resumeForm } from './resumes-helpers';
import { signInAs } from './sessions';
import { testAppWith } from './test-app-helpers';

const { t, api, tokens } = testAppWith(['reviewer', 'admin']);
const [reviewer, admin] = tokens;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let org: { id: number; token: string };
beforeAll(async () => {
  alice = await makePerson(t, '张丽');
  bob = await makePerson(t, '王强');
  org = await makeOrg(t, '闽江数据科技有限公司');
});

type TView = {
  id: number;
  title: string;
  isDefault: boolean;
  visibility: string;
  completeness: number;
  missing: string[];
  publicConsentAt: string | null;
  refreshedAt: string;
  photo: { id: string; url: string } | null;
  attachment: { id: string; name: string } | null;
  person: { name: string; mobile: string | null } | null;
  content: { education: unknown[] };
};
type TRow = { id: number; title: string; isDefault: boolean; visibility: string; refreshedAt: string };

async function add(token: string, over: Record<string, unknown> = {}) {
  const res = await api.post<TView>('/resume/my', resumeForm(over), token);
  expect(res.body.code).toBe(200);
  return res.body.data!;
}
const list = async (token: string) =>
  (await api.get<never>('/resume/my/list', {}, token)).body as unknown as {
    code: number;
    rows: TRow[];
    total: number;
  };
const clear = (accountId: number) => t.deps.db.delete(resumes).where(eq(resumes.accountId, accountId));

describe('guards', () => {
  it('refuses anonymous callers, organisations and staff on a person’s resume calls', async () => {
    expect((await api.get('/resume/my/list', {})).body.code).toBe(401);
    expect((await api.post('/resume/my', resumeForm())).body.code).toBe(401);
    expect((await api.get('/resume/view/1', {})).body.code).toBe(401);
    for (const token of [org.token, reviewer]) {
      expect((await api.get('/resume/my/list', {}, token)).body.code).toBe(403);
      expect((await api.post('/resume/my', resumeForm(), token)).body.code).toBe(403);
      expect((await api.get('/resume/view/default', {}, token)).body.code).toBe(403);
    }
  });

  it('keeps the registry to staff', async () => {
    for (const token of [alice.token, org.token]) {
      expect((await api.get('/resume/staff/list', {}, token)).body.code).toBe(403);
      expect((await api.post('/resume/staff/1/hide', { reason: 'x' }, token)).body.code).toBe(403);
      expect((await api.post('/resume/staff/1/unhide', {}, token)).body.code).toBe(403);
    }
    expect((await api.get('/resume/staff/list', {})).body.code).toBe(401);
  });
});

describe('a person’s resumes', () => {
  it('creates, reads, edits and lists a resume with completeness and missing sections', async () => {
    await clear(alice.id);
    const created = await add(alice.token, {
      content: { ...resumeForm().content, projects: [], certificates: [] },
    });
    expect(created).toMatchObject({ title: '数据分析师求职简历', isDefault: true, visibility: 'hidden' });
    // 100 − projects 10 − certificates 5 − photo 5 − attachment 5.
    expect(created.completeness).toBe(75);
    expect(created.missing).toEqual(['projects', 'certificates', 'photo', 'attachment']);
    expect(created.person?.name).toBe('张丽');

    const edited = await api.put<TView>(
      `/resume/my/${created.id}`,
      resumeForm({ title: '  新标题 ' }),
      alice.token,
    );
    expect(edited.body.data).toMatchObject({
      title: '新标题',
      completeness: 90,
      missing: ['photo', 'attachment'],
    });
    const got = await api.get<TView>(`/resume/my/${created.id}`, {}, alice.token);
    expect(got.body.data?.content.education).toHaveLength(1);
    const rows = await list(alice.token);
    expect(rows.rows.map((r) => r.id)).toEqual([created.id]);

    // The search columns are written on save.
    const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, created.id));
    expect(row!.intentionCategories).toEqual(['0201']);
    expect(row!.intentionAreas).toEqual(['350100']);
    expect(String(row!.tokens)).toContain('新标');
  });

  it('validates title and content with field messages', async () => {
    const noTitle = await api.post('/resume/my', resumeForm({ title: ' ' }), alice.token);
    expect(noTitle.body.code).toBe(601);
    expect((noTitle.body.data as { fields: Record<string, string> }).fields).toHaveProperty(
      'title',
      'resumes.titleLength',
    );
    const longTitle = await api.post('/resume/my', resumeForm({ title: '简'.repeat(51) }), alice.token);
    expect(longTitle.body.code).toBe(601);
    const backwards = resumeForm();
    backwards.content.education = [
      { school: '福州大学', major: '', degree: '4', start: '2020-09', end: '2016-06' },
    ];
    const bad = await api.post('/resume/my', backwards, alice.token);
    expect(bad.body.code).toBe(601);
    expect((bad.body.data as { fields: Record<string, string> }).fields['content.education.0.end']).toBe(
      'endBeforeStart',
    );
    const noSchool = resumeForm();
    noSchool.content.education = [{ school: '', major: '', degree: '', start: '2016-09', end: null }];
    expect((await api.post('/resume/my', noSchool, alice.token)).body.code).toBe(601);
  });

  it('refuses a sixth resume with a clear message', async () => {
    await clear(bob.id);
    for (let i = 0; i < 5; i += 1) await add(bob.token, { title: `简历 ${i + 1}` });
    const sixth = await api.post('/resume/my', resumeForm(), bob.token);
    expect(sixth.body).toMatchObject({
      code: 601,
      msg: 'You can keep at most 5 resumes; delete one you no longer need first',
    });
    expect((await list(bob.token)).total).toBe(5);
    await clear(bob.id);
  });

  it('keeps exactly one default: the first, a chosen one, and the newest after the default is deleted', async () => {
    await clear(alice.id);
    const first = await add(alice.token, { title: '第一份' });
    const second = await add(alice.token, { title: '第二份' });
    const third = await add(alice.token, { title: '第三份' });
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    expect((await api.post(`/resume/my/${second.id}/default`, {}, alice.token)).body.code).toBe(200);
    const defaults = async () => (await list(alice.token)).rows.filter((r) => r.isDefault).map((r) => r.id);
    expect(await defaults()).toEqual([second.id]);
    expect((await defaultResumeOf(t.deps.db, alice.id))?.id).toBe(second.id);

    // Deleting the default promotes the newest other resume.
    const removed = await api.del<{ newDefault: number }>(`/resume/my/${second.id}`, alice.token);
    expect(removed.body.data?.newDefault).toBe(third.id);
    expect(await defaults()).toEqual([third.id]);
    // Deleting a non-default changes nothing else.
    expect((await api.del(`/resume/my/${first.id}`, alice.token)).body.code).toBe(200);
    expect(await defaults()).toEqual([third.id]);
    expect((await api.del(`/resume/my/${third.id}`, alice.token)).body.code).toBe(200);
    expect((await list(alice.token)).total).toBe(0);
    expect(await defaultResumeOf(t.deps.db, alice.id)).toBeNull();
    expect((await api.get('/resume/view/default', {}, alice.token)).body.code).toBe(404);
  });

  it('makes a resume public only with consent, and hides it again without clearing the consent', async () => {
    await clear(alice.id);
    const r = await add(alice.token);
    const noConsent = await api.post(`/resume/my/${r.id}/visibility`, { visibility: 'public' }, alice.token);
    expect(noConsent.body.code).toBe(601);
    expect(noConsent.body.msg).toContain('agree');
    const refused = await api.post(
      `/resume/my/${r.id}/visibility`,
      { visibility: 'public', consent: false },
      alice.token,
    );
    expect(refused.body.code).toBe(601);
    const ok = await api.post<TRow>(
      `/resume/my/${r.id}/visibility`,
      { visibility: 'public', consent: true },
      alice.token,
    );
    expect(ok.body.data?.visibility).toBe('public');
    const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, r.id));
    expect(row!.publicConsentAt).not.toBeNull();
    const hidden = await api.post<TRow>(
      `/resume/my/${r.id}/visibility`,
      { visibility: 'hidden' },
      alice.token,
    );
    expect(hidden.body.data?.visibility).toBe('hidden');
    const [after] = await t.deps.db.select().from(resumes).where(eq(resumes.id, r.id));
    expect(after!.publicConsentAt).toEqual(row!.publicConsentAt);
    expect(after!.title).toBe(row!.title);
  });

  it('refreshes a resume (the “updated today” signal)', async () => {
    await clear(alice.id);
    const r = await add(alice.token);
    await t.deps.db
      .update(resumes)
      .set({ refreshedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(resumes.id, r.id));
    const res = await api.post<TRow>(`/resume/my/${r.id}/refresh`, {}, alice.token);
    expect(res.body.code).toBe(200);
    expect(Date.parse(res.body.data!.refreshedAt)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
  });

  it('refuses another person’s resume for every call, as if it did not exist', async () => {
    await clear(alice.id);
    const r = await add(alice.token);
    const calls = [
      api.get(`/resume/my/${r.id}`, {}, bob.token),
      api.put(`/resume/my/${r.id}`, resumeForm({ title: '改' }), bob.token),
      api.del(`/resume/my/${r.id}`, bob.token),
      api.post(`/resume/my/${r.id}/default`, {}, bob.token),
      api.post(`/resume/my/${r.id}/visibility`, { visibility: 'public', consent: true }, bob.token),
      api.post(`/resume/my/${r.id}/refresh`, {}, bob.token),
      api.get(`/resume/view/${r.id}`, {}, bob.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.body.code).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('张丽');
    }
    const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, r.id));
    expect(row).toMatchObject({ title: '数据分析师求职简历', visibility: 'hidden', isDefault: true });
  });

  it('accepts only the caller’s own png/jpg photo and pdf/doc/docx attachment', async () => {
    await clear(alice.id);
    const photo = await ownedFile(t, alice.id, 'image/png', 'image');
    const attachment = await uploadFile(t, alice.token, '简历.pdf', PDF);
    const bobsPhoto = await ownedFile(t, bob.id, 'image/png', 'image');
    const bobsFile = await uploadFile(t, bob.token, '简历.pdf', PDF);

    const stolenPhoto = await api.post('/resume/my', resumeForm({ photoFileId: bobsPhoto.id }), alice.token);
    expect(stolenPhoto.body).toMatchObject({ code: 601, msg: 'The photo was not found; upload it again' });
    const stolenFile = await api.post('/resume/my', resumeForm({ attachmentFileId: bobsFile }), alice.token);
    expect(stolenFile.body).toMatchObject({
      code: 601,
      msg: 'The attached file was not found; upload it again',
    });
    const pdfAsPhoto = await api.post('/resume/my', resumeForm({ photoFileId: attachment }), alice.token);
    expect(pdfAsPhoto.body.msg).toBe('The photo must be a png or jpg picture');
    const text = await uploadFile(t, alice.token, 'notes.txt', Buffer.from('hello'));
    const txt = await api.post('/resume/my', resumeForm({ attachmentFileId: text }), alice.token);
    expect(txt.body.msg).toBe('The attached file must be a pdf, doc or docx document');

    const ok = await add(alice.token, { photoFileId: photo.id, attachmentFileId: attachment });
    expect(ok.completeness).toBe(100);
    expect(ok.missing).toEqual([]);
    expect(ok.photo?.id).toBe(photo.id);
    expect(ok.attachment?.name).toBe('简历.pdf');
  });
});

describe('the resume page', () => {
  it('shows the owner’s default and any resume to staff, with contact; refuses organisations', async () => {
    await clear(alice.id);
    const r = await add(alice.token);
    const own = await api.get<TView>('/resume/view/default', {}, alice.token);
    expect(own.body.data).toMatchObject({ id: r.id, person: { name: '张丽' } });
    expect((await api.get<TView>(`/resume/view/${r.id}`, {}, alice.token)).body.data?.id).toBe(r.id);
    for (const token of [reviewer, admin]) {
      const staff = await api.get<TView>(`/resume/view/${r.id}`, {}, token);
      expect(staff.body.data).toMatchObject({ id: r.id, person: { name: '张丽' } });
    }
    const asOrg = await api.get(`/resume/view/${r.id}`, {}, org.token);
    expect(asOrg.body.code).toBe(403);
    expect(asOrg.body.msg).toContain('through a delivery');
    expect(JSON.stringify(asOrg.body)).not.toContain('张丽');
  });
});

describe('staff registry', () => {
  it('lists and filters resumes, hides with a reason (owner told) and unhides', async () => {
    await clear(alice.id);
    const r = await add(alice.token, { title: '违规简历标题' });
    type TStaffRow = { id: number; ownerName: string; staffHidden: boolean };
    const found = await api.get<never>('/resume/staff/list', { keyword: '违规简历' }, reviewer);
    const body = found.body as unknown as { rows: TStaffRow[]; total: number };
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({ id: r.id, ownerName: '张丽', staffHidden: false });
    const byOwner = (await api.get<never>('/resume/staff/list', { keyword: '张丽' }, reviewer))
      .body as unknown as {
      rows: TStaffRow[];
    };
    expect(byOwner.rows.map((x) => x.id)).toContain(r.id);

    expect((await api.post(`/resume/staff/${r.id}/hide`, { reason: ' ' }, reviewer)).body.code).toBe(601);
    const hide = await api.post(`/resume/staff/${r.id}/hide`, { reason: '含有联系方式' }, reviewer);
    expect(hide.body.code).toBe(200);
    expect((await api.post(`/resume/staff/${r.id}/hide`, { reason: '再次' }, reviewer)).body.code).toBe(601);
    const [note] = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, alice.id), eq(messages.kind, 'resume')))
      .orderBy(desc(messages.id));
    expect(note!.body).toContain('含有联系方式');
    expect(note!.link).toBe('/g01/g010501');
    expect(await deliverableResume(t.deps.db, alice.id, r.id)).toBeNull();
    const hiddenOnly = (await api.get<never>('/resume/staff/list', { hidden: '1' }, reviewer))
      .body as unknown as {
      rows: TStaffRow[];
    };
    expect(hiddenOnly.rows.every((x) => x.staffHidden)).toBe(true);
    expect(hiddenOnly.rows.map((x) => x.id)).toContain(r.id);
    // The owner sees why.
    const mine = (await list(alice.token)).rows[0] as TRow & { staffHiddenReason: string };
    expect(mine.staffHiddenReason).toBe('含有联系方式');

    expect((await api.post(`/resume/staff/${r.id}/unhide`, {}, admin)).body.code).toBe(200);
    expect((await api.post(`/resume/staff/${r.id}/unhide`, {}, admin)).body.code).toBe(601);
    expect((await deliverableResume(t.deps.db, alice.id, r.id))?.id).toBe(r.id);
    expect(await deliverableResume(t.deps.db, bob.id, r.id)).toBeNull();
    expect((await api.post('/resume/staff/999999/hide', { reason: 'x' }, reviewer)).body.code).toBe(404);
  });
});

describe('deliveries keep their snapshot', () => {
  it('deleting a delivered resume leaves the delivery with its snapshot', async () => {
    await clear(alice.id);
    const r = await add(alice.token);
    const jobId = await publishJob(api, org.token, reviewer);
    const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, r.id));
    const [delivery] = await t.deps.db
      .insert(deliveries)
      .values({
        personId: alice.id,
        resumeId: r.id,
        jobId,
        orgId: org.id,
        snapshot: {
          resume: {
            id: r.id,
            title: row!.title,
            content: row!.content,
            completeness: row!.completeness,
            photoFileId: null,
            attachmentFileId: null,
          },
          person: { name: '张丽', gender: '2', birthDate: '1995-01-01', mobile: null, email: null },
          job: {
            id: jobId,
            title: '数据分析师',
            orgName: '闽江数据科技有限公司',
            area: '350102',
            category: '0201',
            salaryMin: null,
            salaryMax: null,
            education: '4',
            experience: '3',
            jobType: '1',
          },
        },
      })
      .returning();
    expect((await api.del(`/resume/my/${r.id}`, alice.token)).body.code).toBe(200);
    const [kept] = await t.deps.db.select().from(deliveries).where(eq(deliveries.id, delivery!.id));
    expect(kept!.resumeId).toBeNull();
    expect(kept!.snapshot.resume.title).toBe('数据分析师求职简历');
  });
});

describe('demo data', () => {
  it('gives the demo person a public default and a hidden partial resume', async () => {
    const person = await signInAs(t, 'person');
    const rows = (await list(person)).rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ isDefault: true, visibility: 'public' });
    expect(rows[1]).toMatchObject({ isDefault: false, visibility: 'hidden' });
    const full = await api.get<TView>(`/resume/my/${rows[0]!.id}`, {}, person);
    expect(full.body.data?.completeness).toBe(100);
  });

  it('seeds the demo job seekers (with the demo volume) with valid profiles and one resume each', async () => {
    // The test template is seeded without the demo volume; run the step on this copy.
    await demoSeekersSeed.run({ ...t.deps, config: { ...t.config, seedDemoVolume: true } });
    const seeded = await t.deps.db
      .select({ accountId: resumes.accountId, visibility: resumes.visibility, isDefault: resumes.isDefault })
      .from(resumes)
      .innerJoin(accounts, eq(accounts.id, resumes.accountId))
      .where(inArray(accounts.username, DEMO_PERSON_USERNAMES));
    expect(seeded).toHaveLength(DEMO_PERSON_USERNAMES.length);
    expect(seeded.every((r) => r.isDefault)).toBe(true);
    expect(seeded.filter((r) => r.visibility === 'public').length).toBeGreaterThan(
      DEMO_PERSON_USERNAMES.length / 2,
    );
    const profiles = await t.deps.db
      .select({ id: gc01.accountId })
      .from(gc01)
      .innerJoin(accounts, eq(accounts.id, gc01.accountId))
      .where(and(inArray(accounts.username, DEMO_PERSON_USERNAMES), eq(accounts.profileComplete, true)));
    expect(profiles).toHaveLength(DEMO_PERSON_USERNAMES.length);
    const seeker = await signInAs(t, DEMO_PERSON_USERNAMES[0]!);
    expect((await list(seeker)).total).toBe(1);
  });
});
