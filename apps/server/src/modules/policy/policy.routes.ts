import { createReadStream } from 'node:fs';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId } from '../../core/ids';
import { guard, route } from '../../core/route';
import { editorRoutes, publicRoutes } from '../content';
import { FILE_RESPONSE_HEADERS, contentDisposition } from '../files';
import { dimensionKind } from './dimension.kind';
import { policyKind } from './policy.kind';
import { comparePolicies, policyDimensions, policyFacets, publicAttachment } from './policy.service';

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
  return [
    ...editorRoutes(deps, policyKind),
    ...editorRoutes(deps, dimensionKind),
    route({
      method: 'GET',
      url: '/public/policy/compare',
      guard: guard.public,
      input: ZCompare,
      // Unpublished or unknown ids are left out; the page says which ones could not be shown.
      handler: async ({ input, locale }) => comparePolicies(deps, input.ids, locale),
    }),
    route({
      method: 'GET',
      url: '/public/policy/dimensions',
      guard: guard.public,
      handler: async ({ locale }) => policyDimensions(deps, locale),
    }),
    route({
      method: 'GET',
      url: '/public/policy/facets',
      guard: guard.public,
      handler: async ({ locale }) => policyFacets(deps, locale),
    }),
    route({
      method: 'GET',
      url: '/public/policy/:id/attachment/:fileId',
      guard: guard.public,
      params: ZAttachmentParams,
      handler: async ({ params, reply }) => {
        const { row, file } = await publicAttachment(deps, params.id, params.fileId);
        return reply
          .type(row.mime)
          .header('content-length', row.size)
          .header('content-disposition', contentDisposition(row.originalName))
          .headers(FILE_RESPONSE_HEADERS)
          .send(createReadStream(file));
      },
    }),
    ...publicRoutes(deps, policyKind),
  ];
}
