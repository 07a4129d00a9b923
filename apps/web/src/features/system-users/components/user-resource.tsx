import { USER_PERMS } from '@rcwb/shared';
import { KeyOutlined, LockOutlined, PlusOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import { defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import {
  type SystemUser,
  USERS_KEY,
  USER_EXPORT_URL,
  getUser,
  listUsers,
  roleOptionsQuery,
  setUserStatus,
} from '../api/users';
import { RoleTags } from './role-tags';

const isSelf = (u: SystemUser) => u.username === useSession.getState().username;

/** g300101: the system users list (filters, columns, actions); dialogs are the screen's. */
export const userResource = defineResource<SystemUser>({
  id: USERS_KEY,
  rowKey: (u) => u.id,
  fetchPage: listUsers,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'users.keyword', placeholderKey: 'users.keywordHint' },
    { key: 'userType', type: 'dict', dict: 'user_type', labelKey: 'users.userType' },
    { key: 'status', type: 'dict', dict: 'account_status', labelKey: 'users.status' },
    {
      key: 'role',
      type: 'select',
      labelKey: 'users.role',
      // Read when the filter renders, so the labels follow the language switch.
      get optionsQuery() {
        return roleOptionsQuery(i18n.language);
      },
    },
    { key: 'created', type: 'dateRange', labelKey: 'users.createdAt', from: 'createdFrom', to: 'createdTo' },
  ],
  columns: [
    { key: 'username', titleKey: 'users.username', hideable: false },
    { key: 'name', titleKey: 'users.name' },
    { key: 'userType', titleKey: 'users.userType', type: 'dict', dict: 'user_type' },
    { key: 'roles', titleKey: 'users.roles', render: (u) => <RoleTags roles={u.roles} /> },
    { key: 'mobile', titleKey: 'users.mobile' },
    { key: 'email', titleKey: 'users.email', defaultHidden: true },
    { key: 'status', titleKey: 'users.status', type: 'dict', dict: 'account_status' },
    { key: 'createdAt', titleKey: 'users.createdAt', type: 'datetime' },
    { key: 'lastLoginAt', titleKey: 'users.lastLoginAt', type: 'datetime', defaultHidden: true },
    { key: 'lockedUntil', titleKey: 'users.lockedUntil', type: 'datetime', detailOnly: true },
  ],
  detail: { titleKey: 'users.detail', load: (u) => getUser(u.id) },
  toolbar: [
    {
      key: 'add',
      labelKey: 'users.add',
      perms: [USER_PERMS.add],
      icon: <PlusOutlined />,
      type: 'primary',
      dialog: 'add',
    },
  ],
  exportTo: { url: USER_EXPORT_URL, perms: [USER_PERMS.export] },
  rowActions: [
    { key: 'view', labelKey: 'resource.view', perms: [USER_PERMS.list], dialog: 'detail' },
    { key: 'edit', labelKey: 'resource.edit', perms: [USER_PERMS.edit], dialog: 'edit' },
    {
      key: 'lock',
      labelKey: 'users.lock',
      perms: [USER_PERMS.lock],
      icon: <LockOutlined />,
      danger: true,
      hidden: (u) => u.status !== 'active' || isSelf(u),
      confirm: (u, t) => t('users.lockConfirm', { name: u.username }),
      run: (u) => setUserStatus(u.id, 'locked'),
      successKey: 'users.locked',
    },
    {
      key: 'unlock',
      labelKey: 'users.unlock',
      perms: [USER_PERMS.lock],
      icon: <UnlockOutlined />,
      hidden: (u) => u.status === 'active',
      confirm: (u, t) => t('users.unlockConfirm', { name: u.username }),
      run: (u) => setUserStatus(u.id, 'active'),
      successKey: 'users.unlocked',
    },
    // Less frequent ones last: they go under "More" on a full row.
    {
      key: 'roles',
      labelKey: 'users.assignRoles',
      perms: [USER_PERMS.roles],
      icon: <TeamOutlined />,
      dialog: 'roles',
    },
    {
      key: 'resetPwd',
      labelKey: 'users.resetPassword',
      perms: [USER_PERMS.resetPwd],
      icon: <KeyOutlined />,
      dialog: 'resetPwd',
    },
  ],
});
