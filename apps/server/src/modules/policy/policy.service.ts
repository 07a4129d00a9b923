import type { TLocale } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { regionNames } from '../content';
import { exists, findById, storagePath } from '../files';
import { allDimensions, presentDimension, valuesOf } from './dimension-values';
import { presentPolicyRow } from './policy.kind';
import { publishedAttachments, publishedFacets, publishedPolicies } from './policy.repository';

/** Policies side by side; unpublished or unknown ids are left out and named as missing. */
export async function comparePolicies(deps: TDeps, requested: number[], locale: TLocale) {
  const { db } = deps;
  const ids = [...new Set(requested)];
  const rows = await publishedPolicies(db, ids);
  const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id));
  const [dimensions, values, names] = await Promise.all([
    allDimensions(db),
    valuesOf(
      db,
      ordered.map((p) => p.id),
    ),
    regionNames(
      db,
      ordered.map((p) => p.region),
      locale,
    ),
  ]);
  return {
    dimensions: dimensions.map((d) => presentDimension(d, locale)),
    policies: ordered.map((p) => ({
      ...presentPolicyRow(p, { regionNames: names }),
      values: Object.fromEntries(values.get(p.id) ?? []),
    })),
    missing: ids.filter((id) => !ordered.some((p) => p.id === id)),
  };
}

export async function policyDimensions(deps: TDeps, locale: TLocale) {
  return (await allDimensions(deps.db)).map((d) => presentDimension(d, locale));
}

/** Choices of the list filters that are not dictionaries: who issued published policies, and when. */
export async function policyFacets(deps: TDeps, locale: TLocale) {
  const { bodies, years, regions } = await publishedFacets(deps.db);
  const names = await regionNames(deps.db, regions, locale);
  return {
    issuingBodies: bodies,
    years,
    regions: [...names]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  };
}

/** Attachments of a published policy are public documents; any other file stays private. */
export async function publicAttachment(deps: TDeps, policyId: number, fileId: string) {
  const attachments = await publishedAttachments(deps.db, policyId);
  if (!attachments || !attachments.includes(`/talent/file/${fileId}`)) throw notFound('content.notFound');
  const row = await findById(deps.db, fileId);
  if (!row) throw notFound('fileNotFound');
  const file = storagePath(deps.config.filesDir, row.storageKey);
  if (!(await exists(file))) throw warning('fileNotFound');
  return { row, file };
}
