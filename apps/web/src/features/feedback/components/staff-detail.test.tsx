import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFeedbackStaffView } from '@rcwb/shared';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import StaffFeedbackDetailScreen from '../screens/g070105/detail';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});

const item = (over: Partial<TFeedbackStaffView> = {}): TFeedbackStaffView => ({
  id: 7,
  kind: 'complaint',
  targetKind: 'delivery',
  targetId: 3,
  targetLabel: 'Data analyst · Minjiang Tech',
  title: 'No answer for weeks',
  content: 'Please remind them.',
  attachments: [{ id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'screenshot.png', size: 100 }],
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T08:00:00Z',
  author: {
    id: 9,
    username: 'alice',
    name: 'Alice Lin',
    userType: 1,
    mobile: '13800000001',
    email: 'a@example.com',
  },
  ...over,
});

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render = () =>
  renderRoutes(
    [{ path: '/g07/g070105/detail/:id/:title', element: <StaffFeedbackDetailScreen /> }],
    '/g07/g070105/detail/7/x',
  );

describe('staff feedback detail', () => {
  it('shows the item with the author’s contact and sends a reply', async () => {
    useSession.setState({ permissions: ['g07:complaint:list', 'g07:complaint:reply'] });
    vi.mocked(api.get).mockResolvedValue(item());
    vi.mocked(api.post).mockResolvedValue({ id: 7, status: 'replied' });
    render();
    expect(await screen.findByRole('heading', { name: 'No answer for weeks' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/feedback/staff/7', undefined, expect.anything());
    expect(screen.getByText('13800000001')).toBeTruthy();
    expect(screen.getByText('One of my deliveries #3: Data analyst · Minjiang Tech')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'screenshot.png' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write a reply (at most 2000 characters)')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reply to the author'), {
      target: { value: 'We reminded them.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/feedback/staff/7/reply', { reply: 'We reminded them.' }),
    );
  });

  it('closes only once confirmed, and offers nothing on a closed item or without the permission', async () => {
    useSession.setState({ permissions: ['g07:complaint:list', 'g07:complaint:reply'] });
    vi.mocked(api.get).mockResolvedValue(item());
    vi.mocked(api.post).mockResolvedValue({ id: 7, status: 'closed' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('tooltip');
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/feedback/staff/7/close', {}));
    cleanup();

    vi.mocked(api.get).mockResolvedValue(item({ status: 'closed', reply: 'Done.' }));
    render();
    expect(await screen.findByText('Done.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    cleanup();

    useSession.setState({ permissions: ['g07:complaint:list'] });
    vi.mocked(api.get).mockResolvedValue(item());
    render();
    expect(await screen.findByText('Not answered yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });
});
