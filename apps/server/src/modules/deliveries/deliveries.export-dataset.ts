import { type SQL, and, asc, count, eq, gt, gte, ilike, lt, sql } from 'drizzle-orm';
import { DELIVERY_PERMS, DELIVERY_STATUSES, type TDeliveryStatus } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { deliveries } from '../../db/schema';
import { type TExportFilters, dayEnd, dayStart, defineDataset } from '../data-exports';

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
    f.createdFrom ? gte(deliveries.createdAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(deliveries.createdAt, dayEnd(f.createdTo)) : undefined,
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
    {
      key: 'status',
      type: 'select',
      en: 'Status',
      zh: '状态',
      options: DELIVERY_STATUSES.map((value) => ({ value, ...STATUS_LABELS[value] })),
    },
    { key: 'createdFrom', type: 'date', en: 'Delivered from', zh: '投递日期自' },
    { key: 'createdTo', type: 'date', en: 'Delivered up to', zh: '投递日期至' },
  ],
  columns: [
    { key: 'id', en: 'ID', zh: '编号', width: 10, value: (r) => r.id },
    { key: 'job', en: 'Posting', zh: '职位', width: 28, value: (r) => r.jobTitle },
    { key: 'org', en: 'Organisation', zh: '单位', width: 28, value: (r) => r.orgName },
    { key: 'person', en: 'Applicant', zh: '求职者', personal: 'name', value: (r) => r.personName },
    { key: 'mobile', en: 'Mobile', zh: '手机号', personal: 'mobile', value: (r) => r.mobile },
    { key: 'email', en: 'Email', zh: '邮箱', width: 26, personal: 'email', value: (r) => r.email },
    {
      key: 'status',
      en: 'Status',
      zh: '状态',
      value: (r, c) => STATUS_LABELS[r.status][c.locale === 'en' ? 'en' : 'zh'],
    },
    { key: 'matchScore', en: 'Match score', zh: '匹配度', value: (r) => r.matchScore },
    { key: 'createdAt', en: 'Delivered', zh: '投递时间', width: 20, value: (r) => r.createdAt },
    { key: 'decidedAt', en: 'Decided', zh: '处理时间', width: 20, value: (r) => r.decidedAt },
  ],
  count: async (deps, f) => {
    const [row] = await deps.db.select({ n: count() }).from(deliveries).where(where(f));
    return row?.n ?? 0;
  },
  page: readPage,
});
