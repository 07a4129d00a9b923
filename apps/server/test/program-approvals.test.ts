import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WIRE, encodeBody } from '@rcwb/shared';
import { accounts, experts, messages } from '../src/db/schema';
import { EN } from './accounts-helpers';
import { actAs, handedIn, makeExpert, makeField } from './approval-helpers';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg } from './jobs-helpers';
import { makeBatch } from './program-helpers';
import { signInAs } from './sessions';
import { makeActor } from './workflow-helpers';
import { waitForOperation } from './audit-helpers';

/**
 * Reviewers' approvals of talent program applications (g060101/g060102, g060104/g060105) through
 * the API on the real database: guards for every role, the batch's list and its filters, the
 * dossier, decisions on the engine (one winner of two), experts offered without conflicts and
 * within their load, bulk actions reported row by row, and the export.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let reviewer: string;

type TRow = {
  id: number;
  applicant: string;
  status: string;
  step: { key: string } | null;
  experts: string[];
};
type TDossier = {
  id: number;
  materials: { name: string; file: unknown }[];
  view: {
    status: string;
    step: { key: string } | null;
    timeline: { action: string; opinion: string | null }[];
  };
  actions: string[];
  experts: { accountId: number; name: string }[];
};
type TExpertOut = { id: number; name: string; reasons?: { key: string; text: string }[] };
type TCandidates = { candidates: TExpertOut[]; excluded: TExpertOut[] };
type TBulk = { id: number; ok: boolean; msg: string }[];

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  reviewer = await signInAs(t, 'reviewer');
});
afterAll(() => t.close());

const personBatch = () => makeBatch(t, { process: 'talent-program.person' });
const orgBatch = () => makeBatch(t, { applicantType: 'org', process: 'talent-program.org' });
const rowsOf = async (batchId: number, filter: Record<string, unknown> = {}) =>
  (
    await api.get(
      `/program/approval/batch/${batchId}/applications`,
      { page: 1, limit: 50, ...filter },
      reviewer,
    )
  ).body.rows as unknown as TRow[];

describe('program approvals: guards', () => {
  it('is the reviewers’ work: every other role is refused, an anonymous caller is asked to sign in', async () => {
    const batch = await personBatch();
    const p = await makePerson(t, '申报人甲');
    const id = await handedIn(t, batch, p);
    const tokens = [
      p.token,
      (await makeOrg(t, '某单位')).token,
      await signInAs(t, 'expert'),
      await signInAs(t, 'editor'),
      await signInAs(t, 'archivist'),
      await signInAs(t, 'auditor'),
    ];
    for (const token of tokens) {
      expect((await api.get('/program/approval/batches', { page: 1, limit: 10 }, token)).body.code).toBe(403);
      expect((await api.get(`/program/approval/application/${id}`, undefined, token)).body.code).toBe(403);
      expect(
        (await api.post(`/program/approval/application/${id}/approve`, { step: 'preliminary' }, token)).body
          .code,
      ).toBe(403);
      expect((await api.get(`/program/approval/application/${id}/experts`, {}, token)).body.code).toBe(403);
    }
    expect((await api.get('/program/approval/batches', { page: 1, limit: 10 })).body.code).toBe(401);
    const admin = await signInAs(t, 'admin');
    expect((await api.get(`/program/approval/application/${id}`, undefined, admin)).body.code).toBe(200);
  });

  it('lets the administrator decide a step the process names for reviewers, as every role check does', async () => {
    const batch = await personBatch();
    const id = await handedIn(t, batch, await makePerson(t, '申报人乙'));
    const admin = await signInAs(t, 'admin');
    const res = await api.post(`/program/approval/application/${id}/approve`, { step: 'preliminary' }, admin);
    expect(res.body.code).toBe(200);
    const dossier = await api.get<TDossier>(`/program/approval/application/${id}`, undefined, reviewer);
    expect(dossier.body.data!.view.step?.key).toBe('assign');
  });
});

describe('program approvals: the batch’s list and the dossier', () => {
  it('lists handed-in applications of the batch with filters; drafts and unknown ids are not found', async () => {
    const batch = await personBatch();
    const other = await personBatch();
    const a = await makePerson(t, '张三丰');
    const b = await makePerson(t, '李四光');
    const c = await makePerson(t, '草稿人');
    const ida = await handedIn(t, batch, a, { region: '350102' });
    const idb = await handedIn(t, batch, b, { region: '350203' });
    const draft = await handedIn(t, batch, c, { draft: true });
    await handedIn(t, other, a);
    const actor = await makeActor(t, 'reviewer');
    await actAs(t, actor, idb, 'preliminary', 'approve');

    expect((await rowsOf(batch.id)).map((r) => r.id)).toEqual([ida, idb]);
    expect((await rowsOf(batch.id, { step: 'assign' })).map((r) => r.id)).toEqual([idb]);
    expect((await rowsOf(batch.id, { status: 'submitted' })).map((r) => r.id)).toEqual([ida]);
    expect((await rowsOf(batch.id, { keyword: '三丰' })).map((r) => r.id)).toEqual([ida]);
    expect((await rowsOf(batch.id, { district: '3502' })).map((r) => r.id)).toEqual([idb]);
    expect((await rowsOf(batch.id))[1]!.step?.key).toBe('assign');

    const batches = await api.get(
      '/program/approval/batches',
      { page: 1, limit: 100, applicantType: 'person' },
      reviewer,
    );
    const listed = (batches.body.rows as unknown as { id: number; handedIn: number; waiting: number }[]).find(
      (x) => x.id === batch.id,
    );
    expect(listed).toMatchObject({ handedIn: 2, waiting: 2 });

    expect((await api.get(`/program/approval/application/${draft}`, undefined, reviewer)).body.code).toBe(
      404,
    );
    expect((await api.get('/program/approval/application/999999', undefined, reviewer)).body.code).toBe(404);
    expect(
      (await api.get('/program/approval/batch/999999/applications', { page: 1 }, reviewer)).body.msg,
    ).toBe('This program batch does not exist');

    const d = (await api.get<TDossier>(`/program/approval/application/${ida}`, undefined, reviewer)).body
      .data!;
    expect(d.view.step?.key).toBe('preliminary');
    expect(d.actions).toEqual(['approve', 'return', 'reject']);
    expect(d.materials.map((m) => m.name)).toEqual(['身份证明', '学历证书', '成果材料']);
    expect(d.view.timeline.map((e) => e.action)).toEqual(['submit']);
  });

  it('exports the filtered list to Excel for those allowed to', async () => {
    const batch = await personBatch();
    await handedIn(t, batch, await makePerson(t, '导出人'));
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/program/approval/batch/${batch.id}/export`,
        headers: {
          ...EN,
          [WIRE.requestTypeHeader]: WIRE.sm4,
          'content-type': 'application/json',
          repeatsubmit: 'false',
          authorization: `Bearer ${token}`,
        },
        payload: JSON.stringify(encodeBody(t.api.cipher, { status: 'submitted' })),
      });
    const sheet = await post(reviewer);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await post(await signInAs(t, 'editor'))).headers['content-type']).not.toContain('spreadsheetml');
  });
});

describe('program approvals: decisions', () => {
  it('records a preliminary approval, a return with its opinion, and tells the applicant', async () => {
    const batch = await personBatch();
    const p = await makePerson(t, '王进');
    const q = await makePerson(t, '赵退');
    const id = await handedIn(t, batch, p);
    const back = await handedIn(t, batch, q);
    const url = `/program/approval/application/${id}`;
    const ok = await api.post<TDossier>(
      `${url}/approve`,
      { step: 'preliminary', opinion: '材料齐全' },
      reviewer,
    );
    expect(ok.body.code).toBe(200);
    expect(ok.body.data!.view.step?.key).toBe('assign');
    expect(ok.body.data!.view.timeline.at(-1)).toMatchObject({ action: 'approve', opinion: '材料齐全' });
    const moved = await t.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, p.id), eq(messages.titleKey, 'workflow.notice.moved.title')));
    expect(moved).toHaveLength(1);

    const noOpinion = await api.post(
      `/program/approval/application/${back}/return`,
      { step: 'preliminary' },
      reviewer,
    );
    expect(noOpinion.body.msg).toBe('Write an opinion: the applicant is told it');
    const returned = await api.post<TDossier>(
      `/program/approval/application/${back}/return`,
      { step: 'preliminary', opinion: '请补充学历证书' },
      reviewer,
    );
    expect(returned.body.data!.view.status).toBe('returned');
    await waitForOperation(
      t.deps.db,
      (l) =>
        l.objectKind === 'programApplication' &&
        l.actionKey === 'returnForChanges' &&
        l.objectId === String(back),
    );
  });

  it('lets one of two reviewers deciding the same step at once win; the other is told it was decided', async () => {
    const batch = await personBatch();
    const id = await handedIn(t, batch, await makePerson(t, '并发'));
    const second = await signInAs(t, (await makeActor(t, 'reviewer')).username);
    const url = `/program/approval/application/${id}`;
    const results = await Promise.all([
      api.post(`${url}/approve`, { step: 'preliminary' }, reviewer),
      api.post(`${url}/reject`, { step: 'preliminary', opinion: '不符合条件' }, second),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 601]);
    expect(results.find((r) => r.body.code === 601)!.body.msg).toBe(
      'This step was already decided by someone else; reload the application to see where it stands',
    );
  });
});

describe('program approvals: experts', () => {
  it('offers the field’s experts, excluding conflicts with reasons, and assigns the chosen ones', async () => {
    const field = await makeField(t);
    const batch = await orgBatch();
    const org = await makeOrg(t, '福州测试科技有限公司');
    const id = await handedIn(t, batch, { id: org.id, name: '福州测试科技有限公司' });
    const reviewerActor = await makeActor(t, 'reviewer');
    await actAs(t, reviewerActor, id, 'preliminary', 'approve');

    const free = await makeExpert(t, field.id, { name: '甲专家' });
    const free2 = await makeExpert(t, field.id, { name: '乙专家' });
    const sameOrg = await makeExpert(t, field.id, { name: '丙专家', organisation: '福州测试 科技有限公司' });
    await makeExpert(t, field.id, { name: '丁专家', account: null });
    const busy = await makeExpert(t, field.id, { name: '戊专家', loadLimit: 1 });
    await makeExpert(t, field.id, { name: '己专家', account: org.id });
    // The busy expert already scores another application.
    const elsewhere = await handedIn(t, await personBatch(), await makePerson(t, '别人'));
    await actAs(t, reviewerActor, elsewhere, 'preliminary', 'approve');
    await actAs(t, reviewerActor, elsewhere, 'assign', 'assign-experts', [busy.accountId!]);

    const got = (
      await api.get<TCandidates>(
        `/program/approval/application/${id}/experts`,
        { fieldId: field.id },
        reviewer,
      )
    ).body.data!;
    expect(got.candidates.map((e) => e.name)).toEqual(['乙专家', '甲专家']);
    const why = Object.fromEntries(got.excluded.map((e) => [e.name, e.reasons!.map((r) => r.text)]));
    expect(why).toEqual({
      丙专家: ['works for the applicant’s organisation'],
      丁专家: ['has no sign-in account yet'],
      己专家: ['is the applicant'],
      戊专家: ['already has 1 open scoring tasks (limit 1)'],
    });

    const url = `/program/approval/application/${id}/experts`;
    const refused = await api.post(url, { step: 'assign', experts: [free.id, sameOrg.id] }, reviewer);
    expect(refused.body.msg).toBe('丙专家 cannot be assigned: works for the applicant’s organisation');
    const tooBusy = await api.post(url, { step: 'assign', experts: [busy.id] }, reviewer);
    expect(tooBusy.body.msg).toBe('戊专家 cannot be assigned: already has 1 open scoring tasks (limit 1)');

    const done = await api.post<TDossier>(url, { step: 'assign', experts: [free.id, free2.id] }, reviewer);
    expect(done.body.code).toBe(200);
    expect(done.body.data!.view.step?.key).toBe('scoring');
    expect(done.body.data!.experts.map((e) => e.accountId).sort()).toEqual(
      [free.accountId, free2.accountId].sort(),
    );
    const told = await t.deps.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.recipientId, free.accountId!),
          eq(messages.titleKey, 'workflow.notice.assigned.title'),
        ),
      );
    expect(told).toHaveLength(1);
    await waitForOperation(
      t.deps.db,
      (l) =>
        l.objectKind === 'programApplication' && l.actionKey === 'assignExperts' && l.objectId === String(id),
    );
  });

  it('keeps an expert within the load limit when two reviewers assign them at once', async () => {
    const field = await makeField(t);
    const expert = await makeExpert(t, field.id, { loadLimit: 1 });
    const batch = await personBatch();
    const actor = await makeActor(t, 'reviewer');
    const ids = [];
    for (const name of ['并一', '并二']) {
      const id = await handedIn(t, batch, await makePerson(t, name));
      await actAs(t, actor, id, 'preliminary', 'approve');
      ids.push(id);
    }
    const second = await signInAs(t, (await makeActor(t, 'reviewer')).username);
    // Hold the expert's row so both requests pass the first check and meet inside their transactions.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let locked = () => {};
    const holding = new Promise<void>((r) => (locked = r));
    const holder = t.deps.db.transaction(async (tx) => {
      await tx.select().from(experts).where(eq(experts.id, expert.id)).for('update');
      locked();
      await held;
    });
    await holding;
    const pending = ids.map((id, i) =>
      api.post(
        `/program/approval/application/${id}/experts`,
        { step: 'assign', experts: [expert.id] },
        i ? second : reviewer,
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    release();
    await holder;
    const results = await Promise.all(pending);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 601]);
  });
});

describe('program approvals: bulk actions', () => {
  it('approves many, each its own action, and reports every row', async () => {
    const batch = await personBatch();
    const other = await personBatch();
    const actor = await makeActor(t, 'reviewer');
    const first = await handedIn(t, batch, await makePerson(t, '批一'));
    const second = await handedIn(t, batch, await makePerson(t, '批二'));
    const atAssign = await handedIn(t, batch, await makePerson(t, '批三'));
    await actAs(t, actor, atAssign, 'preliminary', 'approve');
    const foreign = await handedIn(t, other, await makePerson(t, '外批'));
    const res = await api.post<TBulk>(
      `/program/approval/batch/${batch.id}/approve`,
      { ids: [first, second, atAssign, foreign, 999_999] },
      reviewer,
    );
    expect(res.body.data).toEqual([
      { id: first, ok: true, msg: 'Done' },
      { id: second, ok: true, msg: 'Done' },
      { id: atAssign, ok: false, msg: 'This step cannot be approved here: it is decided another way' },
      { id: foreign, ok: false, msg: 'This application is not one of the batch’s' },
      { id: 999_999, ok: false, msg: 'This application does not exist or is not handed in for review' },
    ]);
    expect((await rowsOf(batch.id, { step: 'assign' })).map((r) => r.id).sort()).toEqual(
      [first, second, atAssign].sort(),
    );
  });

  it('assigns experts to many, refusing the rows where the expert would pass the limit', async () => {
    const field = await makeField(t);
    const expert = await makeExpert(t, field.id, { name: '限二专家', loadLimit: 2 });
    const batch = await personBatch();
    const actor = await makeActor(t, 'reviewer');
    const ids = [];
    for (const name of ['分一', '分二', '分三']) {
      const id = await handedIn(t, batch, await makePerson(t, name));
      await actAs(t, actor, id, 'preliminary', 'approve');
      ids.push(id);
    }
    const res = await api.post<TBulk>(
      `/program/approval/batch/${batch.id}/experts`,
      { ids, experts: [expert.id] },
      reviewer,
    );
    expect(res.body.data!.map((r) => r.ok)).toEqual([true, true, false]);
    expect(res.body.data![2]!.msg).toBe(
      '限二专家 cannot be assigned: already has 2 open scoring tasks (limit 2)',
    );
    const [who] = await t.deps.db.select().from(accounts).where(eq(accounts.id, expert.accountId!));
    expect((await rowsOf(batch.id, { step: 'scoring' })).map((r) => r.experts)).toEqual([
      [who!.name],
      [who!.name],
    ]);
  });
});
