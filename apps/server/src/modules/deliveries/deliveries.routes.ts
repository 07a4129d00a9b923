import {
  ZAcceptInvitation,
  ZAcceptProposedTime,
  ZDeliver,
  ZDeliveryNote,
  ZInviteToInterview,
  ZProposeInterviewTimes,
  ZRejectDelivery,
  ZStepNote,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { DELIVERY_PERMS as P } from '@rcwb/shared';
import { myDeliveries, orgCounts, orgDeliveries, staffCounts, staffDeliveries } from './deliveries.queries';
import {
  ZInterviewList,
  ZInvitationList,
  ZJobIdParams,
  ZMyDeliveryList,
  ZOrgDeliveryList,
  ZStaffDeliveryList,
} from './deliveries.schemas';
import { ZIdParams } from '../../core/ids';
import {
  deliveredResume,
  deliveryDetail,
  interviewPage,
  myInvitations,
  orgInterviews,
} from './detail.service';
import { answerProposal, proposeTimes } from './interview-proposal.service';
import {
  addNote,
  hire,
  interviewDefaults,
  inviteToInterview,
  listNotes,
  markViewed,
  reject,
} from './org.service';
import { answerInterview, answerInvitation, deliver, myDeliveryToJob, withdraw } from './person.service';
import { deliverableResumes } from '../resumes';

/** The calls of deliveries, interviews and invitation replies (docs/deliveries.md). */
export function deliveryRoutes(deps: TDeps) {
  return [
    // A person's side.
    route({
      method: 'GET',
      url: '/delivery/my/list',
      guard: guard.perm(P.personList),
      input: ZMyDeliveryList,
      handler: async ({ user, input }) => myDeliveries(deps.db, user, input),
    }),
    route({
      method: 'GET',
      url: '/delivery/my/job/:jobId',
      guard: guard.perm(P.personList),
      params: ZJobIdParams,
      handler: async ({ user, params }) => myDeliveryToJob(deps, user, params.jobId),
    }),
    route({
      method: 'GET',
      url: '/delivery/my/resumes',
      guard: guard.perm(P.deliver),
      handler: async ({ user }) => deliverableResumes(deps.db, user.accountId),
    }),
    route({
      method: 'POST',
      url: '/delivery',
      guard: guard.perm(P.deliver),
      input: ZDeliver,
      handler: async ({ user, input }) => deliver(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/withdraw',
      guard: guard.perm(P.withdraw),
      params: ZIdParams,
      input: ZStepNote,
      handler: async ({ user, params, input }) => withdraw(deps, user, params.id, input.note),
    }),
    route({
      method: 'POST',
      url: '/interview/:id/accept',
      guard: guard.perm(P.answerInterview),
      params: ZIdParams,
      input: ZStepNote,
      handler: async ({ user, params, input }) =>
        answerInterview(deps, user, params.id, 'accept', input.note),
    }),
    route({
      method: 'POST',
      url: '/interview/:id/decline',
      guard: guard.perm(P.answerInterview),
      params: ZIdParams,
      input: ZStepNote,
      handler: async ({ user, params, input }) =>
        answerInterview(deps, user, params.id, 'decline', input.note),
    }),
    route({
      method: 'POST',
      url: '/interview/:id/propose',
      guard: guard.perm(P.answerInterview),
      params: ZIdParams,
      input: ZProposeInterviewTimes,
      handler: async ({ user, params, input }) => proposeTimes(deps, user, params.id, input),
    }),
    route({
      method: 'GET',
      url: '/invitation/my/list',
      guard: guard.perm(P.personList),
      input: ZInvitationList,
      handler: async ({ user, input }) => myInvitations(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/invitation/:id/accept',
      guard: guard.perm(P.answerInvitation),
      params: ZIdParams,
      input: ZAcceptInvitation,
      handler: async ({ user, params, input }) =>
        answerInvitation(deps, user, params.id, { accept: true, resumeId: input.resumeId }),
    }),
    route({
      method: 'POST',
      url: '/invitation/:id/decline',
      guard: guard.perm(P.answerInvitation),
      params: ZIdParams,
      handler: async ({ user, params }) => answerInvitation(deps, user, params.id, { accept: false }),
    }),
    // Read by every side; the service decides what the caller sees.
    route({
      method: 'GET',
      url: '/delivery/:id',
      guard: guard.perm(P.personList, P.orgList, P.staffList),
      params: ZIdParams,
      handler: async ({ user, params }) => deliveryDetail(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/interview/:id',
      guard: guard.perm(P.personList, P.interviews),
      params: ZIdParams,
      handler: async ({ user, params }) => interviewPage(deps, user, params.id),
    }),
    // The organisation's side.
    route({
      method: 'GET',
      url: '/delivery/org/list',
      guard: guard.perm(P.orgList),
      input: ZOrgDeliveryList,
      handler: async ({ user, input }) => orgDeliveries(deps.db, user, input),
    }),
    route({
      method: 'GET',
      url: '/delivery/org/counts',
      guard: guard.perm(P.orgList),
      input: ZOrgDeliveryList,
      handler: async ({ user, input }) => orgCounts(deps.db, user, input),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/view',
      guard: guard.perm(P.process),
      params: ZIdParams,
      handler: async ({ user, params }) => markViewed(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/delivery/:id/resume',
      guard: guard.perm(P.orgList),
      params: ZIdParams,
      handler: async ({ user, params }) => deliveredResume(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/interview/:id/proposal/accept',
      guard: guard.perm(P.process),
      params: ZIdParams,
      input: ZAcceptProposedTime,
      handler: async ({ user, params, input }) => answerProposal(deps, user, params.id, { time: input.time }),
    }),
    route({
      method: 'POST',
      url: '/interview/:id/proposal/keep',
      guard: guard.perm(P.process),
      params: ZIdParams,
      handler: async ({ user, params }) => answerProposal(deps, user, params.id, { keep: true }),
    }),
    route({
      method: 'GET',
      url: '/delivery/:id/interview/defaults',
      guard: guard.perm(P.process),
      params: ZIdParams,
      handler: async ({ user, params }) => interviewDefaults(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/interview',
      guard: guard.perm(P.process),
      params: ZIdParams,
      input: ZInviteToInterview,
      handler: async ({ user, params, input }) => inviteToInterview(deps, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/hire',
      guard: guard.perm(P.process),
      params: ZIdParams,
      input: ZStepNote,
      handler: async ({ user, params, input }) => hire(deps, user, params.id, input.note),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/reject',
      guard: guard.perm(P.process),
      params: ZIdParams,
      input: ZRejectDelivery,
      handler: async ({ user, params, input }) => reject(deps, user, params.id, input.reason),
    }),
    route({
      method: 'GET',
      url: '/delivery/:id/notes',
      guard: guard.perm(P.notes),
      params: ZIdParams,
      handler: async ({ user, params }) => listNotes(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/delivery/:id/notes',
      guard: guard.perm(P.notes),
      params: ZIdParams,
      input: ZDeliveryNote,
      handler: async ({ user, params, input }) => addNote(deps, user, params.id, input.body),
    }),
    route({
      method: 'GET',
      url: '/interview/org/list',
      guard: guard.perm(P.interviews),
      input: ZInterviewList,
      handler: async ({ user, input }) => orgInterviews(deps, user, input),
    }),
    // Staff overview (read only).
    route({
      method: 'GET',
      url: '/delivery/staff/list',
      guard: guard.perm(P.staffList),
      input: ZStaffDeliveryList,
      handler: async ({ input }) => staffDeliveries(deps.db, input),
    }),
    route({
      method: 'GET',
      url: '/delivery/staff/counts',
      guard: guard.perm(P.staffList),
      input: ZStaffDeliveryList,
      handler: async ({ input }) => staffCounts(deps.db, input),
    }),
  ];
}
