import { contentPermission } from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { RICH_TEXT_BODY_LIMIT, guard, page, route } from '../../core/route';
import { ZIdParams } from '../../core/ids';
import { ZPaging } from '../../core/paging';
import {
  type TContentKind,
  type TPresentContext,
  allOf,
  defaultOrder,
  findRow,
  isPublishable,
  listRows,
  publishedOnly,
} from './content-kind';
import { deleteRow, insertRow, statusIs, updateRow } from './content.repository';
import { moveStatus } from './publication';

const ZPagingObject = z.object(ZPaging);
const ZEditorStatus = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['draft', 'published', 'withdrawn']).optional(),
  ),
});

async function presentContext<Row, Input, Filters>(
  db: TDeps['db'],
  k: TContentKind<Row, Input, Filters>,
  locale: TPresentContext['locale'],
  audience: TPresentContext['audience'],
  rows: Row[],
): Promise<TPresentContext> {
  const base: TPresentContext = { db, locale, audience };
  return k.prepare ? { ...base, ...(await k.prepare(base, rows)) } : base;
}

/** One page of a kind's rows matching `where`, presented for the audience. */
async function presentedPage<Row, Input, Filters>(
  db: TDeps['db'],
  k: TContentKind<Row, Input, Filters>,
  audience: TPresentContext['audience'],
  where: ReturnType<typeof allOf>,
  input: { page: number; limit: number; locale: TPresentContext['locale'] },
) {
  const { rows, total } = await listRows<Row>(db, k.table, where, k.orderBy ?? defaultOrder(k.table), input);
  const c = await presentContext(db, k, input.locale, audience, rows);
  return page(
    rows.map((r) => k.presentRow(r, c)),
    total,
  );
}

/**
 * The editor routes of a content kind: list (every status, filterable by status), detail, add,
 * edit, remove and — for publishable kinds — publish and withdraw (logged). Guards are the
 * kind's menu button permissions.
 */
export function editorRoutes<Row, Input, Filters>(deps: TDeps, k: TContentKind<Row, Input, Filters>) {
  const { db } = deps;
  const base = `/content/${k.segment ?? k.kind}`;
  const ctx = (locale: TPresentContext['locale'], rows: Row[]) =>
    presentContext(db, k, locale, 'editor', rows);
  const mustFind = async (id: number) => {
    const row = await findRow<Row>(db, k.table, id);
    if (!row) throw notFound('content.notFound');
    return row;
  };
  const listInput = (k.filters as unknown as z.ZodObject).extend({ ...ZPaging, ...ZEditorStatus.shape });

  const save = async (input: Input, user: { accountId: number }, id?: number) => {
    await k.check?.(db, input, id);
    return db.transaction(async (tx) => {
      const values = k.toValues(input);
      let rowId = id;
      if (rowId === undefined) rowId = await insertRow(tx, k.table, values, user.accountId);
      else if (!(await updateRow(tx, k.table, rowId, values))) throw notFound('content.notFound');
      await k.afterSave?.(tx, rowId, input);
      return rowId;
    });
  };

  const crud = [
    route({
      method: 'GET',
      url: `${base}/list`,
      guard: guard.perm(contentPermission(k.perm, 'list')),
      input: listInput as unknown as z.ZodType<Filters & { page: number; limit: number; status?: string }>,
      handler: async ({ input, locale }) => {
        const where = allOf([...k.where(input), statusIs(k.table, input.status)]);
        return presentedPage(db, k, 'editor', where, { ...input, locale });
      },
    }),
    route({
      method: 'GET',
      url: `${base}/:id`,
      guard: guard.perm(contentPermission(k.perm, 'list')),
      params: ZIdParams,
      handler: async ({ params, locale }) => {
        const row = await mustFind(params.id);
        const c = await ctx(locale, [row]);
        return k.presentDetail ? k.presentDetail(row, c) : k.presentRow(row, c);
      },
    }),
    route({
      method: 'POST',
      url: base,
      guard: guard.perm(contentPermission(k.perm, 'add')),
      input: k.input,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: async ({ input, user }) => ({ id: await save(input, user) }),
    }),
    route({
      method: 'PUT',
      url: `${base}/:id`,
      guard: guard.perm(contentPermission(k.perm, 'edit')),
      params: ZIdParams,
      input: k.input,
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      handler: async ({ input, params, user }) => ({ id: await save(input, user, params.id) }),
    }),
    route({
      method: 'DELETE',
      url: `${base}/:id`,
      guard: guard.perm(contentPermission(k.perm, 'remove')),
      params: ZIdParams,
      handler: async ({ params }) => {
        if (!(await deleteRow(db, k.table, params.id))) throw notFound('content.notFound');
        return null;
      },
    }),
  ];
  // Built only for publishable kinds: the others declare no publish permission.
  const publication = () =>
    (['publish', 'withdraw'] as const).map((action) =>
      route({
        method: 'PUT',
        url: `${base}/:id/${action}`,
        guard: guard.perm(contentPermission(k.perm, 'publish')),
        params: ZIdParams,
        handler: async ({ params, user }) => ({
          status: await moveStatus(db, k.kind, k.table, params.id, action, user),
        }),
      }),
    );
  return [...crud, ...(isPublishable(k.table) ? publication() : [])];
}

/** Public reads of a kind: the published items only, filtered and paged, and one item's detail. */
export function publicRoutes<Row, Input, Filters>(deps: TDeps, k: TContentKind<Row, Input, Filters>) {
  const { db } = deps;
  if (!k.publicReads) return [];
  const base = `/public/${k.segment ?? k.kind}`;
  const ctx = (locale: TPresentContext['locale'], rows: Row[]) =>
    presentContext(db, k, locale, 'public', rows);
  const listInput = (k.filters as unknown as z.ZodObject).extend(ZPagingObject.shape);
  return [
    route({
      method: 'GET',
      url: `${base}/list`,
      guard: guard.public,
      input: listInput as unknown as z.ZodType<Filters & { page: number; limit: number }>,
      handler: async ({ input, locale }) => {
        const where = allOf([publishedOnly(k.table), ...k.where(input)]);
        return presentedPage(db, k, 'public', where, { ...input, locale });
      },
    }),
    route({
      method: 'GET',
      url: `${base}/:id`,
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params, locale }) => {
        const row = await findRow<Row & { status?: string }>(db, k.table, params.id);
        // A draft or withdrawn item does not exist for the public (no hint that it does).
        if (!row || (k.table.status && row.status !== 'published')) throw notFound('content.notFound');
        const c = await ctx(locale, [row]);
        return k.presentDetail ? k.presentDetail(row, c) : k.presentRow(row, c);
      },
    }),
  ];
}
