import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDeliveryDetail, TInterviewPage } from '@rcwb/shared';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { deliveriesUi } from '../deliveries.back-office.i18n';
import { renderRoutes } from '@/test/render';
import { useSession } from '@/stores/session-store';
import { DeliveryDetailPage } from './delivery-detail-page';
import { InterviewPage } from './interview-page';
import { exportElementToPdf } from '@/components/pdf-export';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, post: vi.fn(), get: vi.fn() } };
});
// The PDF export itself (html2canvas, jsPDF) is tested with components/pdf-export.
vi.mock('@/components/pdf-export', () => ({ exportElementToPdf: vi.fn(async () => true) }));
// The live socket is tested with the messages feature.
vi.mock('@/features/messages/hooks/use-message-socket', () => ({ useMessageSocket: () => undefined }));

const EVENTS: TDeliveryDetail['events'] = [
  {
    id: 1,
    kind: 'delivered',
    status: 'delivered',
    actorSide: 'person',
    note: null,
    createdAt: '2026-11-20T08:00:00Z',
  },
  {
    id: 2,
    kind: 'viewed',
    status: 'viewed',
    actorSide: 'org',
    note: null,
    createdAt: '2026-11-21T08:00:00Z',
  },
];
const personView: TDeliveryDetail = {
  id: 5,
  side: 'person',
  status: 'viewed',
  rejectReason: null,
  greeting: null,
  createdAt: '2026-11-20T08:00:00Z',
  job: {
    id: 11,
    title: 'Data analyst',
    orgName: 'Minjiang Tech',
    area: '350102',
    salaryMin: null,
    salaryMax: null,
  },
  resume: { id: 3, title: 'My resume' },
  events: EVENTS,
  interviews: [],
  actions: ['withdraw'],
};
const orgView: TDeliveryDetail = {
  ...personView,
  side: 'org',
  actions: ['invite', 'hire', 'reject'],
  person: {
    name: 'Lin An',
    gender: '2',
    birthDate: '1995-03-08',
    mobile: '13700000000',
    email: 'lin@example.com',
  },
  resume: {
    id: 3,
    title: 'My resume',
    content: {
      basic: { seekingStatus: '', education: '', workYears: 3, residence: '' },
      intention: { categories: [], areas: [], salaryMin: null, salaryMax: null, jobType: '', arrival: '' },
      education: [],
      work: [{ company: 'Fuzhou Data', position: 'Analyst', description: '', start: '2022-01', end: null }],
      projects: [],
      certificates: [],
      skills: [{ name: 'SQL', level: 'expert' }],
      selfEvaluation: 'Careful and curious.',
    },
    completeness: 60,
    attachment: { id: 'f1', name: 'lin-an.pdf', mime: 'application/pdf', size: 1200, url: '/talent/file/f1' },
  },
  notes: [{ id: 1, body: 'Strong SQL', authorName: 'Minjiang Tech', createdAt: '2026-11-21T09:00:00Z' }],
};

beforeAll(async () => {
  installDomShims();
  i18n.addResourceBundle('en', 'translation', deliveriesUi.en, true, true);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.post).mockResolvedValue({ id: 5 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The open dialog with this title (a closed one may linger while its animation would run). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

const openDetail = () =>
  renderRoutes([{ path: '/g010702/info_td', element: <DeliveryDetailPage /> }], '/g010702/info_td?id=5');

describe('delivery detail page', () => {
  it('shows the person their timeline and the withdraw step, nothing of the organisation’s', async () => {
    useSession.setState({ permissions: ['g01:delivery:list', 'g01:delivery:withdraw'] });
    vi.mocked(api.get).mockResolvedValue(personView);
    openDetail();
    expect(await screen.findByText('Viewed by the organisation')).toBeTruthy();
    expect(screen.getAllByTestId('timeline-event')).toHaveLength(2);
    expect(screen.queryByTestId('timeline-note')).toBeNull();
    expect(screen.queryByText('Mobile')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite to interview' })).toBeNull();
    expect(api.get).toHaveBeenCalledWith('/delivery/5');
    expect(screen.getByRole('link', { name: 'Complain about this application' }).getAttribute('href')).toBe(
      '/g01/g010801/add?kind=complaint&targetKind=delivery&targetId=5',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Withdraw your application for “Data analyst”/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the organisation the person, the resume as delivered, its notes and its steps', async () => {
    useSession.setState({ permissions: ['g05:delivery:list', 'g05:delivery:process', 'g05:delivery:note'] });
    vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/delivery/5' ? orgView : []));
    openDetail();
    expect(await screen.findByText('13700000000')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText('Careful and curious.')).toBeTruthy();
    // The resume as delivered, with its attachment to download.
    expect(screen.getByRole('button', { name: /Download lin-an\.pdf/ })).toBeTruthy();
    expect(within(screen.getByTestId('timeline-note')).getByText('Strong SQL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not suitable' }));
    const dialog = await dialogTitled('Turn down the application for “Data analyst”');
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the applicant)'), {
      target: { value: 'The position has been filled' },
    });
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/delivery/5/reject', { reason: 'The position has been filled' }),
    );
  });
});

