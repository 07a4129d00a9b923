import { type ReactNode, useMemo, useState } from 'react';
import { Alert, Button, Flex, Modal, Space, message } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/pagination';
import { TableToolbar, useColumnVisibility } from '@/components/table-toolbar';
import { DetailDrawer } from './detail-drawer';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { toApiParams, toFilterParams } from './list-state';
import { ResourceTable, type TSelection } from './resource-table';
import { reviewActionOf } from './review';
import { ReviewButtons } from './review-buttons';
import { withReviewActions } from './review-actions';
import { ReviewReasonDialog } from './review-reason-dialog';
import { runAction } from './run-action';
import type { ActionContext, ActionDef, FilterDef, ResourceDef } from './types';
import { useCan } from './use-can';
import { useListState } from './use-list-state';

const NO_FILTERS: FilterDef[] = [];

/** What a screen's dialog gets: the row it is about, and how to finish. */
export type DialogProps<R> = {
  row: R | undefined;
  close: () => void;
  /** Closes, refreshes the list and toasts the text, if any. */
  done: (successText?: string) => void;
};
export type DialogRenderers<R> = Record<string, (props: DialogProps<R>) => ReactNode>;

type Props<R> = {
  def: ResourceDef<R>;
  /** The screen's dialogs by name, opened by actions with `dialog: name`. */
  dialogs?: DialogRenderers<R>;
  /** Extra toolbar content (bespoke buttons). */
  toolbarExtra?: ReactNode;
  /** Rows chosen for the screen's bulk actions (the screen keeps the keys). */
  selection?: TSelection;
};

/**
 * A whole list screen from a resource definition: search panel (filters in the URL), toolbar
 * (actions, export, toggle search, refresh, columns), table, pager, detail drawer and dialogs.
 */
export function ResourceList<R extends object>({ def, dialogs = {}, toolbarExtra, selection }: Props<R>) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const filters = def.filters ?? NO_FILTERS;
  const { state, setPage, applyFilters, reset } = useListState(filters);
  const params = useMemo(() => toApiParams(state, filters), [state, filters]);
  const list = useQuery({
    queryKey: [def.id, 'list', params],
    queryFn: ({ signal }) => def.fetchPage(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (def.poll ? def.poll(query.state.data?.rows ?? []) : false),
  });
  const [showSearch, setShowSearch] = useState(true);
  const toolbarColumns = useMemo(
    () =>
      def.columns
        .filter((c) => !c.detailOnly)
        .map((c) => ({
          key: c.key,
          label: t(c.titleKey),
          hideable: c.hideable,
          defaultHidden: c.defaultHidden,
        })),
    [def.columns, t],
  );
  const { hidden, toggle } = useColumnVisibility(def.id, toolbarColumns);
  const [dialog, setDialog] = useState<{ name: string; row: R | undefined } | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: [def.id] });
  const ctx: ActionContext<R> = { t, refresh, open: (name, row) => setDialog({ name, row }) };
  /** Destructive actions ask first, in a dialog that a backdrop click does not close (SPEC §9). */
  const onAction = async <T,>(action: ActionDef<T>, row: T, context: ActionContext<T>) => {
    if (action.confirm) {
      const confirmed = await modal.confirm({
        title: t('common.notice'),
        content: action.confirm(row, t),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: action.danger, 'data-testid': 'confirm-ok' },
        mask: { closable: false },
      });
      if (!confirmed) return;
    }
    await runAction(action, row, context, toast);
  };
  const close = () => setDialog(null);
  const done = (successText?: string) => {
    close();
    refresh();
    if (successText) void toast.success(successText);
  };
  const toolbar = (def.toolbar ?? []).filter((a) => can(a.perms));
  const rowActions = useMemo(
    () => withReviewActions(def.rowActions, def.review),
    [def.rowActions, def.review],
  );
  const reviewAction = dialog && def.review ? reviewActionOf(dialog.name) : undefined;
  const reviewActionDef = reviewAction && def.review?.actions[reviewAction];
  const rows = list.data?.rows ?? [];

  return (
    <section className="resource-list" data-testid={`resource-${def.id}`}>
      {toastHolder}
      {modalHolder}
      {showSearch && filters.length > 0 && (
        <FilterPanel filters={filters} values={state.filters} onSearch={applyFilters} onReset={reset} />
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {toolbar.map((a) => (
            <Button
              key={a.key}
              type={a.type ?? 'default'}
              icon={a.icon}
              danger={a.danger}
              data-testid={`toolbar-${a.key}`}
              onClick={() =>
                // Through onAction, so a toolbar action's `confirm` (e.g. "clear all") asks first.
                void onAction(a as ActionDef<R | undefined>, undefined, ctx as ActionContext<R | undefined>)
              }
            >
              {t(a.labelKey)}
            </Button>
          ))}
          {def.exportTo && can(def.exportTo.perms) && (
            <ExportButton url={def.exportTo.url} params={toFilterParams(state, filters)} />
          )}
          {toolbarExtra}
        </Space>
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={filters.length ? setShowSearch : undefined}
          onRefresh={refresh}
          columns={toolbarColumns}
          hidden={hidden}
          onToggleColumn={toggle}
        />
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          data-testid="resource-error"
          title={t('resource.loadError')}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      <ResourceTable<R>
        rows={rows}
        loading={list.isFetching}
        rowKey={def.rowKey}
        columns={def.columns}
        hidden={hidden}
        actions={rowActions}
        onAction={(action, row) => onAction(action, row, ctx)}
        selection={selection}
      />
      <Pagination total={list.data?.total ?? 0} page={state.page} limit={state.limit} onChange={setPage} />
      {def.detail && (
        <DetailDrawer<R>
          open={dialog?.name === 'detail'}
          onClose={close}
          titleKey={def.detail.titleKey}
          row={dialog?.row}
          columns={def.columns}
          load={def.detail.load}
          queryKey={[def.id, 'detail', dialog?.row ? def.rowKey(dialog.row) : null]}
          // A reviewer reads the whole record here, so the decisions are at hand here too.
          actions={
            def.review
              ? (record) => <ReviewButtons<R> row={record} review={def.review!} onDone={done} />
              : undefined
          }
        />
      )}
      {reviewActionDef && dialog?.row && (
        <ReviewReasonDialog<R>
          row={dialog.row}
          action={reviewActionDef}
          reasons={def.review?.reasons}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog && dialog.name !== 'detail' && dialogs[dialog.name]?.({ row: dialog.row, close, done })}
    </section>
  );
}
