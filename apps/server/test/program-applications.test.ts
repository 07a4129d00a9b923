import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROGRAM_PERMS } from '@rcwb/shared';
import { act } from '../src/core/workflow';
import { files, gc01, messages } from '../src/db/schema';
import { programApplicationMaterials } from '../src/modules/programs';
import { updateBatch } from '../src/modules/programs/programs.repository';
import { ownedFile } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { waitForOperation } from './audit-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg } from './jobs-helpers';
import { makeBatch } from './program-helpers';
import { signInAs } from './sessions';
import { makeActor } from './workflow-helpers';

/**
 * Talent program applications, the applicants' side (g020101 / g020102), through the API on the
 * real database: eligibility with reasons, the draft prefilled from the profile, both steps,
 * submitting into the review process, a return with the reviewer's opinion and the resubmission,
 * ownership of every id, one application per applicant and batch.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;

type TMaterialOut = { name: string; required: boolean; file: { id: string } | null };
type TView = {
  status: string;
  step: { key: string } | null;
  returned: { step: string; opinion: string | null } | null;
  timeline: { action: string; actorName: string; opinion: string | null }[];
};
type TDetail = {
  id: number;
  info: Record<string, unknown>;
  materials: TMaterialOut[];
  declared: boolean;
  editable: boolean;
  view: TView;
};
type TBatchOut = { id: number; applicationId: number | null; reasons: { key: string }[] };
type TReasons = { reasons: { key: string; params?: Record<string, unknown> }[] };

const info = (over: Record<string, unknown> = {}) => ({
  name: '林晓',
  contact: '',
  mobile: '13700000001',
  email: 'lin@example.com',
  region: '350102',
  address: '福州市鼓楼区',
  education: '4',
  birthDate: '1995-03-08',
  school: '福州大学',
  major: '计算机科学',
  creditCode: '',
  industry: null,
  summary: '主持完成两项市级科研项目。',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

/** A person whose Gc01 holds education and region, as step 1's prefill and eligibility read it. */
async function applicant(name = '林晓') {
  const p = await makePerson(t, name);
  await t.deps.db
    .update(gc01)
    .set({ education: '4', region: '350102', school: '福州大学', major: '计算机科学' })
    .where(eq(gc01.accountId, p.id));
  return p;
}

async function start(token: string, batchId: number) {
  return api.post<TDetail>('/program/application', { batchId }, token);
}

