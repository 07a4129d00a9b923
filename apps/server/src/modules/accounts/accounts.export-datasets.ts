import { type SQL, and, asc, count, eq, gt, gte, like, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_PERMS, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { likePattern } from '../../core/paging';
import { personalDataOf } from '../../core/personal-data';
import { ORG_REVIEW_STATUSES, accounts, gb01, gc01 } from '../../db/schema';
import { type TExportFilters, dayEnd, dayStart, defineDataset } from '../data-exports';
import { regionPrefix } from './review.service';

const ACCOUNT_STATUSES = [
  { value: 'active', en: 'Active', zh: '正常' },
  { value: 'locked', en: 'Locked', zh: '已锁定' },
  { value: 'disabled', en: 'Disabled', zh: '已停用' },
] as const;
const REVIEW_LABELS: Record<(typeof ORG_REVIEW_STATUSES)[number], { en: string; zh: string }> = {
  draft: { en: 'Not submitted', zh: '未提交' },
  pending: { en: 'Waiting for review', zh: '待审核' },
  approved: { en: 'Approved', zh: '已通过' },
  rejected: { en: 'Rejected', zh: '未通过' },
};
const statusLabel = (value: string, locale: string) => {
  const s = ACCOUNT_STATUSES.find((o) => o.value === value);
  return s ? (locale === 'en' ? s.en : s.zh) : value;
};
const inRegion = (column: AnyPgColumn, code: string) =>
  like(column, `${regionPrefix(code).replace(/[\\%_]/g, '')}%`);
const created = (f: TExportFilters) => [
  f.createdFrom ? gte(accounts.createdAt, dayStart(f.createdFrom)) : undefined,
  f.createdTo ? lt(accounts.createdAt, dayEnd(f.createdTo)) : undefined,
];
const commonFilters = [
  { key: 'name', type: 'text', max: 100, en: 'Name contains', zh: '名称包含' },
  { key: 'region', type: 'text', max: 6, en: 'Region code', zh: '地区代码' },
  { key: 'status', type: 'select', en: 'Account status', zh: '账号状态', options: ACCOUNT_STATUSES },
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
    ...created(f),
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
    {
      key: 'reviewStatus',
      type: 'select',
      en: 'Review status',
      zh: '审核状态',
      options: ORG_REVIEW_STATUSES.map((value) => ({ value, ...REVIEW_LABELS[value] })),
    },
  ],
  columns: [
    { key: 'id', en: 'ID', zh: '编号', width: 10, value: (r) => r.id },
    { key: 'username', en: 'Username', zh: '用户名', value: (r) => r.username },
    { key: 'name', en: 'Name', zh: '单位名称', width: 28, value: (r) => r.name },
    {
      key: 'creditCode',
      en: 'Credit code',
      zh: '统一社会信用代码',
      width: 22,
      personal: 'creditCode',
      value: (r) => r.creditCode,
    },
    {
      key: 'legalRep',
      en: 'Legal representative',
      zh: '法定代表人',
      personal: 'name',
      value: (r) => r.legalRep,
    },
    { key: 'nature', en: 'Type', zh: '单位性质', value: (r, c) => c.label('org_nature', r.nature) },
    { key: 'industry', en: 'Industry code', zh: '行业代码', value: (r) => r.industry },
    { key: 'region', en: 'Region code', zh: '地区代码', value: (r) => r.region },
    { key: 'contact', en: 'Contact', zh: '联系人', personal: 'name', value: (r) => r.contact },
    { key: 'telephone', en: 'Telephone', zh: '联系电话', personal: 'phone', value: (r) => r.telephone },
    { key: 'mobile', en: 'Mobile', zh: '手机号', personal: 'mobile', value: (r) => r.mobile },
    { key: 'email', en: 'Email', zh: '邮箱', width: 26, personal: 'email', value: (r) => r.email },
    {
      key: 'reviewStatus',
      en: 'Review status',
      zh: '审核状态',
      value: (r, c) => (r.reviewStatus ? REVIEW_LABELS[r.reviewStatus][c.locale === 'en' ? 'en' : 'zh'] : ''),
    },
    { key: 'status', en: 'Account status', zh: '账号状态', value: (r, c) => statusLabel(r.status, c.locale) },
    { key: 'createdAt', en: 'Registered', zh: '注册时间', width: 20, value: (r) => r.createdAt },
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
    ...created(f),
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
    { key: 'id', en: 'ID', zh: '编号', width: 10, value: (r) => r.id },
    { key: 'username', en: 'Username', zh: '用户名', value: (r) => r.username },
    { key: 'name', en: 'Name', zh: '姓名', personal: 'name', value: (r) => r.name },
    {
      key: 'idNumber',
      en: 'ID number',
      zh: '身份证号',
      width: 22,
      personal: 'idNumber',
      value: (r) => r.idNumber,
    },
    { key: 'gender', en: 'Gender', zh: '性别', value: (r, c) => c.label('gender', r.gender) },
    { key: 'birthDate', en: 'Birth date', zh: '出生日期', value: (r) => r.birthDate },
    { key: 'education', en: 'Education', zh: '学历', value: (r, c) => c.label('education', r.education) },
    { key: 'region', en: 'Region code', zh: '地区代码', value: (r) => r.region },
    { key: 'mobile', en: 'Mobile', zh: '手机号', personal: 'mobile', value: (r) => r.mobile },
    { key: 'email', en: 'Email', zh: '邮箱', width: 26, personal: 'email', value: (r) => r.email },
    { key: 'status', en: 'Account status', zh: '账号状态', value: (r, c) => statusLabel(r.status, c.locale) },
    { key: 'createdAt', en: 'Registered', zh: '注册时间', width: 20, value: (r) => r.createdAt },
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
