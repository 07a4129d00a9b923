import type { z } from 'zod';
import { GIG_PERMS, type TGigOrderAction } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { reviewInput, reviewRoutes } from '../../core/review-queue';
import { guard, route } from '../../core/route';
import {
  addGig,
  closeGig,
  editGig,
  myCard,
  myGig,
  myGigs,
  saveCard,
  submitCard,
  submitGig,
} from './gigs.service';
import {
  cardReviewAdapter,
  cardReviewList,
  gigReviewAdapter,
  gigReviewList,
  staffCard,
  staffGig,
} from './gig-review';
import { gigMarket, publicGig, workerMarket } from './market.service';
import { applyForGig, gigApplicants, inviteWorker, myOrders, orderStep, rateOrder } from './orders.service';
import {
  ZApply,
  ZCardFields,
  ZCardReviewList,
  ZConfirm,
  ZGigFields,
  ZGigMarket,
  ZGigReviewList,
  ZInvite,
  ZMyGigList,
  ZNoBody,
  ZNote,
  ZOrderList,
  ZRate,
  ZReason,
  ZWorkerMarket,
} from './gigs.schemas';

/** Employers are approved organisations or persons with a complete identity (checked in the service). */
const EMPLOYER = guard.perm(GIG_PERMS.employer);
const CARD = guard.perm(GIG_PERMS.card);
const WORKER = guard.perm(GIG_PERMS.orders);
/** Either side of an order; which side the caller is, is decided by the order itself. */
const EITHER_SIDE = guard.perm(GIG_PERMS.employer, GIG_PERMS.orders);

/** Order steps without a body, and the one that carries the confirmed amount. */
const PLAIN_STEPS = [
  'accept',
  'decline',
  'withdraw',
  'cancel',
  'checkIn',
  'checkOut',
] as const satisfies readonly TGigOrderAction[];

export function gigRoutes(deps: TDeps) {
  return [
    // ---- The public market ----
    route({
      method: 'GET',
      url: '/gig/public/list',
      guard: guard.public,
      input: ZGigMarket as z.ZodType<z.infer<typeof ZGigMarket>>,
      handler: async ({ input }) => gigMarket(deps, input),
    }),
    route({
      method: 'GET',
      url: '/gig/public/:id',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params }) => publicGig(deps, params.id),
    }),
    route({
      method: 'GET',
      url: '/worker-card/public/list',
      guard: guard.public,
      input: ZWorkerMarket as z.ZodType<z.infer<typeof ZWorkerMarket>>,
      handler: async ({ input }) => workerMarket(deps, input),
    }),
    // ---- The employer's gigs ----
    route({
      method: 'GET',
      url: '/gig/my/list',
      guard: EMPLOYER,
      input: ZMyGigList,
      handler: async ({ user, input }) => myGigs(deps, user, input),
    }),
    route({
      method: 'GET',
      url: '/gig/my/:id',
      guard: EMPLOYER,
      params: ZIdParams,
      handler: async ({ user, params }) => myGig(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/gig/my',
      guard: EMPLOYER,
      input: ZGigFields,
      handler: async ({ user, input }) => addGig(deps, user, input),
    }),
    route({
      method: 'PUT',
      url: '/gig/my/:id',
      guard: EMPLOYER,
      params: ZIdParams,
      input: ZGigFields,
      handler: async ({ user, params, input }) => editGig(deps, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/gig/my/:id/submit',
      guard: EMPLOYER,
      params: ZIdParams,
      input: ZNoBody,
      handler: async ({ user, params }) => submitGig(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/gig/my/:id/close',
      guard: EMPLOYER,
      params: ZIdParams,
      input: ZNoBody,
      handler: async ({ user, params }) => closeGig(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/gig/my/:id/orders',
      guard: EMPLOYER,
      params: ZIdParams,
      input: ZOrderList,
      handler: async ({ user, params, input }) => gigApplicants(deps, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/gig/my/:id/invite',
      guard: EMPLOYER,
      params: ZIdParams,
      input: ZInvite,
      handler: async ({ user, params, input }) =>
        inviteWorker(deps, user, params.id, input.cardId, input.message),
    }),
    // ---- The worker: card, applications, orders ----
    route({
      method: 'GET',
      url: '/worker-card/my',
      guard: CARD,
      handler: async ({ user }) => myCard(deps, user),
    }),
    route({
      method: 'PUT',
      url: '/worker-card/my',
      guard: CARD,
      input: ZCardFields,
      handler: async ({ user, input }) => saveCard(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/worker-card/my/submit',
      guard: CARD,
      input: ZNoBody,
      handler: async ({ user }) => submitCard(deps, user),
    }),
    route({
      method: 'POST',
      url: '/gig/:id/apply',
      guard: WORKER,
      params: ZIdParams,
      input: ZApply,
      handler: async ({ user, params, input }) => applyForGig(deps, user, params.id, input.message),
    }),
    route({
      method: 'GET',
      url: '/gig-order/my/list',
      guard: WORKER,
      input: ZOrderList,
      handler: async ({ user, input }) => myOrders(deps, user, input),
    }),
    ...PLAIN_STEPS.map((action) =>
      route({
        method: 'POST',
        url: `/gig-order/:id/${action}`,
        guard: EITHER_SIDE,
        params: ZIdParams,
        input: ZNoBody,
        handler: async ({ user, params }) => orderStep(deps, user, params.id, action),
      }),
    ),
    route({
      method: 'POST',
      url: '/gig-order/:id/confirm',
      guard: EITHER_SIDE,
      params: ZIdParams,
      input: ZConfirm,
      handler: async ({ user, params, input }) => orderStep(deps, user, params.id, 'confirm', input.amount),
    }),
    route({
      method: 'POST',
      url: '/gig-order/:id/rate',
      guard: EITHER_SIDE,
      params: ZIdParams,
      input: ZRate,
      handler: async ({ user, params, input }) =>
        rateOrder(deps, user, params.id, input.score, input.comment),
    }),
    // ---- Staff review (g070106, g070107) ----
    ...reviewRoutes(gigReviewAdapter(deps), {
      base: '/gig/review',
      params: ZIdParams,
      list: { perm: GIG_PERMS.reviewList, input: ZGigReviewList, load: (f) => gigReviewList(deps, f) },
      detail: (id) => staffGig(deps, id),
      inputs: {
        approve: reviewInput(ZNote, (i) => i.note ?? null),
        reject: reviewInput(ZReason, (i) => i.reason),
        return: reviewInput(ZReason, (i) => i.reason),
      },
    }),
    ...reviewRoutes(cardReviewAdapter(deps), {
      base: '/worker-card/review',
      params: ZIdParams,
      list: { perm: GIG_PERMS.cardReviewList, input: ZCardReviewList, load: (f) => cardReviewList(deps, f) },
      detail: (id) => staffCard(deps, id),
      inputs: {
        approve: reviewInput(ZNote, (i) => i.note ?? null),
        reject: reviewInput(ZReason, (i) => i.reason),
        return: reviewInput(ZReason, (i) => i.reason),
      },
    }),
  ];
}
