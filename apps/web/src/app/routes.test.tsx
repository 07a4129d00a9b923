import Cookies from 'js-cookie';
import { act, cleanup, render, screen } from '@testing-library/react';
// RouterProvider from 'react-router' here: under vitest 'react-router/dom' loads another copy.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInfoPerfectRequest } from '@/lib/auth/check-info-perfect';
import { getUserInfo } from '@/lib/auth/get-user-info';
import { getPortalStats } from '@/features/recruitment/api/get-portal-stats';
import { ApiError } from '@/lib/api';
import { hardNavigate } from '@/lib/hard-navigate';
import { i18n } from '@/lib/i18n';
import { useMenu } from '@/stores/menu-store';
import { useSession } from '@/stores/session-store';
import { getRouters } from './menu/get-routers';
import { SERVER_MENU } from './menu/menu-fixture';
import { resetMenuSession } from './menu/menu-session';
import { routerOptions } from './router-options';
import { routes } from './routes';

vi.mock('@/lib/auth/get-user-info', () => ({ getUserInfo: vi.fn() }));
vi.mock('@/lib/auth/check-info-perfect', () => ({ checkInfoPerfectRequest: vi.fn() }));
vi.mock('./menu/get-routers', () => ({ getRouters: vi.fn() }));
vi.mock('@/features/recruitment/api/get-portal-stats', () => {
  const getPortalStats = vi.fn();
  return {
    getPortalStats,
    portalStatsQuery: { queryKey: ['portal', 'stats'], queryFn: () => getPortalStats() },
  };
});
// The shell's live parts talk to the server; these tests are about routing.
vi.mock('@/features/messages/hooks/use-message-socket', () => ({ useMessageSocket: () => undefined }));
vi.mock('@/features/messages/api/get-unread-count', () => ({
  unreadCountKey: ['messages', 'unread'],
  unreadCountQuery: { queryKey: ['messages', 'unread'], queryFn: async () => 0 },
}));
vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));
// Screens are other areas' code: a stand-in that names the key it was asked for.
vi.mock('./screen-registry', () => ({
  screenRoute: (key: string) => async () => ({ Component: () => <p>screen {key}</p> }),
  unavailableRoute: async () => ({ Component: () => <p>unavailable</p> }),
}));

type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Every location the router showed, to catch a /404 flash. */
let seen: string[] = [];

async function open(path: string): Promise<TestRouter> {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [`/rcwb${path}`] });
  router.subscribe((state) => seen.push(state.location.pathname));
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 20_000 },
  );
  return router;
}

/** The in-app location (the memory router reports it with the basename). */
const where = (router: TestRouter) =>
  router.state.location.pathname.replace(/^\/rcwb/, '') + router.state.location.search;
const matchedIds = (router: TestRouter) => router.state.matches.map((m) => m.route.id);

/** A signed-in user; individuals and organisations have a complete profile unless told otherwise. */
const signIn = (roles = ['person'], userType = 1, infoPerfect: '1' | '2' = '1') => {
  Cookies.set('Admin-Token', 'tok', { path: '/' });
  useSession.setState({ token: 'tok', loaded: false, infoPerfect: undefined });
  vi.mocked(getUserInfo).mockResolvedValue({
    user: { userId: 1, username: 'lilei', name: 'Li Lei', userType },
    roles,
    permissions: [],
    infoPerfect,
  });
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has neither; antd's responsive helpers and the router's scroll restoration use them.
  window.matchMedia ??= ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
});

beforeEach(() => {
  vi.clearAllMocks();
  seen = [];
  Cookies.remove('Admin-Token', { path: '/' });
  useSession.getState().clearSession();
  useMenu.getState().clear();
  resetMenuSession();
  vi.mocked(getUserInfo).mockResolvedValue({
    user: { userId: 1, username: 'lilei', name: 'Li Lei', userType: 1 },
    roles: ['person'],
    permissions: [],
  });
  vi.mocked(getRouters).mockResolvedValue(SERVER_MENU);
  vi.mocked(getPortalStats).mockResolvedValue({ counts: { persons: 1200, organisations: 34 } });
});

afterEach(cleanup);

