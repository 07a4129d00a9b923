import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPersonWorkbench } from '@rcwb/shared';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import WorkbenchScreen from './index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, page: vi.fn(), get: vi.fn(), put: vi.fn() } };
});

const bench = (over: Partial<TPersonWorkbench> = {}): TPersonWorkbench => ({
  profileComplete: false,
  defaultResume: { id: 4, title: 'My resume', completeness: 60 },
  resumeCount: 1,
  deliveries: { delivered: 2, interview: 1 },
  pendingInterviews: 1,
  pendingInvitations: 3,
  collections: 5,
  jobAlerts: 1,
  unreadMessages: 7,
  ...over,
});

function answer(data: TPersonWorkbench) {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/workbench/person') return data;
    if (url === '/recommend/jobs') return { hasResume: !!data.defaultResume, total: 0, rows: [] };
    return [];
  });
  vi.mocked(api.page).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      {
        id: 1,
        kind: 'delivery',
        title: 'Your resume was viewed',
        body: '',
        link: '/g01/g010702/deliver',
        readAt: null,
        createdAt: '2026-11-20T08:00:00Z',
      },
    ],
    total: 1,
  });
}

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('person workbench', () => {
  it('shows the counts with their links, completeness links and the latest messages', async () => {
    answer(bench());
    renderRoutes([{ path: '/', element: <WorkbenchScreen /> }], '/');
    const counts = await screen.findByTestId('workbench-counts');
    const invitations = within(counts).getByRole('link', { name: /Invitations to answer/ });
    expect(invitations.textContent).toBe('3Invitations to answer');
    expect(
      within(counts)
        .getByRole('link', { name: /Unread messages/ })
        .getAttribute('href'),
    ).toBe('/g01/g010705');
    expect(within(counts).getByRole('link', { name: /^2Delivered/ })).toBeTruthy();
    expect(within(counts).getByRole('link', { name: /^0Hired/ })).toBeTruthy();
    const complete = screen.getAllByRole('link', { name: 'Complete it' }).map((a) => a.getAttribute('href'));
    expect(complete).toEqual(['/personInfo', '/g01/g010401/edit/4/My%20resume']);
    expect(screen.getByTestId('workbench-profile').textContent).toBe(
      'Personal information: not complete yet Complete it',
    );
    expect(await screen.findByRole('link', { name: 'Your resume was viewed' })).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith('/message/list', { page: 1, limit: 5 }, expect.anything());
    expect(api.get).toHaveBeenCalledWith('/recommend/jobs', { page: 1, limit: 5 }, expect.anything());
  });

  it('asks for a resume when there is none', async () => {
    answer(bench({ profileComplete: true, defaultResume: null, resumeCount: 0 }));
    renderRoutes([{ path: '/', element: <WorkbenchScreen /> }], '/');
    expect(await screen.findByText('You have no resume yet.')).toBeTruthy();
    expect(screen.getByTestId('workbench-profile').textContent).toBe('Personal information: complete');
    const links = await screen.findAllByRole('link', { name: /Create a resume/ });
    expect(links.every((a) => a.getAttribute('href') === '/g01/g010401/add')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Complete it' })).toBeNull();
  });
});
