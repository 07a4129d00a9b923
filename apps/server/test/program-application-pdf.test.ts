import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../src/core/errors';
import { act } from '../src/core/workflow';
import { gc01 } from '../src/db/schema';
import { applicationPdf } from '../src/modules/programs/application-pdf';
import { downloadFile, ownedFile } from './accounts-helpers';
import { makePerson } from './deliveries-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller } from './jobs-helpers';
import { pdfText } from './pdf-text';
import { makeBatch } from './program-helpers';
import { signInAs } from './sessions';
import { makeActor } from './workflow-helpers';
import { waitForOperations } from './audit-helpers';

/**
 * The printable A4 PDF of a talent program application (the standalone addOne/addTwo pages):
 * made by the server with the Chinese font, opened by its applicant and, once handed in, by the
 * reviewers; anyone else is told it does not exist. Each download is in the audit log.
 */
let t: TTestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const info = {
  name: '郑明远',
  contact: '',
  mobile: '13700000002',
  email: 'zheng@example.com',
  region: '350102',
  address: '福州市鼓楼区五四路1号',
  education: '4',
  birthDate: '1992-06-01',
  school: '福州大学',
  major: '材料科学',
  creditCode: '',
  industry: null,
  summary: '牵头研发新型储能材料。',
};

const pdfOf = (token: string, id: number) =>
  downloadFile(t, token, {}, `/api/program/application/${id}/download`);

describe('the printable PDF of a program application', () => {
  it('prints the applicant, the materials and the reviewers’ opinions, to the applicant and the reviewers only', async () => {
    const api = caller(t);
    const me = await makePerson(t, '郑明远');
    await t.deps.db.update(gc01).set({ education: '4', region: '350102' }).where(eq(gc01.accountId, me.id));
    const stranger = await makePerson(t, '路人甲');
    const admin = await signInAs(t, 'admin');
    const batch = await makeBatch(t);
    const id = (await api.post<{ id: number }>('/program/application', { batchId: batch.id }, me.token)).body
      .data!.id;
    const url = `/program/application/${id}`;
    await api.put(`${url}/info`, info, me.token);
    const idCard = await ownedFile(t, me.id);
    const degree = await ownedFile(t, me.id);
    await api.put(
      `${url}/materials`,
      {
        files: [
          { name: '身份证明', fileId: idCard.id },
          { name: '学历证书', fileId: degree.id },
        ],
        declared: true,
      },
      me.token,
    );

    // A draft is the applicant's alone: the reviewers do not see it yet.
    const draft = await pdfOf(me.token, id);
    expect(draft.res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(draft.bytes)).toContain('草稿');
    expect((await pdfOf(admin, id)).envelope?.code).toBe(404);

    expect((await api.post(`${url}/submit`, {}, me.token)).body.code).toBe(200);
    const reviewer = await makeActor(t, 'reviewer', []);
    await act(t.deps, {
      kind: 'talent-program',
      subjectId: id,
      step: 'preliminary',
      action: 'return',
      actor: reviewer,
      opinion: '请补充近三年的科研成果证明。',
    });

    const own = await pdfOf(me.token, id);
    expect(own.res.headers['content-type']).toBe('application/pdf');
    expect(own.res.headers['content-disposition']).toContain('.pdf');
    expect(own.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(own.bytes.toString('latin1')).toMatch(/\/FontFile[23]/);
    const text = pdfText(own.bytes);
    for (const printed of [
      '人才项目申报表',
      batch.name,
      '青年英才计划',
      '郑明远',
      '13700000002',
      '福州大学',
      '牵头研发新型储能材料。',
      '身份证明（必交）',
      'licence.pdf',
      '成果材料（选交）',
      '未上传',
      '申报人已确认以上承诺。',
      '退回修改',
      '请补充近三年的科研成果证明。',
    ])
      expect(text).toContain(printed);

    const staff = await pdfOf(admin, id);
    expect(staff.res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(staff.bytes)).toContain('郑明远');

    const refused = await pdfOf(stranger.token, id);
    expect(refused.envelope?.code).toBe(404);
    expect(refused.envelope?.msg).toBe('This application does not exist');
    expect((await pdfOf(me.token, 999_999)).envelope?.code).toBe(404);

    await waitForOperations(
      t.deps.db,
      (l) => l.objectKind === 'programApplication' && l.actionKey === 'download' && l.objectId === String(id),
      2,
    );
  });

  it('refuses to make the PDF without the Chinese font, saying why', async () => {
    const err = await applicationPdf(
      {
        batch: 'b',
        category: 'c',
        process: 'p',
        status: 's',
        submittedAt: '',
        info: [],
        summaryLabel: '',
        summary: '',
        materials: [],
        declared: false,
        timeline: [],
        printedOn: '',
      },
      '/nonexistent/font.ttc',
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('programs.application.fontMissing');
  });
});
