import { z } from 'zod';
import { ARCHIVE_DOCUMENT_KINDS, ARCHIVE_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import { sendGenerated } from '../files';
import { documentForPrint, documentList, documentPdfFor, revoke, verify } from './documents.service';

const ZDocumentList = z.object({ ...ZPaging, kind: z.enum(ARCHIVE_DOCUMENT_KINDS) });

/**
 * Issued documents: the archivists' lists (g080501 certificates, g080601 transfer letters), the
 * printable page's data and the server's PDF (holder or archivist), revocation, and the public
 * verification of a code.
 */
export function documentRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/archive/document/list',
      guard: guard.perm(ARCHIVE_PERMS.documentList),
      input: ZDocumentList,
      handler: async ({ input: { kind, ...paging } }) => {
        const { rows, total } = await documentList(db, kind, paging);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/archive/document/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: ({ user, params }) => documentForPrint(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/archive/document/:id/download',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ user, params, reply }) => {
        const { bytes, name } = await documentPdfFor(deps, user, params.id);
        return sendGenerated(reply, bytes, name);
      },
    }),
    route({
      method: 'POST',
      url: '/archive/document/:id/revoke',
      guard: guard.perm(ARCHIVE_PERMS.documentRevoke),
      params: ZIdParams,
      handler: ({ params }) => revoke(db, params.id),
    }),
    route({
      method: 'GET',
      url: '/public/documents/verify',
      guard: guard.public,
      input: z.object({ code: z.string().trim().max(64) }),
      // Each lookup tries a code: limited per address, by the run-time parameter (g300101).
      rateLimit: {
        max: () => deps.settings.values().verifyRatePerMinute,
        signedInMax: () => 2 * deps.settings.values().verifyRatePerMinute,
        timeWindow: '1 minute',
      },
      handler: ({ input }) => verify(db, input.code),
    }),
  ];
}
