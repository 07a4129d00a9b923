import { api } from '@/lib/api';

export type UserInfo = {
  user: {
    userId: number | string;
    username: string;
    name: string;
    header?: string;
    userType: number | string;
    mobile?: string;
    email?: string;
  };
  roles: string[];
  permissions: string[];
  infoPerfect?: string;
  /** The password was set by someone else: every other call is refused until it is changed. */
  mustChangePassword?: boolean;
};

/** Called by the route guard: a stale token redirects to sign-in without the dialog. */
export const getUserInfo = () =>
  api.get<UserInfo>('/web-auth/getUserInfo', undefined, { onSessionExpired: 'silent' });
