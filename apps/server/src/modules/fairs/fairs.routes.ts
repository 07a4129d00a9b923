import {
  FAIR_KINDS,
  FAIR_PERMS,
  FAIR_PHASES,
  FAIR_STATUSES,
  FAIR_TICKET_PERMS,
  ZFairForm,
  ZFairLayout,
  ZFairRecap,
} from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId, ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { MAX_PUBLIC_RESULT_WINDOW, RICH_TEXT_BODY_LIMIT, guard, page, route } from '../../core/route';
import { codeNames, dictServiceOf } from '../dict';
import {
  cancelFair,
  createFair,
  editorView,
  listForEditor,
  publishFair,
  removeFair,
  saveRecap,
  updateFair,
  withdrawFair,
} from './fairs.service';
import { applyTemplate, listTemplates, saveLayout, saveTemplate } from './fair-layouts.service';
import { fairPostings, publicDetail, publicList } from './public.service';
import { cancelTicket, myTicketForFair, myTickets, registerTicket } from './tickets.service';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

const ZEditorList = z.object({
  ...ZPaging,
  keyword: optionalText(50),
  status: optionalEnum(FAIR_STATUSES),
  kind: optionalEnum(FAIR_KINDS),
  phase: optionalEnum(FAIR_PHASES),
});

/** Public paging stops at the public result window, as the job search does. */
const withinWindow = (v: { page: number; limit: number }) => v.page * v.limit <= MAX_PUBLIC_RESULT_WINDOW;

const ZPublicList = z
  .object({
    ...ZPaging,
    keyword: optionalText(50),
    kind: optionalEnum(FAIR_KINDS),
    phase: optionalEnum(FAIR_PHASES),
    city: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
    ),
    month: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .optional(),
    ),
  })
  .refine(withinWindow, { message: 'fairs.pageTooDeep' });

const ZPostings = z
  .object({
    ...ZPaging,
    keyword: optionalText(50),
    orgId: z.preprocess(blankToUndefined, ZId.optional()),
  })
  .refine(withinWindow, { message: 'fairs.pageTooDeep' });

const ZCancel = z.object({
  reason: z.string().trim().min(1, 'fairs.cancelReason').max(500, 'fairs.cancelReason'),
});
const ZTemplate = z.object({ fairId: ZId, name: z.string().trim().min(1).max(40) });
const ZApplyTemplate = z.object({ templateId: ZId });
const ZFairIdParams = z.object({ fairId: ZId });
const ZFairRef = z.object({ fairId: ZId });

/**
 * Job fairs: the editor's g200201 (fairs, booth layouts, templates, publishing), the public list
 * and fair page, and a person's tickets (g010706).
 */
