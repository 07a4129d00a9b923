import { type SQL, and, asc, count, eq, gt, gte, ilike, like, lt, sql } from 'drizzle-orm';
import { JOB_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { JOB_STATUSES, accounts, gb01, jobPostings } from '../../db/schema';
import { type TExportFilters, dayEnd, dayStart, defineDataset } from '../data-exports';

const STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], { en: string; zh: string }> = {
  draft: { en: 'Draft', zh: '草稿' },
  pending: { en: 'Waiting for review', zh: '待审核' },
  published: { en: 'Published', zh: '已发布' },
  closed: { en: 'Closed', zh: '已关闭' },
};

function where(f: TExportFilters): SQL | undefined {
  return and(
    f.title ? ilike(jobPostings.title, likePattern(f.title)) : undefined,
    f.org ? sql`coalesce(${gb01.name}, ${accounts.name}) ILIKE ${likePattern(f.org)}` : undefined,
    f.status ? eq(jobPostings.status, f.status as (typeof JOB_STATUSES)[number]) : undefined,
    f.area ? like(jobPostings.area, `${f.area.replace(/(?:00){1,2}$/, '')}%`) : undefined,
    f.createdFrom ? gte(jobPostings.createdAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(jobPostings.createdAt, dayEnd(f.createdTo)) : undefined,
  );
}

const select = {
  id: jobPostings.id,
  title: jobPostings.title,
  orgName: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
  category: jobPostings.category,
  industry: jobPostings.industry,
  area: jobPostings.area,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  education: jobPostings.education,
  jobType: jobPostings.jobType,
  headcount: jobPostings.headcount,
  status: jobPostings.status,
  contactName: jobPostings.contactName,
  contactPhone: jobPostings.contactPhone,
  viewCount: jobPostings.viewCount,
  publishedAt: jobPostings.publishedAt,
  createdAt: jobPostings.createdAt,
};
const readPage = (deps: TDeps, f: TExportFilters, afterId: number, limit: number) =>
  deps.db
    .select(select)
    .from(jobPostings)
    .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
    .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
    .where(and(gt(jobPostings.id, afterId), where(f)))
    .orderBy(asc(jobPostings.id))
    .limit(limit);
type TRow = Awaited<ReturnType<typeof readPage>>[number];

/** Postings for the exports (g070116), to those who may list them for review (g070102). */
export const postingsExport = defineDataset<TRow>({
  key: 'postings',
  en: 'Postings',
  zh: '职位',
  perm: JOB_PERMS.reviewList,
  dicts: ['education', 'job_type'],
  filters: [
    { key: 'title', type: 'text', max: 100, en: 'Title contains', zh: '职位名称包含' },
    { key: 'org', type: 'text', max: 100, en: 'Organisation contains', zh: '单位名称包含' },
    {
      key: 'status',
      type: 'select',
      en: 'Status',
      zh: '状态',
      options: JOB_STATUSES.map((value) => ({ value, ...STATUS_LABELS[value] })),
    },
    { key: 'area', type: 'text', max: 6, en: 'Area code', zh: '地区代码' },
    { key: 'createdFrom', type: 'date', en: 'Created from', zh: '创建日期自' },
    { key: 'createdTo', type: 'date', en: 'Created up to', zh: '创建日期至' },
  ],
  columns: [
    { key: 'id', en: 'ID', zh: '编号', width: 10, value: (r) => r.id },
    { key: 'title', en: 'Title', zh: '职位名称', width: 28, value: (r) => r.title },
    { key: 'org', en: 'Organisation', zh: '单位', width: 28, value: (r) => r.orgName },
    { key: 'category', en: 'Category code', zh: '职位类别代码', value: (r) => r.category },
    { key: 'industry', en: 'Industry code', zh: '行业代码', value: (r) => r.industry },
    { key: 'area', en: 'Area code', zh: '地区代码', value: (r) => r.area },
    { key: 'salaryMin', en: 'Salary from', zh: '最低月薪', value: (r) => r.salaryMin },
    { key: 'salaryMax', en: 'Salary up to', zh: '最高月薪', value: (r) => r.salaryMax },
    { key: 'education', en: 'Education', zh: '学历要求', value: (r, c) => c.label('education', r.education) },
    { key: 'jobType', en: 'Job type', zh: '工作性质', value: (r, c) => c.label('job_type', r.jobType) },
    { key: 'headcount', en: 'Headcount', zh: '招聘人数', value: (r) => r.headcount },
    {
      key: 'status',
      en: 'Status',
      zh: '状态',
      value: (r, c) => (c.locale === 'en' ? STATUS_LABELS[r.status].en : STATUS_LABELS[r.status].zh),
    },
    { key: 'contactName', en: 'Contact', zh: '联系人', personal: 'name', value: (r) => r.contactName },
    {
      key: 'contactPhone',
      en: 'Contact phone',
      zh: '联系电话',
      personal: 'phone',
      value: (r) => r.contactPhone,
    },
    { key: 'viewCount', en: 'Views', zh: '浏览量', value: (r) => r.viewCount },
    { key: 'publishedAt', en: 'Published', zh: '发布时间', width: 20, value: (r) => r.publishedAt },
    { key: 'createdAt', en: 'Created', zh: '创建时间', width: 20, value: (r) => r.createdAt },
  ],
  count: async (deps, f) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(jobPostings)
      .innerJoin(accounts, eq(accounts.id, jobPostings.orgId))
      .leftJoin(gb01, eq(gb01.accountId, jobPostings.orgId))
      .where(where(f));
    return row?.n ?? 0;
  },
  page: readPage,
});
