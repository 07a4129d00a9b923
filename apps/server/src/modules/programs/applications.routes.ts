import { ZProgramApplicantInfo, ZProgramMaterialsForm } from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId, ZIdParams } from '../../core/ids';
import { guard, route } from '../../core/route';
import { sendGenerated } from '../files';
import { applicationPdfFor } from './application-print';
import {
  applicationDetail,
  batchesForMe,
  myApplications,
  saveInfo,
  saveMaterials,
  startApplication,
  submitApplication,
} from './applications.service';
import { portalDay } from '../../core/time';

/** The applicants' side of talent programs (g020101 individuals, g020102 organisations). */
export function applicationRoutes(deps: TDeps) {
  const { db } = deps;
  const applicant = guard.role('person', 'org');
  return [
    route({
      method: 'GET',
      url: '/program/application/batches',
      guard: applicant,
      handler: ({ user }) => batchesForMe(db, user, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/program/application/my',
      guard: applicant,
      handler: ({ user }) => myApplications(db, user),
    }),
    route({
      method: 'POST',
      url: '/program/application',
      guard: applicant,
      input: z.object({ batchId: ZId }),
      handler: ({ user, input }) => startApplication(deps, user, input.batchId, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/program/application/:id',
      guard: applicant,
      params: ZIdParams,
      handler: ({ user, params }) => applicationDetail(db, user, params.id),
    }),
    route({
      method: 'PUT',
      url: '/program/application/:id/info',
      guard: applicant,
      params: ZIdParams,
      input: ZProgramApplicantInfo,
      handler: ({ user, params, input }) => saveInfo(db, user, params.id, input),
    }),
    route({
      method: 'PUT',
      url: '/program/application/:id/materials',
      guard: applicant,
      params: ZIdParams,
      input: ZProgramMaterialsForm,
      handler: ({ user, params, input }) => saveMaterials(db, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/program/application/:id/submit',
      guard: applicant,
      params: ZIdParams,
      handler: ({ user, params }) => submitApplication(deps, user, params.id, portalDay()),
    }),
    // The printable A4 form: its applicant, and the reviewers once it was handed in. A POST, as
    // every download is, so each one is in the audit log.
    route({
      method: 'POST',
      url: '/program/application/:id/download',
      guard: guard.auth,
      params: ZIdParams,
      handler: ({ user, params, reply }) =>
        applicationPdfFor(db, user, params.id).then((pdf) => sendGenerated(reply, pdf.bytes, pdf.name)),
    }),
  ];
}