export function fairsRoutes(deps: TDeps) {
  const { db } = deps;
  // The public answers name their area codes (dict/code-names.ts): the cards show their places at once.
  const dict = dictServiceOf(db);
  return [
    // The editor (g200201).
    route({
      method: 'GET',
      url: '/fair/editor/list',
      guard: guard.perm(FAIR_PERMS.list),
      input: ZEditorList,
      handler: async ({ input }) => {
        const { rows, total } = await listForEditor(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/fair/editor/templates',
      guard: guard.perm(FAIR_PERMS.list),
      handler: () => listTemplates(db),
    }),
    route({
      method: 'GET',
      url: '/fair/editor/:id',
      guard: guard.perm(FAIR_PERMS.list),
      params: ZIdParams,
      handler: ({ params }) => editorView(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/fair/editor',
      guard: guard.perm(FAIR_PERMS.add),
      input: ZFairForm,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: ({ input, user }) => createFair(db, user.accountId, input),
    }),
    route({
      method: 'PUT',
      url: '/fair/editor/:id',
      guard: guard.perm(FAIR_PERMS.edit),
      params: ZIdParams,
      input: ZFairForm,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: ({ params, input }) => updateFair(db, params.id, input),
    }),
    route({
      method: 'PUT',
      url: '/fair/editor/:id/layout',
      guard: guard.perm(FAIR_PERMS.edit),
      params: ZIdParams,
      input: z.object({ layout: ZFairLayout }),
      audit: { action: 'edit', kind: 'fair' },
      handler: ({ params, input }) => saveLayout(db, params.id, input.layout),
    }),
    route({
      method: 'PUT',
      url: '/fair/editor/:id/recap',
      guard: guard.perm(FAIR_PERMS.edit),
      params: ZIdParams,
      input: ZFairRecap,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      audit: { action: 'edit', kind: 'fair' },
      handler: ({ params, input }) => saveRecap(db, params.id, input.recap, input.recapPhotos),
    }),
    route({
      method: 'POST',
      url: '/fair/editor/template',
      guard: guard.perm(FAIR_PERMS.edit),
      input: ZTemplate,
      audit: { action: 'create', kind: 'fairTemplate' },
      handler: ({ input, user }) => saveTemplate(db, user.accountId, input.fairId, input.name),
    }),
    route({
      method: 'POST',
      url: '/fair/editor/:id/applyTemplate',
      guard: guard.perm(FAIR_PERMS.edit),
      params: ZIdParams,
      input: ZApplyTemplate,
      audit: { action: 'edit', kind: 'fair' },
      handler: ({ params, input }) => applyTemplate(db, params.id, input.templateId),
    }),
    route({
      method: 'POST',
      url: '/fair/editor/:id/publish',
      guard: guard.perm(FAIR_PERMS.publish),
      params: ZIdParams,
      handler: ({ params }) => publishFair(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/fair/editor/:id/withdraw',
      guard: guard.perm(FAIR_PERMS.publish),
      params: ZIdParams,
      handler: ({ params }) => withdrawFair(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/fair/editor/:id/cancel',
      guard: guard.perm(FAIR_PERMS.publish),
      params: ZIdParams,
      input: ZCancel,
      handler: ({ params, input }) => cancelFair(deps, params.id, input.reason),
    }),
    route({
      method: 'DELETE',
      url: '/fair/editor/:id',
      guard: guard.perm(FAIR_PERMS.remove),
      params: ZIdParams,
      handler: ({ params }) => removeFair(db, params.id),
    }),
    // The public (no sign-in).
    route({
      method: 'GET',
      url: '/fair/public/list',
      guard: guard.public,
      input: ZPublicList,
      repeatedAnswers: true,
      handler: async ({ input, locale }) => {
        const { rows, total } = await publicList(db, input);
        const names = await codeNames(dict, locale, { area: [input.city, ...rows.map((f) => f.area)] });
        return page(rows, total, { names });
      },
    }),
    route({
      method: 'GET',
      url: '/fair/public/:id',
      guard: guard.public,
      params: ZIdParams,
      repeatedAnswers: true,
      handler: async ({ params, locale }) => {
        const fair = await publicDetail(db, params.id);
        return { ...fair, names: await codeNames(dict, locale, { area: [fair.area] }) };
      },
    }),
    route({
      method: 'GET',
      url: '/fair/public/:id/postings',
      guard: guard.public,
      params: ZIdParams,
      input: ZPostings,
      handler: async ({ params, input, locale }) => {
        const { rows, total } = await fairPostings(db, params.id, input);
        const names = await codeNames(dict, locale, { area: rows.map((p) => p.area) });
        return page(rows, total, { names });
      },
    }),
    // A person's tickets (g010706 and the fair page).
    route({
      method: 'GET',
      url: '/fair/ticket/my',
      guard: guard.perm(FAIR_TICKET_PERMS.manage),
      input: z.object(ZPaging),
      handler: async ({ input, user }) => {
        const { rows, total } = await myTickets(db, user.accountId, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/fair/ticket/forFair/:fairId',
      guard: guard.perm(FAIR_TICKET_PERMS.manage),
      params: ZFairIdParams,
      handler: ({ params, user }) => myTicketForFair(db, user.accountId, params.fairId),
    }),
    route({
      method: 'POST',
      url: '/fair/ticket',
      guard: guard.perm(FAIR_TICKET_PERMS.manage),
      input: ZFairRef,
      handler: ({ input, user }) => registerTicket(db, user.accountId, input.fairId),
    }),
    route({
      method: 'POST',
      url: '/fair/ticket/:id/cancel',
      guard: guard.perm(FAIR_TICKET_PERMS.manage),
      params: ZIdParams,
      handler: ({ params, user }) => cancelTicket(db, user.accountId, params.id),
    }),
  ];
}
