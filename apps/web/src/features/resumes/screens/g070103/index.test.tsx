import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { dictEntry, listAllAnswer } from '@/test/dict-answer';
import { renderRoutes } from '@/test/render';
import type { StaffResumeRow } from '../../api/resumes';
import ResumeRegistryScreen from './index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), page: vi.fn(), post: vi.fn() } };
});

const ROW: StaffResumeRow = {
  id: 4,
  title: '违规简历',
  ownerName: '张丽',
  username: 'zhangli',
  isDefault: true,
  visibility: 'public',
  completeness: 80,
  staffHidden: false,
  staffHiddenReason: null,
  staffHiddenAt: null,
  refreshedAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const REASONS = [dictEntry('resume_hide_reason', '1', '含有联系方式、广告或引流信息')];

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.setState({ permissions: [] });
});

describe('resume registry (g070103)', { timeout: 60_000 }, () => {
  it('hides a resume with a reason picked from the reason list', async () => {
    useSession.setState({ token: 't', loaded: true, permissions: ['g07:resume:list', 'g07:resume:hide'] });
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: 'ok', rows: [ROW], total: 1 });
    vi.mocked(api.get).mockImplementation(async (url: string, params?: unknown) =>
      url === '/web-auth/dict/listAll'
        ? listAllAnswer(REASONS, (params as { dictTypes: string }).dictTypes)
        : [],
    );
    vi.mocked(api.post).mockResolvedValue({ id: 4, staffHidden: true });
    renderRoutes([{ path: '/g07/g070103', element: <ResumeRegistryScreen /> }], '/g07/g070103');

    expect(await screen.findByText('违规简历', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('action-unhide')).toBeNull();
    fireEvent.click(screen.getByTestId('action-hide'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide the resume “违规简历”')).toBeTruthy();
    // Empty reasons are refused in the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('please give a reason (at most 200 characters)')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Common reasons'));
    fireEvent.click(await screen.findByTitle('含有联系方式、广告或引流信息'));
    expect(within(dialog).getByLabelText('Reason (the owner is told it)')).toHaveProperty(
      'value',
      '含有联系方式、广告或引流信息',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/resume/staff/4/hide', {
        reason: '含有联系方式、广告或引流信息',
      }),
    );
    expect(
      vi
        .mocked(api.get)
        .mock.calls.some(
          ([url, params]) =>
            url === '/web-auth/dict/listAll' &&
            (params as { dictTypes: string }).dictTypes.includes('resume_hide_reason'),
        ),
    ).toBe(true);
  });

  it('offers no hiding without the hide permission', async () => {
    useSession.setState({ token: 't', loaded: true, permissions: ['g07:resume:list'] });
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: 'ok', rows: [ROW], total: 1 });
    vi.mocked(api.get).mockResolvedValue([]);
    renderRoutes([{ path: '/g07/g070103', element: <ResumeRegistryScreen /> }], '/g07/g070103');
    expect(await screen.findByText('违规简历', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('action-hide')).toBeNull();
    expect(screen.getByTestId('action-view')).toBeTruthy();
  });
});
