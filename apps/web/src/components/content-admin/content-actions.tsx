import { CloudUploadOutlined, DeleteOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { type TContentPermPrefix, contentPermission } from '@rcwb/shared';
import type { ActionDef, ColumnDef, FilterDef } from '../resource';
import type { ContentApi } from './content-api';

type Row = { id: number; status?: string };

/** The publication status as a list column (dictionary publish_status). */
export const statusColumn = <R,>(): ColumnDef<R> => ({
  key: 'status',
  titleKey: 'contentAdmin.status',
  type: 'dict',
  dict: 'publish_status',
});

/** The toolbar's "add" button of a kind edited in a dialog (button permission `<perm>:add`). */
export const addButton = (perm: TContentPermPrefix) => ({
  key: 'add',
  labelKey: 'contentAdmin.add',
  perms: [contentPermission(perm, 'add')],
  icon: <PlusOutlined />,
  type: 'primary' as const,
  dialog: 'add',
});

/** The row's "edit" action of a kind edited in a dialog (button permission `<perm>:edit`). */
export const editAction = (perm: TContentPermPrefix) => ({
  key: 'edit',
  labelKey: 'resource.edit',
  perms: [contentPermission(perm, 'edit')],
  dialog: 'edit',
});

/** The publication status as a list filter. */
export const statusFilter: FilterDef = {
  key: 'status',
  type: 'dict',
  dict: 'publish_status',
  labelKey: 'contentAdmin.status',
};

/**
 * Publish, withdraw and delete of a content row, each behind its menu button permission
 * (`<perm>:publish`, `<perm>:remove`). Withdraw and delete ask first.
 */
export function publicationActions<R extends Row>(
  api: ContentApi<R>,
  perm: TContentPermPrefix,
  { publishable = true }: { publishable?: boolean } = {},
): ActionDef<R>[] {
  // Built only for publishable kinds: the others declare no publish permission.
  const publication = (): ActionDef<R>[] => [
    {
      key: 'publish',
      labelKey: 'contentAdmin.publish',
      perms: [contentPermission(perm, 'publish')],
      icon: <CloudUploadOutlined />,
      hidden: (r) => r.status === 'published',
      run: (r) => api.publish(r.id),
      successKey: 'contentAdmin.published',
    },
    {
      key: 'withdraw',
      labelKey: 'contentAdmin.withdraw',
      perms: [contentPermission(perm, 'publish')],
      icon: <RollbackOutlined />,
      danger: true,
      hidden: (r) => r.status !== 'published',
      confirm: (_r, t) => t('contentAdmin.withdrawConfirm'),
      run: (r) => api.withdraw(r.id),
      successKey: 'contentAdmin.withdrawn',
    },
  ];
  return [
    ...(publishable ? publication() : []),
    {
      key: 'remove',
      labelKey: 'contentAdmin.remove',
      perms: [contentPermission(perm, 'remove')],
      icon: <DeleteOutlined />,
      danger: true,
      confirm: (_r, t) => t('contentAdmin.removeConfirm'),
      run: (r) => api.remove(r.id),
      successKey: 'contentAdmin.removed',
    },
  ];
}
