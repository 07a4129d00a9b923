import { CONTENT_PERMS } from '@rcwb/shared';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { files, policies } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { TContentKind, TPresentContext } from '../content';
import { regionNames } from '../content';
import { contentFilesOnly } from '../files';
import {
  day,
  keywordOver,
  optionalDay,
  optionalFilter,
  plainText,
  positiveId,
  requiredText,
  richText,
  storedFiles,
} from '../content';
import {
  ZDimensionValueInput,
  allDimensions,
  checkValues,
  dimensionsById,
  presentDimension,
  replaceValues,
  valuesOf,
} from './dimension-values';
import { isoOrNull } from '../../core/time';

export type TPolicyRow = typeof policies.$inferSelect;

export const POLICY_LEVELS = ['national', 'province', 'city', 'district'] as const;

export const ZPolicyInput = z.object({
  title: requiredText(200),
  level: z.enum(POLICY_LEVELS, 'content.required'),
  /** Area code; empty for national policies, which apply everywhere. */
  region: plainText(12),
  category: requiredText(32),
  issuingBody: requiredText(100),
  docNumber: plainText(100),
  issuedOn: day,
  effectiveOn: optionalDay,
  expiresOn: optionalDay,
  summary: plainText(1000),
  keyBenefits: z
    .array(z.string().trim().min(1).max(200, 'content.tooLong'))
    .max(10, 'content.tooMany')
    .default([]),
  body: richText,
  attachments: storedFiles,
  relatedIds: z.array(positiveId).max(10, 'content.tooMany').default([]),
  dimensionValues: z.array(ZDimensionValueInput).max(100).default([]),
});
export type TPolicyInput = z.infer<typeof ZPolicyInput>;

export const ZPolicyFilters = z.object({
  keyword: optionalFilter(64),
  level: z.preprocess((v) => (v === '' ? undefined : v), z.enum(POLICY_LEVELS).optional()),
  region: optionalFilter(12),
  category: optionalFilter(32),
  issuingBody: optionalFilter(100),
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1949).max(2200).optional(),
  ),
});
export type TPolicyFilters = z.infer<typeof ZPolicyFilters>;

/**
 * A region filter also finds the places inside it: area codes are 6 digits, a province ends in
 * 0000 and a city in 00 (GB/T 2260), so a province matches every code with its first two digits.
 */
export function regionCondition(code: string): SQL {
  if (/^\d{2}0000$/.test(code)) return sql`${policies.region} like ${`${code.slice(0, 2)}%`}`;
  if (/^\d{4}00$/.test(code)) return sql`${policies.region} like ${`${code.slice(0, 4)}%`}`;
  return eq(policies.region, code);
}

export const presentPolicyRow = (p: TPolicyRow, ctx?: Pick<TPresentContext, 'regionNames'>) => ({
  id: p.id,
  title: p.title,
  level: p.level,
  region: p.region,
  regionName: ctx?.regionNames?.get(p.region) ?? '',
  category: p.category,
  issuingBody: p.issuingBody,
  docNumber: p.docNumber,
  issuedOn: p.issuedOn,
  effectiveOn: p.effectiveOn,
  expiresOn: p.expiresOn,
  summary: p.summary,
  keyBenefits: p.keyBenefits,
  status: p.status,
  publishedAt: isoOrNull(p.publishedAt),
  updatedAt: isoOrNull(p.updatedAt),
});

/** Names and sizes of attached files, in the policy's order; files deleted since are left out. */
async function attachmentsOf(db: TDb, urls: string[]) {
  const ids = urls.map((u) => u.split('/').pop()!);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: files.id, name: files.originalName, size: files.size, mime: files.mime })
    .from(files)
    .where(and(inArray(files.id, ids), sql`${files.deletedAt} is null`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id, i) => {
    const f = byId.get(id);
    return f ? [{ id, url: urls[i]!, name: f.name, size: f.size, mime: f.mime }] : [];
  });
}

