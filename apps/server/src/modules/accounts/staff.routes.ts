import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { reviewInput, reviewRoutes } from '../../core/review-queue';
import { guard, route } from '../../core/route';
import { orgReviewAdapter } from './org-review';
import { ZLicenceInput, ZLockInput, ZOrgListInput, ZPersonListInput, ZRejectInput } from './accounts.schemas';
import { ZIdParams } from '../../core/ids';
import { REVIEW_PERMS } from '@rcwb/shared';
import { imageAsBase64, sendAttachment } from '../files';
import { listOrgs, listPersons, orgDetail, orgLicence, personDetail, setLocked } from './review.service';

/**
 * Staff calls of g070101 (gbIndex organisations, gcIndex individuals), guarded by the
 * permissions of those screens and their buttons (menus.ts; granted to admin and reviewer).
 * Organisation review is a review queue (org-review.ts); locking is not a review decision.
 */
const can = {
  // Those who see the organisation's record in the review drawer, and those who decide on it.
  readLicence: guard.perm(REVIEW_PERMS.orgList, REVIEW_PERMS.orgReview),
  lockOrgs: guard.perm(REVIEW_PERMS.orgLock),
  listPersons: guard.perm(REVIEW_PERMS.personList),
  lockPersons: guard.perm(REVIEW_PERMS.personLock),
};

export function staffRoutes(deps: TDeps) {
  return [
    ...reviewRoutes(orgReviewAdapter(deps), {
      base: '/system/org',
      params: ZIdParams,
      list: { perm: REVIEW_PERMS.orgList, input: ZOrgListInput, load: (input) => listOrgs(deps, input) },
      detail: (id) => orgDetail(deps, id),
      inputs: {
        approve: reviewInput(ZLockInput, (i) => i.reason),
        reject: reviewInput(ZRejectInput, (i) => i.reason),
      },
    }),
    route({
      // POST like the generic download and image calls it replaces for reviewers (the web's
      // download helper posts); `preview` answers a picture as base64 for the drawer's preview.
      method: 'POST',
      url: '/system/org/:id/licence',
      guard: can.readLicence,
      params: ZIdParams,
      input: ZLicenceInput,
      handler: async ({ params, input, reply }) => {
        const file = await orgLicence(deps, params.id);
        return input.preview ? imageAsBase64(deps, file) : sendAttachment(deps, reply, file);
      },
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
