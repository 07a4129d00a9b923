import { FormDialog, defineFields } from '@/components/resource';
import { type SystemUser, resetUserPassword } from '../api/users';
import { usePasswordCipher } from '../api/password-cipher';
import { confirmRules, passwordRules } from './user-fields';

const fields = defineFields([
  { name: 'username', labelKey: 'users.username', type: 'text', readOnlyIn: ['edit'] },
  {
    name: 'password',
    labelKey: 'users.newPassword',
    type: 'password',
    required: true,
    helpKey: 'users.passwordHelp',
    rules: passwordRules('username'),
  },
  {
    name: 'confirmPassword',
    labelKey: 'users.confirmPassword',
    type: 'password',
    required: true,
    rules: confirmRules('password'),
  },
]);

type Values = { password: string };

/** Sets a new password (SM2-encrypted); the server ends the user's sessions. */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: SystemUser;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  const encrypt = usePasswordCipher();
  return (
    <FormDialog<Values>
      open
      mode="edit"
      titleKey="users.resetPasswordFor"
      titleParams={{ name: user.username }}
      fields={fields}
      initialValues={{ username: user.username } as Partial<Values>}
      submit={async ({ password }) => resetUserPassword(user.id, await encrypt(password))}
      successKey="users.passwordReset"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
