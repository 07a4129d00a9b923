import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { type Candidates, type Dossier, assignExperts, getCandidates, getDossier } from '../api/approvals';
import { ChooseScreen } from './choose-screen';

vi.mock('../api/approvals', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getDossier: vi.fn(),
  getCandidates: vi.fn(),
  assignExperts: vi.fn(),
}));

const name = (en: string) => ({ en, 'zh-CN': en });

const dossier = (step: string): Dossier => ({
  id: 41,
  applicantType: 'org',
  batch: { id: 7, name: '2026 key industry teams', category: '01', year: 2026, quota: 5 },
  info: {
    name: 'Fuzhou Data Co.',
    contact: 'Lin',
    mobile: '13700000001',
    email: '',
    region: '350102',
    address: '',
    education: null,
    birthDate: null,
    school: '',
    major: '',
    creditCode: '',
    industry: null,
    summary: '',
  },
  declared: true,
  materials: [],
  view: {
    status: 'in-review',
    process: { name: name('Organisation review') },
    step: { key: step, name: name(step === 'assign' ? 'Expert assignment' : 'Expert scoring') },
    returned: null,
    submittedAt: '2026-05-01T08:00:00.000Z',
    dueAt: null,
    decidedAt: null,
    timeline: [],
  },
  steps: [],
  actions: step === 'assign' ? ['assign-experts'] : [],
  experts: [],
  scores: { entries: [], mean: null },
});

const expert = (id: number, n: string, reasons?: string[]) => ({
  id,
  name: n,
  title: 'Professor',
  organisation: reasons ? 'Fuzhou Data Co.' : 'Fuzhou University',
  field: { id: 3, ...name('AI') },
  open: 1,
  limit: 10,
  ...(reasons ? { reasons: reasons.map((text) => ({ key: 'k', text })) } : {}),
});

const candidates: Candidates = {
  fields: [{ id: 3, ...name('AI') }],
  candidates: [expert(1, 'Chen'), expert(2, 'Lin')],
  excluded: [expert(3, 'Wu', ['works for the applicant’s organisation'])],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  installDomShims();
});
afterEach(() => {
  cleanup();
  vi.mocked(getDossier).mockReset();
  vi.mocked(getCandidates).mockReset();
  vi.mocked(assignExperts).mockReset();
});

const open = (url: string) =>
  renderRoutes(
    [
      { path: '/g06/g060104/choose/:id/:sign', element: <ChooseScreen kind="org" /> },
      { path: '/g06/g060105/index/:id', element: <p>batch list</p> },
    ],
    url,
  );

describe('ChooseScreen', () => {
  it('offers the candidates, shows the excluded ones with their reasons, and assigns the chosen', async () => {
    vi.mocked(getDossier).mockResolvedValue(dossier('assign'));
    vi.mocked(getCandidates).mockResolvedValue(candidates);
    vi.mocked(assignExperts).mockResolvedValue(dossier('scoring'));
    const router = open('/g06/g060104/choose/41/assign');

    const offered = await screen.findAllByTestId('candidate-expert');
    expect(offered.map((e) => within(e).getByText(/Chen|Lin/).textContent)).toEqual(['Chen', 'Lin']);
    const excluded = screen.getByTestId('excluded-expert');
    expect(within(excluded).getByText('Wu')).toBeTruthy();
    expect(within(excluded).getByText('works for the applicant’s organisation')).toBeTruthy();
    expect(within(excluded).queryByRole('checkbox')).toBeNull();

    const assign = screen.getByTestId('assign-experts');
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(offered[0]!).getByRole('checkbox'));
    fireEvent.click(within(offered[1]!).getByRole('checkbox'));
    expect((assign as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(assign);

    await waitFor(() => expect(assignExperts).toHaveBeenCalledWith(41, 'assign', [1, 2]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/g06/g060105/index/7'));
  });

  it('asks for the experts of the field chosen', async () => {
    vi.mocked(getDossier).mockResolvedValue(dossier('assign'));
    vi.mocked(getCandidates).mockResolvedValue(candidates);
    open('/g06/g060104/choose/41/assign');
    await screen.findAllByTestId('candidate-expert');
    expect(getCandidates).toHaveBeenLastCalledWith(41, undefined);
    fireEvent.mouseDown(within(screen.getByTestId('expert-field')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('AI'));
    await waitFor(() => expect(getCandidates).toHaveBeenLastCalledWith(41, 3));
  });

  it('says where the application is when another reviewer has moved it on', async () => {
    vi.mocked(getDossier).mockResolvedValue(dossier('scoring'));
    open('/g06/g060104/choose/41/assign');
    expect((await screen.findByTestId('step-moved')).textContent).toContain(
      'This application is not at this step any more: it is at “Expert scoring”.',
    );
    expect(screen.queryByTestId('assign-experts')).toBeNull();
    expect(getCandidates).not.toHaveBeenCalled();
  });
});
