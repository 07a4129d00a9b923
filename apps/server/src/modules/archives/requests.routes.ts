import { z } from 'zod';
import { ARCHIVE_PERMS, ARCHIVE_REQUEST_KINDS, ZArchiveDecision, ZArchiveRequestInput } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import { WORKFLOW_STATUSES } from '../../core/workflow';
import { decideRequest, handlingDetail, handlingList } from './handling.service';
import { createRequest, myRequestDetail, myRequests, saveRequest, submitRequest } from './requests.service';

const ZRequestList = z.object({
  ...ZPaging,
  kind: z.preprocess(blankToUndefined, z.enum(ARCHIVE_REQUEST_KINDS).optional()),
  status: z.preprocess(blankToUndefined, z.enum(WORKFLOW_STATUSES).optional()),
});

/** The holders' requests (g080401, g080301) and the archivists' handling (g080302, g080402). */
export function requestRoutes(deps: TDeps) {
  const { db } = deps;
  const holder = guard.role('person');
  const handle = guard.perm(ARCHIVE_PERMS.requestHandle);
  const decision = (action: 'approve' | 'return' | 'reject') =>
    route({
      method: 'POST',
      url: `/archive/handling/:id/${action}`,
      guard: handle,
      params: ZIdParams,
      input: ZArchiveDecision,
      handler: ({ user, params, input }) => decideRequest(deps, user, params.id, action, input),
    });
  return [
    route({
      method: 'GET',
      url: '/archive/request/my',
      guard: holder,
      input: ZRequestList,
      handler: async ({ user, input: { page: p, limit, ...filter } }) => {
        const { rows, total } = await myRequests(db, user, filter, { page: p, limit });
        return page(rows, total);
      },
    }),
    route({
      method: 'POST',
      url: '/archive/request',
      guard: holder,
      input: ZArchiveRequestInput,
      handler: ({ user, input }) => createRequest(db, user, input),
    }),
    route({
      method: 'GET',
      url: '/archive/request/:id',
      guard: holder,
      params: ZIdParams,
      handler: ({ user, params }) => myRequestDetail(db, user, params.id),
    }),
    route({
      method: 'PUT',
      url: '/archive/request/:id',
      guard: holder,
      params: ZIdParams,
      input: ZArchiveRequestInput,
      handler: ({ user, params, input }) => saveRequest(db, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/archive/request/:id/submit',
      guard: holder,
      params: ZIdParams,
      handler: ({ user, params }) => submitRequest(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/archive/handling/list',
      guard: handle,
      input: ZRequestList,
      handler: async ({ input: { page: p, limit, ...filter } }) => {
        const { rows, total } = await handlingList(db, filter, { page: p, limit });
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/archive/handling/:id',
      guard: handle,
      params: ZIdParams,
      handler: ({ params }) => handlingDetail(db, params.id),
    }),
    decision('approve'),
    decision('return'),
    decision('reject'),
  ];
}
