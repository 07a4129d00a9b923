import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { renderRoutes } from '@/test/render';
import type { TalentContact, TalentDetail } from '../api/talent';
import { TalentInfoPage } from './talent-info-page';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const card = {
  id: 7,
  title: '数据分析师',
  maskedName: '李*',
  education: '5',
  workYears: 12,
  seekingStatus: '',
  intention: { categories: [], areas: [], salaryMin: null, salaryMax: null },
  skills: ['Python'],
  summary: '擅长统计建模',
  refreshedAt: '2026-11-20T08:00:00Z',
};

/** What the server sends a visitor, a person or an organisation not approved: the summary only. */
const summary = (state: 'signIn' | 'orgOnly'): TalentDetail => ({
  ...card,
  access: 'summary',
  contact: { state },
});

const detail = (contact: TalentContact): TalentDetail => ({
  access: 'full',
  summary: '擅长统计建模',
  id: 7,
  title: '数据分析师',
  maskedName: '李*',
  gender: '2',
  age: 36,
  education: '5',
  workYears: 12,
  seekingStatus: '',
  intention: { categories: [], areas: [], salaryMin: null, salaryMax: null },
  skills: ['Python'],
  refreshedAt: '2026-11-20T08:00:00Z',
  content: {
    basic: { seekingStatus: '', education: '5', workYears: 12, residence: '' },
    intention: { categories: [], areas: [], salaryMin: null, salaryMax: null, jobType: '', arrival: '' },
    education: [{ school: '福州大学', major: '统计学', degree: '5', start: '2008-09', end: '2011-06' }],
    work: [],
    projects: [],
    certificates: [],
    skills: [{ name: 'Python', level: 'expert' }],
    selfEvaluation: '擅长统计建模',
  },
  contact,
});

function renderPage(contact: TalentContact | TalentDetail) {
  const answer = 'access' in contact ? contact : detail(contact);
  vi.mocked(api.get).mockImplementation(async (url: string) =>
    url === '/recruitment/talent/7' ? answer : [],
  );
  renderRoutes(
    [{ path: '/recruitment/talentInfo', element: <TalentInfoPage /> }],
    '/recruitment/talentInfo?id=7',
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.setState({ token: undefined, roles: [], permissions: [] });
});

describe('talentInfo', () => {
  it('shows visitors the summary with a way to the full resume: sign in as an approved organisation', async () => {
    renderPage(summary('signIn'));
    const cta = await screen.findByTestId('talent-full-resume-cta');
    expect(screen.getByTestId('masked-name').textContent).toBe('李*');
    expect(screen.getByTestId('talent-summary').textContent).toContain('擅长统计建模');
    expect(
      within(cta)
        .getByRole('link', { name: 'Sign in as an approved organisation to see the full resume' })
        .getAttribute('href'),
    ).toBe('/login?redirect=%2Frecruitment%2FtalentInfo%3Fid%3D7');
    expect(screen.queryByTestId('contact-block')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite to apply' })).toBeNull();
  });

  it('gives an organisation without entitlement the rule, the invite and the collect buttons', async () => {
    useSession.setState({ token: 't', roles: ['org'], permissions: ['g05:talent:invite'] });
    renderPage({ state: 'notEntitled' });
    const block = await screen.findByTestId('contact-block');
    expect(block.textContent).toMatch(/after the person applies/);
    expect(within(block).queryByText('Mobile')).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite to apply' })).toBeTruthy();
    expect(screen.getByTestId('collect-resume-7')).toBeTruthy();
  });

  it('tells another person that the full resume is for approved organisations only, with no org actions', async () => {
    useSession.setState({ token: 't', roles: ['person'], permissions: [] });
    renderPage(summary('orgOnly'));
    const cta = await screen.findByTestId('talent-full-resume-cta');
    expect(cta.textContent).toMatch(/Only approved organisations can see the full resume/);
    expect(within(cta).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite to apply' })).toBeNull();
    expect(screen.queryByTestId('collect-resume-7')).toBeNull();
  });

  it('shows an entitled organisation the contact details', async () => {
    useSession.setState({ token: 't', roles: ['org'], permissions: ['g05:talent:invite'] });
    renderPage({ state: 'shown', name: '李小红', mobile: '13700000000', email: 'li@example.test' });
    const block = await screen.findByTestId('contact-block');
    expect(block.textContent).toContain('李小红');
    expect(block.textContent).toContain('13700000000');
    expect(block.textContent).toContain('li@example.test');
  });
});
