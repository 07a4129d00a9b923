import { api } from '@/lib/api';

/** Ends the server session. A token that already expired must not raise the 401 dialog here. */
export const logoutRequest = () =>
  api.delete<null>('/web-auth/logout', undefined, { onSessionExpired: 'silent', showError: false });
