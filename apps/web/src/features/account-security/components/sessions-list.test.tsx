import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { type AccountSession, endSession, listSessions } from '../api/security';
import { SessionsList } from './sessions-list';
import { renderWithQuery } from '@/test/render';

vi.mock('../api/security', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  listSessions: vi.fn(),
  endSession: vi.fn(),
}));

const session = (over: Partial<AccountSession>): AccountSession => ({
  id: 1,
  current: false,
  device: 'Chrome 140 on Windows',
  userAgent: 'Mozilla/5.0',
  ip: '10.0.0.1',
  createdAt: '2026-05-01T08:00:00.000Z',
  lastSeenAt: '2026-05-01T09:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
  installDomShims();
});
afterEach(() => {
  cleanup();
  vi.mocked(listSessions).mockReset();
  vi.mocked(endSession).mockReset();
});

function renderList() {
  renderWithQuery(<SessionsList />);
}

describe('SessionsList', () => {
  it('marks this device and offers sign-out only for the others', async () => {
    vi.mocked(listSessions).mockResolvedValue([
      session({ id: 7, current: true, device: 'Firefox 128 on Linux' }),
      session({ id: 8 }),
    ]);
    renderList();
    const current = (await screen.findByText('Firefox 128 on Linux')).closest('tr')!;
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(within(current).queryByTestId('session-end')).toBeNull();
    const other = screen.getByText('Chrome 140 on Windows').closest('tr')!;
    expect(within(other).getByTestId('session-end')).toBeTruthy();
  });

  it('asks first, then ends the session and reloads the list', async () => {
    vi.mocked(listSessions)
      .mockResolvedValueOnce([
        session({ id: 7, current: true }),
        session({ id: 8, device: 'Edge 140 on Windows' }),
      ])
      .mockResolvedValue([session({ id: 7, current: true })]);
    vi.mocked(endSession).mockResolvedValue(null);
    renderList();
    const other = (await screen.findByText('Edge 140 on Windows')).closest('tr')!;
    fireEvent.click(within(other).getByTestId('session-end'));
    const confirm = await screen.findByText('Sign out Edge 140 on Windows? It has to sign in again.');
    expect(endSession).not.toHaveBeenCalled();
    fireEvent.click(within(confirm.closest('.ant-modal')! as HTMLElement).getByTestId('confirm-ok'));
    await waitFor(() => expect(endSession).toHaveBeenCalledWith(8));
    await waitFor(() => expect(screen.queryByText('Edge 140 on Windows')).toBeNull());
  });
});