describe('program applications (g020101 / g020102)', () => {
  it('lists the open batches of my kind with the reasons I cannot apply, and refuses with them', async () => {
    const me = await applicant();
    const fits = await makeBatch(t);
    const tooHigh = await makeBatch(t, {
      eligibility: { education: '6', ageMin: null, ageMax: 25, regions: [], tier: null },
    });
    const closed = await makeBatch(t, {}, 'closed');
    const forOrgs = await makeBatch(t, { applicantType: 'org', process: 'talent-program.org' });

    const listed = await api.get<TBatchOut[]>('/program/application/batches', undefined, me.token);
    expect(listed.body.code).toBe(200);
    const byId = new Map(listed.body.data!.map((b) => [b.id, b]));
    expect(byId.get(fits.id)?.reasons).toEqual([]);
    expect(byId.get(tooHigh.id)?.reasons.map((r) => r.key)).toEqual([
      'programs.eligibility.education',
      'programs.eligibility.tooOld',
    ]);
    // Only open batches, and only those for people.
    expect(byId.has(closed.id)).toBe(false);
    expect(byId.has(forOrgs.id)).toBe(false);

    const refused = await start(me.token, tooHigh.id);
    expect(refused.body.code).toBe(601);
    expect(refused.body.msg).toBe('This batch asks for a higher education level than your profile shows');
    expect((refused.body.data as unknown as TReasons).reasons.map((r) => r.key)).toEqual([
      'programs.eligibility.education',
      'programs.eligibility.tooOld',
    ]);
    expect((await start(me.token, closed.id)).body.msg).toBe('This batch is not taking applications');
    expect((await start(me.token, 999_999)).body.code).toBe(404);
  });

  it('starts a draft prefilled from my record, once per batch', async () => {
    const me = await applicant('陈静');
    const batch = await makeBatch(t);
    const started = await start(me.token, batch.id);
    expect(started.body.code).toBe(200);
    const d = started.body.data!;
    expect(d.view.status).toBe('draft');
    expect(d.editable).toBe(true);
    expect(d.info).toMatchObject({
      name: '陈静',
      education: '4',
      region: '350102',
      school: '福州大学',
      birthDate: '1995-03-08',
    });
    expect(d.info.mobile).toMatch(/^137\d{8}$/);
    expect(d.materials.map((m) => [m.name, m.required, m.file])).toEqual([
      ['身份证明', true, null],
      ['学历证书', true, null],
      ['成果材料', false, null],
    ]);

    const again = await start(me.token, batch.id);
    expect(again.body.code).toBe(601);
    expect(again.body.msg).toBe('You have already applied to this batch: continue that application');

    const listed = await api.get<TBatchOut[]>('/program/application/batches', undefined, me.token);
    expect(listed.body.data!.find((b) => b.id === batch.id)?.applicationId).toBe(d.id);

    // Written after the answer: wait for it rather than race it.
    await waitForOperation(
      t.deps.db,
      (l) => l.objectKind === 'programApplication' && l.actionKey === 'create' && l.objectId === String(d.id),
    );
  });

  it('keeps every application to its applicant', async () => {
    const owner = await applicant();
    const other = await applicant('王五');
    const batch = await makeBatch(t);
    const id = (await start(owner.token, batch.id)).body.data!.id;
    expect((await api.get(`/program/application/${id}`, undefined, other.token)).body.code).toBe(404);
    expect((await api.put(`/program/application/${id}/info`, info(), other.token)).body.code).toBe(404);
    expect(
      (await api.put(`/program/application/${id}/materials`, { files: [], declared: true }, other.token)).body
        .code,
    ).toBe(404);
    expect((await api.post(`/program/application/${id}/submit`, {}, other.token)).body.code).toBe(404);
    const theirs = await api.get<{ id: number }[]>('/program/application/my', undefined, other.token);
    expect(theirs.body.data).toEqual([]);
    // Staff pass the role guard (admin stands in for every role) but do not apply.
    const admin = await signInAs(t, 'admin');
    const staff = await api.get(`/program/application/${id}`, undefined, admin);
    expect(staff.body.msg).toBe('Only individuals and organisations apply to talent programs');
    expect((await api.get('/program/application/my', undefined, admin)).body.code).toBe(601);
  });

  it('submits after both steps, takes a return with the opinion and a resubmission', async () => {
    const me = await applicant();
    const stranger = await applicant('路人');
    const batch = await makeBatch(t);
    const id = (await start(me.token, batch.id)).body.data!.id;
    const url = `/program/application/${id}`;

    await api.put(`${url}/info`, info({ summary: '' }), me.token);
    expect((await api.post(`${url}/submit`, {}, me.token)).body.msg).toBe(
      'Complete the applicant information first: name, mobile, region and summary are needed',
    );
    const badMobile = await api.put(`${url}/info`, info({ mobile: '123' }), me.token);
    expect(badMobile.body.code).not.toBe(200);
    expect((await api.put<TDetail>(`${url}/info`, info(), me.token)).body.data!.info.summary).toBe(
      '主持完成两项市级科研项目。',
    );

    const idPdf = await ownedFile(t, me.id);
    const degreePng = await ownedFile(t, me.id, 'image/png', 'image');
    const degreePdf = await ownedFile(t, me.id);
    const notMine = await ownedFile(t, stranger.id);
    const put = (fs: { name: string; fileId: string | null }[], declared = false) =>
      api.put<TDetail>(`${url}/materials`, { files: fs, declared }, me.token);
    expect((await put([{ name: '学历证书', fileId: degreePng.id }])).body.msg).toBe(
      'The file for “学历证书” is not of a type this material accepts',
    );
    expect((await put([{ name: '身份证明', fileId: notMine.id }])).body.msg).toBe(
      'The file for “身份证明” was not found: upload it again',
    );
    expect((await put([{ name: '护照', fileId: idPdf.id }])).body.msg).toBe(
      '“护照” is not a material of this batch',
    );

    await put([{ name: '身份证明', fileId: idPdf.id }]);
    expect((await api.post(`${url}/submit`, {}, me.token)).body.msg).toBe(
      'Upload “学历证书”: this material is required',
    );
    const saved = await put([
      { name: '身份证明', fileId: idPdf.id },
      { name: '学历证书', fileId: degreePdf.id },
    ]);
    expect(saved.body.data!.materials.map((m) => m.file?.id ?? null)).toEqual([idPdf.id, degreePdf.id, null]);
    expect((await api.post(`${url}/submit`, {}, me.token)).body.msg).toBe(
      'Confirm the declaration before submitting',
    );

    // Staff do not read a draft's materials; once submitted, those who run program batches do.
    const staff = await makeActor(t, 'reviewer', [PROGRAM_PERMS.batchList]);
    const [fileRow] = await t.deps.db.select().from(files).where(eq(files.id, degreePdf.id));
    expect(await programApplicationMaterials(t.deps.db, fileRow!, staff)).toBe(false);

    await put(
      [
        { name: '身份证明', fileId: idPdf.id },
        { name: '学历证书', fileId: degreePdf.id },
      ],
      true,
    );
    const submitted = await api.post<TDetail>(`${url}/submit`, {}, me.token);
    expect(submitted.body.code).toBe(200);
    expect(submitted.body.data!.view).toMatchObject({ status: 'submitted', step: { key: 'preliminary' } });
    expect(submitted.body.data!.editable).toBe(false);
    expect(await programApplicationMaterials(t.deps.db, fileRow!, staff)).toBe(true);
    expect(await programApplicationMaterials(t.deps.db, fileRow!, { ...staff, permissions: [] })).toBe(false);

    expect((await api.put(`${url}/info`, info(), me.token)).body.msg).toBe(
      'This application is under review: it can be changed only if the reviewers return it',
    );
    expect((await api.post(`${url}/submit`, {}, me.token)).body.code).toBe(601);

    // The reviewer returns it: the applicant sees the opinion and edits again, even after the batch closed.
    await act(t.deps, {
      kind: 'talent-program',
      subjectId: id,
      step: 'preliminary',
      action: 'return',
      actor: staff,
      opinion: '学历证书不清晰，请重新上传。',
    });
    const returned = (await api.get<TDetail>(url, undefined, me.token)).body.data!;
    expect(returned.editable).toBe(true);
    expect(returned.view.returned).toMatchObject({
      step: 'preliminary',
      opinion: '学历证书不清晰，请重新上传。',
    });
    const note = await t.deps.db.select().from(messages).where(eq(messages.recipientId, me.id));
    expect(note.length).toBeGreaterThanOrEqual(2);

    await updateBatch(t.deps.db, batch.id, { status: 'closed' });
    const clearer = await ownedFile(t, me.id);
    await put(
      [
        { name: '身份证明', fileId: idPdf.id },
        { name: '学历证书', fileId: clearer.id },
      ],
      true,
    );
    const again = await api.post<TDetail>(`${url}/submit`, {}, me.token);
    expect(again.body.code).toBe(200);
    expect(again.body.data!.view.status).toBe('submitted');
    expect(again.body.data!.view.timeline.map((e) => e.action)).toEqual(['submit', 'return', 'resubmit']);

    const mine = await api.get<{ id: number; status: string; view: TView }[]>(
      '/program/application/my',
      undefined,
      me.token,
    );
    expect(mine.body.data!.map((a) => [a.id, a.status])).toEqual([[id, 'submitted']]);
    expect(mine.body.data![0]!.view.timeline).toHaveLength(3);
  });

  it('does not take a first submission after the batch closed', async () => {
    const me = await applicant();
    const batch = await makeBatch(t, { materials: [] });
    const id = (await start(me.token, batch.id)).body.data!.id;
    await api.put(`/program/application/${id}/info`, info(), me.token);
    await api.put(`/program/application/${id}/materials`, { files: [], declared: true }, me.token);
    await updateBatch(t.deps.db, batch.id, { status: 'closed' });
    expect((await api.post(`/program/application/${id}/submit`, {}, me.token)).body.msg).toBe(
      'This batch is not taking applications',
    );
  });

  it('lets approved organisations apply with their Gb01 prefilled, and tells the others why not', async () => {
    const batch = await makeBatch(t, { applicantType: 'org', process: 'talent-program.org' });
    const pending = await makeOrg(t, '待审单位', 'pending');
    const refused = await start(pending.token, batch.id);
    expect(refused.body.msg).toBe('Your organisation’s record must be approved by staff before applying');
    const org = await makeOrg(t, '福州智造科技有限公司');
    const started = await start(org.token, batch.id);
    expect(started.body.code).toBe(200);
    expect(started.body.data!.info).toMatchObject({
      name: '福州智造科技有限公司',
      region: '350100',
      industry: '64',
    });
    expect(String(started.body.data!.info.creditCode)).toHaveLength(18);
  });
});

