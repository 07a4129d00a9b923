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
};

/** The sign-in screen shows errors itself (inline), so toasts are off. */
export const loginRequest = (form: LoginForm, publicKey: string) =>
  api.post<LoginResult>(
    '/web-auth/login',
    { ...form, password: encryptPassword(form.password, publicKey) },
    { isToken: false, showError: false },
  );
