import { Checkbox } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FormDialog, defineFields } from '@/components/resource';
import { type SystemUser, assignUserRoles, roleOptionsQuery } from '../api/users';

type Values = { roles: string[] };

function RoleChecklist(props: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { i18n } = useTranslation();
  const roles = useQuery(roleOptionsQuery(i18n.language));
  return (
    <Checkbox.Group
      {...props}
      style={{ display: 'grid', gap: 8 }}
      options={(roles.data ?? []).map((r) => ({ value: r.value, label: r.label ?? r.value }))}
    />
  );
}

const fields = defineFields([
  {
    name: 'roles',
    labelKey: 'users.roles',
    type: 'multiSelect',
    required: true,
    render: () => <RoleChecklist />,
  },
]);

/** Role assignment as a checklist (the roles grant the menus and permissions). */
export function AssignRolesDialog({
  user,
  onClose,
  onDone,
}: {
  user: SystemUser;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  return (
    <FormDialog<Values>
      open
      mode="edit"
      titleKey="users.assignRolesFor"
      titleParams={{ name: user.username }}
      fields={fields}
      initialValues={{ roles: user.roles }}
      submit={({ roles }) => assignUserRoles(user.id, roles)}
      onClose={onClose}
      onDone={onDone}
      width={420}
    />
  );
}
