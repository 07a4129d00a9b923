import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, exportJobs, files, jobPostings, messages, personnelArchives } from '../src/db/schema';
import { fileBytesPresent } from '../src/modules/files';
import { EXPORT_CLEANUP_JOB } from '../src/modules/data-exports';
import { type TExportView, downloadExport, sheetRows, staffWithPerms } from './data-exports-helpers';
import { createTestApp, type TTestApp } from './harness';
import { caller, makeOrg } from './jobs-helpers';
import { signInAs } from './sessions';
import { archiveNumber } from './archives-helpers';
import { makePerson } from './deliveries-helpers';
import { waitForOperation } from './audit-helpers';

type TDatasets = { unmaskAllowed: boolean; datasets: { key: string; columns: { key: string }[] }[] };

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let reviewer: string;
let person: string;
/** More postings than one page of the writer (500), so progress is reported along the way. */
const MARKED = 1_203;

beforeAll(async () => {
  t = await createTestApp({ RCWB_JOBS: 'on' });
  api = caller(t);
  [admin, reviewer, person] = (await Promise.all(
    ['admin', 'reviewer', 'person'].map((u) => signInAs(t, u)),
  )) as [string, string, string];
  const org = await makeOrg(t, '导出测试单位');
  const row = (i: number) => ({
    orgId: org.id,
    title: `Exportable ${i}`,
    category: '0201',
    industry: '64',
    area: '350102',
    education: '4',
    experience: '3',
    jobType: '1',
    description: '<p>x</p>',
    contactName: '王小明',
    contactPhone: '13812345678',
    status: 'published' as const,
  });
  const all = Array.from({ length: MARKED }, (_, i) => row(i + 1));
  for (let i = 0; i < all.length; i += 400) await t.deps.db.insert(jobPostings).values(all.slice(i, i + 400));
});
afterAll(() => t.close());

