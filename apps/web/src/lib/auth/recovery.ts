import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import { api } from '@/lib/api';

const noToken = { isToken: false, showError: false } as const;

/**
 * POST /web-auth/findPassword (no token, SPEC §6): asks for a reset code for the account of a
 * mobile number. The answer reads the same whether or not such an account exists.
 */
export const findPassword = (input: { mobile: string; code?: string; uuid?: string }) =>
  api.post<{ message: string }>('/web-auth/findPassword', input, noToken);

/** POST /web-auth/resetPassword (no token): the code and the new password; every session ends. */
export async function resetPassword(input: { mobile: string; code: string; newPassword: string }) {
  const { sm2PublicKey } = await getAuthConfig();
  return api.post<{ message: string }>(
    '/web-auth/resetPassword',
    { ...input, newPassword: await encryptPassword(input.newPassword, sm2PublicKey) },
    noToken,
  );
}
