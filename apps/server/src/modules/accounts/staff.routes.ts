import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { ZIdParams, ZLockInput, ZOrgListInput, ZPersonListInput, ZRejectInput } from './accounts.schemas';
import { REVIEW_PERMS } from '@rcwb/shared';
import { decideOrg, listOrgs, listPersons, orgDetail, personDetail, setLocked } from './review.service';

/**
 * Staff calls of g070101 (gbIndex organisations, gcIndex individuals), guarded by the
 * permissions of those screens and their buttons (menus.ts; granted to admin and reviewer).
 */
const can = {
  listOrgs: guard.perm(REVIEW_PERMS.orgList),
  reviewOrgs: guard.perm(REVIEW_PERMS.orgReview),
  lockOrgs: guard.perm(REVIEW_PERMS.orgLock),
  listPersons: guard.perm(REVIEW_PERMS.personList),
  lockPersons: guard.perm(REVIEW_PERMS.personLock),
};

export function staffRoutes(deps: TDeps) {
  return [
    route({
      method: 'GET',
      url: '/system/org/list',
      guard: can.listOrgs,
      input: ZOrgListInput,
      handler: async ({ input }) => listOrgs(deps, input),
    }),
    route({
      method: 'GET',
      url: '/system/org/:id',
      guard: can.listOrgs,
      params: ZIdParams,
      handler: async ({ params }) => orgDetail(deps, params.id),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/approve',
      guard: can.reviewOrgs,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input, user }) => decideOrg(deps, user, params.id, 'approved', input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/reject',
      guard: can.reviewOrgs,
      params: ZIdParams,
      input: ZRejectInput,
      handler: async ({ params, input, user }) => decideOrg(deps, user, params.id, 'rejected', input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/lock',
      guard: can.lockOrgs,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.org, true, input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/org/:id/unlock',
      guard: can.lockOrgs,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.org, false, input.reason),
    }),
    route({
      method: 'GET',
      url: '/system/person/list',
      guard: can.listPersons,
      input: ZPersonListInput,
      handler: async ({ input }) => listPersons(deps, input),
    }),
    route({
      method: 'GET',
      url: '/system/person/:id',
      guard: can.listPersons,
      params: ZIdParams,
      handler: async ({ params }) => personDetail(deps, params.id),
    }),
    route({
      method: 'POST',
      url: '/system/person/:id/lock',
      guard: can.lockPersons,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.person, true, input.reason),
    }),
    route({
      method: 'POST',
      url: '/system/person/:id/unlock',
      guard: can.lockPersons,
      params: ZIdParams,
      input: ZLockInput,
      handler: async ({ params, input }) => setLocked(deps, params.id, UserType.person, false, input.reason),
    }),
  ];
}