describe('program applications at once', () => {
  it('starts one application when two starts race, and submits once when two submissions race', async () => {
    const me = await applicant();
    const batch = await makeBatch(t, { materials: [] });
    const starts = await Promise.all([start(me.token, batch.id), start(me.token, batch.id)]);
    expect(starts.map((r) => r.body.code).sort()).toEqual([200, 601]);
    const loser = starts.find((r) => r.body.code === 601)!;
    expect(loser.body.msg).toBe('You have already applied to this batch: continue that application');
    const id = starts.find((r) => r.body.code === 200)!.body.data!.id;

    await api.put(`/program/application/${id}/info`, info(), me.token);
    await api.put(`/program/application/${id}/materials`, { files: [], declared: true }, me.token);
    const [a, b, c] = await Promise.all([
      api.post(`/program/application/${id}/submit`, {}, me.token),
      api.post(`/program/application/${id}/submit`, {}, me.token),
      api.put(`/program/application/${id}/info`, info({ summary: '赛跑中的修改' }), me.token),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 601]);
    const after = (await api.get<TDetail>(`/program/application/${id}`, undefined, me.token)).body.data!;
    expect(after.view.timeline.map((e) => e.action)).toEqual(['submit']);
    // The save either landed before the submission (and went in with it) or was refused after it.
    if (c.body.code === 200) expect(after.info.summary).toBe('赛跑中的修改');
    else
      expect(c.body.msg).toBe(
        'This application is under review: it can be changed only if the reviewers return it',
      );
  });
});

describe('demo applications', () => {
  it('gives the demo person a draft and a submitted application, and the demo organisation a returned one', async () => {
    const person = await signInAs(t, 'person');
    const mine = await api.get<{ status: string; view: TView }[]>(
      '/program/application/my',
      undefined,
      person,
    );
    expect(mine.body.data!.map((a) => a.status).sort()).toEqual(['draft', 'submitted']);
    const org = await signInAs(t, 'org');
    const theirs = await api.get<{ status: string; view: TView }[]>(
      '/program/application/my',
      undefined,
      org,
    );
    expect(theirs.body.data!.map((a) => a.status)).toEqual(['returned']);
    expect(theirs.body.data![0]!.view.returned?.opinion).toBe(
      '项目计划书缺少年度考核指标，请补充后重新提交。',
    );
    expect(theirs.body.data![0]!.view.timeline.map((e) => e.action)).toEqual(['submit', 'return']);
  });
});
