import { PROGRAM_SCORING_PERMS as P, ZScoreForm } from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId, ZIdParams } from '../../core/ids';
import { MAX_PUBLIC_RESULT_WINDOW, guard, page, route } from '../../core/route';
import { ZPaging, blankToUndefined } from '../../core/paging';
import {
  noticeCandidates,
  publicNotices,
  publishNotice,
  staffNotices,
  upholdObjection,
} from './notices.service';
import { scoreDetail, scoreList } from './scores.service';
import { myTasks, scoringForm, submitScores } from './tasks.service';

const ZOptionalId = z.preprocess(blankToUndefined, ZId.optional());

/**
 * Expert scoring of talent program applications (g060107 the expert's tasks and form; g060103 /
 * g060106 staff's scores) and their public notice (g060108, the portal's notice list).
 */
export function programScoringRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/program/scoring/tasks',
      guard: guard.perm(P.tasks),
      input: z.object({ ...ZPaging, state: z.enum(['todo', 'done']).default('todo') }),
      handler: async ({ user, input }) => {
        const { rows, total } = await myTasks(db, user, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/program/scoring/application/:id',
      guard: guard.perm(P.tasks),
      params: ZIdParams,
      handler: ({ user, params }) => scoringForm(db, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/program/scoring/application/:id/submit',
      guard: guard.perm(P.tasks),
      params: ZIdParams,
      input: ZScoreForm,
      handler: ({ user, params, input, locale }) => submitScores(deps, user, params.id, input, locale),
    }),
    route({
      method: 'GET',
      url: '/program/scoring/list',
      guard: guard.perm(P.personScores, P.orgScores),
      input: z.object({ ...ZPaging, applicantType: z.enum(['person', 'org']), batchId: ZOptionalId }),
      handler: async ({ user, input }) => {
        // Each screen lists its own applicant type only.
        const perm = input.applicantType === 'person' ? P.personScores : P.orgScores;
        if (!user.permissions.some((p) => p === perm || p === '*:*:*')) return page([], 0);
        const { rows, total } = await scoreList(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/program/scoring/detail/:id',
      guard: guard.perm(P.personScores, P.orgScores),
      params: ZIdParams,
      handler: ({ user, params }) => scoreDetail(db, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/program/scoring/notice/candidates',
      guard: guard.perm(P.notices),
      input: z.object({ batchId: ZOptionalId }),
      handler: ({ input }) => noticeCandidates(db, input.batchId),
    }),
    route({
      method: 'GET',
      url: '/program/scoring/notice/list',
      guard: guard.perm(P.notices),
      input: z.object(ZPaging),
      handler: async ({ input, locale }) => {
        const { rows, total } = await staffNotices(db, locale, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'POST',
      url: '/program/scoring/batch/:id/publish',
      guard: guard.perm(P.publish),
      params: ZIdParams,
      input: z.object({ applicationIds: z.array(ZId).max(500) }),
      handler: ({ user, params, input }) => publishNotice(deps, user, params.id, input.applicationIds),
    }),
    route({
      method: 'POST',
      url: '/program/scoring/feedback/:id/reopen',
      guard: guard.perm(P.reopen),
      params: ZIdParams,
      input: z.object({ opinion: z.string().trim().min(1, 'workflow.opinionRequired').max(1000) }),
      handler: ({ user, params, input }) => upholdObjection(deps, user, params.id, input.opinion),
    }),
    route({
      method: 'GET',
      url: '/public/program-notices',
      guard: guard.public,
      // A public list pages no deeper than the others (MAX_PUBLIC_RESULT_WINDOW rows).
      input: z.object({
        page: z.coerce
          .number()
          .int()
          .min(1)
          .max(MAX_PUBLIC_RESULT_WINDOW / 20)
          .default(1),
        limit: z.coerce.number().int().min(1).max(20).default(20),
      }),
      handler: async ({ input, locale }) => {
        const { rows, total } = await publicNotices(db, locale, input);
        return page(rows, total);
      },
    }),
  ];
}
