import { type SQL, and, asc, count, eq, gt, ilike, sql } from 'drizzle-orm';
import { PROGRAM_APPLICANT_TYPES, PROGRAM_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { WORKFLOW_STATUSES } from '../../core/workflow';
import { programApplications, programBatches, workflowInstances } from '../../db/schema';
import { type TExportFilters, column, defineDataset, selectFilter, withinDays } from '../data-exports';
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
    withinDays(programApplications.createdAt, f.createdFrom, f.createdTo),
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
    selectFilter('applicantType', 'Applicant', '申报主体', PROGRAM_APPLICANT_TYPES, TYPE_LABELS),
    selectFilter('status', 'Status', '状态', WORKFLOW_STATUSES, STATUS_LABELS),
    { key: 'createdFrom', type: 'date', en: 'Started from', zh: '创建日期自' },
    { key: 'createdTo', type: 'date', en: 'Started up to', zh: '创建日期至' },
  ],
  columns: [
    column.id(),
    column.plain('batch', 'Batch', '批次', (r) => r.batch, { width: 28 }),
    column.label('applicantType', 'Applicant', '申报主体', TYPE_LABELS, (r) => r.applicantType),
    column.plain('name', 'Name', '名称', (r) => r.info.name, { personal: 'name' }),
    column.mobile((r) => r.info.mobile),
    column.email((r) => r.info.email),
    column.plain('region', 'Region code', '地区代码', (r) => r.info.region),
    column.dict('education', 'Education', '学历', 'education', (r) => r.info.education),
    column.label('status', 'Status', '状态', STATUS_LABELS, (r) => r.status),
    column.plain('createdAt', 'Started', '创建时间', (r) => r.createdAt, { width: 20 }),
    column.plain('updatedAt', 'Last changed', '更新时间', (r) => r.updatedAt, { width: 20 }),
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
