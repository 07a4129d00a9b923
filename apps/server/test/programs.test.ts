import { describe, expect, it } from 'vitest';
import { latestDefinition } from '../src/core/workflow';
import { programBatches } from '../src/db/schema';
import { testAppWith } from './test-app-helpers';
import { waitForOperations } from './audit-helpers';

/**
 * Talent programs, the staff's side: program batches (g070109) and tiers and service types
 * (g070110) through the API on the real database, every route, guards and refusals.
 */
const { t, api, tokens } = testAppWith(['reviewer', 'admin', 'person', 'org']);
const [reviewer, admin, person, org] = tokens;

type TBatch = {
  id: number;
  name: string;
  status: string;
  eligibility: Record<string, unknown>;
  year: number;
};
type TReference = { id: number; kind: string; code: string; nameZh: string; enabled: boolean };

const batchForm = (over: Record<string, unknown> = {}) => ({
  name: '2026年度测试人才计划',
  category: '02',
  year: 2026,
  applicantType: 'person',
  opensOn: '2026-01-01',
  closesOn: '2099-12-31',
  quota: 30,
  eligibility: { education: '4', ageMin: null, ageMax: 35, regions: ['350100'], tier: 'E' },
  materials: [
    { name: '学历证书', required: true, kinds: ['pdf', 'image'] },
    { name: '成果材料', required: false, kinds: ['pdf'] },
  ],
  process: 'talent-program.person',
  description: '测试批次',
  ...over,
});

describe('program batches (g070109)', () => {
  it('publishes the review processes at start and seeds open, closed and finished demo batches', async () => {
    expect((await latestDefinition(t.deps.db, 'talent-program.person'))?.def.steps.map((s) => s.key)).toEqual(
      ['preliminary', 'assign', 'scoring', 'final', 'notice', 'publicity'],
    );
    expect(await latestDefinition(t.deps.db, 'talent-program.org')).toBeDefined();
    const statuses = new Set((await t.deps.db.select().from(programBatches)).map((b) => b.status));
    expect([...statuses].sort()).toEqual(['closed', 'finished', 'open']);
    const open = await api.get<TBatch[]>(
      '/program/batch/list',
      { page: 1, limit: 10, status: 'open' },
      reviewer,
    );
    expect(open.body.total).toBe(3);
    expect((open.body.rows as TBatch[]).every((b) => b.status === 'open')).toBe(true);
  });

  it('adds, edits, opens, closes and finishes a batch, each step in the operation log', async () => {
    const made = await api.post<TBatch>('/program/batch', batchForm(), reviewer);
    expect(made.body.code).toBe(200);
    const id = made.body.data!.id;
    expect(made.body.data).toMatchObject({
      status: 'draft',
      eligibility: { education: '4', ageMax: 35, tier: 'E' },
    });

    const edited = await api.put<TBatch>(
      `/program/batch/${id}`,
      batchForm({ quota: 40, name: '改名后的批次' }),
      reviewer,
    );
    expect(edited.body.data).toMatchObject({ name: '改名后的批次', status: 'draft' });
    const found = await api.get<TBatch[]>(
      '/program/batch/list',
      { page: 1, limit: 10, keyword: '改名后' },
      reviewer,
    );
    expect((found.body.rows as TBatch[]).map((b) => b.id)).toEqual([id]);

    const move = (status: string) => api.post<TBatch>(`/program/batch/${id}/status`, { status }, reviewer);
    expect((await move('closed')).body.msg).toBe('Only a batch open for applications can be closed');
    expect((await move('open')).body.data?.status).toBe('open');
    expect((await move('finished')).body.msg).toBe('Close the batch before finishing it');
    expect((await move('closed')).body.data?.status).toBe('closed');
    expect((await move('finished')).body.data?.status).toBe('finished');
    const late = await api.put(`/program/batch/${id}`, batchForm(), reviewer);
    expect(late.body).toMatchObject({ code: 601, msg: expect.stringContaining('finished') });

    const mine = await waitForOperations(
      t.deps.db,
      (l) => l.objectId === String(id) && l.objectKind === 'programBatch' && l.statusCode === 200,
      5,
    );
    expect(mine.map((l) => l.actionKey).sort()).toEqual([
      'changeStatus',
      'changeStatus',
      'changeStatus',
      'create',
      'edit',
    ]);
    expect(mine.some((l) => l.objectName === '改名后的批次')).toBe(true);
  });

  it('refuses a form with unknown codes, reversed dates or ages, and a draft whose closing day has passed', async () => {
    const refused = async (over: Record<string, unknown>) =>
      (await api.post('/program/batch', batchForm(over), reviewer)).body;
    expect((await refused({ category: '99' })).msg).toBe('Choose a program category from the list');
    expect(
      (await refused({ eligibility: { education: '4', ageMax: 35, regions: ['999999'], tier: null } })).msg,
    ).toBe('Region 999999 is not in the list of regions');
    expect((await refused({ eligibility: { tier: 'ZZ', regions: [] } })).msg).toBe(
      'Choose an enabled talent tier',
    );
    expect((await refused({ opensOn: '2026-06-01', closesOn: '2026-05-01' })).code).not.toBe(200);
    expect((await refused({ eligibility: { ageMin: 40, ageMax: 30, regions: [] } })).code).not.toBe(200);
    expect((await refused({ process: 'something.else' })).code).not.toBe(200);

    const past = await api.post<TBatch>(
      '/program/batch',
      batchForm({ closesOn: '2020-01-31', opensOn: '2020-01-01' }),
      reviewer,
    );
    const opened = await api.post(
      `/program/batch/${past.body.data!.id}/status`,
      { status: 'open' },
      reviewer,
    );
    expect(opened.body.msg).toBe(
      'The closing date has passed: set a later closing date before opening the batch',
    );
    expect((await api.get('/program/batch/999999', undefined, reviewer)).body.msg).toBe(
      'This program batch does not exist',
    );
  });

  it('is staff work: people and organisations are refused every route', async () => {
    for (const token of [person, org]) {
      expect((await api.get('/program/batch/list', { page: 1, limit: 10 }, token)).body.code).toBe(403);
      expect((await api.post('/program/batch', batchForm(), token)).body.code).toBe(403);
      expect((await api.get('/program/reference/list', { page: 1, limit: 10 }, token)).body.code).toBe(403);
      expect((await api.post('/program/reference/1/status', { enabled: false }, token)).body.code).toBe(403);
    }
    expect((await api.get('/program/batch/list', { page: 1, limit: 10 })).body.code).toBe(401);
  });
});

