import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TContentPermPrefix, TLocale } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import type { TExec } from '../../core/tx';
import { pageOf } from '../../core/paging';

/** A content table: an id, and for publishable kinds the publication columns. */
export type TContentTable = PgTable & {
  id: PgColumn;
  status?: PgColumn;
  publishedAt?: PgColumn;
  updatedAt?: PgColumn;
  createdBy?: PgColumn;
};

/** What presenters get besides the row: the caller's language and a database to look things up. */
export type TPresentContext = {
  db: TDb;
  locale: TLocale;
  audience: 'editor' | 'public';
  /** Technology field names by id, for kinds classified by field (see `prepare`). */
  fieldNames?: Map<number, string>;
  /** Names of the area codes of the rows being presented. */
  regionNames?: Map<string, string>;
};

/**
 * One kind of editorial content (policy, expert, news …) described once; the editor routes
 * (list, detail, add, edit, remove, publish, withdraw) and the public routes (published only)
 * are generated from it (content-routes.ts), so the kinds share every rule instead of copies.
 */
export type TContentKind<Row, Input, Filters> = {
  /** Stable name: status log, collection kind, message keys (`content.<kind>.notFound`). */
  kind: string;
  table: TContentTable;
  /**
   * Permission prefix: `<perm>:list`, `:add`, `:edit`, `:remove`, `:publish`; a prefix whose
   * `:list` the screen manifest does not declare is a type error.
   */
  perm: TContentPermPrefix;
  /**
   * Path segment of the routes, when not the kind's name: editor routes live under
   * `/content/<segment>`, public ones under `/public/<segment>`.
   */
  segment?: string;
  /** Whether the public may read the published items (`/public/<segment>/list`, `/:id`). */
  publicReads: boolean;
  /** Body of add and edit. */
  input: z.ZodType<Input>;
  /** List filters (editor and public share them); paging is added by the routes. */
  filters: z.ZodType<Filters>;
  /** Conditions of the filters. */
  where: (f: Filters) => (SQL | undefined)[];
  /** List order; default newest first (published, then created). */
  orderBy?: (SQL | PgColumn)[];
  /** Insert/update values from the checked input (rich text is sanitised here). */
  toValues: (input: Input) => Record<string, unknown>;
  /** Runs in the save transaction after the row is written (e.g. dimension values). */
  afterSave?: (tx: TExec, id: number, input: Input) => Promise<void>;
  /** Refuses input that the schema cannot judge alone (e.g. unknown referenced ids). */
  check?: (db: TDb, input: Input, id: number | undefined) => Promise<void>;
  /** Loads what the presenters need once per call (e.g. names of referenced items). */
  prepare?: (ctx: TPresentContext, rows: Row[]) => Promise<Partial<TPresentContext>>;
  /** A row of the list. */
  presentRow: (row: Row, ctx: TPresentContext) => unknown;
  /** The detail; default presentRow. May load related data. */
  presentDetail?: (row: Row, ctx: TPresentContext) => Promise<unknown>;
};

export const isPublishable = (table: TContentTable): boolean => !!table.status;

/** Newest first: the publication date of published items, else the creation order. */
export const defaultOrder = (table: TContentTable): (SQL | PgColumn)[] =>
  table.publishedAt ? [desc(table.publishedAt), desc(table.id)] : [desc(table.id)];

export async function listRows<Row>(
  db: TDb,
  table: TContentTable,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  paging: { page: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const { rows, total: totalRow } = await pageOf(
    paging,
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(table).where(where),
  );
  return { rows: rows as Row[], total: totalRow };
}

export async function findRow<Row>(db: TExec, table: TContentTable, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Row | undefined;
}

/** Only published items for the public; editors see every status. */
export const publishedOnly = (table: TContentTable): SQL | undefined =>
  table.status ? eq(table.status, 'published') : undefined;

export const allOf = (parts: (SQL | undefined)[]): SQL | undefined => and(...parts);
