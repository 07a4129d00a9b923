import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { renderRoutes } from '@/test/render';
import TalentSearchScreen from './index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), page: vi.fn(), post: vi.fn() } };
});

const talent = {
  id: 7,
  title: 'Java 后端工程师',
  maskedName: '张*',
  gender: '1',
  age: 31,
  education: '4',
  workYears: 4,
  seekingStatus: '',
  intention: { categories: [], areas: [], salaryMin: null, salaryMax: null },
  skills: ['Java'],
  refreshedAt: '2026-11-20T08:00:00Z',
};

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  useSession.setState({ permissions: ['g05:talent:search', 'g05:talent:invite'] });
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/talent/org/search') return { rows: [talent], total: 1, page: 1, limit: 20 };
    if (url === '/talent/invitation/postings') return [{ id: 31, title: 'Data analyst' }];
    return [];
  });
  vi.mocked(api.page).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      {
        id: 1,
        jobId: 31,
        jobTitle: 'Data analyst',
        resumeId: 7,
        maskedName: '张*',
        message: null,
        status: 'declined',
        createdAt: '2026-11-20T08:00:00Z',
        respondedAt: '2026-11-21T08:00:00Z',
      },
    ],
    total: 1,
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('g050202 talent search', () => {
  it('lists masked resumes and invites one through the shared dialog', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 5 });
    renderRoutes([{ path: '/g05/g050202', element: <TalentSearchScreen /> }], '/g05/g050202');
    const link = await screen.findByRole('link', { name: '张* · Java 后端工程师' });
    expect(link.getAttribute('href')).toBe('/recruitment/talentInfo?id=7');
    expect(api.get).toHaveBeenCalledWith('/talent/org/search', { page: 1, limit: 20 }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Invite to apply' }));
    // An antd select among the screen's antd controls, not the public page's native one.
    const posting = await screen.findByLabelText('Posting');
    expect(posting.getAttribute('role')).toBe('combobox');
    expect(screen.getByText('Invite 张* to apply')).toBeTruthy();
    expect(document.querySelector('select')).toBeNull();
    fireEvent.mouseDown(posting);
    fireEvent.click(await screen.findByTitle('Data analyst'));
    // A text query: a role query over the whole screen and its dialog is slow in jsdom.
    fireEvent.click(screen.getByText('Send invitation').closest('button')!);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/talent/invitation',
        { resumeId: 7, jobId: 31 },
        { showError: false },
      ),
    );
  }, 60_000);

  it('hides the invite action from users without its permission', async () => {
    useSession.setState({ permissions: ['g05:talent:search'] });
    renderRoutes([{ path: '/g05/g050202', element: <TalentSearchScreen /> }], '/g05/g050202');
    await screen.findByRole('link', { name: '张* · Java 后端工程师' });
    expect(screen.queryByRole('button', { name: 'Invite to apply' })).toBeNull();
  });

  it('shows the sent invitations with their answers on the second tab', async () => {
    renderRoutes([{ path: '/g05/g050202', element: <TalentSearchScreen /> }], '/g05/g050202?tab=invitations');
    const row = (await screen.findByText('Data analyst')).closest('tr')!;
    expect(within(row).getByText('Declined')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '张*' }).getAttribute('href')).toBe(
      '/recruitment/talentInfo?id=7',
    );
    expect(api.page).toHaveBeenCalledWith(
      '/talent/invitation/list',
      { page: 1, limit: 20 },
      expect.anything(),
    );
  });
});
