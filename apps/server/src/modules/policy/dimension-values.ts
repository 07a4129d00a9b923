import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { comparisonDimensions, policyDimensionValues } from '../../db/schema';
import { AppError } from '../../core/errors';
import type { TExec } from '../../core/tx';
import { ZId } from '../../core/ids';

export type TDimensionType = 'text' | 'amount' | 'yesno' | 'list';
export type TDimensionValue = string | number | boolean | string[];
export type TDimensionRow = typeof comparisonDimensions.$inferSelect;

/** How each dimension type's value must look; a value of the wrong shape is refused. */
const VALUE_SCHEMAS: Record<TDimensionType, z.ZodType<TDimensionValue>> = {
  text: z.string().trim().min(1).max(500),
  amount: z.coerce.number().min(0).max(1e10),
  yesno: z.boolean(),
  list: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
};

/** One value as sent by the editor; null or '' clears it ("not stated"). */
export const ZDimensionValueInput = z.object({
  dimensionId: ZId,
  value: z.unknown(),
});
export type TDimensionValueInput = z.infer<typeof ZDimensionValueInput>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length);

/**
 * Checks the values against their dimensions' types; answers what to store (empty values
 * dropped). Unknown dimensions and wrongly shaped values are refused with the field named.
 */
export function checkValues(
  inputs: TDimensionValueInput[],
  dimensions: Map<number, TDimensionRow>,
): { dimensionId: number; value: TDimensionValue }[] {
  const out: { dimensionId: number; value: TDimensionValue }[] = [];
  const seen = new Set<number>();
  for (const input of inputs) {
    const field = `dimensionValues.${input.dimensionId}`;
    const dimension = dimensions.get(input.dimensionId);
    if (!dimension || seen.has(input.dimensionId))
      throw new AppError(601, 'policy.dimensionUnknown', undefined, {
        fields: { [field]: 'policy.dimensionUnknown' },
      });
    seen.add(input.dimensionId);
    if (isEmpty(input.value)) continue;
    const parsed = VALUE_SCHEMAS[dimension.type].safeParse(input.value);
    if (!parsed.success)
      throw new AppError(
        601,
        'policy.dimensionValueInvalid',
        { name: dimension.nameEn },
        {
          fields: { [field]: 'policy.dimensionValueInvalid' },
        },
      );
    out.push({ dimensionId: input.dimensionId, value: parsed.data });
  }
  return out;
}

export async function dimensionsById(db: TExec, ids: number[]): Promise<Map<number, TDimensionRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(comparisonDimensions).where(inArray(comparisonDimensions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every dimension in display order. */
export async function allDimensions(db: TDb): Promise<TDimensionRow[]> {
  return db
    .select()
    .from(comparisonDimensions)
    .orderBy(asc(comparisonDimensions.sort), asc(comparisonDimensions.id));
}

/** Replaces a policy's values with the given ones (inside the save transaction). */
export async function replaceValues(
  tx: TExec,
  policyId: number,
  values: { dimensionId: number; value: TDimensionValue }[],
): Promise<void> {
  await tx.delete(policyDimensionValues).where(eq(policyDimensionValues.policyId, policyId));
  if (values.length) await tx.insert(policyDimensionValues).values(values.map((v) => ({ policyId, ...v })));
}

/** The values of some policies, by policy id then dimension id. */
export async function valuesOf(
  db: TDb,
  policyIds: number[],
): Promise<Map<number, Map<number, TDimensionValue>>> {
  const result = new Map<number, Map<number, TDimensionValue>>(policyIds.map((id) => [id, new Map()]));
  if (!policyIds.length) return result;
  const rows = await db
    .select()
    .from(policyDimensionValues)
    .where(inArray(policyDimensionValues.policyId, policyIds));
  for (const r of rows) result.get(r.policyId)?.set(r.dimensionId, r.value as TDimensionValue);
  return result;
}

export const presentDimension = (d: TDimensionRow, locale: string) => ({
  id: d.id,
  name: locale === 'en' ? d.nameEn : d.nameZh,
  nameZh: d.nameZh,
  nameEn: d.nameEn,
  type: d.type,
  unit: d.unit,
  sort: d.sort,
});
