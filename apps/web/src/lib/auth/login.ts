import { api } from '@/lib/api';
import { encryptPassword } from './encrypt-password';

export type LoginForm = { username: string; password: string; code?: string; uuid?: string };

export type LoginResult = {
  /** The bearer token. */
  sessionId: string;
  name: string;
  header?: string;
  userType: number | string;
  permissions?: string[];
  roles?: string[];
  /** The password was set by someone else: nothing else answers until the user sets their own. */
  mustChangePassword?: boolean;
};

/** The sign-in screen shows errors itself (inline), so toasts are off. */
export const loginRequest = async (form: LoginForm, publicKey: string) =>
  api.post<LoginResult>(
    '/web-auth/login',
    { ...form, password: await encryptPassword(form.password, publicKey) },
    { isToken: false, showError: false },
  );

/**
 * POST /web-auth/updatePassword right after a sign-in that must change the password: the one just
 * typed is the current one. Errors are shown by the form.
 */
export const setOwnPassword = async (current: string, next: string, publicKey: string) =>
  api.post<{ revokedSessions: number }>(
    '/web-auth/updatePassword',
    {
      oldPassword: await encryptPassword(current, publicKey),
      newPassword: await encryptPassword(next, publicKey),
    },
    { showError: false },
  );
