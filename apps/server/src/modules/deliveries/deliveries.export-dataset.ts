import { type SQL, and, asc, count, eq, gt, ilike, sql } from 'drizzle-orm';
import { DELIVERY_PERMS, DELIVERY_STATUSES, type TDeliveryStatus } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { deliveries } from '../../db/schema';
import { type TExportFilters, column, defineDataset, selectFilter, withinDays } from '../data-exports';

const STATUS_LABELS: Record<TDeliveryStatus, { en: string; zh: string }> = {
  delivered: { en: 'Delivered', zh: '已投递' },
  viewed: { en: 'Viewed', zh: '已查看' },
  interview: { en: 'Interview', zh: '面试' },
  hired: { en: 'Hired', zh: '已录用' },
  rejected: { en: 'Not suitable', zh: '不合适' },
  withdrawn: { en: 'Withdrawn', zh: '已撤回' },
  closed: { en: 'Closed', zh: '已关闭' },
};

function where(f: TExportFilters): SQL | undefined {
  return and(
    f.job ? sql`${deliveries.snapshot}->'job'->>'title' ILIKE ${likePattern(f.job)}` : undefined,
    f.org ? sql`${deliveries.snapshot}->'job'->>'orgName' ILIKE ${likePattern(f.org)}` : undefined,
    f.person ? ilike(sql`${deliveries.snapshot}->'person'->>'name'`, likePattern(f.person)) : undefined,
    f.status ? eq(deliveries.status, f.status as TDeliveryStatus) : undefined,
    withinDays(deliveries.createdAt, f.createdFrom, f.createdTo),
  );
}

const readPage = (deps: TDeps, f: TExportFilters, afterId: number, limit: number) =>
  deps.db
    .select({
      id: deliveries.id,
      jobTitle: sql<string>`${deliveries.snapshot}->'job'->>'title'`,
      orgName: sql<string>`${deliveries.snapshot}->'job'->>'orgName'`,
      personName: sql<string>`${deliveries.snapshot}->'person'->>'name'`,
      mobile: sql<string | null>`${deliveries.snapshot}->'person'->>'mobile'`,
      email: sql<string | null>`${deliveries.snapshot}->'person'->>'email'`,
      status: deliveries.status,
      matchScore: deliveries.matchScore,
      createdAt: deliveries.createdAt,
      decidedAt: deliveries.decidedAt,
    })
    .from(deliveries)
    .where(and(gt(deliveries.id, afterId), where(f)))
    .orderBy(asc(deliveries.id))
    .limit(limit);

/** Deliveries for the exports, to those who see the staff's overview (g070104); as they were sent. */
export const deliveriesExport = defineDataset<Awaited<ReturnType<typeof readPage>>[number]>({
  key: 'deliveries',
  en: 'Applications to postings',
  zh: '投递',
  perm: DELIVERY_PERMS.staffList,
  filters: [
    { key: 'job', type: 'text', max: 100, en: 'Posting contains', zh: '职位名称包含' },
    { key: 'org', type: 'text', max: 100, en: 'Organisation contains', zh: '单位名称包含' },
    { key: 'person', type: 'text', max: 50, en: 'Applicant contains', zh: '求职者姓名包含' },
    selectFilter('status', 'Status', '状态', DELIVERY_STATUSES, STATUS_LABELS),
    { key: 'createdFrom', type: 'date', en: 'Delivered from', zh: '投递日期自' },
    { key: 'createdTo', type: 'date', en: 'Delivered up to', zh: '投递日期至' },
  ],
  columns: [
    column.id(),
    column.plain('job', 'Posting', '职位', (r) => r.jobTitle, { width: 28 }),
    column.plain('org', 'Organisation', '单位', (r) => r.orgName, { width: 28 }),
    column.plain('person', 'Applicant', '求职者', (r) => r.personName, { personal: 'name' }),
    column.mobile((r) => r.mobile),
    column.email((r) => r.email),
    column.label('status', 'Status', '状态', STATUS_LABELS, (r) => r.status),
    column.plain('matchScore', 'Match score', '匹配度', (r) => r.matchScore),
    column.plain('createdAt', 'Delivered', '投递时间', (r) => r.createdAt, { width: 20 }),
    column.plain('decidedAt', 'Decided', '处理时间', (r) => r.decidedAt, { width: 20 }),
  ],
  count: async (deps, f) => {
    const [row] = await deps.db.select({ n: count() }).from(deliveries).where(where(f));
    return row?.n ?? 0;
  },
  page: readPage,
});
