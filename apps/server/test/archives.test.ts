import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { archiveDocuments, messages } from '../src/db/schema';
import { AppError } from '../src/core/errors';
import { portalDay } from '../src/core/time';
import { documentPdf } from '../src/modules/archives/document-pdf';
import { downloadFile, ownedFile } from './accounts-helpers';
import { type TArchiveOut, type TRequestOut, certificateForm, registerArchive } from './archives-helpers';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller } from './jobs-helpers';
import { signInAs } from './sessions';

/**
 * Personnel archives through the API on the real database: the registry's movements, a holder
 * sees only their own archive and requests, a certificate request returned for a missing material
 * and resubmitted, handled and issued, its PDF from the server with the CJK font embedded, and
 * the public verification of its code.
 */
let t: TTestApp;
let api: ReturnType<typeof caller>;
let archivist: string;
let admin: string;

const newPerson = async (name = '林晓') => {
  const username = `p${crypto.randomBytes(4).toString('hex')}`;
  return { ...(await makePerson(t, name, username)), username };
};

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  archivist = await signInAs(t, 'archivist');
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

describe('archive registry (g070111)', () => {
  it('is for archivists and the administrator only', async () => {
    const p = await newPerson();
    expect((await api.get('/archive/registry/list', {}, p.token)).body.code).toBe(403);
    expect((await api.get('/archive/registry/list', {}, archivist)).body.code).toBe(200);
    expect((await api.get('/archive/registry/list', {}, admin)).body.code).toBe(200);
    expect((await api.get('/archive/handling/list', {}, p.token)).body.code).toBe(403);
    expect((await api.get('/archive/document/list', { kind: 'certificate' }, p.token)).body.code).toBe(403);
    const reviewer = await signInAs(t, 'reviewer');
    expect((await api.get('/archive/registry/list', {}, reviewer)).body.code).toBe(403);
    expect((await api.get('/archive/my', {}, archivist)).body.code).toBe(403);
  });

  it('registers, lends, takes back and transfers out, refusing moves that do not fit, with the history', async () => {
    const p = await newPerson('郑华');
    const a = await registerArchive(t, archivist, p.username);
    expect(a.status).toBe('in-store');
    const second = await newPerson('赵雪');
    const again = await api.post(
      '/archive/registry',
      {
        number: a.number,
        holderUsername: second.username,
        source: 'x',
        receivedOn: '2024-01-01',
        shelf: 'B',
      },
      archivist,
    );
    expect(again.body.msg).toBe('An archive with this number is already registered');
    const nobody = await api.post(
      '/archive/registry',
      {
        number: 'DA-NOBODY1',
        holderUsername: 'nobody-here',
        source: 'x',
        receivedOn: '2024-01-01',
        shelf: 'B',
      },
      archivist,
    );
    expect(nobody.body.msg).toBe('No job seeker account has this user name');
    const twice = await api.post(
      '/archive/registry',
      { number: 'DA-TWICE01', holderUsername: p.username, source: 'x', receivedOn: '2024-01-01', shelf: 'B' },
      archivist,
    );
    expect(twice.body.msg).toBe('This person already has an archive in the registry');

    expect((await api.post(`/archive/registry/${a.id}/return`, { shelf: 'A' }, archivist)).body.msg).toBe(
      'This archive is not lent out, so it cannot be returned',
    );
    const lent = await api.post<TArchiveOut>(
      `/archive/registry/${a.id}/lend`,
      { borrower: '福州市委组织部', dueOn: '2026-12-31' },
      archivist,
    );
    expect(lent.body.data?.status).toBe('lent');
    const transferWhileLent = await api.post(
      `/archive/registry/${a.id}/transfer`,
      { targetAgency: '厦门市人才服务中心', letterNo: '调2026-1', dispatch: 'ems', trackingNo: 'EMS1234567' },
      archivist,
    );
    expect(transferWhileLent.body.msg).toBe('Only an archive in the store can be lent or transferred out');
    const back = await api.post<TArchiveOut>(
      `/archive/registry/${a.id}/return`,
      { shelf: 'A-02-01' },
      archivist,
    );
    expect(back.body.data).toMatchObject({ status: 'in-store', shelf: 'A-02-01' });

    // Never by hand: only confidential post or EMS, and a tracking number.
    const byHand = await api.post(
      `/archive/registry/${a.id}/transfer`,
      {
        targetAgency: '厦门市人才服务中心',
        letterNo: '调2026-1',
        dispatch: 'hand',
        trackingNo: 'EMS1234567',
      },
      archivist,
    );
    expect(byHand.body.code).toBe(601);
    const sent = await api.post<TArchiveOut>(
      `/archive/registry/${a.id}/transfer`,
      { targetAgency: '厦门市人才服务中心', letterNo: '调2026-1', dispatch: 'ems', trackingNo: 'EMS1234567' },
      archivist,
    );
    expect(sent.body.data?.status).toBe('transferred-out');
    expect(sent.body.data?.history.map((h) => h.kind)).toEqual(['transfer-out', 'return', 'lend', 'receive']);
    const told = await t.deps.db.select().from(messages).where(eq(messages.recipientId, p.id));
    expect(told.map((m) => m.titleKey)).toContain('archives.notice.transferred.title');

    const received = await api.post<TArchiveOut>(
      `/archive/registry/${a.id}/receive`,
      { shelf: 'C-01-01', source: '厦门市人才服务中心' },
      archivist,
    );
    expect(received.body.data).toMatchObject({
      status: 'in-store',
      shelf: 'C-01-01',
      source: '厦门市人才服务中心',
      receivedOn: portalDay(),
    });
    expect(received.body.data?.history.slice(0, 3)).toMatchObject([
      { kind: 'receive', counterpart: '厦门市人才服务中心', shelf: 'C-01-01' },
      { kind: 'transfer-out', counterpart: '厦门市人才服务中心', dispatch: 'ems', trackingNo: 'EMS1234567' },
      { kind: 'return', shelf: 'A-02-01' },
    ]);
    const receivedTwice = await api.post(
      `/archive/registry/${a.id}/receive`,
      { shelf: 'C-01-01', source: '厦门市人才服务中心' },
      archivist,
    );
    expect(receivedTwice.body.msg).toBe('This archive is in the store already');
  });

  it('shows a holder their own archive and never another person’s', async () => {
    const mine = await newPerson('周敏');
    const other = await newPerson('吴刚');
    const a = await registerArchive(t, archivist, mine.username);
    const b = await registerArchive(t, archivist, other.username);
    const own = await api.get<TArchiveOut>(`/archive/my/${a.id}`, undefined, mine.token);
    expect(own.body.data).toMatchObject({ id: a.id, number: a.number, history: [{ kind: 'receive' }] });
    expect((await api.get(`/archive/my/${b.id}`, undefined, mine.token)).body.code).toBe(404);
    expect((await api.get(`/archive/registry/${b.id}`, undefined, mine.token)).body.code).toBe(403);
    const list = await api.get<TArchiveOut[]>('/archive/my', undefined, mine.token);
    expect(list.body.data?.map((x) => x.id)).toEqual([a.id]);
  });
});

