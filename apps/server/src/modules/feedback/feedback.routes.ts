import {
  FEEDBACK_KINDS,
  FEEDBACK_LIMITS,
  FEEDBACK_PERMS,
  FEEDBACK_STATUSES,
  ZFeedbackForm,
} from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import {
  closeFeedback,
  createFeedback,
  detailForStaff,
  listForStaff,
  listMine,
  replyToFeedback,
} from './feedback.service';
import { ZIdParams } from '../../core/ids';

export { FEEDBACK_PERMS };

const ZStaffList = z.object({
  ...ZPaging,
  kind: z.preprocess(blankToUndefined, z.enum(FEEDBACK_KINDS).optional()),
  status: z.preprocess(blankToUndefined, z.enum(FEEDBACK_STATUSES).optional()),
  keyword: optionalText(50),
});
const ZReply = z.object({
  reply: z
    .string()
    .trim()
    .min(1, 'feedback.replyRequired')
    .max(FEEDBACK_LIMITS.reply, 'feedback.replyRequired'),
});

/** Feedback and complaints: the author's form and list (g010801), the staff desk (g070105). */
export function feedbackRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'POST',
      url: '/feedback/my',
      guard: guard.perm(FEEDBACK_PERMS.add),
      input: ZFeedbackForm,
      handler: ({ input, user }) => createFeedback(db, user.accountId, input),
    }),
    route({
      method: 'GET',
      url: '/feedback/my',
      guard: guard.perm(FEEDBACK_PERMS.add),
      input: z.object(ZPaging),
      handler: async ({ input, user }) => {
        const { rows, total } = await listMine(db, user.accountId, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/feedback/staff/list',
      guard: guard.perm(FEEDBACK_PERMS.list),
      input: ZStaffList,
      handler: async ({ input }) => {
        const { rows, total } = await listForStaff(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/feedback/staff/:id',
      guard: guard.perm(FEEDBACK_PERMS.list),
      params: ZIdParams,
      handler: ({ params }) => detailForStaff(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/feedback/staff/:id/reply',
      guard: guard.perm(FEEDBACK_PERMS.reply),
      params: ZIdParams,
      input: ZReply,
      handler: ({ params, input, user }) => replyToFeedback(deps, user.accountId, params.id, input.reply),
    }),
    route({
      method: 'POST',
      url: '/feedback/staff/:id/close',
      guard: guard.perm(FEEDBACK_PERMS.reply),
      params: ZIdParams,
      handler: ({ params }) => closeFeedback(db, params.id),
    }),
  ];
}
