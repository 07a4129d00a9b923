import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /web-auth/getProfile: the caller's own account for the personal centre. */
export type Profile = {
  userId: number;
  username: string;
  name: string;
  header: string;
  userType: number;
  roles: string[];
  /** Masked (138****5678), or '' when none is bound. */
  mobile: string;
  email: string;
  createdAt: string | null;
  lastLoginAt: string | null;
  infoPerfect: '1' | '2';
};

export const profileKey = ['profile'] as const;

export const profileQuery = queryOptions({
  queryKey: profileKey,
  // The screen shows its own error state with a retry button.
  queryFn: ({ signal }) => api.get<Profile>('/web-auth/getProfile', undefined, { signal, showError: false }),
});