describe('routing', () => {
  it('sends / to the recruitment home', async () => {
    expect(where(await open('/'))).toBe('/recruitment/zoneHome');
    expect(where(await open('/recruitment'))).toBe('/recruitment/zoneHome');
  });

  it('sends unknown paths to /404, signed in or not', async () => {
    expect(where(await open('/no/such/page'))).toBe('/404');
    signIn();
    expect(where(await open('/no/such/page'))).toBe('/404');
  });

  it('re-enters the rest of a /redirect/ path, never off-site', async () => {
    expect(where(await open('/redirect/recruitment/zoneHome?tab=2'))).toBe('/recruitment/zoneHome?tab=2');
    expect(where(await open('/redirect//evil.example'))).toBe('/404');
  });

  it('asks a signed-out visitor to sign in, keeping the destination', async () => {
    localStorage.setItem('leftover', 'x');
    expect(where(await open('/index?tab=1'))).toBe('/login?redirect=%2Findex%3Ftab%3D1');
    expect(localStorage.getItem('leftover')).toBeNull();
    // A back-office menu path is not known before sign-in: sign in first, not /404.
    expect(where(await open('/g30/g300101'))).toBe('/login?redirect=%2Fg30%2Fg300101');
  });

  it('loads the user once, then the menu, before entering a session route', async () => {
    signIn();
    const order: string[] = [];
    vi.mocked(getUserInfo).mockImplementation(async () => {
      order.push('user');
      return {
        user: { userId: 1, username: 'lilei', name: 'Li Lei', userType: 1 },
        roles: ['person'],
        permissions: [],
      };
    });
    vi.mocked(getRouters).mockImplementation(async () => {
      order.push('menu');
      return SERVER_MENU;
    });
    expect(where(await open('/index'))).toBe('/index');
    expect(order).toEqual(['user', 'menu']);
    expect(useSession.getState()).toMatchObject({ username: 'lilei', loaded: true });
    expect(useMenu.getState().nodes.map((n) => n.path)).toEqual(['/g01', '/g30', '/']);
  });

  it('sends a stale token back to sign-in without a dialog', async () => {
    signIn();
    vi.mocked(getUserInfo).mockRejectedValue(new ApiError('session', 'expired', { code: 401 }));
    expect(where(await open('/index'))).toBe('/login?redirect=%2Findex');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    signIn();
    vi.mocked(getUserInfo).mockRejectedValue(new ApiError('session', 'expired', { code: 401 }));
    expect(where(await open('/g30/g300101'))).toBe('/login?redirect=%2Fg30%2Fg300101');
  });

  it('sends a signed-in visitor from /login to the redirect target or /index', async () => {
    signIn();
    expect(where(await open('/login'))).toBe('/index');
    expect(where(await open('/login?redirect=%2Frecruitment%2FzoneHome'))).toBe('/recruitment/zoneHome');
    expect(where(await open('/login?redirect=https%3A%2F%2Fevil.example'))).toBe('/index');
  });
});

describe('menu routes', () => {
  it('lands a refresh on a deep menu URL on the same screen, with no /404 on the way', async () => {
    signIn();
    const router = await open('/g30/g300101');
    expect(where(router)).toBe('/g30/g300101');
    expect(matchedIds(router).slice(-2)).toEqual(['menu:G30', 'menu:G300101']);
    expect(seen.some((p) => p.endsWith('/404'))).toBe(false);
  });

  it('nests three-level menus as they are, each route carrying its meta', async () => {
    signIn();
    const router = await open('/g01/g0107/g010702');
    expect(matchedIds(router).slice(-3)).toEqual(['menu:G01', 'menu:G0107', 'menu:G010702']);
    expect(router.state.matches.at(-1)!.route.handle).toEqual({
      meta: { title: 'Recommended', component: 'g010702/recommend' },
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('screen g010702/recommend')).toBeTruthy();
  });

  it('routes hidden entries and detail routes with their parameters', async () => {
    signIn();
    expect(where(await open('/g30/g300199'))).toBe('/g30/g300199');
    const detail = await open('/g01/g0107/g010701/detail/5/Head%20nurse');
    expect(detail.state.matches.at(-1)!.params).toMatchObject({ id: '5', title: 'Head nurse' });
    expect(detail.state.matches.at(-1)!.route.handle).toMatchObject({ meta: { titleParam: 'title' } });
  });

  it('shows the error page, not /404, when the menu cannot be loaded', async () => {
    signIn();
    vi.mocked(getRouters).mockRejectedValue(new ApiError('network', 'backend interface connection abnormal'));
    const router = await open('/g30/g300101');
    expect(where(router)).toBe('/g30/g300101');
    expect(router.state.errors).not.toBeNull();
  });

  it('opens the first screen of a directory and mounts top-level screens at the root', async () => {
    signIn();
    expect(where(await open('/g30'))).toBe('/g30/g300101');
    expect(where(await open('/board'))).toBe('/board');
  });

  it('serves InnerLink entries with the iframe page', async () => {
    signIn();
    const router = await open('/g01/example/com/docs');
    expect(router.state.matches.at(-1)!.route.handle).toMatchObject({
      meta: { component: 'InnerLink', link: 'https://www.example.com/docs' },
    });
  });

  it('reloads the page when another user signs in over the installed routes', async () => {
    signIn();
    await open('/g30/g300101');
    useSession.setState({ loaded: false });
    vi.mocked(getUserInfo).mockResolvedValue({
      user: { userId: 2, username: 'hanmeimei', name: 'Han', userType: 1 },
      roles: ['person'],
      permissions: [],
    });
    const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: ['/rcwb/index'] });
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/rcwb/index'), { timeout: 10_000 });
    router.dispose();
  });
});

