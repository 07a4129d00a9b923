import { z } from 'zod';
import { type TLocale, type TPermission, maskMiddle } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';

/** A value a sheet cell may hold. */
export type TCell = string | number | Date | null | undefined;

/** Personal data a column holds: masked in the sheet unless the requester may and chose to see it. */
export type TPersonalKind = 'name' | 'mobile' | 'phone' | 'email' | 'idNumber' | 'creditCode';

/** A name in both languages. */
export type TLabels = { en: string; zh: string };

/**
 * A filter the export form offers; the dataset's filter schema is built from these, so the form
 * and the server's check cannot disagree. Text is matched as the dataset's reader decides
 * (contains, prefix); a date bounds a time column (from: that day on, to: up to that day).
 */
export type TFilterField = TLabels & { key: string } & (
    | { type: 'text'; max: number }
    | { type: 'select'; options: readonly (TLabels & { value: string })[] }
    | { type: 'date' }
  );

/** What a reader's cells may use: the sheet's zone and language, dictionary labels. */
export type TCellContext = {
  timeZone: string;
  locale: TLocale;
  /** The label of a dictionary value in the sheet's language (the value itself when unknown). */
  label: (dictType: string, value: string | null | undefined) => string;
};

export type TExportColumn<R> = TLabels & {
  key: string;
  personal?: TPersonalKind;
  width?: number;
  value: (row: R, ctx: TCellContext) => TCell;
};

export type TExportFilters = Record<string, string>;

/**
 * A dataset a module contributes to the exports (through its index, wired in modules/index.ts):
 * who may export it (the permission of the list it comes from), its filters and columns, and a
 * reader that returns rows in pages by ascending id, so a sheet of any size is written without
 * holding it in memory and without OFFSET scans.
 */
export type TExportDataset<R extends { id: number } = { id: number }> = TLabels & {
  key: string;
  perm: TPermission;
  filters: readonly TFilterField[];
  columns: readonly TExportColumn<R>[];
  /** Dictionary types the columns label (read once per export). */
  dicts?: readonly string[];
  count: (deps: TDeps, filters: TExportFilters) => Promise<number>;
  page: (deps: TDeps, filters: TExportFilters, afterId: number, limit: number) => Promise<R[]>;
};

/** Declares a dataset with its row type checked, erased for the registry. */
export const defineDataset = <R extends { id: number }>(d: TExportDataset<R>): TExportDataset =>
  d as unknown as TExportDataset;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter schema of a dataset: only its own fields, each optional, blanks dropped. */
export function filtersSchema(fields: readonly TFilterField[]): z.ZodType<TExportFilters> {
  const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of fields) {
    const base =
      f.type === 'text'
        ? z.string().trim().max(f.max)
        : f.type === 'select'
          ? z.enum(f.options.map((o) => o.value) as [string, ...string[]])
          : z.string().regex(DATE);
    shape[f.key] = z.preprocess(blank, base.optional());
  }
  return z
    .object(shape)
    .strict()
    .transform(
      (v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as TExportFilters,
    );
}

const maskName = (v: string) =>
  v.length <= 1 ? '*' : `${v.slice(0, 1)}${'*'.repeat(Math.min(v.length - 1, 3))}`;
const maskEmail = (v: string) => {
  const at = v.indexOf('@');
  return at <= 0 ? maskMiddle(v, 1, 1) : `${v.slice(0, 1)}***${v.slice(at)}`;
};

/** A personal value as a masked sheet shows it (the shapes the list screens use). */
export function maskPersonal(kind: TPersonalKind, value: TCell): TCell {
  if (typeof value !== 'string' || value === '') return value;
  switch (kind) {
    case 'name':
      return maskName(value);
    case 'email':
      return maskEmail(value);
    case 'mobile':
    case 'idNumber':
      return maskMiddle(value, 3, 4);
    case 'phone':
      return maskMiddle(value, 3, 2);
    case 'creditCode':
      return maskMiddle(value, 4, 4);
  }
}

/** `created_at` bounds of a date filter pair as instants in the portal's zone (China has no DST). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
export const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() + 86_400_000);
