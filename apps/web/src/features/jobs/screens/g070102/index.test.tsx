import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_PERMS } from '@rcwb/shared';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { dictEntry, listAllAnswer } from '@/test/dict-answer';
import { renderRoutes } from '@/test/render';
import type { JobRow } from '../../api/jobs';
import JobReviewScreen from './index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), page: vi.fn(), post: vi.fn() } };
});

const ROW: JobRow = {
  id: 7,
  orgId: 3,
  orgName: '福州数智科技有限公司',
  title: '前端开发工程师',
  category: '0101',
  area: '350102',
  salaryMin: 8000,
  salaryMax: 12000,
  jobType: '1',
  headcount: 2,
  status: 'published',
  reviewReason: null,
  hasRevision: false,
  takenDown: false,
  viewCount: 12,
  submittedAt: '2026-11-01T00:00:00Z',
  revisionSubmittedAt: null,
  refreshedAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  actions: [],
};
const REASON = '信息与实际招聘岗位不符';
const REASONS = [dictEntry('job_review_reason', '1', REASON)];

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.setState({ permissions: [] });
});

describe('posting review (g070102)', { timeout: 60_000 }, () => {
  it('takes a published posting down with a reason picked from the reason list', async () => {
    useSession.setState({
      token: 't',
      loaded: true,
      permissions: [JOB_PERMS.reviewList, JOB_PERMS.takedown],
    });
    vi.mocked(api.page).mockResolvedValue({ code: 200, msg: 'ok', rows: [ROW], total: 1 });
    vi.mocked(api.get).mockImplementation(async (url: string, params?: unknown) =>
      url === '/web-auth/dict/listAll'
        ? listAllAnswer(REASONS, (params as { dictTypes: string }).dictTypes)
        : [],
    );
    vi.mocked(api.post).mockResolvedValue({ id: 7, status: 'published' });
    renderRoutes([{ path: '/g07/g070102', element: <JobReviewScreen /> }], '/g07/g070102');

    expect(await screen.findByText(ROW.title, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-takedown'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Take down '${ROW.title}'`)).toBeTruthy();
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('please give a reason (at most 200 characters)')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Common reasons'));
    fireEvent.click(await screen.findByTitle(REASON));
    expect(within(dialog).getByLabelText('Reason (the organisation sees it)')).toHaveProperty(
      'value',
      REASON,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/job/review/7/takedown', { reason: REASON }));
    expect(await screen.findByText('Taken down; the organisation has been told')).toBeTruthy();
  });
});