describe('local routes', () => {
  it('lets a user with one of the roles in, and sends others to /401', async () => {
    signIn(['person']);
    expect(where(await open('/personInfo'))).toBe('/personInfo');
    signIn(['reviewer']);
    useSession.setState({ loaded: false });
    expect(where(await open('/personInfo'))).toBe('/401');
    // admin passes every role check (SPEC §6)
    signIn(['admin']);
    useSession.setState({ loaded: false });
    expect(where(await open('/personInfo'))).toBe('/personInfo');
  });

  it('has the home, profile and password screens for everyone', async () => {
    signIn(['reviewer']);
    const router = await open('/user/profile');
    expect(where(router)).toBe('/user/profile');
    expect(router.state.matches.at(-1)!.route.handle).toEqual({
      meta: { titleKey: 'shell.profile', icon: 'user' },
    });
    expect(where(await open('/user/password'))).toBe('/user/password');
    const home = await open('/index');
    expect(home.state.matches.at(-1)!.route.handle).toMatchObject({
      meta: { affix: true, titleKey: 'shell.home' },
    });
  });
});

describe('profile completeness (SPEC §4)', () => {
  it('sends an individual with an incomplete profile to /personInfo before the back office', async () => {
    signIn(['person'], 1, '2');
    vi.mocked(checkInfoPerfectRequest).mockResolvedValue({ missingInfo: true });
    expect(where(await open('/index'))).toBe('/personInfo');
    expect(where(await open('/g30/g300101'))).toBe('/personInfo');
    // The form itself and the personal centre stay open.
    expect(where(await open('/personInfo'))).toBe('/personInfo');
    expect(where(await open('/user/profile'))).toBe('/user/profile');
    expect(seen).not.toContain('/rcwb/404');
  });

  it('sends an incomplete organisation there as well', async () => {
    signIn(['org'], 2, '2');
    vi.mocked(checkInfoPerfectRequest).mockResolvedValue({ missingInfo: true });
    expect(where(await open('/index'))).toBe('/personInfo');
  });

  it('lets the visitor through once the server says the profile is complete, and asks no more', async () => {
    signIn(['person'], 1, '2');
    vi.mocked(checkInfoPerfectRequest).mockResolvedValue({ missingInfo: false });
    expect(where(await open('/index'))).toBe('/index');
    expect(useSession.getState().infoPerfect).toBe('1');
    const calls = vi.mocked(checkInfoPerfectRequest).mock.calls.length;
    expect(where(await open('/user/password'))).toBe('/user/password');
    expect(where(await open('/index'))).toBe('/index');
    expect(checkInfoPerfectRequest).toHaveBeenCalledTimes(calls);
  });

  it('never asks for staff', async () => {
    signIn(['admin'], 0, '2');
    expect(where(await open('/index'))).toBe('/index');
    expect(checkInfoPerfectRequest).not.toHaveBeenCalled();
  });
});

describe('page titles', () => {
  it('uses the recruitment-cloud title on recruitment pages and the service title elsewhere', async () => {
    const router = await open('/recruitment/zoneHome');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Registered talents')).toBeTruthy();
    expect(document.title).toBe('Digital Talent Recruitment Cloud');

    await act(() => router.navigate('/404'));
    await vi.waitFor(() => expect(document.title).toBe('Digital Talent Service'), { timeout: 10_000 });
  });
});
