import type { TMaterial, TProgramBatchForm } from '@rcwb/shared';
import type { TSeedStep } from '../../core/module';
import { publishDefinition } from '../../core/workflow';
import { moduleDictSeed } from '../system-users';
import { demoApplicationsSeed } from './demo-applications';
import { PROGRAM_DICTS, REFERENCE_SEED } from './programs.dict';
import { PROGRAM_PROCESS_DEFINITIONS } from './programs.processes';
import { batchNames, insertBatch, insertReferencesIfMissing, updateBatch } from './programs.repository';

const DAY = 24 * 3600_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const PDF_OR_IMAGE: TMaterial['kinds'] = ['pdf', 'image'];
const PERSON_MATERIALS: TMaterial[] = [
  { name: '身份证明', required: true, kinds: PDF_OR_IMAGE },
  { name: '学历学位证书', required: true, kinds: PDF_OR_IMAGE },
  { name: '劳动合同或聘用证明', required: true, kinds: ['pdf'] },
  { name: '代表性成果材料', required: false, kinds: ['pdf', 'office'] },
];
const ORG_MATERIALS: TMaterial[] = [
  { name: '营业执照', required: true, kinds: PDF_OR_IMAGE },
  { name: '团队成员名单', required: true, kinds: ['office', 'pdf'] },
  { name: '项目计划书', required: true, kinds: ['pdf', 'office'] },
];

/** Demo batches: open, closed and finished, of several categories, for people and organisations. */
function demoBatches(now: number): (TProgramBatchForm & { status: 'open' | 'closed' | 'finished' })[] {
  const year = new Date(now).getUTCFullYear();
  const open = { opensOn: dayOf(now - 20 * DAY), closesOn: dayOf(now + 70 * DAY) };
  const closed = { opensOn: dayOf(now - 90 * DAY), closesOn: dayOf(now - 10 * DAY) };
  const lastYear = { opensOn: `${year - 1}-03-01`, closesOn: `${year - 1}-05-31` };
  const none = { education: null, ageMin: null, ageMax: null, regions: [], tier: null };
  const notice = { noticeDays: 7 };
  const person = {
    ...notice,
    applicantType: 'person' as const,
    process: 'talent-program.person' as const,
    materials: PERSON_MATERIALS,
  };
  const org = {
    ...notice,
    applicantType: 'org' as const,
    process: 'talent-program.org' as const,
    materials: ORG_MATERIALS,
  };
  return [
    {
      ...person,
      ...open,
      status: 'open',
      name: `${year}年度青年英才计划`,
      category: '02',
      year,
      quota: 50,
      eligibility: { ...none, education: '4', ageMax: 35 },
      description: '面向在本市工作的35周岁以下优秀青年人才。',
    },
    {
      ...person,
      ...open,
      status: 'open',
      name: `${year}年度高层次人才引进计划（第一批）`,
      category: '01',
      year,
      quota: 20,
      eligibility: { ...none, education: '6', ageMax: 55, tier: 'C' },
      description: '引进具有博士学位的高层次人才。',
    },
    {
      ...org,
      ...open,
      status: 'open',
      name: `${year}年度重点产业人才团队`,
      category: '06',
      year,
      quota: 10,
      eligibility: none,
      description: '支持重点产业单位引进和培养人才团队。',
    },
    {
      ...person,
      ...closed,
      status: 'closed',
      name: `${year}年度高技能人才培养项目`,
      category: '04',
      year,
      quota: 80,
      eligibility: { ...none, education: '2' },
      description: '',
    },
    {
      ...person,
      ...lastYear,
      status: 'finished',
      name: `${year - 1}年度青年英才计划`,
      category: '02',
      year: year - 1,
      quota: 40,
      eligibility: { ...none, education: '4', ageMax: 35 },
      description: '',
    },
    {
      ...org,
      ...lastYear,
      status: 'finished',
      name: `${year - 1}年度创新创业人才项目`,
      category: '03',
      year: year - 1,
      quota: 15,
      eligibility: none,
      description: '',
    },
  ];
}

export const programSeeds: TSeedStep[] = [
  moduleDictSeed('programs:dict', PROGRAM_DICTS),
  {
    name: 'programs:reference',
    always: true,
    run: async ({ db }) => {
      await insertReferencesIfMissing(db, REFERENCE_SEED);
    },
  },
  {
    // Every start: a changed process becomes a new version; unchanged, nothing is written.
    name: 'programs:processes',
    always: true,
    run: async (deps) => {
      for (const def of PROGRAM_PROCESS_DEFINITIONS) await publishDefinition(deps, def);
    },
  },
  {
    name: 'programs:demo-batches',
    demo: true,
    run: async ({ db }) => {
      const batches = demoBatches(Date.now());
      const existing = new Set(
        (
          await batchNames(
            db,
            batches.map((b) => b.name),
          )
        ).map((r) => r.name),
      );
      for (const { status, ...form } of batches)
        if (!existing.has(form.name)) {
          const row = await insertBatch(db, form, null);
          await updateBatch(db, row.id, { status });
        }
    },
  },
  // After the batches: the demo applicants' draft, submitted and returned applications.
  demoApplicationsSeed,
];
