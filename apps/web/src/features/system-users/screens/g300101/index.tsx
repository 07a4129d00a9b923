import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { SYSTEM_ADMIN_PERMS, USER_PERMS, type TPermission } from '@rcwb/shared';
import { type DialogRenderers, ResourceList, ResourcePage, useCan } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { Role } from '../../api/system-admin';
import type { SystemUser } from '../../api/users';
import { AssignRolesDialog } from '../../components/assign-roles-dialog';
import { DictEntriesTab } from '../../components/dict-entries-tab';
import { ParamsTab } from '../../components/params-tab';
import { ResetPasswordDialog } from '../../components/reset-password-dialog';
import { RoleFormDialog } from '../../components/role-form-dialog';
import { RolePermissionsDialog } from '../../components/role-permissions-dialog';
import { roleResource } from '../../components/role-resource';
import { UserFormDialog } from '../../components/user-form-dialog';
import { userResource } from '../../components/user-resource';

const dialogs: DialogRenderers<SystemUser> = {
  add: ({ close, done }) => <UserFormDialog mode="add" onClose={close} onDone={done} />,
  edit: ({ row, close, done }) =>
    row && <UserFormDialog mode="edit" user={row} onClose={close} onDone={done} />,
  roles: ({ row, close, done }) => row && <AssignRolesDialog user={row} onClose={close} onDone={done} />,
  resetPwd: ({ row, close, done }) => row && <ResetPasswordDialog user={row} onClose={close} onDone={done} />,
};

const roleDialogs: DialogRenderers<Role> = {
  add: ({ close, done }) => <RoleFormDialog mode="add" onClose={close} onDone={done} />,
  edit: ({ row, close, done }) =>
    row && <RoleFormDialog mode="edit" role={row} onClose={close} onDone={done} />,
  permissions: ({ row, close, done }) =>
    row && <RolePermissionsDialog role={row} onClose={close} onDone={done} />,
};

/** The users tab is named as the screen is (its title comes from the manifest). */
const TABS: { key: string; labelKey: string | null; perm: TPermission; render: () => React.ReactNode }[] = [
  {
    key: 'users',
    labelKey: null,
    perm: USER_PERMS.list,
    render: () => <ResourceList def={userResource} dialogs={dialogs} />,
  },
  {
    key: 'roles',
    labelKey: 'sysAdmin.tab.roles',
    perm: SYSTEM_ADMIN_PERMS.roleList,
    render: () => <ResourceList def={roleResource} dialogs={roleDialogs} />,
  },
  {
    key: 'dicts',
    labelKey: 'sysAdmin.tab.dicts',
    perm: SYSTEM_ADMIN_PERMS.dictList,
    render: () => <DictEntriesTab />,
  },
  {
    key: 'params',
    labelKey: 'sysAdmin.tab.params',
    perm: SYSTEM_ADMIN_PERMS.paramList,
    render: () => <ParamsTab />,
  },
];

/**
 * g300101 system administration (menu component key 'g300101/index'): users, roles,
 * dictionaries and parameters on tabs the user's permissions allow. The tab is in the URL; a
 * switch starts the next tab's list afresh (its page and filters share the URL).
 */
export default function SystemScreen() {
  const title = useScreenTitle('g300101');
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tabs = TABS.filter((tab) => can([tab.perm]));
  const active = tabs.find((tab) => tab.key === search.get('tab'))?.key ?? tabs[0]?.key;
  return (
    <ResourcePage title={title}>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => setSearch(key === 'users' ? {} : { tab: key })}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.labelKey ? t(tab.labelKey) : title,
          children: tab.render(),
        }))}
      />
    </ResourcePage>
  );
}
