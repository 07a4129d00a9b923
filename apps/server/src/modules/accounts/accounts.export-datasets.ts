import { type SQL, and, asc, count, eq, gt, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_PERMS, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { personalDataOf } from '../../core/personal-data';
import { ORG_REVIEW_STATUSES, accounts, gb01, gc01 } from '../../db/schema';
import { type TExportFilters, column, defineDataset, selectFilter, withinDays } from '../data-exports';
import { regionPrefix } from './review.service';

const ACCOUNT_STATUSES = ['active', 'locked', 'disabled'] as const;
const STATUS_LABELS: Record<(typeof ACCOUNT_STATUSES)[number], { en: string; zh: string }> = {
  active: { en: 'Active', zh: '正常' },
  locked: { en: 'Locked', zh: '已锁定' },
  disabled: { en: 'Disabled', zh: '已停用' },
};
const REVIEW_LABELS: Record<(typeof ORG_REVIEW_STATUSES)[number], { en: string; zh: string }> = {
  draft: { en: 'Not submitted', zh: '未提交' },
  pending: { en: 'Waiting for review', zh: '待审核' },
  approved: { en: 'Approved', zh: '已通过' },
  rejected: { en: 'Rejected', zh: '未通过' },
};
const inRegion = (column: AnyPgColumn, code: string) =>
  like(column, `${regionPrefix(code).replace(/[\\%_]/g, '')}%`);
const commonFilters = [
  { key: 'name', type: 'text', max: 100, en: 'Name contains', zh: '名称包含' },
  { key: 'region', type: 'text', max: 6, en: 'Region code', zh: '地区代码' },
  selectFilter('status', 'Account status', '账号状态', ACCOUNT_STATUSES, STATUS_LABELS),
  { key: 'createdFrom', type: 'date', en: 'Registered from', zh: '注册日期自' },
  { key: 'createdTo', type: 'date', en: 'Registered up to', zh: '注册日期至' },
] as const;

function orgWhere(f: TExportFilters): SQL | undefined {
  return and(
    eq(accounts.userType, UserType.org),
    f.name ? sql`coalesce(${gb01.name}, ${accounts.name}) ILIKE ${likePattern(f.name)}` : undefined,
    f.region ? inRegion(gb01.region, f.region) : undefined,
    f.status ? eq(accounts.status, f.status as 'active') : undefined,
    f.reviewStatus ? eq(gb01.reviewStatus, f.reviewStatus as 'approved') : undefined,
    withinDays(accounts.createdAt, f.createdFrom, f.createdTo),
  );
}

const readOrgs = (deps: TDeps, f: TExportFilters, afterId: number, limit: number) =>
  deps.db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: sql<string>`coalesce(${gb01.name}, ${accounts.name})`,
      creditCode: gb01.creditCode,
      legalRep: gb01.legalRep,
      industry: gb01.industry,
      nature: gb01.nature,
      region: gb01.region,
      contact: gb01.contact,
      telephone: gb01.telephone,
      mobile: accounts.mobile,
      email: accounts.email,
      reviewStatus: gb01.reviewStatus,
      status: accounts.status,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .leftJoin(gb01, eq(gb01.accountId, accounts.id))
    .where(and(gt(accounts.id, afterId), orgWhere(f)))
    .orderBy(asc(accounts.id))
    .limit(limit);

/** Organisation accounts for the exports, to those who list them for review (g070101 gbIndex). */
export const organisationsExport = defineDataset<Awaited<ReturnType<typeof readOrgs>>[number]>({
  key: 'organisations',
  en: 'Organisations',
  zh: '单位',
  perm: REVIEW_PERMS.orgList,
  dicts: ['org_nature'],
  filters: [
    ...commonFilters,
    selectFilter('reviewStatus', 'Review status', '审核状态', ORG_REVIEW_STATUSES, REVIEW_LABELS),
  ],
  columns: [
    column.id(),
    column.plain('username', 'Username', '用户名', (r) => r.username),
    column.plain('name', 'Name', '单位名称', (r) => r.name, { width: 28 }),
    column.plain('creditCode', 'Credit code', '统一社会信用代码', (r) => r.creditCode, {
      width: 22,
      personal: 'creditCode',
    }),
    column.plain('legalRep', 'Legal representative', '法定代表人', (r) => r.legalRep, { personal: 'name' }),
    column.dict('nature', 'Type', '单位性质', 'org_nature', (r) => r.nature),
    column.plain('industry', 'Industry code', '行业代码', (r) => r.industry),
    column.plain('region', 'Region code', '地区代码', (r) => r.region),
    column.plain('contact', 'Contact', '联系人', (r) => r.contact, { personal: 'name' }),
    column.plain('telephone', 'Telephone', '联系电话', (r) => r.telephone, { personal: 'phone' }),
    column.mobile((r) => r.mobile),
    column.email((r) => r.email),
    column.label('reviewStatus', 'Review status', '审核状态', REVIEW_LABELS, (r) => r.reviewStatus),
    column.label('status', 'Account status', '账号状态', STATUS_LABELS, (r) => r.status),
    column.plain('createdAt', 'Registered', '注册时间', (r) => r.createdAt, { width: 20 }),
  ],
  count: async (deps, f) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(gb01, eq(gb01.accountId, accounts.id))
      .where(orgWhere(f));
    return row?.n ?? 0;
  },
  page: readOrgs,
});

