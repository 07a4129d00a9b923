import { createReadStream } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import { guard, route } from '../../core/route';
import { policies } from '../../db/schema';
import { contentDisposition } from '../files';
import { findById } from '../files';
import { exists, storagePath } from '../files';
import { editorRoutes, publicRoutes } from '../content';
import { regionNames } from '../content';
import { allDimensions, presentDimension, valuesOf } from './dimension-values';
import { dimensionKind } from './dimension.kind';
import { presentPolicyRow, policyKind } from './policy.kind';
import { ZId } from '../../core/ids';

/** 2–4 policy ids, as `ids=1,2,3` from a shared comparison link or an array. */
const ZCompare = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(ZId).min(2, 'policy.compareCount').max(4, 'policy.compareCount'),
  ),
});

const ZAttachmentParams = z.object({
  id: ZId,
  fileId: z.uuid(),
});

export function policyRoutes(deps: TDeps) {
  const { db, config } = deps;
  return [
    ...editorRoutes(deps, policyKind),
    ...editorRoutes(deps, dimensionKind),
    route({
      method: 'GET',
      url: '/public/policy/compare',
      guard: guard.public,
      input: ZCompare,
      // Unpublished or unknown ids are left out; the page says which ones could not be shown.
      handler: async ({ input, locale }) => {
        const ids = [...new Set(input.ids)];
        const rows = await db
          .select()
          .from(policies)
          .where(and(inArray(policies.id, ids), eq(policies.status, 'published')));
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
      },
    }),
    route({
      method: 'GET',
      url: '/public/policy/dimensions',
      guard: guard.public,
      handler: async ({ locale }) => (await allDimensions(db)).map((d) => presentDimension(d, locale)),
    }),
    route({
      method: 'GET',
      url: '/public/policy/facets',
      guard: guard.public,
      // Choices of the list filters that are not dictionaries: who issued published policies, and when.
      handler: async ({ locale }) => {
        const published = eq(policies.status, 'published');
        const [bodies, years, regions] = await Promise.all([
          db
            .selectDistinct({ v: policies.issuingBody })
            .from(policies)
            .where(published)
            .orderBy(policies.issuingBody),
          db
            .selectDistinct({ v: sql<number>`extract(year from ${policies.issuedOn})::int` })
            .from(policies)
            .where(published)
            .orderBy(sql`1 desc`),
          db.selectDistinct({ v: policies.region }).from(policies).where(published),
        ]);
        const names = await regionNames(
          db,
          regions.map((r) => r.v),
          locale,
        );
        return {
          issuingBodies: bodies.map((b) => b.v),
          years: years.map((y) => Number(y.v)),
          regions: [...names]
            .map(([value, label]) => ({ value, label }))
            .sort((a, b) => a.value.localeCompare(b.value)),
        };
      },
    }),
    route({
      method: 'GET',
      url: '/public/policy/:id/attachment/:fileId',
      guard: guard.public,
      params: ZAttachmentParams,
      // Attachments of a published policy are public documents; any other file stays private.
      handler: async ({ params, reply }) => {
        const [policy] = await db
          .select({ attachments: policies.attachments })
          .from(policies)
          .where(and(eq(policies.id, params.id), eq(policies.status, 'published')));
        if (!policy || !policy.attachments.includes(`/talent/file/${params.fileId}`))
          throw notFound('content.notFound');
        const row = await findById(db, params.fileId);
        if (!row) throw notFound('fileNotFound');
        const file = storagePath(config.filesDir, row.storageKey);
        if (!(await exists(file))) throw warning('fileNotFound');
        return reply
          .type(row.mime)
          .header('content-length', row.size)
          .header('content-disposition', contentDisposition(row.originalName))
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(file));
      },
    }),
    ...publicRoutes(deps, policyKind),
  ];
}
