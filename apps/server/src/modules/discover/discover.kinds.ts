import { CONTENT_PERMS } from '@rcwb/shared';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { achievements, expertFields, experts, techDemands } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { TContentKind, TPresentContext } from '../content';
import { regionNames } from '../content';
import {
  keywordOver,
  optionalAmount,
  optionalDay,
  optionalFilter,
  optionalId,
  plainText,
  requiredText,
  richText,
  sortOrder,
  storedImage,
} from '../content';
import { isoOrNull } from '../../core/time';

/**
 * The discover area (DOMAIN.md discover): experts with their fields, technology demands
 * (bdlistxq) and achievements (bdlistcg). The expert fields classify all three.
 */

type TFieldRow = typeof expertFields.$inferSelect;
type TExpertRow = typeof experts.$inferSelect;
type TDemandRow = typeof techDemands.$inferSelect;
type TAchievementRow = typeof achievements.$inferSelect;

const fieldName = (f: TFieldRow, locale: string) => (locale === 'en' ? f.nameEn : f.nameZh);

/** Field names by id, for presenting rows of a page (one query per page, not per row). */
export async function fieldNames(db: TDb, locale: string): Promise<Map<number, string>> {
  const rows = await db.select().from(expertFields);
  return new Map(rows.map((f) => [f.id, fieldName(f, locale)]));
}

/** The field must exist when given (a stale form may name one removed meanwhile). */
async function checkField(db: TDb, fieldId: number | undefined | null): Promise<void> {
  if (!fieldId) return;
  const [row] = await db
    .select({ id: expertFields.id })
    .from(expertFields)
    .where(eq(expertFields.id, fieldId));
  if (!row)
    throw new AppError(601, 'content.notFound', undefined, { fields: { fieldId: 'content.notFound' } });
}

const publication = (r: { status: string; publishedAt: Date | null; updatedAt: Date }) => ({
  status: r.status,
  publishedAt: isoOrNull(r.publishedAt),
  updatedAt: isoOrNull(r.updatedAt),
});

// ---- expert fields (g200302) ----

const ZFieldInput = z.object({ nameZh: requiredText(50), nameEn: requiredText(80), sort: sortOrder });
const ZKeyword = z.object({ keyword: optionalFilter(64) });

export const presentField = (f: TFieldRow, locale: string) => ({
  id: f.id,
  name: fieldName(f, locale),
  nameZh: f.nameZh,
  nameEn: f.nameEn,
  sort: f.sort,
});

export const expertFieldKind: TContentKind<
  TFieldRow,
  z.infer<typeof ZFieldInput>,
  z.infer<typeof ZKeyword>
> = {
  kind: 'expertField',
  table: expertFields,
  perm: CONTENT_PERMS.expertField,
  publicReads: false,
  input: ZFieldInput,
  filters: ZKeyword,
  where: (f) => [keywordOver(f.keyword, [expertFields.nameZh, expertFields.nameEn])],
  orderBy: [asc(expertFields.sort), asc(expertFields.id)],
  toValues: (input) => input,
  presentRow: (f, { locale }) => presentField(f, locale),
};

export async function allFields(db: TDb, locale: string) {
  const rows = await db.select().from(expertFields).orderBy(asc(expertFields.sort), asc(expertFields.id));
  return rows.map((f) => presentField(f, locale));
}

// ---- experts (g200301) ----

const ZExpertInput = z.object({
  name: requiredText(50),
  fieldId: optionalId,
  title: plainText(50),
  organisation: plainText(100),
  region: plainText(12),
  bio: plainText(2000),
  photo: storedImage,
  achievements: plainText(4000),
});
type TExpertInput = z.infer<typeof ZExpertInput>;
const ZExpertFilters = z.object({
  keyword: optionalFilter(64),
  fieldId: optionalId,
  title: optionalFilter(50),
  region: optionalFilter(12),
});

const nameOfField = (id: number | null, ctx: TPresentContext) =>
  id === null ? '' : (ctx.fieldNames?.get(id) ?? '');

/** Presenters of field-classified rows read the field names, loaded once per call. */
async function withNames(ctx: TPresentContext, rows: object[]) {
  const [fields, regions] = await Promise.all([
    fieldNames(ctx.db, ctx.locale),
    regionNames(
      ctx.db,
      rows.map((r) => ('region' in r && typeof r.region === 'string' ? r.region : '')),
      ctx.locale,
    ),
  ]);
  return { fieldNames: fields, regionNames: regions };
}

const regionOf = (code: string, ctx: TPresentContext) => ctx.regionNames?.get(code) ?? '';

export const presentExpert = (e: TExpertRow, ctx: TPresentContext) => ({
  id: e.id,
  name: e.name,
  fieldId: e.fieldId,
  fieldName: nameOfField(e.fieldId, ctx),
  title: e.title,
  organisation: e.organisation,
  region: e.region,
  regionName: regionOf(e.region, ctx),
  bio: e.bio,
  photo: e.photo,
  achievements: e.achievements,
  ...publication(e),
});