describe('tiers and service types (g070110)', () => {
  it('lists the seeded entries by kind and offers only enabled ones', async () => {
    const tiers = await api.get<TReference[]>(
      '/program/reference/list',
      { page: 1, limit: 50, kind: 'tier' },
      admin,
    );
    expect((tiers.body.rows as TReference[]).map((r) => r.code)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const services = await api.get<TReference[]>(
      '/program/reference/list',
      { page: 1, limit: 50, kind: 'service-type' },
      admin,
    );
    expect(services.body.total).toBe(6);
  });

  it('adds, edits and disables an entry; a taken code is refused; a disabled tier cannot be required', async () => {
    const form = { kind: 'tier', code: 'F', nameZh: '基础人才', nameEn: 'Foundation talent', sort: 6 };
    const made = await api.post<TReference>('/program/reference', form, reviewer);
    expect(made.body.data).toMatchObject({ code: 'F', enabled: true });
    expect((await api.post('/program/reference', form, reviewer)).body.msg).toBe(
      'This code is already used by another entry of the same kind',
    );
    const id = made.body.data!.id;
    const edited = await api.put<TReference>(
      `/program/reference/${id}`,
      { nameZh: '基础型人才', nameEn: 'Foundation talent', description: '', sort: 6 },
      reviewer,
    );
    expect(edited.body.data?.nameZh).toBe('基础型人才');

    await api.post(`/program/reference/${id}/status`, { enabled: false }, reviewer);
    const options = await api.get<TReference[]>('/program/reference/options', { kind: 'tier' }, reviewer);
    expect(options.body.data!.map((r) => r.code)).not.toContain('F');
    const batch = await api.post(
      '/program/batch',
      batchForm({ eligibility: { tier: 'F', regions: [] } }),
      reviewer,
    );
    expect(batch.body.msg).toBe('Choose an enabled talent tier');
    expect(
      (
        await api.put(
          '/program/reference/999999',
          { nameZh: 'x', nameEn: 'x', description: '', sort: 0 },
          reviewer,
        )
      ).body.msg,
    ).toBe('This entry does not exist');
  });
});
