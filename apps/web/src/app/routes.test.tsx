import Cookies from 'js-cookie';
import { act, cleanup, render, screen } from '@testing-library/react';
// RouterProvider from 'react-router' here: under vitest 'react-router/dom' loads another copy.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '@/features/auth/api/get-user-info';
import { getPortalStats } from '@/features/recruitment/api/get-portal-stats';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { routes } from './routes';

vi.mock('@/features/auth/api/get-user-info', () => ({ getUserInfo: vi.fn() }));
vi.mock('@/features/recruitment/api/get-portal-stats', () => {
  const getPortalStats = vi.fn();
  return {
    getPortalStats,
    portalStatsQuery: { queryKey: ['portal', 'stats'], queryFn: () => getPortalStats() },
  };
});
vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

type TestRouter = ReturnType<typeof createMemoryRouter>;

async function open(path: string): Promise<TestRouter> {
  const router = createMemoryRouter(routes, { basename: '/rcwb', initialEntries: [`/rcwb${path}`] });
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 5000 },
  );
  return router;
}

/** The in-app location (the memory router reports it with the basename). */
const where = (router: TestRouter) =>
  router.state.location.pathname.replace(/^\/rcwb/, '') + router.state.location.search;

const signIn = () => {
  Cookies.set('Admin-Token', 'tok', { path: '/' });
  useSession.setState({ token: 'tok', loaded: false });
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.clearAllMocks();
  Cookies.remove('Admin-Token', { path: '/' });
  useSession.getState().clearSession();
  vi.mocked(getUserInfo).mockResolvedValue({
    user: { userId: 1, username: 'lilei', name: 'Li Lei', userType: 1 },
    roles: ['person'],
    permissions: [],
  });
  vi.mocked(getPortalStats).mockResolvedValue({ counts: { persons: 1200, organisations: 34 } });
});

afterEach(cleanup);

describe('routing', () => {
  it('sends / to the recruitment home', async () => {
    expect(where(await open('/'))).toBe('/recruitment/zoneHome');
    expect(where(await open('/recruitment'))).toBe('/recruitment/zoneHome');
  });

  it('sends unknown paths to /404', async () => {
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
  });

  it('loads the user once before entering a session route', async () => {
    signIn();
    expect(where(await open('/index'))).toBe('/index');
    expect(getUserInfo).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ username: 'lilei', loaded: true });
  });

  it('sends a stale token back to sign-in without a dialog', async () => {
    signIn();
    vi.mocked(getUserInfo).mockRejectedValue(new ApiError('session', 'expired', { code: 401 }));
    expect(where(await open('/index'))).toBe('/login?redirect=%2Findex');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
  });

  it('sends a signed-in visitor from /login to the redirect target or /index', async () => {
    signIn();
    expect(where(await open('/login'))).toBe('/index');
    expect(where(await open('/login?redirect=%2Frecruitment%2FzoneHome'))).toBe('/recruitment/zoneHome');
    expect(where(await open('/login?redirect=https%3A%2F%2Fevil.example'))).toBe('/index');
  });
});

describe('page titles', () => {
  it('uses the recruitment-cloud title on recruitment pages and the service title elsewhere', async () => {
    const router = await open('/recruitment/zoneHome');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Registered talents')).toBeTruthy();
    expect(document.title).toBe('Digital Talent Recruitment Cloud');

    await act(() => router.navigate('/404'));
    await vi.waitFor(() => expect(document.title).toBe('Digital Talent Service'));
  });
});
