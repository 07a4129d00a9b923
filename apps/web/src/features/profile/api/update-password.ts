import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import { api } from '@/lib/api';

/**
 * POST /web-auth/updatePassword with both passwords SM2-encrypted under the server's public key,
 * like sign-in. Resolves with how many other sessions were signed out. Refusals (wrong current
 * password, policy) are shown in the form, so no toast.
 */
export async function updatePassword(oldPassword: string, newPassword: string) {
  const { sm2PublicKey } = await getAuthConfig();
  return api.post<{ revokedSessions: number }>(
    '/web-auth/updatePassword',
    {
      oldPassword: await encryptPassword(oldPassword, sm2PublicKey),
      newPassword: await encryptPassword(newPassword, sm2PublicKey),
    },
    { showError: false },
  );
}
