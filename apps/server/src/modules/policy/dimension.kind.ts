import { CONTENT_PERMS } from '@rcwb/shared';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { comparisonDimensions } from '../../db/schema';
import type { TContentKind } from '../content';
import { keywordOver, optionalFilter, plainText, requiredText, sortOrder } from '../content';
import { type TDimensionRow, presentDimension } from './dimension-values';

export const ZDimensionInput = z.object({
  nameZh: requiredText(50),
  nameEn: requiredText(80),
  type: z.enum(['text', 'amount', 'yesno', 'list'], 'content.required'),
  unit: plainText(20),
  sort: sortOrder,
});
export type TDimensionInput = z.infer<typeof ZDimensionInput>;

const ZDimensionFilters = z.object({ keyword: optionalFilter(64) });

/**
 * Comparison dimensions (g200104). Not publishable: a dimension is part of the comparison as soon
 * as it exists; removing one removes its values from every policy.
 */
export const dimensionKind: TContentKind<
  TDimensionRow,
  TDimensionInput,
  z.infer<typeof ZDimensionFilters>
> = {
  kind: 'dimension',
  table: comparisonDimensions,
  perm: CONTENT_PERMS.dimension,
  publicReads: false,
  input: ZDimensionInput,
  filters: ZDimensionFilters,
  where: (f) => [keywordOver(f.keyword, [comparisonDimensions.nameZh, comparisonDimensions.nameEn])],
  orderBy: [asc(comparisonDimensions.sort), asc(comparisonDimensions.id)],
  toValues: (input) => input,
  presentRow: (d, { locale }) => presentDimension(d, locale),
};
