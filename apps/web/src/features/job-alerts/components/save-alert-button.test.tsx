import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { SaveAlertButton } from './save-alert-button';
import { renderRoutes } from '@/test/render';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, post: vi.fn() } };
});

const URL_NOW = '/recruitment/findJob?keyword=%E6%95%B0%E6%8D%AE&area=350100&page=2';

function renderButton() {
  renderRoutes(
    [
      {
        path: '/recruitment/findJob',
        element: <SaveAlertButton search={{ keyword: '数据', area: '350100', page: 2 }} />,
      },
    ],
    URL_NOW,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.setState({ token: undefined, loaded: false, permissions: [] });
});

describe('<SaveAlertButton>', () => {
  it('asks visitors to sign in and brings them back to the same search', () => {
    useSession.setState({ token: undefined });
    renderButton();
    const link = screen.getByRole('link', { name: 'Sign in to save as a job alert' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(URL_NOW)}`);
  });

  it('saves the search without its page for a person and says under which name', async () => {
    useSession.setState({ token: 't', loaded: true, permissions: ['g01:alert:manage'] });
    vi.mocked(api.post).mockResolvedValue({ id: 5, name: '数据 · 福州市' });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save as job alert' }));
    expect(await screen.findByText(/Saved as the job alert “数据 · 福州市”/)).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith(
      '/job-alert',
      { filters: { keyword: '数据', area: '350100' } },
      { showError: false },
    );
    expect(screen.getByRole('link', { name: 'My job alerts' }).getAttribute('href')).toBe('/g010704/index');
  });

  it('shows the server’s refusal (e.g. the limit of 20) next to the button', async () => {
    useSession.setState({ token: 't', loaded: true, permissions: ['g01:alert:manage'] });
    vi.mocked(api.post).mockRejectedValue(
      new ApiError('business', 'You can keep at most 20 job alerts', { code: 601 }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save as job alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 20');
  });

  it('shows nothing to signed-in users who cannot have alerts', () => {
    useSession.setState({ token: 't', loaded: true, permissions: ['g05:job:list'] });
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
