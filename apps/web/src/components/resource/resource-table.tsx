import type { ReactNode } from 'react';
import { Checkbox, Empty, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '@/lib/i18n';
import { useDicts } from '@/lib/dict';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import styles from './resource.module.css';
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
  /** Rows chosen for a bulk action: checkboxes on the table's rows and on the phone's cards. */
  selection?: TSelection;
};

/** The keys of the chosen rows and how the list tells the screen they changed. */
export type TSelection = {
  selected: readonly (string | number)[];
  onChange: (keys: (string | number)[]) => void;
};

/** Key fields a row's card shows on a phone when no column is marked as one. */
export const CARD_FIELDS = 4;

/** The columns a phone's card shows: those marked as key fields, else the first few. */
export function cardColumns<R>(visible: readonly ColumnDef<R>[]): readonly ColumnDef<R>[] {
  const marked = visible.filter((c) => c.card);
  return marked.length ? marked : visible.slice(0, CARD_FIELDS);
}

/**
 * The table of a resource list: columns by value type, then the row actions the user may use. On
 * a phone a table overflows and its fixed actions column covers the data, so each row is a card
 * of its key fields with its actions below (the pager stays under the list).
 */
export function ResourceTable<R extends object>({
  rows,
  loading,
  rowKey,
  columns,
  hidden,
  actions = [],
  onAction,
  caption,
  selection,
}: Props<R>) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const dicts = useDicts(dictTypesOf(columns));
  const narrow = useNarrowScreen();
  const visible = columns.filter((c) => !c.detailOnly && !hidden.has(c.key));
  const mayAct = actions.some((a) => can(a.perms));
  if (narrow) {
    const fields = cardColumns(visible);
    return (
      <Spin spinning={loading}>
        {caption}
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.empty')} />
        ) : (
          <ul className={styles.cards} data-testid="resource-cards">
            {rows.map((row) => (
              <li key={rowKey(row)} className={styles.card} data-testid="resource-card">
                {selection && (
                  <Checkbox
                    checked={selection.selected.includes(rowKey(row))}
                    onChange={(e) =>
                      selection.onChange(
                        e.target.checked
                          ? [...selection.selected, rowKey(row)]
                          : selection.selected.filter((k) => k !== rowKey(row)),
                      )
                    }
                    data-testid="resource-card-select"
                  >
                    {t('resource.select')}
                  </Checkbox>
                )}
                <dl className={styles.cardFields}>
                  {fields.map((c) => (
                    <div key={c.key} className={styles.cardField}>
                      <dt>{t(c.titleKey)}</dt>
                      <dd>{renderValue(c, row, dicts, t, i18n.language)}</dd>
                    </div>
                  ))}
                </dl>
                {mayAct && <RowActions row={row} actions={actions} onAction={onAction} />}
              </li>
            ))}
          </ul>
        )}
      </Spin>
    );
  }
  const antColumns: ColumnsType<R> = visible.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.titleKey),
    width: c.width,
    ellipsis: c.ellipsis,
    render: (_: unknown, row: R) => renderValue(c, row, dicts, t, i18n.language),
  }));
  if (mayAct) {
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
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.selected],
          onChange: (keys) => selection.onChange(keys as (string | number)[]),
        }
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.empty')} /> }}
      data-testid="resource-table"
    />
  );
}
