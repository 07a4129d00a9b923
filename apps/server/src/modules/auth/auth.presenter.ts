import { maskMobile } from '@rcwb/shared';
import { iso } from '../../core/time';

type TGrants = { roles: string[]; permissions: string[] };
type TDate = Date | string;

/** Answer of POST /web-auth/login; sessionId is the bearer token. */
export const presentLogin = (
  token: string,
  account: { name: string; userType: number; avatarUrl: string | null; mustChangePassword?: boolean },
  grants: TGrants,
) => ({
  sessionId: token,
  name: account.name,
  header: account.avatarUrl ?? '',
  userType: account.userType,
  permissions: grants.permissions,
  roles: grants.roles,
  /** The password was set by someone else: the web shows the change form before anything else. */
  mustChangePassword: account.mustChangePassword ?? false,
});

/** Answer of GET /web-auth/getUserInfo: the owner's view, mobile masked all the same. */
export const presentUserInfo = (
  account: {
    id: number;
    username: string;
    name: string;
    userType: number;
    avatarUrl: string | null;
    mobile: string | null;
    email: string | null;
  },
  grants: TGrants,
  missingInfo: boolean,
  mustChangePassword = false,
) => ({
  user: {
    userId: account.id,
    username: account.username,
    name: account.name,
    header: account.avatarUrl ?? '',
    userType: account.userType,
    mobile: account.mobile ? maskMobile(account.mobile) : '',
    email: account.email ?? '',
  },
  roles: grants.roles,
  permissions: grants.permissions,
  infoPerfect: missingInfo ? '2' : '1',
  mustChangePassword,
});

/**
 * Answer of GET /web-auth/getUserSaSession: times as ISO strings, timeouts in seconds. expiresAt
 * is the absolute end; idling ends the session earlier, at lastActiveTime + idleTimeout. Never
 * the token, which the server does not even keep.
 */
export const presentSession = (
  session: {
    createdAt: TDate;
    lastSeenAt: TDate;
    expiresAt: TDate;
    ip: string | null;
    userAgent: string | null;
  },
  timeouts: { idleSeconds: number; absoluteSeconds: number },
) => ({
  loginTime: iso(session.createdAt),
  lastActiveTime: iso(session.lastSeenAt),
  idleTimeout: timeouts.idleSeconds,
  absoluteTimeout: timeouts.absoluteSeconds,
  expiresAt: iso(session.expiresAt),
  ip: session.ip ?? '',
  userAgent: session.userAgent ?? '',
});
