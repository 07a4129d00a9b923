import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { deliveriesUi } from '../deliveries.back-office.i18n';
import { renderRoutes } from '@/test/render';
import { useSession } from '@/stores/session-store';
import MyDeliveriesScreen from '../screens/g010702/deliver';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, page: vi.fn(), post: vi.fn(), get: vi.fn() } };
});

const delivery = {
  id: 5,
  status: 'interview',
  jobId: 11,
  jobTitle: 'Data analyst',
  orgName: 'Minjiang Tech',
  resumeTitle: 'My resume',
  latestEvent: { kind: 'interview', createdAt: '2026-11-21T08:00:00Z' },
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
};
const invitation = (over: Record<string, unknown> = {}) => ({
  id: 1,
  status: 'pending',
  jobId: 12,
  jobTitle: 'Data engineer',
  jobOpen: true,
  orgName: 'Minjiang Tech',
  message: 'We liked your profile',
  createdAt: '2026-11-21T08:00:00Z',
  respondedAt: null,
  ...over,
});

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', deliveriesUi.en, true, true);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useSession.setState({
    permissions: ['g01:delivery:list', 'g01:delivery:withdraw', 'g01:invitation:answer', 'g01:delivery:add'],
  });
  vi.mocked(api.page).mockImplementation(async (url: string) =>
    url === '/delivery/my/list'
      ? { code: 200, msg: '', rows: [delivery], total: 1 }
      : {
          code: 200,
          msg: '',
          rows: [invitation(), invitation({ id: 2, status: 'accepted', jobTitle: 'Tester' })],
          total: 2,
        },
  );
  vi.mocked(api.get).mockResolvedValue([
    { id: 3, title: 'Default resume', isDefault: true, completeness: 80 },
    { id: 4, title: 'Second resume', isDefault: false, completeness: 40 },
  ]);
  vi.mocked(api.post).mockResolvedValue({ id: 1 });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

const render = (url: string) =>
  renderRoutes([{ path: '/g01/g010702/deliver', element: <MyDeliveriesScreen /> }], url);

describe('my applications', () => {
  it('withdraws an open application only once confirmed', async () => {
    render('/g01/g010702/deliver');
    const row = (await screen.findByText('Data analyst')).closest('tr')!;
    expect(within(row).getByText('Interview')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('action-withdraw'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Withdraw your application for “Data analyst”/)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByTestId('confirm-ok'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/delivery/5/withdraw', { note: null }));
  });

  it('accepts an invitation with the default resume, and answers only pending ones', async () => {
    render('/g01/g010702/deliver?tab=invitations');
    const pending = (await screen.findByText('Data engineer')).closest('tr')!;
    const answered = (await screen.findByText('Tester')).closest('tr')!;
    expect(within(answered).queryByTestId('action-accept')).toBeNull();
    expect(within(pending).getByText('We liked your profile')).toBeTruthy();
    fireEvent.click(within(pending).getByTestId('action-accept'));
    // The dialog opens again with the default resume chosen once the resumes arrived.
    const chosen = await screen.findByTitle('Default resume (default)');
    const dialog = chosen.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Apply for “Data engineer”')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/invitation/1/accept', { resumeId: 3 }));
  });
});
