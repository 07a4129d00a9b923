import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { JobSearchResult } from '../api/jobs';
import type { Labels } from '@/lib/jobs/use-labels';
import { FacetPanel } from './facet-panel';
import { Highlighted } from './highlighted';

afterEach(cleanup);
beforeAll(() => i18n.changeLanguage('en'));

// Labels as the dictionaries would give them; the panel only asks for them.
const labels = {
  flat: (_type: string, v: string) => ({ '1': 'Full-time', '2': 'Part-time' })[v] ?? v,
  area: (v: string) => ({ '350100': 'Fuzhou', '350200': 'Xiamen' })[v] ?? v,
  category: (v: string) => v,
  industry: (v: string) => v,
  children: () => [],
} as unknown as Labels;

const facets = (over: Partial<JobSearchResult['facets']> = {}): JobSearchResult['facets'] => ({
  area: [
    { value: '350100', count: 12 },
    { value: '350200', count: 3 },
  ],
  category: [],
  industry: [],
  salary: [{ value: 'negotiable', count: 0 }],
  education: [],
  experience: [],
  jobType: [
    { value: '1', count: 14 },
    { value: '2', count: 1 },
  ],
  postedWithin: [{ value: '7', count: 1500 }],
  ...over,
});

describe('FacetPanel', () => {
  it('offers each value with its count, leaves out empty values and applies a choice', () => {
    const onChange = vi.fn();
    render(
      <FacetPanel search={{}} facets={facets()} approximate={false} labels={labels} onChange={onChange} />,
    );
    const area = screen.getByRole('group', { name: 'Area' });
    expect(within(area).getByRole('button', { name: 'Fuzhou12' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Monthly salary' })).toBeNull();
    expect(screen.getByRole('button', { name: '7 days1,500' })).toBeTruthy();
    fireEvent.click(within(area).getByRole('button', { name: 'Xiamen3' }));
    expect(onChange).toHaveBeenCalledWith({ area: '350200' });
  });

  it('shows a chosen value as pressed, and pressing it removes the filter', () => {
    const onChange = vi.fn();
    render(
      <FacetPanel
        search={{ jobType: '2' }}
        facets={facets({ jobType: [{ value: '2', count: 1 }] })}
        approximate={false}
        labels={labels}
        onChange={onChange}
      />,
    );
    const chosen = within(screen.getByRole('group', { name: 'Job type' })).getByRole('button', {
      pressed: true,
    });
    expect(chosen.textContent).toContain('Part-time');
    fireEvent.click(chosen);
    expect(onChange).toHaveBeenCalledWith({ jobType: undefined });
  });

  it('marks counts as estimates for very broad searches', () => {
    render(<FacetPanel search={{}} facets={facets()} approximate labels={labels} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Fuzhou≈12' })).toBeTruthy();
  });

  it('shows an exact count without "≈" among estimates', () => {
    render(
      <FacetPanel
        search={{}}
        facets={facets({
          postedWithin: [
            { value: '1', count: 40, exact: true },
            { value: '30', count: 1500 },
          ],
        })}
        approximate
        labels={labels}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: '1 day40' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 days≈1,500' })).toBeTruthy();
  });
});

describe('Highlighted', () => {
  it('marks the matched parts and renders markup-looking text as text', () => {
    const { container } = render(
      <Highlighted parts={[{ text: '<b>' }, { text: '数据', hit: true }, { text: '分析' }]} fallback="x" />,
    );
    expect(container.querySelector('mark')?.textContent).toBe('数据');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>数据分析');
  });
});