export const expertKind: TContentKind<TExpertRow, TExpertInput, z.infer<typeof ZExpertFilters>> = {
  kind: 'expert',
  table: experts,
  perm: CONTENT_PERMS.expert,
  publicReads: true,
  input: ZExpertInput,
  filters: ZExpertFilters,
  where: (f) => [
    keywordOver(f.keyword, [experts.name, experts.organisation, experts.bio, experts.achievements]),
    f.fieldId ? eq(experts.fieldId, f.fieldId) : undefined,
    f.title ? eq(experts.title, f.title) : undefined,
    f.region ? eq(experts.region, f.region) : undefined,
  ],
  toValues: (input) => ({ ...input, fieldId: input.fieldId ?? null }),
  check: (db, input) => checkField(db, input.fieldId),
  prepare: withNames,
  presentRow: presentExpert,
};

// ---- technology demands (g200401, bdlistxq) ----

const ZDemandInput = z.object({
  title: requiredText(200),
  fieldId: optionalId,
  budget: optionalAmount,
  deadline: optionalDay,
  publisher: requiredText(100),
  region: plainText(12),
  progress: z.enum(['open', 'claimed', 'done']).default('open'),
  description: richText,
  contact: plainText(100),
});
type TDemandInput = z.infer<typeof ZDemandInput>;
const ZDemandFilters = z.object({
  keyword: optionalFilter(64),
  fieldId: optionalId,
  progress: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'claimed', 'done']).optional()),
});

export const presentDemand = (d: TDemandRow, ctx: TPresentContext) => ({
  id: d.id,
  title: d.title,
  fieldId: d.fieldId,
  fieldName: nameOfField(d.fieldId, ctx),
  budget: d.budget,
  deadline: d.deadline,
  publisher: d.publisher,
  region: d.region,
  regionName: regionOf(d.region, ctx),
  progress: d.progress,
  description: d.description,
  contact: d.contact,
  ...publication(d),
});

export const demandKind: TContentKind<TDemandRow, TDemandInput, z.infer<typeof ZDemandFilters>> = {
  kind: 'demand',
  table: techDemands,
  perm: CONTENT_PERMS.demand,
  publicReads: true,
  input: ZDemandInput,
  filters: ZDemandFilters,
  where: (f) => [
    keywordOver(f.keyword, [techDemands.title, techDemands.publisher]),
    f.fieldId ? eq(techDemands.fieldId, f.fieldId) : undefined,
    f.progress ? eq(techDemands.progress, f.progress) : undefined,
  ],
  toValues: (input) => ({ ...input, fieldId: input.fieldId ?? null }),
  check: (db, input) => checkField(db, input.fieldId),
  prepare: withNames,
  presentRow: presentDemand,
};

// ---- achievements (g200401, bdlistcg) ----

const ZAchievementInput = z.object({
  title: requiredText(200),
  fieldId: optionalId,
  maturity: requiredText(32),
  transferMode: requiredText(32),
  owner: requiredText(100),
  price: optionalAmount,
  description: richText,
  contact: plainText(100),
});
type TAchievementInput = z.infer<typeof ZAchievementInput>;
const ZAchievementFilters = z.object({
  keyword: optionalFilter(64),
  fieldId: optionalId,
  maturity: optionalFilter(32),
  transferMode: optionalFilter(32),
});

export const presentAchievement = (a: TAchievementRow, ctx: TPresentContext) => ({
  id: a.id,
  title: a.title,
  fieldId: a.fieldId,
  fieldName: nameOfField(a.fieldId, ctx),
  maturity: a.maturity,
  transferMode: a.transferMode,
  owner: a.owner,
  price: a.price,
  description: a.description,
  contact: a.contact,
  ...publication(a),
});

export const achievementKind: TContentKind<
  TAchievementRow,
  TAchievementInput,
  z.infer<typeof ZAchievementFilters>
> = {
  kind: 'achievement',
  table: achievements,
  perm: CONTENT_PERMS.achievement,
  publicReads: true,
  input: ZAchievementInput,
  filters: ZAchievementFilters,
  where: (f) => [
    keywordOver(f.keyword, [achievements.title, achievements.owner]),
    f.fieldId ? eq(achievements.fieldId, f.fieldId) : undefined,
    f.maturity ? eq(achievements.maturity, f.maturity) : undefined,
    f.transferMode ? eq(achievements.transferMode, f.transferMode) : undefined,
  ],
  toValues: (input) => ({ ...input, fieldId: input.fieldId ?? null }),
  check: (db, input) => checkField(db, input.fieldId),
  prepare: withNames,
  presentRow: presentAchievement,
};
