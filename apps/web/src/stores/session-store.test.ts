import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInfoPerfectRequest } from '@/lib/auth/check-info-perfect';
import { getUserInfo } from '@/lib/auth/get-user-info';
import { loginRequest } from '@/lib/auth/login';
import { hardNavigate } from '@/lib/hard-navigate';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { useSession } from './session-store';

vi.mock('@/lib/auth/login', () => ({ loginRequest: vi.fn() }));
vi.mock('@/lib/auth/get-user-info', () => ({ getUserInfo: vi.fn() }));
vi.mock('@/lib/auth/check-info-perfect', () => ({ checkInfoPerfectRequest: vi.fn() }));
vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

const userInfo = {
  user: { userId: 7, username: 'lilei', name: 'Li Lei', header: '/files/a.png', userType: '1' },
  roles: ['person'],
  permissions: ['g01:resume:edit'],
};

beforeEach(() => {
  vi.clearAllMocks();
  useSession.getState().clearSession();
  localStorage.clear();
});

describe('session store', () => {
  it('login keeps the token in the Admin-Token cookie and marks the profile incomplete', async () => {
    vi.mocked(loginRequest).mockResolvedValue({
      sessionId: 'tok-1',
      name: 'Li Lei',
      header: '/files/a.png',
      userType: 1,
      permissions: ['p'],
      roles: ['person'],
    });

    await useSession.getState().login({ username: 'lilei', password: 'secret' }, 'key');

    expect(loginRequest).toHaveBeenCalledWith({ username: 'lilei', password: 'secret' }, 'key');
    expect(Cookies.get('Admin-Token')).toBe('tok-1');
    expect(useSession.getState()).toMatchObject({
      token: 'tok-1',
      name: 'Li Lei',
      avatar: '/files/a.png',
      userType: 1,
      roles: ['person'],
      permissions: ['p'],
      infoPerfect: '2',
      loaded: false,
    });
  });

  it('getInfo sends a session that must change its password back to sign-in, and renders nothing with it', async () => {
    // After a reload the change form has gone with the page: the session's calls would all be refused.
    Cookies.set('Admin-Token', 'tok-2');
    useSession.setState({ token: 'tok-2' });
    window.history.replaceState(null, '', '/rcwb/index');
    vi.mocked(getUserInfo).mockResolvedValue({ ...userInfo, mustChangePassword: true });
    let settled = false;
    void useSession
      .getState()
      .getInfo()
      .finally(() => {
        settled = true;
      });
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    expect(hardNavigate).toHaveBeenCalledWith('/rcwb/login?redirect=%2Findex&passwordChange=1');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: undefined, loaded: false });
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('getInfo loads the user and shares one request between concurrent callers', async () => {
    vi.mocked(getUserInfo).mockResolvedValue(userInfo);
    await Promise.all([useSession.getState().getInfo(), useSession.getState().getInfo()]);
    expect(getUserInfo).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({
      username: 'lilei',
      name: 'Li Lei',
      userType: 1,
      roles: ['person'],
      permissions: ['g01:resume:edit'],
      loaded: true,
    });
  });

  it('profile check: "1" stays, otherwise the server decides', async () => {
    vi.mocked(checkInfoPerfectRequest).mockResolvedValueOnce({ missingInfo: true });
    await expect(useSession.getState().checkInfoPerfect()).resolves.toBe('2');

    vi.mocked(checkInfoPerfectRequest).mockResolvedValueOnce({ missingInfo: false });
    await expect(useSession.getState().checkInfoPerfect()).resolves.toBe('1');

    await expect(useSession.getState().checkInfoPerfect()).resolves.toBe('1');
    expect(checkInfoPerfectRequest).toHaveBeenCalledTimes(2);
  });

  it('logout clears the session, the cookie and local storage (but not the language) and goes home', () => {
    Cookies.set('Admin-Token', 'tok-1', { path: '/' });
    useSession.setState({ token: 'tok-1', name: 'Li Lei', avatar: 'a', permissions: ['p'], gz39Count: 3 });
    localStorage.setItem('scratch', '1');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');

    useSession.getState().logout();

    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({
      token: undefined,
      name: '',
      avatar: '',
      permissions: [],
      gz39Count: 0,
    });
    expect(localStorage.getItem('scratch')).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(hardNavigate).toHaveBeenCalledWith('/rcwb/');
  });
});
