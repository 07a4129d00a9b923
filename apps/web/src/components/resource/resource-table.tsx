import type { ReactNode } from 'react';
import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDicts } from '@/lib/dict';
import { RowActions } from './row-actions';
import type { ActionDef, ColumnDef } from './types';
import { dictTypesOf, renderValue } from './value-cell';
import { useCan } from './use-can';

type Props<R> = {
  rows: R[];
  loading: boolean;
  rowKey: (row: R) => string | number;
  columns: readonly ColumnDef<R>[];
  hidden: ReadonlySet<string>;
  actions?: readonly ActionDef<R>[];
  onAction: (action: ActionDef<R>, row: R) => unknown;
  caption?: ReactNode;
};

/** The table of a resource list: columns by value type, then the row actions the user may use. */
export function ResourceTable<R extends object>({
  rows,
  loading,
  rowKey,
  columns,
  hidden,
  actions = [],
  onAction,
  caption,
}: Props<R>) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const dicts = useDicts(dictTypesOf(columns));
  const visible = columns.filter((c) => !c.detailOnly && !hidden.has(c.key));
  const antColumns: ColumnsType<R> = visible.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.titleKey),
    width: c.width,
    ellipsis: c.ellipsis,
    render: (_: unknown, row: R) => renderValue(c, row, dicts, t, i18n.language),
  }));
  if (actions.some((a) => can(a.perms))) {
    antColumns.push({
      key: '__actions',
      title: t('resource.actions'),
      fixed: 'right',
      render: (_: unknown, row: R) => <RowActions row={row} actions={actions} onAction={onAction} />,
    });
  }
  return (
    <Table<R>
      rowKey={rowKey}
      columns={antColumns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      title={caption ? () => caption : undefined}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.empty')} /> }}
      data-testid="resource-table"
    />
  );
}