const interview = (over: Partial<TInterviewPage> = {}): TInterviewPage => ({
  id: 8,
  deliveryId: 5,
  startsAt: '2026-12-01T01:30:00Z',
  place: 'https://meet.example.com/abc',
  contactName: 'Mr Zhang',
  contactPhone: '0591-88888888',
  note: 'Bring your portfolio',
  status: 'pending',
  responseNote: null,
  proposedTimes: null,
  respondedAt: null,
  createdAt: '2026-11-21T08:00:00Z',
  side: 'person',
  deliveryStatus: 'interview',
  job: { id: 11, title: 'Data analyst', orgName: 'Minjiang Tech' },
  ...over,
});

const openInterview = () =>
  renderRoutes([{ path: '/g010703/index', element: <InterviewPage /> }], '/g010703/index?id=8');

describe('greeting, proposal and the resume PDF on the delivery page', () => {
  const proposed = '2026-12-03T02:00:00.000Z';
  const withProposal: TDeliveryDetail = {
    ...orgView,
    status: 'interview',
    greeting: 'Hello, I would love to join your team.',
    match: { percent: 72, reasons: [{ code: 'skills', value: 'SQL' }] },
    interviews: [
      {
        id: 8,
        deliveryId: 5,
        startsAt: '2026-12-01T01:30:00Z',
        place: 'Room 3',
        contactName: null,
        contactPhone: null,
        note: null,
        status: 'proposed',
        responseNote: 'I have an exam that day',
        proposedTimes: [proposed],
        respondedAt: '2026-11-22T08:00:00Z',
        createdAt: '2026-11-21T08:00:00Z',
      },
    ],
  };

  it('shows the greeting and the match; the organisation takes a proposed time', async () => {
    useSession.setState({ permissions: ['g05:delivery:list', 'g05:delivery:process', 'g05:delivery:note'] });
    vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/delivery/5' ? withProposal : []));
    openDetail();
    expect((await screen.findByTestId('delivery-greeting')).textContent).toBe(
      'Hello, I would love to join your team.',
    );
    expect(screen.getByTestId('match-tag').textContent).toBe('72%');
    const proposal = screen.getByTestId('proposal');
    expect(screen.getByText('I have an exam that day')).toBeTruthy();
    expect(within(proposal).getByRole('button', { name: 'Keep the original time' })).toBeTruthy();
    fireEvent.click(within(proposal).getByRole('button', { name: /^Take / }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/interview/8/proposal/accept', { time: proposed }),
    );
  });

  it('shows the person their proposal without the organisation’s buttons', async () => {
    useSession.setState({ permissions: ['g01:delivery:list', 'g01:delivery:withdraw'] });
    vi.mocked(api.get).mockResolvedValue({
      ...withProposal,
      side: 'person',
      match: undefined,
      notes: undefined,
    });
    openDetail();
    const proposal = await screen.findByTestId('proposal');
    expect(within(proposal).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('match-tag')).toBeNull();
    expect(screen.queryByRole('button', { name: /Resume PDF/ })).toBeNull();
  });

  it('saves the resume as delivered with the printable view’s document', async () => {
    useSession.setState({ permissions: ['g05:delivery:list', 'g05:delivery:process', 'g05:delivery:note'] });
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url === '/delivery/5'
        ? orgView
        : url === '/delivery/5/resume'
          ? {
              deliveryId: 5,
              title: 'My resume',
              content: orgView.resume.content,
              jobTitle: 'Data analyst',
              photo: null,
              attachment: null,
            }
          : [],
    );
    openDetail();
    fireEvent.click(await screen.findByRole('button', { name: /Resume PDF/ }));
    await waitFor(() => expect(exportElementToPdf).toHaveBeenCalledTimes(1));
    const [sheet, name] = vi.mocked(exportElementToPdf).mock.calls[0]!;
    expect(name).toBe('My resume-Data analyst');
    // The resumes feature's document, with the snapshot's content.
    expect(sheet.textContent).toContain('Careful and curious.');
    expect(api.get).toHaveBeenCalledWith('/delivery/5/resume');
  });
});

describe('interview page', () => {
  it('lets the person propose other times with a note', async () => {
    useSession.setState({ permissions: ['g01:delivery:list', 'g01:interview:answer'] });
    vi.mocked(api.get).mockResolvedValue(interview());
    openInterview();
    fireEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const dialog = await dialogTitled('Propose another time for “Data analyst”');
    // The first time is required.
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    expect(await within(dialog).findByText('please propose at least one other time')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('lets the person accept a pending interview with a note', async () => {
    useSession.setState({ permissions: ['g01:delivery:list', 'g01:interview:answer'] });
    vi.mocked(api.get).mockResolvedValue(interview());
    openInterview();
    expect(await screen.findByRole('link', { name: 'https://meet.example.com/abc' })).toBeTruthy();
    expect(screen.getByText('Bring your portfolio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await dialogTitled('Accept the interview for “Data analyst”');
    fireEvent.change(within(dialog).getByLabelText('Note for the organisation (optional)'), {
      target: { value: 'See you then' },
    });
    fireEvent.click(within(dialog).getByTestId('step-ok'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/interview/8/accept', { note: 'See you then' }),
    );
  });

  it('shows the outcome of an answered interview without the answer buttons', async () => {
    useSession.setState({ permissions: ['g01:delivery:list', 'g01:interview:answer'] });
    vi.mocked(api.get).mockResolvedValue(
      interview({ status: 'declined', responseNote: 'Clash', respondedAt: '2026-11-22T08:00:00Z' }),
    );
    openInterview();
    expect(await screen.findByText('Clash')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