async function finished(id: number, token = admin): Promise<TExportView> {
  const seen: number[] = [];
  for (let i = 0; i < 300; i++) {
    const res = await api.get<TExportView>(`/exports/${id}`, {}, token);
    const view = res.body.data!;
    seen.push(view.progress);
    if (['done', 'failed', 'cancelled', 'expired'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} did not finish: ${seen.join(',')}`);
}

const start = async (token: string, body: Record<string, unknown>) =>
  api.post<TExportView>('/exports', body, token);

/** The operation log's entry of an action on an export, once it is written. */
const operation = (action: string, id: number) =>
  waitForOperation(
    t.deps.db,
    (r) => r.actionKey === action && r.objectKind === 'dataExport' && r.objectId === String(id),
  );

describe('what may be exported', () => {
  it('is the staff screen only; each dataset needs its own list permission', async () => {
    expect((await api.get('/exports/datasets', {}, person)).body.code).toBe(403);
    const forReviewer = (await api.get<TDatasets>('/exports/datasets', {}, reviewer)).body.data!;
    expect(forReviewer.unmaskAllowed).toBe(false);
    expect(forReviewer.datasets.map((d) => d.key)).toEqual([
      'postings',
      'organisations',
      'persons',
      'deliveries',
      'programApplications',
    ]);
    expect((await api.get<TDatasets>('/exports/datasets', {}, admin)).body.data!.unmaskAllowed).toBe(true);

    const exporter = await staffWithPerms(t, ['g07:export:list', 'g07:job:list']);
    const mine = (await api.get<TDatasets>('/exports/datasets', {}, exporter.token)).body.data!;
    expect(mine.datasets.map((d) => d.key)).toEqual(['postings']);
    const refused = await start(exporter.token, { dataset: 'persons', columns: ['id'] });
    expect(refused.body).toMatchObject({
      code: 601,
      msg: 'This data cannot be exported, or you may not export it',
    });
  });

  it('refuses unknown columns and filters, and unmasking without the permission', async () => {
    const column = await start(admin, { dataset: 'postings', columns: ['id', 'password'] });
    expect(column.body.msg).toBe('Choose the columns among those this data offers');
    const filter = await start(admin, { dataset: 'postings', columns: ['id'], filters: { secret: 'x' } });
    expect(filter.body.code).toBe(601);
    const badStatus = await start(admin, {
      dataset: 'postings',
      columns: ['id'],
      filters: { status: 'lost' },
    });
    expect(badStatus.body.code).toBe(601);
    const unmask = await start(reviewer, { dataset: 'postings', columns: ['id'], unmask: true });
    expect(unmask.body.msg).toBe('You may export personal data only masked');
  });
});

describe('an export', () => {
  let masked: TExportView;

  it('runs in the background to 100% and writes the filtered rows, personal data masked', async () => {
    const res = await start(admin, {
      dataset: 'postings',
      filters: { title: 'Exportable', status: 'published' },
      columns: ['contactPhone', 'title', 'id', 'contactName'],
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', progress: 0, masked: true });
    masked = await finished(res.body.data!.id);
    expect(masked).toMatchObject({ status: 'done', progress: 100, rowCount: MARKED });
    expect(new Date(masked.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const file = await downloadExport(t, admin, masked.id);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    const rows = await sheetRows(file.bytes);
    // Columns in the dataset's order, whatever order they were ticked in.
    expect(rows[0]).toEqual(['ID', 'Title', 'Contact', 'Contact phone']);
    expect(rows).toHaveLength(MARKED + 1);
    expect(rows[1]).toEqual([expect.any(Number), 'Exportable 1', '王**', '138******78']);
    expect(rows.slice(1).every((r) => String(r[1]).startsWith('Exportable'))).toBe(true);
    await operation('create', masked.id);
    await operation('download', masked.id);
  });

  it('shows personal data in full only when an allowed user asks for it', async () => {
    const res = await start(admin, {
      dataset: 'postings',
      filters: { title: 'Exportable 120' },
      columns: ['title', 'contactName', 'contactPhone'],
      unmask: true,
    });
    const view = await finished(res.body.data!.id);
    expect(view).toMatchObject({ status: 'done', masked: false, rowCount: 5 });
    const rows = await sheetRows((await downloadExport(t, admin, view.id)).bytes);
    // 120 and 1200–1203
    expect(rows[1]).toEqual(['Exportable 120', '王小明', '13812345678']);
  });

  it('is its owner’s alone: another user neither reads nor downloads it', async () => {
    const status = await api.get(`/exports/${masked.id}`, {}, reviewer);
    expect(status.body).toMatchObject({ code: 404, msg: 'This export does not exist, or is not yours' });
    const file = await downloadExport(t, reviewer, masked.id);
    expect(file.type).toContain('json');
    expect(JSON.parse(file.bytes.toString('utf8'))).toMatchObject({ code: 404 });
    const list = await api.get<TExportView>('/exports/my', { page: 1, limit: 50 }, reviewer);
    expect((list.body.rows as TExportView[]).map((r) => r.id)).not.toContain(masked.id);
    const own = await api.get<TExportView>('/exports/my', { page: 1, limit: 50 }, admin);
    expect((own.body.rows as TExportView[]).map((r) => r.id)).toContain(masked.id);
  });

  it('expires: the clean-up removes its file and downloads are refused', async () => {
    const [row] = await t.deps.db.select().from(exportJobs).where(eq(exportJobs.id, masked.id));
    const [file] = await t.deps.db.select().from(files).where(eq(files.id, row!.fileId!));
    expect(await fileBytesPresent(t.deps, file!.storageKey)).toBe(true);
    await t.deps.db
      .update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, masked.id));
    await t.deps.jobs.runNow(EXPORT_CLEANUP_JOB);
    expect((await api.get<TExportView>(`/exports/${masked.id}`, {}, admin)).body.data!.status).toBe(
      'expired',
    );
    expect(await t.deps.db.select().from(files).where(eq(files.id, file!.id))).toEqual([]);
    expect(await fileBytesPresent(t.deps, file!.storageKey)).toBe(false);
    const refused = await downloadExport(t, admin, masked.id);
    expect(JSON.parse(refused.bytes.toString('utf8')).msg).toBe(
      'This export has expired and its file was removed; start it again',
    );
  });
});

describe('waiting exports', () => {
  it('can be cancelled once; a user may not have more than three waiting', async () => {
    const exporter = await staffWithPerms(t, ['g07:export:list', 'g07:org:list']);
    // Rows another worker will not take: running, as if a worker had them.
    const running = await t.deps.db
      .insert(exportJobs)
      .values(
        [1, 2, 3].map(() => ({
          ownerId: exporter.id,
          dataset: 'organisations',
          columns: ['id'],
          status: 'running' as const,
          startedAt: new Date(),
        })),
      )
      .returning({ id: exportJobs.id });
    const tooMany = await start(exporter.token, { dataset: 'organisations', columns: ['id'] });
    expect(tooMany.body.msg).toBe(
      'You already have 3 exports waiting or running; start another when one of them has finished',
    );
    const id = running[0]!.id;
    const cancelled = await api.post<TExportView>(`/exports/${id}/cancel`, {}, exporter.token);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    await operation('cancel', id);
    const again = await api.post(`/exports/${id}/cancel`, {}, exporter.token);
    expect(again.body.msg).toBe('Only an export that is waiting or running can be cancelled');
    expect((await api.post(`/exports/${id}/cancel`, {}, admin)).body.code).toBe(404);
  });

  it('exports people with their ID numbers masked', async () => {
    const res = await start(admin, { dataset: 'persons', columns: ['username', 'idNumber', 'mobile'] });
    const view = await finished(res.body.data!.id);
    expect(view.status).toBe('done');
    const rows = await sheetRows((await downloadExport(t, admin, view.id)).bytes);
    const withId = rows.slice(1).filter((r) => r[1]);
    expect(withId.length).toBeGreaterThan(0);
    for (const r of withId) expect(String(r[1])).toMatch(/^\d{3}\*+[\dX]{4}$/);
  });
});

/** The owner's message-centre entries with this title key, newest first. */
const noticesOf = (ownerId: number, titleKey: string) =>
  t.deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipientId, ownerId), eq(messages.titleKey, titleKey)));

describe('archives and the owner’s notice', () => {
  it('exports the archive registry to archivists, holders masked, and tells them it is ready', async () => {
    const archivist = await signInAs(t, 'archivist');
    const offered = (await api.get<TDatasets>('/exports/datasets', {}, archivist)).body.data!;
    expect(offered.datasets.map((d) => d.key)).toEqual(['archives']);
    expect(offered.unmaskAllowed).toBe(false);

    const holder = await makePerson(t, '档案导出人');
    const number = archiveNumber();
    await t.deps.db
      .insert(personnelArchives)
      .values({ number, holderId: holder.id, source: '福州大学', receivedOn: '2025-03-04', shelf: 'E-01' });
    const res = await start(archivist, {
      dataset: 'archives',
      filters: { number, status: 'in-store', receivedFrom: '2025-03-01', receivedTo: '2025-03-31' },
      columns: ['number', 'holder', 'receivedOn', 'status'],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const view = await finished(res.body.data!.id, archivist);
    expect(view).toMatchObject({ status: 'done', rowCount: 1, masked: true });
    const rows = await sheetRows((await downloadExport(t, archivist, view.id)).bytes);
    expect(rows).toEqual([
      ['Archive number', 'Holder', 'Received on', 'Status'],
      [number, '档***', '2025-03-04', 'In the store'],
    ]);

    const [me] = await t.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'archivist'));
    const [ready] = await noticesOf(me!.id, 'dataExports.notice.readyTitle');
    expect(ready).toMatchObject({
      kind: 'data-export',
      bodyKey: 'dataExports.notice.readyBody',
      params: { dataset: 'Personnel archives', rows: 1 },
    });
    expect(ready!.link).toMatch(/\/g070116$/);
  });

  it('tells the owner when an export fails, and not when it was cancelled', async () => {
    const exporter = await staffWithPerms(t, ['g07:export:list', 'g07:org:list']);
    // A dataset no module registers any more: the writer fails it.
    await t.deps.db
      .insert(exportJobs)
      .values({ ownerId: exporter.id, dataset: 'retired', columns: ['id'], locale: 'en' });
    await t.deps.jobs.runNow('data-exports.run', 60_000);
    const [failed] = await noticesOf(exporter.id, 'dataExports.notice.failedTitle');
    expect(failed).toMatchObject({ kind: 'data-export', params: { dataset: 'retired' } });
    expect(failed!.link).toMatch(/\/g070116$/);
    expect(await noticesOf(exporter.id, 'dataExports.notice.readyTitle')).toEqual([]);
  });
});