/** Related policies by id; the public sees only published ones. */
async function relatedOf(db: TDb, ids: number[], audience: TPresentContext['audience']) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: policies.id, title: policies.title, status: policies.status, issuedOn: policies.issuedOn })
    .from(policies)
    .where(
      and(inArray(policies.id, ids), audience === 'public' ? eq(policies.status, 'published') : undefined),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, title: r.title, issuedOn: r.issuedOn, status: r.status }] : [];
  });
}

/** The whole policy: body, attachments, related policies, and a value (or null) per dimension. */
export async function presentPolicyDetail(p: TPolicyRow, ctx: TPresentContext) {
  const { db, locale, audience } = ctx;
  const [attachments, related, dimensions, values] = await Promise.all([
    attachmentsOf(db, p.attachments),
    relatedOf(db, p.relatedIds, audience),
    allDimensions(db),
    valuesOf(db, [p.id]),
  ]);
  const mine = values.get(p.id) ?? new Map();
  return {
    ...presentPolicyRow(p, ctx),
    body: p.body,
    attachments,
    relatedIds: p.relatedIds,
    related,
    dimensionValues: dimensions.map((d) => ({
      ...presentDimension(d, locale),
      dimensionId: d.id,
      value: mine.get(d.id) ?? null,
    })),
  };
}

async function checkPolicy(db: TDb, input: TPolicyInput, id: number | undefined): Promise<void> {
  if (input.level !== 'national' && !input.region)
    throw new AppError(601, 'content.required', undefined, { fields: { region: 'content.required' } });
  if (id !== undefined && input.relatedIds.includes(id))
    throw new AppError(601, 'policy.relatedSelf', undefined, {
      fields: { relatedIds: 'policy.relatedSelf' },
    });
  if (input.relatedIds.length) {
    const found = await db
      .select({ id: policies.id })
      .from(policies)
      .where(inArray(policies.id, input.relatedIds));
    if (found.length !== new Set(input.relatedIds).size)
      throw new AppError(601, 'content.notFound', undefined, { fields: { relatedIds: 'content.notFound' } });
  }
  if (input.effectiveOn && input.expiresOn && input.expiresOn < input.effectiveOn)
    throw new AppError(601, 'policy.datesOrder', undefined, { fields: { expiresOn: 'policy.datesOrder' } });
  if (!(await contentFilesOnly(db, input.attachments)))
    throw new AppError(601, 'content.fileInvalid', undefined, {
      fields: { attachments: 'content.fileInvalid' },
    });
}

export const policyKind: TContentKind<TPolicyRow, TPolicyInput, TPolicyFilters> = {
  kind: 'policy',
  table: policies,
  perm: CONTENT_PERMS.policy,
  publicReads: true,
  input: ZPolicyInput,
  filters: ZPolicyFilters,
  where: (f) => [
    keywordOver(f.keyword, [policies.title, policies.summary, policies.docNumber, policies.issuingBody]),
    f.level ? eq(policies.level, f.level) : undefined,
    f.region ? regionCondition(f.region) : undefined,
    f.category ? eq(policies.category, f.category) : undefined,
    f.issuingBody ? eq(policies.issuingBody, f.issuingBody) : undefined,
    f.year ? sql`extract(year from ${policies.issuedOn}) = ${f.year}` : undefined,
  ],
  // Newest first by the issuing body's date: that is what readers of a policy list call "new".
  orderBy: [sql`${policies.issuedOn} desc`, sql`${policies.id} desc`],
  toValues: ({ dimensionValues: _values, relatedIds, ...rest }) => ({
    ...rest,
    relatedIds: [...new Set(relatedIds)],
  }),
  check: checkPolicy,
  afterSave: async (tx, id, input) => {
    const dimensions = await dimensionsById(
      tx,
      input.dimensionValues.map((v) => v.dimensionId),
    );
    await replaceValues(tx, id, checkValues(input.dimensionValues, dimensions));
  },
  prepare: async (ctx, rows) => ({
    regionNames: await regionNames(
      ctx.db,
      rows.map((r) => r.region),
      ctx.locale,
    ),
  }),
  presentRow: presentPolicyRow,
  presentDetail: presentPolicyDetail,
};
