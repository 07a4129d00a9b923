import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { deliveriesUi } from '../deliveries.back-office.i18n';
import { renderRoutes } from '@/test/render';
import { useSession } from '@/stores/session-store';
import PipelineScreen from '../screens/g050104/index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return {
    ...original,
    api: { ...original.api, page: vi.fn(), post: vi.fn(), get: vi.fn() },
  };
});

const row = (over: Record<string, unknown> = {}) => ({
  id: 5,
  status: 'viewed',
  jobId: 11,
  jobTitle: 'Data analyst',
  orgName: 'Minjiang Tech',
  resumeTitle: 'My resume',
  personName: 'L*',
  latestEvent: { kind: 'viewed', createdAt: '2026-11-21T08:00:00Z' },
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
  ...over,
});

const COUNTS = { delivered: 3, viewed: 1, interview: 2, hired: 0, rejected: 0, withdrawn: 0, closed: 0 };

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', deliveriesUi.en, true, true);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useSession.setState({ permissions: ['g05:delivery:list', 'g05:delivery:process', 'g05:delivery:note'] });
  vi.mocked(api.page).mockImplementation(async (url: string) =>
    url === '/delivery/org/list'
      ? { code: 200, msg: '', rows: [row(), row({ id: 6, status: 'hired', jobTitle: 'Tester' })], total: 2 }
      : { code: 200, msg: '', rows: [{ id: 11, title: 'Data analyst' }], total: 1 },
  );
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/delivery/org/counts') return COUNTS;
    if (url === '/delivery/6/notes')
      return [{ id: 1, body: 'Strong SQL', authorName: 'Minjiang Tech', createdAt: '2026-11-21T08:00:00Z' }];
    return [];
  });
  vi.mocked(api.post).mockResolvedValue({ id: 5 });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

const render = (url = '/g05/g050104') =>
  renderRoutes([{ path: '/g05/g050104', element: <PipelineScreen /> }], url);

/** The row of a delivery in the table. */
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('received deliveries pipeline', () => {
  it('shows the match as a percentage with its reasons, the greeting cut short, and sorts by match', async () => {
    const greeting = 'Hello! I have five years of SQL and reporting work behind me and would love to join.';
    vi.mocked(api.page).mockImplementation(async (url: string) =>
      url === '/delivery/org/list'
        ? {
            code: 200,
            msg: '',
            rows: [
              row({ match: { percent: 84, reasons: [{ code: 'skills', value: 'SQL' }] }, greeting }),
              row({ id: 6, jobTitle: 'Tester', match: null, greeting: null }),
            ],
            total: 2,
          }
        : { code: 200, msg: '', rows: [], total: 0 },
    );
    render('/g05/g050104?sort=match');
    const scored = await rowOf('Data analyst');
    const tag = within(scored).getByTestId('match-tag');
    expect(tag.textContent).toBe('84%');
    // The reasons, worded by the recommendations' wording (its catalogue is the messages feature's).
    expect(tag.getAttribute('aria-label')).toMatch(/^Match 84% · .*SQL/);
    const cut = within(scored).getByTitle(greeting);
    expect(cut.textContent).toBe(`${[...greeting].slice(0, 40).join('')}…`);
    expect(within(await rowOf('Tester')).getByText('not scored')).toBeTruthy();
    // The order is the server's, across pages: the list asks for it.
    expect(api.page).toHaveBeenCalledWith(
      '/delivery/org/list',
      expect.objectContaining({ sort: 'match' }),
      expect.anything(),
    );
  });

  it('shows the counts per status and offers only the steps a row’s state allows', async () => {
    render();
    const counts = await screen.findByRole('radiogroup', { name: 'Applications per status' });
    await waitFor(() => expect(within(counts).getByText('All').parentElement!.textContent).toContain('6'));
    expect(within(counts).getByText('Interview').parentElement!.textContent).toContain('2');
    const open = await rowOf('Data analyst');
    expect(within(open).getByTestId('action-interview')).toBeTruthy();
    const decided = await rowOf('Tester');
    expect(within(decided).queryByTestId('action-interview')).toBeNull();
    expect(within(decided).queryByTestId('action-hire')).toBeNull();
    expect(within(decided).getByTestId('action-notes')).toBeTruthy();
  });

  it('turns an application down only with a reason', async () => {
    render();
    const open = await rowOf('Data analyst');
    fireEvent.click(within(open).getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Turn down the application for “Data analyst”')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    expect(await within(dialog).findByText('please give a reason (at most 200 characters)')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the applicant)'), {
      target: { value: 'The position has been filled' },
    });
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delivery/5/reject', { reason: 'The position has been filled' }),
    );
  });

  it('lists the private notes and adds one, also on a decided application', async () => {
    render();
    const decided = await rowOf('Tester');
    fireEvent.click(within(decided).getByTestId('action-notes'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Strong SQL')).toBeTruthy();
    expect(within(dialog).getByText('Only your organisation sees these notes.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New note'), { target: { value: 'Call on Monday' } });
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delivery/6/notes', { body: 'Call on Monday' }),
    );
  });

  it('starts the interview invitation from the last one (place, contact, note)', async () => {
    const last = {
      place: 'Room 3, 158 Wusi Road',
      contactName: 'Ms Wang',
      contactPhone: '0591-1234',
      note: 'Bring ID',
    };
    const get = vi.mocked(api.get).getMockImplementation()!;
    vi.mocked(api.get).mockImplementation(async (url: string, ...rest) =>
      url === '/delivery/5/interview/defaults' ? last : get(url, ...rest),
    );
    render();
    const open = await rowOf('Data analyst');
    fireEvent.click(within(open).getByTestId('action-interview'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Place or meeting link') as HTMLInputElement).value).toBe(
      last.place,
    );
    expect((within(dialog).getByLabelText('Contact', { exact: true }) as HTMLInputElement).value).toBe(
      last.contactName,
    );
    expect((within(dialog).getByLabelText('Contact telephone') as HTMLInputElement).value).toBe(
      last.contactPhone,
    );
    expect((within(dialog).getByLabelText('Note for the applicant') as HTMLTextAreaElement).value).toBe(
      last.note,
    );
  });

  it('hires with an optional note', async () => {
    render();
    const open = await rowOf('Data analyst');
    fireEvent.click(within(open).getByTestId('action-hire'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/delivery/5/hire', { note: null }));
  });

  it('updates the counts per status after a step, without a reload', async () => {
    render();
    const counts = await screen.findByRole('radiogroup', { name: 'Applications per status' });
    await waitFor(() => expect(within(counts).getByText('Hired').parentElement!.textContent).toContain('0'));
    // From now on the server counts the hired application.
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url === '/delivery/org/counts' ? { ...COUNTS, viewed: 0, hired: 1 } : [],
    );
    fireEvent.click(within(await rowOf('Data analyst')).getByTestId('action-hire'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('step-ok'));
    await waitFor(() => expect(within(counts).getByText('Hired').parentElement!.textContent).toContain('1'));
    expect(within(counts).getByText('Viewed').parentElement!.textContent).toContain('0');
  });
});
