import { useMemo } from 'react';
import { FormDialog, type FormMode } from '@/components/resource';
import { type SystemUser, type UserInput, addUser, editUser } from '../api/users';
import { usePasswordCipher } from '../api/password-cipher';
import { userFields } from './user-fields';

type Values = UserInput & { username: string; password?: string; confirmPassword?: string };

type Props = {
  mode: FormMode;
  user?: SystemUser;
  onClose: () => void;
  onDone: (successText: string) => void;
};

/** Add or edit a user: the same fields, the initial password only when adding (sent SM2-encrypted). */
export function UserFormDialog({ mode, user, onClose, onDone }: Props) {
  const encrypt = usePasswordCipher();
  const initialValues = useMemo<Partial<Values> | undefined>(
    () =>
      user && {
        username: user.username,
        name: user.name,
        userType: String(user.userType),
        roles: user.roles,
        mobile: user.mobile,
        email: user.email,
      },
    [user],
  );

  const submit = async ({ password, confirmPassword: _confirm, username, ...values }: Values) => {
    if (mode === 'edit' && user) return editUser(user.id, values);
    return addUser({ ...values, username, password: await encrypt(password ?? '') });
  };

  return (
    <FormDialog<Values>
      open
      mode={mode}
      titleKey={mode === 'add' ? 'users.add' : 'users.edit'}
      fields={userFields}
      initialValues={initialValues}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
