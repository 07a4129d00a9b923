import { useMemo } from 'react';
import { FormDialog, type FormMode, defineFields } from '@/components/resource';
import { type Role, type RoleInput, addRole, editRole } from '../api/system-admin';

type Values = RoleInput & { key: string };

const fields = defineFields([
  {
    name: 'key',
    labelKey: 'roles.key',
    type: 'text',
    required: true,
    helpKey: 'roles.keyHelp',
    readOnlyIn: ['edit'],
    rules: [{ pattern: /^[a-z][a-z0-9_]{1,31}$/, message: 'systemAdmin.role.keyInvalid' }],
  },
  { name: 'nameZh', labelKey: 'roles.nameZh', type: 'text', required: true, rules: [{ max: 64 }] },
  { name: 'nameEn', labelKey: 'roles.nameEn', type: 'text', required: true, rules: [{ max: 64 }] },
  { name: 'sort', labelKey: 'roles.sort', type: 'number' },
]);

/** Add or edit a role's names; the key is fixed once made (users' grants name it). */
export function RoleFormDialog({
  mode,
  role,
  onClose,
  onDone,
}: {
  mode: FormMode;
  role?: Role;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  const initialValues = useMemo<Partial<Values> | undefined>(
    () => role && { key: role.key, nameZh: role.nameZh, nameEn: role.nameEn, sort: role.sort },
    [role],
  );
  return (
    <FormDialog<Values>
      open
      mode={mode}
      titleKey={mode === 'add' ? 'roles.add' : 'roles.edit'}
      fields={fields}
      initialValues={initialValues}
      submit={({ key, ...values }) =>
        mode === 'edit' && role ? editRole(role.id, values) : addRole({ key, ...values })
      }
      onClose={onClose}
      onDone={onDone}
      width={480}
    />
  );
}
