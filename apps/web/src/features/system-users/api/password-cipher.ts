import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '@/lib/auth/encrypt-password';
import { getAuthConfig } from '@/lib/auth/get-auth-config';

const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) => getAuthConfig(signal),
  staleTime: 10 * 60_000,
});

/**
 * Passwords an administrator sets travel SM2-encrypted with the server's public key, exactly as
 * at sign-in. The key is fetched when the dialog opens; encrypting waits for it if need be.
 */
export function usePasswordCipher(): (plain: string) => Promise<string> {
  const queryClient = useQueryClient();
  useQuery(authConfigQuery);
  return useCallback(
    async (plain: string) =>
      encryptPassword(plain, (await queryClient.fetchQuery(authConfigQuery)).sm2PublicKey),
    [queryClient],
  );
}
