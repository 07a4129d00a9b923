import type { TDeps } from '../../core/deps';
import { reviewInput, reviewRoutes } from '../../core/review-queue';
import { RICH_TEXT_BODY_LIMIT, guard, route } from '../../core/route';
import { ZAddJob, ZApprove, ZJobFields, ZMyJobList, ZReason, ZReviewList } from './jobs.schemas';
import { ZIdParams } from '../../core/ids';
import { addJob, editJob, myJob, myJobs, removeJob, transition, viewJob } from './jobs.service';
import { jobReviewAdapter, reviewList, staffJob, takeDown } from './review.service';
import { JOB_PERMS, type TPermission } from '@rcwb/shared';
import type { TOnClosing } from './closing';
import type { TAnnouncePublication } from './publication';

/** The back-office calls of postings: the organisation's own (g050101–g050103) and staff review (g070102). */
export function jobRoutes(deps: TDeps, announce: TAnnouncePublication, onClosing?: TOnClosing) {
  const orgTransition = (action: 'submit' | 'refresh' | 'close' | 'reopen', perm: TPermission) =>
    route({
      method: 'POST',
      url: `/job/my/:id/${action}`,
      guard: guard.perm(perm),
      params: ZIdParams,
      handler: async ({ user, params }) => transition(deps, user, params.id, action, announce, onClosing),
    });
  return [
    route({
      method: 'GET',
      url: '/job/my/list',
      guard: guard.perm(JOB_PERMS.list),
      input: ZMyJobList,
      handler: async ({ user, input }) => myJobs(deps, user, input),
    }),
    route({
      method: 'GET',
      url: '/job/my/:id',
      guard: guard.perm(JOB_PERMS.list),
      params: ZIdParams,
      handler: async ({ user, params }) => myJob(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/job/my',
      guard: guard.perm(JOB_PERMS.add),
      input: ZAddJob,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: async ({ user, input }) => addJob(deps, user, input),
    }),
    route({
      method: 'PUT',
      url: '/job/my/:id',
      guard: guard.perm(JOB_PERMS.edit),
      params: ZIdParams,
      input: ZJobFields,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: async ({ user, params, input }) => editJob(deps, user, params.id, input),
    }),
    orgTransition('submit', JOB_PERMS.submit),
    orgTransition('refresh', JOB_PERMS.refresh),
    orgTransition('close', JOB_PERMS.close),
    orgTransition('reopen', JOB_PERMS.reopen),
    route({
      method: 'DELETE',
      url: '/job/my/:id',
      guard: guard.perm(JOB_PERMS.remove),
      params: ZIdParams,
      handler: async ({ user, params }) => removeJob(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/job/detail/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ user, params }) => viewJob(deps, user, params.id),
    }),
    ...reviewRoutes(jobReviewAdapter(deps, announce), {
      base: '/job/review',
      params: ZIdParams,
      list: { perm: JOB_PERMS.reviewList, input: ZReviewList, load: (input) => reviewList(deps, input) },
      detail: (id) => staffJob(deps, id),
      inputs: {
        approve: reviewInput(ZApprove, (i) => i.note),
        reject: reviewInput(ZReason, (i) => i.reason),
      },
    }),
    route({
      method: 'POST',
      url: '/job/review/:id/takedown',
      guard: guard.perm(JOB_PERMS.takedown),
      params: ZIdParams,
      input: ZReason,
      handler: async ({ user, params, input }) => takeDown(deps, user, params.id, input.reason, onClosing),
    }),
  ];
}
