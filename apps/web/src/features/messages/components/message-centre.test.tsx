import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import MessageCentreScreen from '../screens/g010705/index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return {
    ...original,
    api: { ...original.api, page: vi.fn(), post: vi.fn(), put: vi.fn(), get: vi.fn() },
  };
});

const message = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'feedback',
  title: 'Reply to your complaint',
  body: 'We contacted the organisation.',
  link: '/g01/g010801/add',
  readAt: null,
  createdAt: '2026-11-20T08:00:00Z',
  ...over,
});

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.get).mockResolvedValue({ count: 1 });
  vi.mocked(api.put).mockResolvedValue({ count: 0 });
  vi.mocked(api.post).mockResolvedValue({ count: 0 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render = (url = '/g01/g010705') =>
  renderRoutes([{ path: '/g01/g010705', element: <MessageCentreScreen /> }], url);

describe('message centre', () => {
  it('lists messages with their links; opening an unread one marks it read', async () => {
    vi.mocked(api.page).mockResolvedValue({
      code: 200,
      msg: '',
      rows: [
        message({}),
        message({
          id: 2,
          kind: 'security',
          title: 'Password changed',
          link: 'https://evil.example',
          readAt: '2026-11-20T09:00:00Z',
        }),
      ],
      total: 2,
    });
    render();
    const link = await screen.findByRole('link', { name: 'Reply to your complaint' });
    expect(link.getAttribute('href')).toBe('/g01/g010801/add');
    // An external link is never followed: the title is plain text.
    expect(screen.queryByRole('link', { name: 'Password changed' })).toBeNull();
    expect(screen.getByText('Password changed')).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith(
      '/message/list',
      { page: 1, limit: 10, unread: false },
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/message/read', { ids: [1] }, { repeatSubmit: false }),
    );
    // Only the unread message offers it.
    expect(screen.getAllByRole('button', { name: 'Mark read' })).toHaveLength(1);
  });

  it('filters unread and by kind through the URL, and marks all read', async () => {
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [message({})], total: 1 });
    const router = render();
    await screen.findByRole('link', { name: 'Reply to your complaint' });
    fireEvent.click(screen.getByText('Unread (1)'));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    await waitFor(() =>
      expect(api.page).toHaveBeenCalledWith(
        '/message/list',
        { page: 1, limit: 10, unread: true },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/message/read', { all: true }, { repeatSubmit: false }),
    );
  });

  it('reads the kind filter from the URL and says when nothing matches', async () => {
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
    render('/g01/g010705?kind=interview&unread=1');
    expect(await screen.findByText('No messages match this filter.')).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith(
      '/message/list',
      { page: 1, limit: 10, unread: true, kind: 'interview' },
      expect.anything(),
    );
  });

  it('deletes a message only once confirmed', async () => {
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: '', rows: [message({})], total: 1 });
    render();
    await screen.findByRole('link', { name: 'Reply to your complaint' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete message “Reply to your complaint”' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this message? This cannot be undone.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/message/remove', { ids: [1] }, { repeatSubmit: false }),
    );
  });
});
