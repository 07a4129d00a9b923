import { describe, expect, it } from 'vitest';
import { ZProgramBatchForm } from '@rcwb/shared';
import type { ProgramBatch } from '../api/programs';
import { batchFromForm, batchToForm } from './batch-fields';

const batch: ProgramBatch = {
  id: 7,
  name: '2026年度青年英才计划',
  category: '02',
  year: 2026,
  applicantType: 'person',
  opensOn: '2026-03-01',
  closesOn: '2026-05-31',
  quota: 50,
  noticeDays: 10,
  eligibility: { education: '4', ageMin: null, ageMax: 35, regions: ['350100'], tier: null },
  materials: [{ name: '学历证书', required: true, kinds: ['pdf', 'image'] }],
  process: 'talent-program.person',
  description: '',
  status: 'open',
  updatedAt: '2026-03-01T00:00:00Z',
};

describe('the batch form', () => {
  it('gives back what it was filled with, in the shape the server accepts', () => {
    const values = batchFromForm(batchToForm(batch) as Parameters<typeof batchFromForm>[0]);
    expect(values).toEqual({
      name: batch.name,
      category: '02',
      year: 2026,
      applicantType: 'person',
      opensOn: '2026-03-01',
      closesOn: '2026-05-31',
      quota: 50,
      noticeDays: 10,
      process: 'talent-program.person',
      description: '',
      eligibility: batch.eligibility,
      materials: batch.materials,
    });
    expect(ZProgramBatchForm.safeParse(values).success).toBe(true);
  });

  it('sends empty eligibility parts as none, and trims material names', () => {
    const values = batchFromForm({
      ...(batchToForm(batch) as Parameters<typeof batchFromForm>[0]),
      education: undefined,
      ageMax: undefined,
      regions: undefined,
      tier: '',
      materials: [{ name: '  成果材料 ', required: false, kinds: ['pdf'] }],
    });
    expect(values.eligibility).toEqual({
      education: null,
      ageMin: null,
      ageMax: null,
      regions: [],
      tier: null,
    });
    expect(values.materials[0]!.name).toBe('成果材料');
  });
});
