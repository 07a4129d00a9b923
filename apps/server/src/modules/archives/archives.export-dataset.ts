import { type SQL, and, asc, count, eq, gt, gte, ilike, lte } from 'drizzle-orm';
import { ARCHIVE_PERMS, ARCHIVE_STATUSES, type TArchiveStatus } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { accounts, personnelArchives } from '../../db/schema';
import { type TExportFilters, column, defineDataset, selectFilter } from '../data-exports';

const STATUS_LABELS: Record<TArchiveStatus, { en: string; zh: string }> = {
  'in-store': { en: 'In the store', zh: '在库' },
  lent: { en: 'Lent out', zh: '借出' },
  'transferred-out': { en: 'Transferred out', zh: '已转出' },
};

function where(f: TExportFilters): SQL | undefined {
  return and(
    f.number ? ilike(personnelArchives.number, likePattern(f.number)) : undefined,
    f.holder ? ilike(accounts.name, likePattern(f.holder)) : undefined,
    f.source ? ilike(personnelArchives.source, likePattern(f.source)) : undefined,
    f.status ? eq(personnelArchives.status, f.status as TArchiveStatus) : undefined,
    // Received on is a calendar day: the bounds compare days, not instants.
    f.receivedFrom ? gte(personnelArchives.receivedOn, f.receivedFrom) : undefined,
    f.receivedTo ? lte(personnelArchives.receivedOn, f.receivedTo) : undefined,
  );
}

const readPage = (deps: TDeps, f: TExportFilters, afterId: number, limit: number) =>
  deps.db
    .select({
      id: personnelArchives.id,
      number: personnelArchives.number,
      holderName: accounts.name,
      mobile: accounts.mobile,
      source: personnelArchives.source,
      receivedOn: personnelArchives.receivedOn,
      shelf: personnelArchives.shelf,
      status: personnelArchives.status,
      updatedAt: personnelArchives.updatedAt,
    })
    .from(personnelArchives)
    .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
    .where(and(gt(personnelArchives.id, afterId), where(f)))
    .orderBy(asc(personnelArchives.id))
    .limit(limit);

/** The archive registry for the exports, to those who keep it (g070111); holders masked by default. */
export const archivesExport = defineDataset<Awaited<ReturnType<typeof readPage>>[number]>({
  key: 'archives',
  en: 'Personnel archives',
  zh: '人事档案',
  perm: ARCHIVE_PERMS.registryList,
  filters: [
    { key: 'number', type: 'text', max: 50, en: 'Archive number contains', zh: '档案编号包含' },
    { key: 'holder', type: 'text', max: 50, en: 'Holder contains', zh: '档案人姓名包含' },
    { key: 'source', type: 'text', max: 100, en: 'Received from contains', zh: '档案来源包含' },
    selectFilter('status', 'Status', '状态', ARCHIVE_STATUSES, STATUS_LABELS),
    { key: 'receivedFrom', type: 'date', en: 'Received from', zh: '接收日期自' },
    { key: 'receivedTo', type: 'date', en: 'Received up to', zh: '接收日期至' },
  ],
  columns: [
    column.id(),
    column.plain('number', 'Archive number', '档案编号', (r) => r.number, { width: 20 }),
    column.plain('holder', 'Holder', '档案人', (r) => r.holderName, { personal: 'name' }),
    column.mobile((r) => r.mobile),
    column.plain('source', 'Received from', '档案来源', (r) => r.source, { width: 26 }),
    column.plain('receivedOn', 'Received on', '接收日期', (r) => r.receivedOn, { width: 14 }),
    column.plain('shelf', 'Shelf', '存放位置', (r) => r.shelf),
    column.label('status', 'Status', '状态', STATUS_LABELS, (r) => r.status),
    column.plain('updatedAt', 'Last change', '最近变动', (r) => r.updatedAt, { width: 20 }),
  ],
  count: async (deps, f) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(personnelArchives)
      .innerJoin(accounts, eq(accounts.id, personnelArchives.holderId))
      .where(where(f));
    return row?.n ?? 0;
  },
  page: readPage,
});
