import { APPROVAL_PERMS, PROGRAM_APPLICANT_TYPES } from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId, ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import { ZTimeZone, sendXlsx, stampedName } from '../../core/xlsx';
import { exportApplications } from './approvals.export';
import { presentBatch } from './approvals.presenter';
import { batchesForReview } from './approvals.repository';
import { decideStep, dossier, listApplications, requireBatch } from './approvals.service';
import { assignExperts, candidates } from './assign.service';
import { bulkApprove, bulkAssign } from './bulk.service';

/** The statuses a handed-in application can have (drafts are the applicant's alone). */
const HANDED_IN = ['submitted', 'in-review', 'returned', 'approved', 'rejected'] as const;

const ZStep = z.string().trim().min(1).max(60);
const ZFilter = z.object({
  status: z.preprocess(blankToUndefined, z.enum(HANDED_IN).optional()),
  step: z.preprocess(blankToUndefined, ZStep.optional()),
  keyword: optionalText(50),
  district: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{2,6}$/)
      .optional(),
  ),
});
const ZOpinion = z.object({ step: ZStep, opinion: z.string().trim().max(1000).nullish() });
const ZExperts = z.array(ZId).min(1).max(9);
const ZIds = z.array(ZId).min(1).max(100);

/** Reviewers' approvals of talent program applications (g060101/g060102, g060104/g060105). */
export function approvalRoutes(deps: TDeps) {
  const { db } = deps;
  const P = APPROVAL_PERMS;
  const decision = (action: 'approve' | 'return' | 'reject') =>
    route({
      method: 'POST',
      url: `/program/approval/application/:id/${action}`,
      guard: guard.perm(P.act),
      params: ZIdParams,
      input: ZOpinion,
      handler: ({ user, params, input }) => decideStep(deps, user, params.id, { ...input, action }),
    });
  return [
    route({
      method: 'GET',
      url: '/program/approval/batches',
      guard: guard.perm(P.list),
      input: z.object({
        ...ZPaging,
        applicantType: z.preprocess(blankToUndefined, z.enum(PROGRAM_APPLICANT_TYPES).optional()),
        keyword: optionalText(50),
      }),
      handler: async ({ input }) => {
        const { rows, total } = await batchesForReview(db, input, input);
        return page(rows.map(presentBatch), total);
      },
    }),
    route({
      method: 'GET',
      url: '/program/approval/batch/:id',
      guard: guard.perm(P.list),
      params: ZIdParams,
      handler: async ({ params }) => presentBatch({ batch: await requireBatch(db, params.id) }),
    }),
    route({
      method: 'GET',
      url: '/program/approval/batch/:id/applications',
      guard: guard.perm(P.list),
      params: ZIdParams,
      input: ZFilter.extend(ZPaging),
      handler: async ({ params, input }) => {
        const { rows, total } = await listApplications(db, params.id, input, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'POST',
      url: '/program/approval/batch/:id/export',
      guard: guard.perm(P.export),
      params: ZIdParams,
      input: ZFilter.extend({ timeZone: ZTimeZone }),
      handler: async ({ params, input, locale, reply }) => {
        const { timeZone, ...filter } = input;
        const { name, bytes } = await exportApplications(db, params.id, filter, locale, timeZone);
        return sendXlsx(reply, stampedName(name), bytes);
      },
    }),
    route({
      method: 'POST',
      url: '/program/approval/batch/:id/approve',
      guard: guard.perm(P.act),
      params: ZIdParams,
      input: z.object({ ids: ZIds, opinion: z.string().trim().max(1000).nullish() }),
      handler: ({ user, params, input, t }) => bulkApprove(deps, user, t, { ...input, batchId: params.id }),
    }),
    route({
      method: 'POST',
      url: '/program/approval/batch/:id/experts',
      guard: guard.perm(P.assign),
      params: ZIdParams,
      input: z.object({ ids: ZIds, experts: ZExperts }),
      audit: { action: 'assignExperts' },
      handler: ({ user, params, input, t }) => bulkAssign(deps, user, t, { ...input, batchId: params.id }),
    }),
    route({
      method: 'GET',
      url: '/program/approval/application/:id',
      guard: guard.perm(P.list),
      params: ZIdParams,
      handler: ({ user, params }) => dossier(db, user, params.id),
    }),
    decision('approve'),
    decision('return'),
    decision('reject'),
    route({
      method: 'GET',
      url: '/program/approval/application/:id/experts',
      guard: guard.perm(P.assign),
      params: ZIdParams,
      input: z.object({ fieldId: z.preprocess(blankToUndefined, ZId.optional()) }),
      handler: ({ params, input, t }) => candidates(db, t, params.id, input.fieldId),
    }),
    route({
      method: 'POST',
      url: '/program/approval/application/:id/experts',
      guard: guard.perm(P.assign),
      params: ZIdParams,
      input: z.object({ step: ZStep, experts: ZExperts }),
      audit: { action: 'assignExperts' },
      handler: ({ user, params, input, t }) => assignExperts(deps, user, t, params.id, input),
    }),
  ];
}
