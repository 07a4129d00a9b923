import { create } from 'zustand';
import { checkInfoPerfectRequest } from '@/lib/auth/check-info-perfect';
import { type UserInfo, getUserInfo } from '@/lib/auth/get-user-info';
import type { LoginForm, LoginResult } from '@/lib/auth/login';
import { setSessionExpiredHandler } from '@/lib/api';
import { getToken, removeToken, setToken } from '@/lib/auth-token';
import { hardNavigate } from '@/lib/hard-navigate';
import { BASENAME, appPath, loginHref } from '@/lib/paths';
import { clearLocalStorage } from '@/lib/storage';

/** '1' complete, '2' incomplete (SPEC §3). */
export type InfoPerfect = '1' | '2';

type SessionData = {
  token: string | undefined;
  username: string;
  name: string;
  avatar: string;
  userType: number | undefined;
  roles: string[];
  permissions: string[];
  infoPerfect: InfoPerfect | undefined;
  gz39Count: number;
  /** True once getUserInfo answered for this token. */
  loaded: boolean;
};

type SessionActions = {
  login(form: LoginForm, publicKey: string): Promise<LoginResult>;
  /**
   * Takes over a session the server opened by another way than the sign-in form (registration,
   * third-party sign-in, binding): same answer, same state as after login.
   */
  adoptLogin(result: LoginResult): void;
  getInfo(): Promise<void>;
  /** SPEC §4: '1' stays; otherwise the server decides. */
  checkInfoPerfect(): Promise<InfoPerfect>;
  /** Forgets the session locally (token, cookie, user, local storage) without navigating. */
  clearSession(): void;
  /** clearSession, then a full page load of `to` (default: the portal index under the base path). */
  logout(to?: string): void;
};

export type SessionState = SessionData & SessionActions;

const signedOut = (): SessionData => ({
  token: undefined,
  username: '',
  name: '',
  avatar: '',
  userType: undefined,
  roles: [],
  permissions: [],
  infoPerfect: undefined,
  gz39Count: 0,
  loaded: false,
});

const toUserType = (value: unknown): number | undefined => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(n) ? undefined : n;
};

let infoRequest: Promise<UserInfo> | undefined;

/** `/login?passwordChange=1`: the sign-in page says why the user is asked to sign in again. */
export const PASSWORD_CHANGE_PARAM = 'passwordChange';

export const useSession = create<SessionState>()((set, get) => ({
  ...signedOut(),
  token: getToken(),

  async login(form, publicKey) {
    // SM2 and its big-number library load with the sign-in, not with every public page.
    const { loginRequest } = await import('@/lib/auth/login');
    const result = await loginRequest(form, publicKey);
    get().adoptLogin(result);
    return result;
  },

  adoptLogin(result) {
    setToken(result.sessionId);
    set({
      token: result.sessionId,
      name: result.name ?? '',
      avatar: result.header ?? '',
      userType: toUserType(result.userType),
      roles: result.roles ?? [],
      permissions: result.permissions ?? [],
      infoPerfect: '2',
      loaded: false,
    });
  },

  async getInfo() {
    // The guard and the portal header may ask at the same time: share one request.
    infoRequest ??= getUserInfo().finally(() => {
      infoRequest = undefined;
    });
    const info = await infoRequest;
    if (info.mustChangePassword) {
      // A session that must change its password (after a reload, say) would only meet refused
      // calls: it goes back to sign-in, which asks for the given password and then the new one
      // (the change needs the current password, which a reloaded page no longer has).
      const here = appPath(window.location.pathname) + window.location.search;
      const to = loginHref(here);
      get().logout(`${to}${to.includes('?') ? '&' : '?'}${PASSWORD_CHANGE_PARAM}=1`);
      // The page is being replaced: nothing may render with this session meanwhile.
      return new Promise<never>(() => undefined);
    }
    const { user } = info;
    set({
      username: user.username,
      name: user.name ?? '',
      avatar: user.header ?? '',
      userType: toUserType(user.userType),
      roles: info.roles ?? [],
      permissions: info.permissions ?? [],
      ...(info.infoPerfect === '1' || info.infoPerfect === '2' ? { infoPerfect: info.infoPerfect } : {}),
      loaded: true,
    });
  },

  async checkInfoPerfect() {
    if (get().infoPerfect === '1') return '1';
    const { missingInfo } = await checkInfoPerfectRequest();
    const infoPerfect: InfoPerfect = missingInfo ? '2' : '1';
    set({ infoPerfect });
    return infoPerfect;
  },

  clearSession() {
    removeToken();
    clearLocalStorage();
    set(signedOut());
  },

  logout(to = `${BASENAME}/`) {
    get().clearSession();
    hardNavigate(to);
  },
}));

// A confirmed session-expired dialog signs out and returns here after the next sign-in.
setSessionExpiredHandler(() => {
  const here = appPath(window.location.pathname) + window.location.search;
  useSession.getState().logout(loginHref(here));
});
