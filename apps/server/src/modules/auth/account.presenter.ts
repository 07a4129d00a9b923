import { maskMobile } from '@rcwb/shared';
import { isoOrNull } from '../../core/time';

type TDate = Date | string;

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
  createdAt: isoOrNull(account.createdAt),
  lastLoginAt: isoOrNull(account.lastLoginAt),
  infoPerfect: missingInfo ? '2' : '1',
});

export type TProfileView = ReturnType<typeof presentProfile>;
