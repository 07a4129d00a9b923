import { type SQL, and, asc, count, eq, gt, ilike, like, sql } from 'drizzle-orm';
import { JOB_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { JOB_STATUSES, accounts, gb01, jobPostings } from '../../db/schema';
import { type TExportFilters, column, defineDataset, selectFilter, withinDays } from '../data-exports';

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
    withinDays(jobPostings.createdAt, f.createdFrom, f.createdTo),
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
    selectFilter('status', 'Status', '状态', JOB_STATUSES, STATUS_LABELS),
    { key: 'area', type: 'text', max: 6, en: 'Area code', zh: '地区代码' },
    { key: 'createdFrom', type: 'date', en: 'Created from', zh: '创建日期自' },
    { key: 'createdTo', type: 'date', en: 'Created up to', zh: '创建日期至' },
  ],
  columns: [
    column.id(),
    column.plain('title', 'Title', '职位名称', (r) => r.title, { width: 28 }),
    column.plain('org', 'Organisation', '单位', (r) => r.orgName, { width: 28 }),
    column.plain('category', 'Category code', '职位类别代码', (r) => r.category),
    column.plain('industry', 'Industry code', '行业代码', (r) => r.industry),
    column.plain('area', 'Area code', '地区代码', (r) => r.area),
    column.plain('salaryMin', 'Salary from', '最低月薪', (r) => r.salaryMin),
    column.plain('salaryMax', 'Salary up to', '最高月薪', (r) => r.salaryMax),
    column.dict('education', 'Education', '学历要求', 'education', (r) => r.education),
    column.dict('jobType', 'Job type', '工作性质', 'job_type', (r) => r.jobType),
    column.plain('headcount', 'Headcount', '招聘人数', (r) => r.headcount),
    column.label('status', 'Status', '状态', STATUS_LABELS, (r) => r.status),
    column.plain('contactName', 'Contact', '联系人', (r) => r.contactName, { personal: 'name' }),
    column.plain('contactPhone', 'Contact phone', '联系电话', (r) => r.contactPhone, { personal: 'phone' }),
    column.plain('viewCount', 'Views', '浏览量', (r) => r.viewCount),
    column.plain('publishedAt', 'Published', '发布时间', (r) => r.publishedAt, { width: 20 }),
    column.plain('createdAt', 'Created', '创建时间', (r) => r.createdAt, { width: 20 }),
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
