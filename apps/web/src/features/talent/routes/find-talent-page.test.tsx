import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import type { TalentCard } from '../api/talent';
import { FindTalentPage } from './find-talent-page';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});

const card = (over: Partial<TalentCard> = {}): TalentCard => ({
  id: 7,
  title: 'Java 后端工程师',
  maskedName: '张*',
  gender: '1',
  age: 31,
  education: '4',
  workYears: 4,
  seekingStatus: '',
  intention: { categories: ['0201'], areas: ['350102'], salaryMin: 8000, salaryMax: 12000 },
  skills: ['Java', 'PostgreSQL'],
  summary: '',
  refreshedAt: '2026-11-20T08:00:00Z',
  ...over,
});

const DICTS: Record<string, unknown> = {
  '/web-auth/dict/type/education': [
    { dictType: 'education', dictValue: '4', dictLabel: "Bachelor's degree" },
    { dictType: 'education', dictValue: '5', dictLabel: "Master's degree" },
  ],
  '/web-auth/dict/type/experience': [
    { dictType: 'experience', dictValue: '0', dictLabel: 'Any' },
    { dictType: 'experience', dictValue: '4', dictLabel: '3–5 years' },
  ],
  '/web-auth/dict/handleDictsTree/area': [
    {
      value: '350000',
      label: 'Fujian',
      children: [{ value: '350100', label: 'Fuzhou', children: [{ value: '350102', label: 'Gulou' }] }],
    },
  ],
  '/web-auth/dict/handleDictsTree/job_category': [
    { value: '02', label: 'IT', children: [{ value: '0201', label: 'Software engineer' }] },
  ],
};

const searches = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === '/recruitment/talent/search')
    .map(([, params]) => params);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (url: string, params?: unknown) => {
    if (url === '/web-auth/dict/listAll')
      return (params as { dictTypes: string }).dictTypes
        .split(',')
        .flatMap((type) => (DICTS[`/web-auth/dict/type/${type}`] as unknown[] | undefined) ?? []);
    if (url === '/recruitment/talent/search')
      return {
        rows: [card(), card({ id: 8, maskedName: '李*', gender: '2', skills: [] })],
        total: 2,
        page: 1,
        limit: 20,
      };
    return DICTS[url] ?? [];
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage(url: string) {
  return renderRoutes([{ path: '/recruitment/findTalent', element: <FindTalentPage /> }], url);
}

describe('findTalent', () => {
  it('shows masked cards linking to talentInfo, with facts but no contact or birth date', async () => {
    renderPage('/recruitment/findTalent');
    const cards = await screen.findAllByTestId('talent-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('masked-name').textContent).toBe('张*');
    expect(cards[0]!.getAttribute('href')).toBe('/recruitment/talentInfo?id=7');
    await waitFor(() => expect(cards[0]!.textContent).toContain("Bachelor's degree"));
    expect(cards[0]!.textContent).toContain('Age 31');
    expect(cards[0]!.textContent).toContain('Male');
    expect(cards[0]!.textContent).toContain('Java');
    expect(cards[0]!.textContent).toContain('Fuzhou · Gulou');
    expect(screen.getByTestId('result-total').textContent).toBe('2 talents');
  });

  it('reads the search from the URL and writes every change back to it', async () => {
    const router = renderPage('/recruitment/findTalent?keyword=java&education=4&page=2&bogus=1&area=xyz');
    await screen.findAllByTestId('talent-card');
    expect(searches()[0]).toEqual({ keyword: 'java', education: '4', page: 2 });

    // A new filter starts again from the first page and keeps the keyword.
    const experience = () => screen.getByLabelText('Work experience');
    await waitFor(() => expect(within(experience()).getAllByRole('option')).toHaveLength(2));
    expect(experience().querySelector('option[value="0"]')).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('Education') as HTMLSelectElement).value).toBe('4'));
    fireEvent.change(experience(), { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=java&education=4&experience=4'));

    // The keyword box replaces the keyword; sorting is kept in the URL too.
    const box = screen.getByLabelText('Search talents');
    fireEvent.change(box, { target: { value: '数据' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('数据'),
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('newest'));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ keyword: '数据', education: '4', experience: '4', sort: 'newest' }),
    );
  });

  it('narrows an intended place from province to city in the same select', async () => {
    const router = renderPage('/recruitment/findTalent?area=350100');
    // The select is remade once the dictionaries load: read it afresh each time.
    const area = () => screen.getByLabelText('Intended place');
    await waitFor(() =>
      expect(
        within(area())
          .getAllByRole('option')
          .map((o) => o.textContent?.trim()),
      ).toEqual(['All', 'Fujian', 'Fuzhou', 'Gulou']),
    );
    expect((area() as HTMLSelectElement).value).toBe('350100');
    fireEvent.change(area(), { target: { value: '350102' } });
    await waitFor(() => expect(router.state.location.search).toBe('?area=350102'));
  });
});
