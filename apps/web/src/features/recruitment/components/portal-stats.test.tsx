import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { getPortalStats } from '../api/get-portal-stats';
import { PortalStats } from './portal-stats';
import { renderWithQuery } from '@/test/render';

vi.mock('../api/get-portal-stats', () => {
  const getPortalStats = vi.fn();
  return {
    getPortalStats,
    portalStatsQuery: { queryKey: ['portal', 'stats'], queryFn: () => getPortalStats() },
  };
});

const renderStats = () => renderWithQuery(<PortalStats />);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('PortalStats', () => {
  it('shows a skeleton, then each count with its label (unknown keys by key)', async () => {
    vi.mocked(getPortalStats).mockResolvedValue({
      counts: { persons: 12345, organisations: 7, fairs: 3, later: 2 },
    });
    renderStats();
    expect(screen.getByTestId('stats-loading')).toBeTruthy();

    expect((await screen.findByTestId('stat-persons')).textContent).toBe('12,345Registered talents');
    expect(screen.getByTestId('stat-organisations').textContent).toBe('7Registered organisations');
    expect(screen.getByTestId('stat-fairs').textContent).toBe('3Job fairs');
    expect(screen.getByTestId('stat-later').textContent).toBe('2later');
  });

  it('shows an error with a working retry', async () => {
    vi.mocked(getPortalStats)
      .mockRejectedValueOnce(new ApiError('network', 'backend interface connection abnormal'))
      .mockResolvedValueOnce({ counts: { persons: 1 } });
    renderStats();

    expect((await screen.findByTestId('stats-error')).textContent).toContain(
      'The figures could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('stat-persons')).textContent).toBe('1Registered talents');
  });
});