function personWhere(f: TExportFilters): SQL | undefined {
  return and(
    eq(accounts.userType, UserType.person),
    f.name ? sql`coalesce(${gc01.name}, ${accounts.name}) ILIKE ${likePattern(f.name)}` : undefined,
    f.region ? inRegion(gc01.region, f.region) : undefined,
    f.status ? eq(accounts.status, f.status as 'active') : undefined,
    withinDays(accounts.createdAt, f.createdFrom, f.createdTo),
  );
}

async function readPersons(deps: TDeps, f: TExportFilters, afterId: number, limit: number) {
  const pd = personalDataOf(deps.config);
  const rows = await deps.db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: sql<string>`coalesce(${gc01.name}, ${accounts.name})`,
      idNumberEnc: gc01.idNumberEnc,
      gender: gc01.gender,
      birthDate: gc01.birthDate,
      education: gc01.education,
      region: gc01.region,
      mobile: accounts.mobile,
      email: accounts.email,
      status: accounts.status,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .leftJoin(gc01, eq(gc01.accountId, accounts.id))
    .where(and(gt(accounts.id, afterId), personWhere(f)))
    .orderBy(asc(accounts.id))
    .limit(limit);
  return rows.map(({ idNumberEnc, ...r }) => ({
    ...r,
    idNumber: idNumberEnc ? (pd.decrypt(idNumberEnc) ?? '') : '',
  }));
}

/** Individual accounts for the exports, to those who list them (g070101 gcIndex). */
export const personsExport = defineDataset<Awaited<ReturnType<typeof readPersons>>[number]>({
  key: 'persons',
  en: 'Individuals',
  zh: '个人',
  perm: REVIEW_PERMS.personList,
  dicts: ['gender', 'education'],
  filters: commonFilters,
  columns: [
    column.id(),
    column.plain('username', 'Username', '用户名', (r) => r.username),
    column.plain('name', 'Name', '姓名', (r) => r.name, { personal: 'name' }),
    column.plain('idNumber', 'ID number', '身份证号', (r) => r.idNumber, { width: 22, personal: 'idNumber' }),
    column.dict('gender', 'Gender', '性别', 'gender', (r) => r.gender),
    column.plain('birthDate', 'Birth date', '出生日期', (r) => r.birthDate),
    column.dict('education', 'Education', '学历', 'education', (r) => r.education),
    column.plain('region', 'Region code', '地区代码', (r) => r.region),
    column.mobile((r) => r.mobile),
    column.email((r) => r.email),
    column.label('status', 'Account status', '账号状态', STATUS_LABELS, (r) => r.status),
    column.plain('createdAt', 'Registered', '注册时间', (r) => r.createdAt, { width: 20 }),
  ],
  count: async (deps, f) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(gc01, eq(gc01.accountId, accounts.id))
      .where(personWhere(f));
    return row?.n ?? 0;
  },
  page: readPersons,
});
