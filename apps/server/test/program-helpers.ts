import type { TProgramBatchForm } from '@rcwb/shared';
import { insertBatch, updateBatch } from '../src/modules/programs/programs.repository';
import type { TTestApp } from './harness';

/** A batch form for people that admits everyone, open from long ago until far ahead. */
export const programBatchForm = (over: Partial<TProgramBatchForm> = {}): TProgramBatchForm => ({
  name: `测试人才计划${Math.random().toString(36).slice(2, 8)}`,
  category: '02',
  year: 2026,
  applicantType: 'person',
  opensOn: '2020-01-01',
  closesOn: '2099-12-31',
  quota: 10,
  eligibility: { education: null, ageMin: null, ageMax: null, regions: [], tier: null },
  materials: [
    { name: '身份证明', required: true, kinds: ['pdf', 'image'] },
    { name: '学历证书', required: true, kinds: ['pdf'] },
    { name: '成果材料', required: false, kinds: ['pdf', 'office'] },
  ],
  process: 'talent-program.person',
  description: '',
  noticeDays: 7,
  ...over,
});

/** A batch in the given status, made in the database (the staff's routes are tested by programs.test). */
export async function makeBatch(
  t: TTestApp,
  over: Partial<TProgramBatchForm> = {},
  status: 'draft' | 'open' | 'closed' | 'finished' = 'open',
) {
  const row = await insertBatch(t.deps.db, programBatchForm(over), null);
  return (await updateBatch(t.deps.db, row.id, { status }))!;
}
