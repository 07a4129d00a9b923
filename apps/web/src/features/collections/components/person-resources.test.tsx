import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import CollectScreen from '../screens/g010702/collect';
import BrowseHistoryScreen from '../screens/g010702/cookies';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return {
    ...original,
    api: { ...original.api, page: vi.fn(), post: vi.fn(), delete: vi.fn(), get: vi.fn() },
  };
});

const entry = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'job',
  targetId: 11,
  viewedAt: '2026-11-20T08:00:00Z',
  collectedAt: '2026-11-20T08:00:00Z',
  available: true,
  title: 'Data analyst',
  subtitle: 'Minjiang Tech · Fuzhou · 8k–15k/month',
  link: '/recruitment/jobInfo?id=11',
  ...over,
});

function renderAt(path: string, element: React.ReactNode, url = path) {
  return renderRoutes([{ path, element }], url);
}

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useSession.setState({ permissions: ['g01:collect:manage', 'g01:history:manage', 'g01:alert:manage'] });
  vi.mocked(api.get).mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('browse history screen', () => {
  it('links available pages, marks gone ones, and clears all only once confirmed', async () => {
    vi.mocked(api.page).mockResolvedValue({
      code: 200,
      msg: '',
      rows: [entry({}), entry({ id: 2, kind: 'org', targetId: 7, available: false, title: '', link: '' })],
      total: 2,
    });
    vi.mocked(api.delete).mockResolvedValue({ removed: 2 });
    renderAt('/g01/g010702/cookies', <BrowseHistoryScreen />);
    const link = await screen.findByRole('link', { name: 'Data analyst' });
    expect(link.getAttribute('href')).toBe('/recruitment/jobInfo?id=11');
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(screen.getByText('Organisations')).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith('/browse-history/list', { page: 1, limit: 20 }, expect.anything());

    fireEvent.click(screen.getByTestId('toolbar-clear'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Clear your whole browse history? This cannot be undone.')).toBeTruthy();
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/browse-history'));
  });

  it('hides the buttons from users without the permission', async () => {
    useSession.setState({ permissions: [] });
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [entry({})], total: 1 });
    renderAt('/g01/g010702/cookies', <BrowseHistoryScreen />);
    await screen.findByRole('link', { name: 'Data analyst' });
    expect(screen.queryByTestId('toolbar-clear')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

describe('collections screen', () => {
  it('lists collected postings first and every other kind in its own tab, kept in the URL', async () => {
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [entry({})], total: 1 });
    const router = renderAt('/g01/g010702/collect', <CollectScreen />);
    await screen.findByRole('link', { name: 'Data analyst' });
    expect(api.page).toHaveBeenCalledWith(
      '/collection/list',
      { kind: 'job', page: 1, limit: 20 },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'My job alerts' }).getAttribute('href')).toBe('/g010704/index');
    fireEvent.click(screen.getByRole('tab', { name: 'Policies' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=policy'));
    await waitFor(() =>
      expect(api.page).toHaveBeenCalledWith(
        '/collection/list',
        { kind: 'policy', page: 1, limit: 20 },
        expect.anything(),
      ),
    );
  });

  it('removes a collected item after confirming, by its kind and id', async () => {
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [entry({})], total: 1 });
    vi.mocked(api.post).mockResolvedValue({ collected: false });
    renderAt('/g01/g010702/collect', <CollectScreen />);
    await screen.findByRole('link', { name: 'Data analyst' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove “Data analyst” from your collections?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/collection/remove', { kind: 'job', targetId: 11 }),
    );
  });
});
