import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { JobAlertsPage } from './job-alerts-page';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return {
    ...original,
    api: { ...original.api, page: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), get: vi.fn() },
  };
});

const alert = (over: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Data in Fuzhou',
  filters: { keyword: '数据', area: '350100' },
  enabled: true,
  newCount: 2,
  openedAt: '2026-11-20T08:00:00Z',
  createdAt: '2026-11-01T08:00:00Z',
  ...over,
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/g010704/index', element: <JobAlertsPage /> },
      { path: '/recruitment/findJob', element: <p>find job</p> },
    ],
    '/g010704/index',
  );
}

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useSession.setState({ permissions: ['g01:alert:manage'] });
  vi.mocked(api.get).mockResolvedValue([]);
  vi.mocked(api.page).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [alert(), alert({ id: 4, name: 'Everything', filters: {}, enabled: false, newCount: 0 })],
    total: 2,
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(name))!;

describe('job alerts page', () => {
  it('shows each alert’s search in words, its state and what is new', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Open “Data in Fuzhou” as a search' });
    expect(rowOf('Data in Fuzhou').textContent).toContain('“数据”');
    expect(rowOf('Data in Fuzhou').textContent).toContain('2 new');
    expect(rowOf('Data in Fuzhou').textContent).toContain('On');
    expect(rowOf('Everything').textContent).toContain('All postings');
    expect(rowOf('Everything').textContent).toContain('Paused');
  });

  it('opens an alert as its findJob search and marks its postings as seen', async () => {
    vi.mocked(api.post).mockResolvedValue(alert({ newCount: 0 }));
    const router = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Open “Data in Fuzhou” as a search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/findJob'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('数据');
    expect(api.post).toHaveBeenCalledWith('/job-alert/3/open', {});
  });

  it('pauses an enabled alert and resumes a paused one', async () => {
    vi.mocked(api.put).mockResolvedValue(alert({ enabled: false }));
    renderPage();
    await screen.findByRole('link', { name: 'Open “Data in Fuzhou” as a search' });
    fireEvent.click(within(rowOf('Data in Fuzhou')).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/job-alert/3', { enabled: false }));
    fireEvent.click(within(rowOf('Everything')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/job-alert/4', { enabled: true }));
  });

  it('deletes only after confirming', async () => {
    vi.mocked(api.delete).mockResolvedValue({ id: 3 });
    renderPage();
    await screen.findByRole('link', { name: 'Open “Data in Fuzhou” as a search' });
    fireEvent.click(within(rowOf('Data in Fuzhou')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the job alert “Data in Fuzhou”?')).toBeTruthy();
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/job-alert/3'));
  });

  it('renames in a dialog', async () => {
    vi.mocked(api.put).mockResolvedValue(alert({ name: 'Renamed' }));
    renderPage();
    await screen.findByRole('link', { name: 'Open “Data in Fuzhou” as a search' });
    fireEvent.click(within(rowOf('Data in Fuzhou')).getByRole('button', { name: 'Rename' }));
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(screen.getByText('Rename job alert')).toBeTruthy();
    await waitFor(() => expect(name.value).toBe('Data in Fuzhou'));
    fireEvent.change(name, { target: { value: ' Renamed ' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('/job-alert/3', { name: 'Renamed' }));
  });
});
