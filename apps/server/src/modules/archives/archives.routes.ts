import { z } from 'zod';
import {
  ARCHIVE_PERMS,
  ARCHIVE_STATUSES,
  ZArchiveLend,
  ZArchiveReceive,
  ZArchiveRegister,
  ZArchiveReturn,
  ZArchiveTransferOut,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import { presentArchive } from './archives.presenter';
import { archivesOf } from './archives.repository';
import {
  archiveDetail,
  lendArchive,
  receiveArchive,
  registerArchive,
  registryPage,
  returnArchive,
  transferArchive,
} from './registry.service';

const ZRegistryList = z.object({
  ...ZPaging,
  keyword: optionalText(60),
  status: z.preprocess(blankToUndefined, z.enum(ARCHIVE_STATUSES).optional()),
});

/** The archivists' registry (g070111) and the holder's own archive (g080201). */
export function archiveRoutes(deps: TDeps) {
  const { db } = deps;
  const list = guard.perm(ARCHIVE_PERMS.registryList);
  const edit = guard.perm(ARCHIVE_PERMS.registryEdit);
  return [
    route({
      method: 'GET',
      url: '/archive/registry/list',
      guard: list,
      input: ZRegistryList,
      handler: async ({ input: { page: p, limit, ...filter } }) => {
        const { rows, total } = await registryPage(db, filter, { page: p, limit });
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/archive/registry/:id',
      guard: list,
      params: ZIdParams,
      handler: ({ params }) => archiveDetail(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/archive/registry',
      guard: edit,
      input: ZArchiveRegister,
      handler: ({ user, input }) => registerArchive(db, user, input),
    }),
    route({
      method: 'POST',
      url: '/archive/registry/:id/receive',
      guard: edit,
      params: ZIdParams,
      input: ZArchiveReceive,
      handler: ({ user, params, input }) => receiveArchive(db, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/archive/registry/:id/lend',
      guard: edit,
      params: ZIdParams,
      input: ZArchiveLend,
      handler: ({ user, params, input }) => lendArchive(db, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/archive/registry/:id/return',
      guard: edit,
      params: ZIdParams,
      input: ZArchiveReturn,
      // A lent archive comes back: not the "return for changes" of reviews.
      audit: { action: 'takeBack' },
      handler: ({ user, params, input }) => returnArchive(db, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/archive/registry/:id/transfer',
      guard: edit,
      params: ZIdParams,
      input: ZArchiveTransferOut,
      handler: ({ user, params, input }) => transferArchive(deps, user, params.id, input),
    }),
    route({
      method: 'GET',
      url: '/archive/my',
      guard: guard.role('person'),
      handler: async ({ user }) => (await archivesOf(db, user.accountId)).map(presentArchive),
    }),
    route({
      method: 'GET',
      url: '/archive/my/:id',
      guard: guard.role('person'),
      params: ZIdParams,
      // Only the holder's own: another's archive is not found, as if it did not exist.
      handler: async ({ user, params }) => {
        const own = (await archivesOf(db, user.accountId)).some((a) => a.archive.id === params.id);
        if (!own) throw notFound('archives.notFound');
        return archiveDetail(db, params.id);
      },
    }),
  ];
}
