import type { ReactNode } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import type { TPermission } from '@rcwb/shared';
import type { TFunction } from '@/lib/i18n';
import type { PageEnvelope } from '@/lib/api';
import type { ReviewDef } from './review';

/** How a value is shown in a table cell or the detail drawer. */
export type ValueType = 'text' | 'dict' | 'date' | 'datetime' | 'number' | 'boolean' | 'tags';

/** A choice in a select: a server-made label, or an i18n key. */
export type Option = { value: string; label?: string; labelKey?: string };

/** Remote choices (e.g. roles), fetched once through React Query. */
export type OptionsQuery = UseQueryOptions<Option[], Error, Option[], readonly unknown[]>;

export type ColumnDef<R> = {
  /** Field of the row, and the column's id for show/hide memory. */
  key: string;
  titleKey: string;
  /** Default 'text'. */
  type?: ValueType;
  /** Dictionary type of 'dict' and 'tags' values. */
  dict?: string;
  width?: number;
  ellipsis?: boolean;
  /** false: always shown (not offered in the columns menu). */
  hideable?: boolean;
  defaultHidden?: boolean;
  /** Only in the detail drawer, not the table. */
  detailOnly?: boolean;
  /**
   * A key field, shown on the row's card on a phone (where a list is cards, not a table). Without
   * any column marked, a card shows the first visible columns.
   */
  card?: boolean;
  /** Escape hatch: renders the cell itself. */
  render?: (row: R) => ReactNode;
};

type FilterBase = { key: string; labelKey: string; placeholderKey?: string };

/** A search-panel filter; its value lives in the URL under `key` (date ranges: `from`/`to`). */
export type FilterDef =
  | (FilterBase & { type: 'text' })
  | (FilterBase & { type: 'dict'; dict: string })
  | (FilterBase & { type: 'select'; options?: Option[]; optionsQuery?: OptionsQuery })
  | (FilterBase & { type: 'dictTree'; dict: string })
  | (FilterBase & { type: 'dateRange'; from?: string; to?: string });

export type ActionContext<R> = {
  t: TFunction;
  /** Refetches the list. */
  refresh: () => void;
  /** Opens one of the screen's dialogs (or 'detail') for the row. */
  open: (dialog: string, row?: R) => void;
};

/**
 * A row or toolbar action, shown only to holders of one of `perms` (any-of). Either it opens a
 * dialog by name, or it runs; `confirm` asks first (destructive actions), `successKey` toasts.
 */
export type ActionDef<R> = {
  key: string;
  labelKey: string | ((row: R) => string);
  perms: TPermission[];
  icon?: ReactNode;
  danger?: boolean;
  hidden?: (row: R) => boolean;
  dialog?: string;
  confirm?: (row: R, t: TFunction) => string;
  run?: (row: R, ctx: ActionContext<R>) => unknown;
  successKey?: string;
};

export type ToolbarActionDef = Omit<ActionDef<undefined>, 'hidden' | 'labelKey'> & {
  labelKey: string;
  type?: 'primary' | 'default';
};

export type ListParams = Record<string, string | number | undefined>;

export type ResourceDef<R> = {
  /** Stable id: the list's query key and the table's column memory. */
  id: string;
  rowKey: (row: R) => string | number;
  fetchPage: (params: ListParams, signal?: AbortSignal) => Promise<PageEnvelope<R>>;
  columns: ColumnDef<R>[];
  filters?: FilterDef[];
  rowActions?: ActionDef<R>[];
  toolbar?: ToolbarActionDef[];
  /** Excel export of the filtered list (POST, downloaded through the client's download helper). */
  exportTo?: { url: string; perms: TPermission[] };
  /** A detail drawer with every column (detailOnly ones included), opened by the 'detail' dialog. */
  detail?: { titleKey: string; load?: (row: R) => Promise<R> };
  /**
   * Review decisions of the server's review queue: approve / reject / return row actions (after
   * 'view'), the reason dialog and the reusable reasons.
   */
  review?: ReviewDef<R>;
  /** Refetch the page this often (ms) while the rows it shows are still changing (e.g. progress). */
  poll?: (rows: R[]) => number | false;
};

/** One field of an add/edit form. */
export type FieldDef = {
  name: string;
  labelKey: string;
  type:
    | 'text'
    | 'password'
    | 'textarea'
    | 'number'
    | 'select'
    | 'multiSelect'
    | 'dict'
    | 'dictMulti'
    | 'dictTree'
    | 'date'
    | 'switch';
  dict?: string;
  options?: Option[];
  optionsQuery?: OptionsQuery;
  required?: boolean;
  /** antd rules (string messages are i18n keys), or a function of t for validators. */
  rules?: FormRule[] | ((t: TFunction) => FormRule[]);
  placeholderKey?: string;
  helpKey?: string;
  /** Modes the field appears in (default both). */
  modes?: FormMode[];
  /** Modes in which it is shown read-only (e.g. the username once created). */
  readOnlyIn?: FormMode[];
  autoComplete?: string;
  /** Escape hatch: the control itself (antd Form passes value/onChange). */
  render?: (mode: FormMode) => ReactNode;
};

export type FormMode = 'add' | 'edit';

/** Identity helpers that keep definitions typed without annotations at the call site. */
export const defineResource = <R>(def: ResourceDef<R>): ResourceDef<R> => def;
export const defineFields = (fields: FieldDef[]): FieldDef[] => fields;
