import type { ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useDicts } from '@/lib/dict';
import type { ColumnDef } from './types';
import { dictTypesOf, renderValue } from './value-cell';

type Props<R> = {
  open: boolean;
  onClose: () => void;
  titleKey: string;
  row: R | undefined;
  columns: readonly ColumnDef<R>[];
  /** Fresh record from the server; without it the row of the list is shown. */
  load?: (row: R) => Promise<R>;
  queryKey: readonly unknown[];
  /** Buttons about the record shown (e.g. review decisions), in the drawer's header. */
  actions?: (record: R) => ReactNode;
};

/** Every column of a record, read-only, in a side drawer. */
export function DetailDrawer<R>({
  open,
  onClose,
  titleKey,
  row,
  columns,
  load,
  queryKey,
  actions,
}: Props<R>) {
  const { t, i18n } = useTranslation();
  const dicts = useDicts(dictTypesOf(columns));
  const fresh = useQuery({
    queryKey,
    queryFn: () => load!(row!),
    enabled: open && !!row && !!load,
  });
  const record = load ? fresh.data : row;
  let body;
  if (load && fresh.isError) body = <Alert type="error" showIcon title={t('resource.loadError')} />;
  else if (!record) body = <Skeleton active />;
  else
    body = (
      <Descriptions column={1} bordered size="small" data-testid="detail-drawer">
        {columns.map((c) => (
          <Descriptions.Item key={c.key} label={t(c.titleKey)}>
            {renderValue(c, record, dicts, t, i18n.language)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(titleKey)}
      size="large"
      destroyOnHidden
      extra={record && actions ? <Space wrap>{actions(record)}</Space> : undefined}
    >
      {body}
    </Drawer>
  );
}
