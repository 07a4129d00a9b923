import { type SQL, and, asc, count, eq, gt, gte, ilike, lt, sql } from 'drizzle-orm';
import { PROGRAM_APPLICANT_TYPES, PROGRAM_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { WORKFLOW_STATUSES } from '../../core/workflow';
import { programApplications, programBatches, workflowInstances } from '../../db/schema';
import { type TExportFilters, dayEnd, dayStart, defineDataset } from '../data-exports';
import { PROGRAM_APPLICATION_KIND } from './applications.repository';

const STATUS_LABELS: Record<(typeof WORKFLOW_STATUSES)[number], { en: string; zh: string }> = {
  draft: { en: 'Draft', zh: '草稿' },
  submitted: { en: 'Submitted', zh: '已提交' },
  'in-review': { en: 'In review', zh: '审核中' },
  returned: { en: 'Returned for changes', zh: '已退回' },
  approved: { en: 'Approved', zh: '已通过' },
  rejected: { en: 'Rejected', zh: '未通过' },
};
const TYPE_LABELS = { person: { en: 'Individual', zh: '个人' }, org: { en: 'Organisation', zh: '单位' } };
const status = sql<(typeof WORKFLOW_STATUSES)[number]>`coalesce(${workflowInstances.status}, 'draft')`;

function where(f: TExportFilters): SQL | undefined {
  return and(
    f.batch ? ilike(programBatches.name, likePattern(f.batch)) : undefined,
    f.applicantType ? eq(programApplications.applicantType, f.applicantType as 'person') : undefined,
    f.status ? sql`${status} = ${f.status}` : undefined,
    f.createdFrom ? gte(programApplications.createdAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(programApplications.createdAt, dayEnd(f.createdTo)) : undefined,
  );
}

const from = (deps: TDeps) =>
  deps.db
    .select({
      id: programApplications.id,
      batch: programBatches.name,
      applicantType: programApplications.applicantType,
      info: programApplications.info,
      status,
      createdAt: programApplications.createdAt,
      updatedAt: programApplications.updatedAt,
    })
    .from(programApplications)
    .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
    .leftJoin(
      workflowInstances,
      and(
        eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
        eq(workflowInstances.subjectId, programApplications.id),
      ),
    );

const readPage = (deps: TDeps, f: TExportFilters, afterId: number, limit: number) =>
  from(deps)
    .where(and(gt(programApplications.id, afterId), where(f)))
    .orderBy(asc(programApplications.id))
    .limit(limit);

/** Talent program applications for the exports, to the staff who keep the batches (g070109). */
export const programApplicationsExport = defineDataset<Awaited<ReturnType<typeof readPage>>[number]>({
  key: 'programApplications',
  en: 'Talent program applications',
  zh: '人才项目申报',
  perm: PROGRAM_PERMS.batchList,
  dicts: ['education'],
  filters: [
    { key: 'batch', type: 'text', max: 100, en: 'Batch contains', zh: '批次名称包含' },
    {
      key: 'applicantType',
      type: 'select',
      en: 'Applicant',
      zh: '申报主体',
      options: PROGRAM_APPLICANT_TYPES.map((value) => ({ value, ...TYPE_LABELS[value] })),
    },
    {
      key: 'status',
      type: 'select',
      en: 'Status',
      zh: '状态',
      options: WORKFLOW_STATUSES.map((value) => ({ value, ...STATUS_LABELS[value] })),
    },
    { key: 'createdFrom', type: 'date', en: 'Started from', zh: '创建日期自' },
    { key: 'createdTo', type: 'date', en: 'Started up to', zh: '创建日期至' },
  ],
  columns: [
    { key: 'id', en: 'ID', zh: '编号', width: 10, value: (r) => r.id },
    { key: 'batch', en: 'Batch', zh: '批次', width: 28, value: (r) => r.batch },
    {
      key: 'applicantType',
      en: 'Applicant',
      zh: '申报主体',
      value: (r, c) => TYPE_LABELS[r.applicantType][c.locale === 'en' ? 'en' : 'zh'],
    },
    { key: 'name', en: 'Name', zh: '名称', personal: 'name', value: (r) => r.info.name },
    { key: 'mobile', en: 'Mobile', zh: '手机号', personal: 'mobile', value: (r) => r.info.mobile },
    { key: 'email', en: 'Email', zh: '邮箱', width: 26, personal: 'email', value: (r) => r.info.email },
    { key: 'region', en: 'Region code', zh: '地区代码', value: (r) => r.info.region },
    {
      key: 'education',
      en: 'Education',
      zh: '学历',
      value: (r, c) => c.label('education', r.info.education),
    },
    {
      key: 'status',
      en: 'Status',
      zh: '状态',
      value: (r, c) => STATUS_LABELS[r.status][c.locale === 'en' ? 'en' : 'zh'],
    },
    { key: 'createdAt', en: 'Started', zh: '创建时间', width: 20, value: (r) => r.createdAt },
    { key: 'updatedAt', en: 'Last changed', zh: '更新时间', width: 20, value: (r) => r.updatedAt },
  ],
  count: async (deps, f) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(programApplications)
      .innerJoin(programBatches, eq(programBatches.id, programApplications.batchId))
      .leftJoin(
        workflowInstances,
        and(
          eq(workflowInstances.kind, PROGRAM_APPLICATION_KIND),
          eq(workflowInstances.subjectId, programApplications.id),
        ),
      )
      .where(where(f));
    return row?.n ?? 0;
  },
  page: readPage,
});
