import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import type { SystemUser } from '../../api/users';
import { AssignRolesDialog } from '../../components/assign-roles-dialog';
import { ResetPasswordDialog } from '../../components/reset-password-dialog';
import { UserFormDialog } from '../../components/user-form-dialog';
import { userResource } from '../../components/user-resource';

const dialogs: DialogRenderers<SystemUser> = {
  add: ({ close, done }) => <UserFormDialog mode="add" onClose={close} onDone={done} />,
  edit: ({ row, close, done }) =>
    row && <UserFormDialog mode="edit" user={row} onClose={close} onDone={done} />,
  roles: ({ row, close, done }) => row && <AssignRolesDialog user={row} onClose={close} onDone={done} />,
  resetPwd: ({ row, close, done }) => row && <ResetPasswordDialog user={row} onClose={close} onDone={done} />,
};

/** g300101 system users (menu component key 'g300101/index'). */
export default function UsersScreen() {
  const title = useScreenTitle('g300101');
  return (
    <ResourcePage title={title}>
      <ResourceList def={userResource} dialogs={dialogs} />
    </ResourcePage>
  );
}
