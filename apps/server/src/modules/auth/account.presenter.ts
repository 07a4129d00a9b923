import { maskMobile } from '@rcwb/shared';

type TDate = Date | string;
const iso = (d: TDate | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Answer of GET /web-auth/getProfile and POST /web-auth/updateProfile: the owner's own view. */
export const presentProfile = (
  account: {
    id: number;
    username: string;
    name: string;
    userType: number;
    avatarUrl: string | null;
    mobile: string | null;
    email: string | null;
    createdAt: TDate;
    lastLoginAt: TDate | null;
  },
  roles: string[],
  missingInfo: boolean,
) => ({
  userId: account.id,
  username: account.username,
  name: account.name,
  header: account.avatarUrl ?? '',
  userType: account.userType,
  roles,
  // Masked even for the owner: the screen may be seen over a shoulder; binding shows it in full.
  mobile: account.mobile ? maskMobile(account.mobile) : '',
  email: account.email ?? '',
  createdAt: iso(account.createdAt),
  lastLoginAt: iso(account.lastLoginAt),
  infoPerfect: missingInfo ? '2' : '1',
});

export type TProfileView = ReturnType<typeof presentProfile>;
