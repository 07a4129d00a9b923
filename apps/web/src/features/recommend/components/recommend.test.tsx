import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRecommendedJob } from '@rcwb/shared';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import type { Labels } from '@/lib/jobs/use-labels';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import RecommendScreen from '../screens/g010702/recommend';
import { reasonLines } from './reason-text';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, page: vi.fn(), get: vi.fn() } };
});

const NAMES: Record<string, string> = {
  '0201': 'Software development',
  '02': 'IT',
  '350102': 'Fuzhou · Gulou',
  '350100': 'Fuzhou',
};
const labels = {
  category: (c: string) => NAMES[c] ?? c,
  area: (c: string) => NAMES[c] ?? c,
  flat: (type: string, v: string) => (type === 'education' && v === '4' ? "Bachelor's degree" : v),
} as unknown as Labels;

const job = (over: Partial<TRecommendedJob> = {}): TRecommendedJob => ({
  jobId: 11,
  title: 'Data analyst',
  orgName: 'Minjiang Tech',
  area: '350102',
  category: '0201',
  salaryMin: 8000,
  salaryMax: 15000,
  education: '4',
  jobType: '1',
  refreshedAt: '2026-11-20T08:00:00Z',
  score: 85,
  reasons: [
    { code: 'category', value: '0201' },
    { code: 'city', value: '350100' },
    { code: 'education', value: '4' },
    { code: 'skills', value: 'SQL、Python' },
  ],
  ...over,
});

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('reasonLines', () => {
  it('words the intention together, then every other reason, for either side', () => {
    const t = i18n.t.bind(i18n);
    expect(reasonLines(job().reasons, labels, t)).toEqual([
      'Matches your intention: Software development · Fuzhou',
      "Education requirement met: Bachelor's degree",
      'Skills: SQL、Python',
    ]);
    expect(reasonLines([{ code: 'categoryGroup', value: '02' }], labels, t, 'org')).toEqual([
      'Wants to work in: IT',
    ]);
    expect(
      reasonLines(
        [
          { code: 'salary', value: '8000-15000' },
          { code: 'fresh', value: '7' },
        ],
        labels,
        t,
      ),
    ).toEqual(['Salary fits: ¥8k–15k/month', 'Updated in the last 7 days']);
    expect(reasonLines([], labels, t)).toEqual([]);
  });
});

describe('recommend screen', () => {
  const answer = (data: unknown) =>
    vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/recommend/jobs' ? data : []));

  it('asks a person without a resume to create one', async () => {
    useSession.setState({ permissions: ['g01:recommend:jobs'] });
    answer({ hasResume: false, total: 0, rows: [] });
    renderRoutes([{ path: '/', element: <RecommendScreen /> }], '/');
    const link = await screen.findByRole('link', { name: 'Create a resume' });
    expect(link.getAttribute('href')).toBe('/g01/g010401/add');
  });

  it('shows each posting with its link and why it matched', async () => {
    useSession.setState({ permissions: ['g01:recommend:jobs'] });
    answer({ hasResume: true, total: 1, rows: [job()] });
    renderRoutes([{ path: '/', element: <RecommendScreen /> }], '/');
    const link = await screen.findByRole('link', { name: 'Data analyst' });
    expect(link.getAttribute('href')).toBe('/recruitment/jobInfo?id=11');
    const reasons = screen.getByRole('list', { name: 'Why it matches' });
    expect(reasons.textContent).toContain('Matches your intention: 0201 · 350100');
    expect(reasons.textContent).toContain('Skills: SQL、Python');
    expect(screen.getByText('Match 85')).toBeTruthy();
  });

  it('gives an organisation the talents of its first posting, by masked name', async () => {
    useSession.setState({ permissions: ['g01:recommend:talents'] });
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url === '/recommend/postings' ? [{ id: 5, title: 'Data analyst' }] : [],
    );
    vi.mocked(api.page).mockResolvedValue({
      code: 200,
      msg: '',
      total: 1,
      rows: [
        {
          resumeId: 21,
          maskedName: '林*',
          title: 'Analyst resume',
          education: '4',
          workYears: 3,
          intentionCategories: ['0201'],
          intentionAreas: ['350102'],
          refreshedAt: '2026-11-20T08:00:00Z',
          score: 60,
          reasons: [{ code: 'area', value: '350102' }],
        },
      ],
    });
    renderRoutes([{ path: '/', element: <RecommendScreen /> }], '/');
    const link = await screen.findByRole('link', { name: '林* · Analyst resume' });
    expect(link.getAttribute('href')).toBe('/recruitment/talentInfo?id=21');
    expect(api.page).toHaveBeenCalledWith(
      '/recommend/talents',
      { jobId: 5, page: 1, limit: 10 },
      expect.anything(),
    );
    expect(screen.getByText('Wants to work in: 350102')).toBeTruthy();
  });
});