const act = (id: number, action: string, step: string, opinion = '') =>
  api.post<TRequestOut>(`/archive/handling/${id}/${action}`, { step, opinion }, archivist);

describe('archive requests (g080401 → g080402) and documents', () => {
  it('has demo data: the demo person’s archive, requests at several steps and an issued certificate', async () => {
    const person = await signInAs(t, 'person');
    const mine = await api.get<TArchiveOut[]>('/archive/my', undefined, person);
    expect(mine.body.data?.map((a) => a.number)).toEqual(['DA-DEMO-0001']);
    const requests = await api.get('/archive/request/my', {}, person);
    const statuses = (requests.body.rows as { status: string }[]).map((r) => r.status).sort();
    expect(statuses).toEqual(['approved', 'returned', 'submitted']);
    const certificates = await api.get('/archive/document/list', { kind: 'certificate' }, archivist);
    expect(certificates.body.total).toBeGreaterThanOrEqual(1);
  });

  it('needs an archive in the registry before a certificate can be asked for', async () => {
    const p = await newPerson();
    const res = await api.post('/archive/request', certificateForm(), p.token);
    expect(res.body.msg).toBe(
      'Your archive is not in our registry yet: request a deposit or a transfer in first',
    );
    const deposit = await api.post<TRequestOut>(
      '/archive/request',
      { form: { kind: 'deposit', formerUnit: '福州数智科技有限公司', reason: '离职存档' }, attachments: [] },
      p.token,
    );
    expect(deposit.body.data).toMatchObject({ kind: 'deposit', status: 'draft', editable: true });
  });

  it('runs a certificate request: returned for a missing material, resubmitted, handled, issued and verified', async () => {
    const p = await newPerson('林晓');
    const stranger = await newPerson('王强');
    const archive = await registerArchive(t, archivist, p.username);
    const created = await api.post<TRequestOut>('/archive/request', certificateForm(), p.token);
    const id = created.body.data!.id;

    // Another person neither sees nor changes it; archivists do not see a draft.
    expect((await api.get(`/archive/request/${id}`, undefined, stranger.token)).body.code).toBe(404);
    expect((await api.put(`/archive/request/${id}`, certificateForm(), stranger.token)).body.code).toBe(404);
    expect((await api.post(`/archive/request/${id}/submit`, {}, stranger.token)).body.code).toBe(404);
    expect((await api.get(`/archive/handling/${id}`, undefined, archivist)).body.code).toBe(404);

    const submitted = await api.post<TRequestOut>(`/archive/request/${id}/submit`, {}, p.token);
    expect(submitted.body.data?.view).toMatchObject({ status: 'submitted', step: { key: 'check' } });
    expect((await api.post(`/archive/request/${id}/submit`, {}, p.token)).body.code).toBe(601);
    expect((await api.put(`/archive/request/${id}`, certificateForm(), p.token)).body.msg).toBe(
      'This request is being handled and can no longer be changed',
    );

    // Returning needs an opinion; the holder is told it.
    expect((await act(id, 'return', 'check')).body.msg).toBe('Write an opinion: the applicant is told it');
    const returned = await act(id, 'return', 'check', '缺少身份证复印件，请补充后重新提交。');
    expect(returned.body.data?.view).toMatchObject({
      status: 'returned',
      returned: { step: 'check', opinion: '缺少身份证复印件，请补充后重新提交。' },
    });
    const ownFile = await ownedFile(t, p.id);
    const othersFile = await ownedFile(t, stranger.id);
    const foreign = await api.put(
      `/archive/request/${id}`,
      { ...certificateForm(), attachments: [othersFile.id] },
      p.token,
    );
    expect(foreign.body.msg).toBe('An attached file was not found among your uploads');
    const kindChange = await api.put(
      `/archive/request/${id}`,
      { form: { kind: 'borrow', borrowerUnit: 'x', purpose: 'y' }, attachments: [] },
      p.token,
    );
    expect(kindChange.body.msg).toBe('A request keeps its kind; start a new request for another kind');
    const fixed = await api.put<TRequestOut>(
      `/archive/request/${id}`,
      { ...certificateForm(), attachments: [ownFile.id] },
      p.token,
    );
    expect(fixed.body.data?.attachments.map((f) => f.id)).toEqual([ownFile.id]);
    const again = await api.post<TRequestOut>(`/archive/request/${id}/submit`, {}, p.token);
    expect(again.body.data?.view).toMatchObject({ status: 'submitted', step: { key: 'check' } });

    // The archivist reads the attachment of a submitted request.
    const read = await downloadFile(t, archivist, { fileName: ownFile.id });
    expect(read.envelope?.code ?? 200).not.toBe(403);

    // A step decided by someone else is refused with where the request is now.
    expect((await act(id, 'approve', 'check')).body.data?.view.step?.key).toBe('handle');
    const late = await act(id, 'approve', 'check');
    expect(late.body.msg).toBe(
      'This step was already decided by someone else; reload the application to see where it stands',
    );
    expect((await act(id, 'approve', 'handle')).body.data?.view.step?.key).toBe('issue');
    const issued = await act(id, 'approve', 'issue');
    expect(issued.body.data?.view.status).toBe('approved');
    const doc = issued.body.data!.document!;
    expect(doc).toMatchObject({ kind: 'certificate', state: 'valid' });
    expect(doc.serial).toMatch(/^ZM\d{14}$/);
    expect(doc.verificationCode).toMatch(/^[A-Z2-7]{24}$/);
    const timeline = issued.body.data!.view.timeline.map((s) => s.action);
    expect(timeline).toEqual(['submit', 'return', 'resubmit', 'approve', 'approve', 'approve']);
    const titles = (await t.deps.db.select().from(messages).where(eq(messages.recipientId, p.id))).map(
      (m) => m.titleKey,
    );
    for (const key of ['submitted', 'returned', 'moved', 'approved'])
      expect(titles).toContain(`workflow.notice.${key}.title`);
    expect(titles).toContain('archives.notice.issued.title');

    // The holder and archivists open it; nobody else does.
    const own = await api.get<{ qr: string; verifyUrl: string; content: { title: string; body: string[] } }>(
      `/archive/document/${doc.id}`,
      undefined,
      p.token,
    );
    expect(own.body.data?.qr).toMatch(/^data:image\/png;base64,/);
    expect(own.body.data?.verifyUrl).toContain(`/rcwb/verify?code=${doc.verificationCode}`);
    expect(own.body.data?.content.body.join('')).toContain(archive.number);
    expect((await api.get(`/archive/document/${doc.id}`, undefined, stranger.token)).body.code).toBe(404);
    const listed = await api.get<{ id: number }[]>(
      '/archive/document/list',
      { kind: 'certificate' },
      archivist,
    );
    expect((listed.body.rows as { id: number }[]).some((r) => r.id === doc.id)).toBe(true);

    // The PDF comes from the server with the CJK font embedded.
    const pdf = await downloadFile(t, p.token, {}, `/api/archive/document/${doc.id}/download`);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toMatch(/\/FontFile[23]/);
    const refused = await downloadFile(t, stranger.token, {}, `/api/archive/document/${doc.id}/download`);
    expect(refused.envelope?.code).toBe(404);

    // Public verification: valid, then expired, then revoked; unknown codes say nothing.
    const check = async () =>
      (
        await api.get<{ outcome: string; document: Record<string, unknown> | null }>(
          '/public/documents/verify',
          {
            code: doc.verificationCode,
          },
        )
      ).body.data!;
    const valid = await check();
    expect(valid).toMatchObject({
      outcome: 'valid',
      document: { kind: 'certificate', serial: doc.serial, holder: '林*' },
    });
    expect(Object.keys(valid.document!).sort()).toEqual([
      'holder',
      'issuedOn',
      'kind',
      'serial',
      'validUntil',
    ]);
    await t.deps.db
      .update(archiveDocuments)
      .set({ validUntil: '2020-01-01' })
      .where(eq(archiveDocuments.id, doc.id));
    expect((await check()).outcome).toBe('expired');
    await t.deps.db
      .update(archiveDocuments)
      .set({ validUntil: '2099-01-01' })
      .where(eq(archiveDocuments.id, doc.id));
    expect((await api.post(`/archive/document/${doc.id}/revoke`, {}, p.token)).body.code).toBe(403);
    expect((await api.post(`/archive/document/${doc.id}/revoke`, {}, archivist)).body.code).toBe(200);
    expect((await api.post(`/archive/document/${doc.id}/revoke`, {}, archivist)).body.msg).toBe(
      'This document is already revoked',
    );
    expect((await check()).outcome).toBe('revoked');
    const unknown = await api.get('/public/documents/verify', { code: 'A'.repeat(24) });
    expect(unknown.body.data).toEqual({ outcome: 'unknown', document: null });
    const junk = await api.get('/public/documents/verify', { code: '<script>' });
    expect(junk.body.data).toEqual({ outcome: 'unknown', document: null });
  });

  it('rejects at any step with an opinion, and gives a transfer letter for a transfer out', async () => {
    const p = await newPerson('陈静');
    await registerArchive(t, archivist, p.username);
    const reject = (await api.post<TRequestOut>('/archive/request', certificateForm(), p.token)).body.data!
      .id;
    await api.post(`/archive/request/${reject}/submit`, {}, p.token);
    await act(reject, 'approve', 'check');
    expect((await act(reject, 'reject', 'handle', '用途不符合出具条件。')).body.data?.view.status).toBe(
      'rejected',
    );

    const form = {
      kind: 'transfer-out',
      targetAgency: '厦门市人才服务中心',
      targetAddress: '厦门市思明区',
      reason: '',
    };
    const id = (await api.post<TRequestOut>('/archive/request', { form, attachments: [] }, p.token)).body
      .data!.id;
    await api.post(`/archive/request/${id}/submit`, {}, p.token);
    for (const step of ['check', 'handle']) await act(id, 'approve', step);
    const done = await act(id, 'approve', 'issue');
    expect(done.body.data?.document).toMatchObject({ kind: 'transfer-letter' });
    expect(done.body.data?.document?.serial).toMatch(/^ZD/);
  });

  it('refuses to make a PDF without the Chinese font, saying why', async () => {
    const [doc] = await t.deps.db.select().from(archiveDocuments).limit(1);
    const err = await documentPdf(doc!, 'http://x', '/nonexistent/font.ttc').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('archives.document.fontMissing');
  });
});
