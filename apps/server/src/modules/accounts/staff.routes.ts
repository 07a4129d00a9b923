import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { ZIdParams, ZLockInput, ZOrgListInput, ZPersonListInput, ZRejectInput } from './accounts.schemas';
import { decideOrg, listOrgs, listPersons, orgDetail, personDetail, setLocked } from './review.service';

/**
 * Staff calls of g070101 (gbIndex organisations, gcIndex individuals). Until those screens
 * register their menu entries (and with them permissions such as g07:org:list), the calls are
 * guarded by role: admin and reviewer.
 */
const staff = guard.role('admin', 'reviewer');

export function staffRoutes(deps: TDeps) {
  return [
    route({
      method: 'GET',
      url: '/system/org/list',
      guard: staff,
      input: ZOrgListInput,
      handler: async ({ input }) => listOrgs(deps, input),
    }),
    route({
      method: 'GET',
      url: '/system/org/:id',
      guard: staff,
      params: ZIdParams,
      handler: async ({ params }) => orgDetail(deps, params.id),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/approve',
      guard: staff,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input, user }) => decideOrg(deps, user, params.id, 'approved', input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/reject',
      guard: staff,
      params: ZIdParams,
      input: ZRejectInput,
      handler: async ({ params, input, user }) => decideOrg(deps, user, params.id, 'rejected', input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/lock',
      guard: staff,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.org, true, input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/unlock',
      guard: staff,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.org, false, input.reason),
    }),
    route({
      method: 'GET',
      url: '/system/person/list',
      guard: staff,
      input: ZPersonListInput,
      handler: async ({ input }) => listPersons(deps, input),
    }),
    route({
      method: 'GET',
      url: '/system/person/:id',
      guard: staff,
      params: ZIdParams,
      handler: async ({ params }) => personDetail(deps, params.id),
    }),
    route({
      method: 'POST',
      url: '/system/person/:id/lock',
      guard: staff,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.person, true, input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/person/:id/unlock',
      guard: staff,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.person, false, input.reason),
    }),
  ];
}
