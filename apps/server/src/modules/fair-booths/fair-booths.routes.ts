import { FAIR_BOOTH_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { reviewInput, reviewRoutes } from '../../core/review-queue';
import { guard, route } from '../../core/route';
import { sendXlsx, stampedName } from '../../core/xlsx';
import {
  applicationList,
  approveApplication,
  moveApplication,
  rejectAdapter,
  staffApplication,
} from './booth-review';
import { checkIn } from './check-in';
import { exportApplications, exportFigures, fairFigures } from './figures';
import { boothsOfFair, fairOptions } from './fair-booths.repository';
import {
  ZApplicationExport,
  ZApplicationList,
  ZApply,
  ZApprove,
  ZAttach,
  ZCheckIn,
  ZFairChoice,
  ZFiguresExport,
  ZMove,
  ZPostings,
  ZReject,
} from './fair-booths.schemas';
import {
  apply,
  attachPosting,
  cancelApplication,
  myBooth,
  myFair,
  myOverview,
  myPublishedPostings,
  myUpcomingApproved,
  openFairs,
  setPostings,
} from './org.service';

const P = FAIR_BOOTH_PERMS;
const KIND = 'boothApplication' as const;

/**
 * Booths of job fairs: the organisation's applications (g010203: every id is checked to be the
 * caller's), staff review with a booth and check-in (g070108), and the editor's list, export and
 * per-fair figures (g200202).
 */
export function fairBoothRoutes(deps: TDeps) {
  return [
    // —— the organisation (g010203) ——
    route({
      method: 'GET',
      url: '/fair-booth/org/fairs',
      guard: guard.perm(P.apply),
      handler: async ({ user }) => openFairs(deps, user.accountId),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/org/postings',
      guard: guard.perm(P.apply),
      handler: async ({ user }) => myPublishedPostings(deps, user.accountId),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/org/overview',
      guard: guard.perm(P.apply),
      handler: async ({ user }) => myOverview(deps, user.accountId),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/org/fair/:id',
      guard: guard.perm(P.apply),
      params: ZIdParams,
      handler: async ({ user, params }) => myFair(deps, user.accountId, params.id),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/org/booth/:id',
      guard: guard.perm(P.apply),
      params: ZIdParams,
      handler: async ({ user, params }) => myBooth(deps, user.accountId, params.id),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/org/approved',
      guard: guard.perm(P.apply),
      handler: async ({ user }) => myUpcomingApproved(deps, user.accountId),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/org/apply',
      guard: guard.perm(P.apply),
      input: ZApply,
      audit: { action: 'create', kind: KIND },
      handler: async ({ user, input }) => apply(deps, user.accountId, input),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/org/:id/withdraw',
      guard: guard.perm(P.apply),
      params: ZIdParams,
      audit: { kind: KIND },
      handler: async ({ user, params }) => cancelApplication(deps, user.accountId, params.id),
    }),
    route({
      method: 'PUT',
      url: '/fair-booth/org/:id/postings',
      guard: guard.perm(P.apply),
      params: ZIdParams,
      input: ZPostings,
      audit: { action: 'edit', kind: KIND },
      handler: async ({ user, params, input }) => setPostings(deps, user.accountId, params.id, input.jobIds),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/org/:id/attach',
      guard: guard.perm(P.apply),
      params: ZIdParams,
      input: ZAttach,
      audit: { action: 'edit', kind: KIND },
      handler: async ({ user, params, input }) => attachPosting(deps, user.accountId, params.id, input.jobId),
    }),

    // —— staff: booth review and check-in (g070108), the editor (g200202) ——
    route({
      method: 'GET',
      url: '/fair-booth/fairs',
      guard: guard.perm(P.reviewList, P.checkIn, P.list),
      handler: async () => fairOptions(deps.db),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/booths',
      guard: guard.perm(P.reviewList),
      input: ZFairChoice,
      handler: async ({ input }) => boothsOfFair(deps.db, input.fairId),
    }),
    ...reviewRoutes(rejectAdapter(deps), {
      base: '/fair-booth/review',
      params: ZIdParams,
      list: { perm: P.reviewList, input: ZApplicationList, load: (f) => applicationList(deps, f) },
      detail: (id) => staffApplication(deps, id),
      inputs: { reject: reviewInput(ZReject, (i) => i.reason) },
    }),
    route({
      method: 'POST',
      url: '/fair-booth/review/:id/approve',
      guard: guard.perm(P.review),
      params: ZIdParams,
      input: ZApprove,
      handler: async ({ user, params, input }) => approveApplication(deps, user, params.id, input.boothId),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/review/:id/move',
      guard: guard.perm(P.review),
      params: ZIdParams,
      input: ZMove,
      handler: async ({ params, input }) => moveApplication(deps, params.id, input.boothId),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/checkIn',
      guard: guard.perm(P.checkIn),
      input: ZCheckIn,
      // A ticket or an organisation's code: the log keeps the action, the answer names who.
      audit: { action: 'checkIn', kind: null },
      handler: async ({ input }) => checkIn(deps, input.fairId, input.code),
    }),
    route({
      method: 'GET',
      url: '/fair-booth/all/list',
      guard: guard.perm(P.list),
      input: ZApplicationList,
      handler: async ({ input }) => applicationList(deps, input),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/all/export',
      guard: guard.perm(P.export),
      input: ZApplicationExport,
      handler: async ({ input, locale, reply, t }) => {
        const { timeZone, ...filters } = input;
        const bytes = await exportApplications(deps, filters, locale, timeZone);
        return sendXlsx(reply, stampedName(t('fairBooths.sheet')), bytes);
      },
    }),
    route({
      method: 'GET',
      url: '/fair-booth/figures/:id',
      guard: guard.perm(P.list),
      params: ZIdParams,
      handler: async ({ params }) => fairFigures(deps, params.id),
    }),
    route({
      method: 'POST',
      url: '/fair-booth/figures/:id/export',
      guard: guard.perm(P.export),
      params: ZIdParams,
      input: ZFiguresExport,
      audit: { kind: null },
      handler: async ({ params, locale, reply, t }) => {
        const bytes = await exportFigures(deps, params.id, locale);
        return sendXlsx(reply, stampedName(t('fairBooths.figuresSheet')), bytes);
      },
    }),
  ];
}
