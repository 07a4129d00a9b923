import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { defineResource } from '@/components/resource';
import { type Role, ROLES_KEY, listRoles, setRoleEnabled } from '../api/system-admin';

/** g300101, roles tab: the roles with their holders; permissions and the form are dialogs. */
export const roleResource = defineResource<Role>({
  id: ROLES_KEY,
  rowKey: (r) => r.id,
  fetchPage: listRoles,
  filters: [{ key: 'keyword', type: 'text', labelKey: 'roles.keyword', placeholderKey: 'roles.keywordHint' }],
  columns: [
    { key: 'name', titleKey: 'roles.name', hideable: false },
    { key: 'key', titleKey: 'roles.key' },
    { key: 'builtIn', titleKey: 'roles.builtIn', type: 'boolean' },
    { key: 'enabled', titleKey: 'roles.enabled', type: 'boolean' },
    { key: 'users', titleKey: 'roles.users', type: 'number' },
    { key: 'sort', titleKey: 'roles.sort', type: 'number', defaultHidden: true },
  ],
  toolbar: [
    {
      key: 'add',
      labelKey: 'roles.add',
      perms: [SYSTEM_ADMIN_PERMS.roleEdit],
      icon: <PlusOutlined />,
      type: 'primary',
      dialog: 'add',
    },
  ],
  rowActions: [
    {
      key: 'permissions',
      labelKey: 'roles.permissions',
      perms: [SYSTEM_ADMIN_PERMS.roleList],
      icon: <SafetyOutlined />,
      dialog: 'permissions',
    },
    { key: 'edit', labelKey: 'resource.edit', perms: [SYSTEM_ADMIN_PERMS.roleEdit], dialog: 'edit' },
    {
      key: 'disable',
      labelKey: 'roles.disable',
      perms: [SYSTEM_ADMIN_PERMS.roleEdit],
      danger: true,
      // Built-in roles stay enabled (the server says why if asked anyway).
      hidden: (r) => !r.enabled || r.builtIn,
      confirm: (r, t) => t('roles.disableConfirm', { name: r.name }),
      run: (r) => setRoleEnabled(r.id, false),
      successKey: 'roles.disabled',
    },
    {
      key: 'enable',
      labelKey: 'roles.enable',
      perms: [SYSTEM_ADMIN_PERMS.roleEdit],
      hidden: (r) => r.enabled,
      run: (r) => setRoleEnabled(r.id, true),
      successKey: 'roles.enabledDone',
    },
  ],
});
