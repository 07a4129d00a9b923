import {
  PROGRAM_APPLICANT_TYPES,
  PROGRAM_BATCH_STATUSES,
  PROGRAM_PERMS,
  PROGRAM_REFERENCE_KINDS,
  ZProgramBatchForm,
  ZProgramReferenceForm,
} from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import {
  batchDetail,
  createBatch,
  createReference,
  editBatch,
  editReference,
  listBatches,
  listReferences,
  referenceOptions,
  setBatchStatus,
  setReferenceEnabled,
} from './programs.service';
import { portalDay } from '../../core/time';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

const ZBatchList = z.object({
  ...ZPaging,
  keyword: optionalText(50),
  category: z.preprocess(blankToUndefined, z.string().max(20).optional()),
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2100).optional()),
  status: optionalEnum(PROGRAM_BATCH_STATUSES),
  applicantType: optionalEnum(PROGRAM_APPLICANT_TYPES),
});

const ZReferenceList = z.object({
  ...ZPaging,
  kind: optionalEnum(PROGRAM_REFERENCE_KINDS),
  keyword: optionalText(50),
  enabled: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
});

const ZBatchStatus = z.object({ status: z.enum(['open', 'closed', 'finished']) });
const ZReferenceEdit = ZProgramReferenceForm.pick({
  nameZh: true,
  nameEn: true,
  description: true,
  sort: true,
});
const ZEnabled = z.object({ enabled: z.boolean() });
const ZKind = z.object({ kind: z.enum(PROGRAM_REFERENCE_KINDS) });

/** Today in the portal's time zone: a batch is open through its closing day there. */

/** Talent programs, the staff's side: batches (g070109), tiers and service types (g070110). */
export function programsRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/program/batch/list',
      guard: guard.perm(PROGRAM_PERMS.batchList),
      input: ZBatchList,
      handler: async ({ input }) => {
        const { rows, total } = await listBatches(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/program/batch/:id',
      guard: guard.perm(PROGRAM_PERMS.batchList),
      params: ZIdParams,
      handler: ({ params }) => batchDetail(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/program/batch',
      guard: guard.perm(PROGRAM_PERMS.batchAdd),
      input: ZProgramBatchForm,
      handler: ({ input, user }) => createBatch(db, user.accountId, input),
    }),
    route({
      method: 'PUT',
      url: '/program/batch/:id',
      guard: guard.perm(PROGRAM_PERMS.batchEdit),
      params: ZIdParams,
      input: ZProgramBatchForm,
      handler: ({ params, input }) => editBatch(db, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/program/batch/:id/status',
      guard: guard.perm(PROGRAM_PERMS.batchStatus),
      params: ZIdParams,
      input: ZBatchStatus,
      handler: ({ params, input }) => setBatchStatus(db, params.id, input.status, portalDay()),
    }),
    // The enabled tiers and service types, for the batch form's eligibility (and the next screens).
    route({
      method: 'GET',
      url: '/program/reference/options',
      guard: guard.perm(PROGRAM_PERMS.batchList, PROGRAM_PERMS.referenceList),
      input: ZKind,
      handler: ({ input }) => referenceOptions(db, input.kind),
    }),
    route({
      method: 'GET',
      url: '/program/reference/list',
      guard: guard.perm(PROGRAM_PERMS.referenceList),
      input: ZReferenceList,
      handler: async ({ input }) => {
        const { rows, total } = await listReferences(db, {
          ...input,
          enabled: input.enabled === undefined ? undefined : input.enabled === 'true',
        });
        return page(rows, total);
      },
    }),
    route({
      method: 'POST',
      url: '/program/reference',
      guard: guard.perm(PROGRAM_PERMS.referenceEdit),
      input: ZProgramReferenceForm,
      handler: ({ input }) => createReference(db, input),
    }),
    route({
      method: 'PUT',
      url: '/program/reference/:id',
      guard: guard.perm(PROGRAM_PERMS.referenceEdit),
      params: ZIdParams,
      input: ZReferenceEdit,
      handler: ({ params, input }) => editReference(db, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/program/reference/:id/status',
      guard: guard.perm(PROGRAM_PERMS.referenceEdit),
      params: ZIdParams,
      input: ZEnabled,
      handler: ({ params, input }) => setReferenceEnabled(db, params.id, input.enabled),
    }),
  ];
}
