import { z } from 'zod';
import { RECOMMEND_PERMS } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { jobsForPerson, publishedPostingsOf, talentsForPosting } from './recommend.service';
import { ZId } from '../../core/ids';

/** Pages of 10 over the top 50. */
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(5).default(1),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});
const ZTalents = ZPage.extend({ jobId: ZId });

const slice = <T>(rows: T[], p: { page: number; limit: number }) =>
  rows.slice((p.page - 1) * p.limit, p.page * p.limit);

/** g010702 recommend: postings for a person's default resume, talents for an organisation's posting. */
export function recommendRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/recommend/jobs',
      guard: guard.perm(RECOMMEND_PERMS.jobs),
      input: ZPage,
      handler: async ({ input, user }) => {
        const rows = await jobsForPerson(db, user.accountId);
        // `hasResume: false` lets the screen ask for a resume rather than show "no matches".
        return { hasResume: rows !== null, total: rows?.length ?? 0, rows: slice(rows ?? [], input) };
      },
    }),
    route({
      method: 'GET',
      url: '/recommend/postings',
      guard: guard.perm(RECOMMEND_PERMS.talents),
      handler: async ({ user }) => publishedPostingsOf(db, user.accountId),
    }),
    route({
      method: 'GET',
      url: '/recommend/talents',
      guard: guard.perm(RECOMMEND_PERMS.talents),
      input: ZTalents,
      handler: async ({ input, user }) => {
        const rows = await talentsForPosting(db, user.accountId, input.jobId);
        return page(slice(rows, input), rows.length);
      },
    }),
  ];
}
