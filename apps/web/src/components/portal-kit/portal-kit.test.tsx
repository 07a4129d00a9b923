import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { NARROW_QUERY } from '@/lib/use-narrow-screen';
import { mediaMatching } from '@/test/media';
import { FilterBar } from './filter-bar';
import { QueryState } from './query-state';
import { withDisplayImages } from './rich-text-view';
import { type UrlList, useUrlList } from './use-url-list';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('withDisplayImages', () => {
  it('shows stored pictures under the API prefix and leaves other sources alone', () => {
    const key = 'a'.repeat(32);
    expect(withDisplayImages(`<p><img src="/files/${key}" alt="x"></p>`)).toBe(
      `<p><img src="/api/files/${key}" alt="x"></p>`,
    );
    expect(withDisplayImages('<img src="https://example.com/a.png">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    // Only picture sources: a link to /files/… is not touched.
    expect(withDisplayImages(`<a href="/files/${key}">f</a>`)).toBe(`<a href="/files/${key}">f</a>`);
  });
});

describe('useUrlList', () => {
  let list: UrlList;
  let location = '';
  function Probe() {
    list = useUrlList(['keyword', 'level']);
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  const mount = (entry: string) =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <Probe />
      </MemoryRouter>,
    );

  it('reads filters, page and limit from the URL, ignoring bad values', () => {
    mount('/talentPolicy?keyword=%E4%BD%8F%E6%88%BF&level=city&page=3&limit=30&other=1');
    expect(list.filters).toEqual({ keyword: '住房', level: 'city' });
    expect(list.params).toEqual({ keyword: '住房', level: 'city', page: 3, limit: 30 });
    cleanup();
    mount('/talentPolicy?page=-2&limit=999');
    expect([list.page, list.limit]).toEqual([1, 20]);
  });

  it('applies new filters from page 1 and pages with the filters kept', () => {
    mount('/talentPolicy?keyword=a&page=4');
    act(() => list.apply({ keyword: ' b ', level: '' }));
    expect(location).toBe('/talentPolicy?keyword=b');
    act(() => list.setPage(2, 50));
    expect(location).toBe('/talentPolicy?keyword=b&page=2&limit=50');
    // Clearing the filters keeps the chosen page size.
    act(() => list.apply({}));
    expect(location).toBe('/talentPolicy?limit=50');
  });
});

describe('FilterBar', () => {
  it('applies on submit, at once when a select changes, and clears on reset', () => {
    const onApply = vi.fn();
    render(
      <FilterBar
        fields={[
          { key: 'keyword', type: 'text', labelKey: 'policy.filter.keyword' },
          {
            key: 'level',
            type: 'select',
            labelKey: 'policy.filter.level',
            options: [{ value: 'city', label: 'City' }],
          },
        ]}
        values={{ keyword: 'x', level: '' }}
        onApply={onApply}
      />,
    );
    const keyword = screen.getByLabelText('Keyword');
    expect((keyword as HTMLInputElement).value).toBe('x');
    fireEvent.change(keyword, { target: { value: '住房' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ keyword: '住房', level: '' });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'city' } });
    expect(onApply).toHaveBeenLastCalledWith({ keyword: '住房', level: 'city' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenLastCalledWith({});
  });
});

describe('FilterBar on a phone', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('collapses behind "Filters (n)"; the sheet applies on Apply and clears on Clear', () => {
    window.matchMedia = mediaMatching(NARROW_QUERY);
    const onApply = vi.fn();
    render(
      <FilterBar
        fields={[
          { key: 'keyword', type: 'text', labelKey: 'policy.filter.keyword' },
          {
            key: 'level',
            type: 'select',
            labelKey: 'policy.filter.level',
            options: [{ value: 'city', label: 'City' }],
          },
        ]}
        values={{ keyword: 'x', level: '' }}
        onApply={onApply}
      />,
    );
    // The results come first: no filter form until the button opens the sheet.
    expect(screen.queryByTestId('filter-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'city' } });
    // A choice alone does not apply (applying re-keys the bar and would close the sheet).
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filters-apply'));
    expect(onApply).toHaveBeenLastCalledWith({ keyword: 'x', level: 'city' });
    fireEvent.click(screen.getByTestId('filters-clear'));
    expect(onApply).toHaveBeenLastCalledWith({});
  });
});

describe('QueryState', () => {
  const failed = (error: Error) =>
    ({ isPending: false, isError: true, error, refetch: vi.fn() }) as unknown as UseQueryResult<string>;

  it('says an item the server does not know is not found, with no retry', () => {
    render(
      <QueryState query={failed(new ApiError('business', 'missing', { code: 404 }))}>{(d) => d}</QueryState>,
    );
    expect(screen.getByTestId('not-found').textContent).toBe(
      'This item does not exist or is no longer published.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry when loading failed', () => {
    const query = failed(new ApiError('network', 'offline'));
    render(<QueryState query={query}>{(d) => d}</QueryState>);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('puts what follows the content after it, never before it arrives', () => {
    const pending = { isPending: true, isError: false } as unknown as UseQueryResult<string>;
    const loaded = {
      isPending: false,
      isError: false,
      data: 'the list',
    } as unknown as UseQueryResult<string>;
    const view = (query: UseQueryResult<string>) => (
      <QueryState query={query} after={<p>notices</p>}>
        {(d) => <p>{d}</p>}
      </QueryState>
    );
    const { container, rerender } = render(view(pending));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('notices')).toBeNull();
    rerender(view(loaded));
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['the list', 'notices']);
    // A failure is settled too: the retry, then what follows.
    rerender(
      view({
        ...loaded,
        isError: true,
        error: new ApiError('network', 'offline'),
        refetch: vi.fn(),
      } as never),
    );
    expect(container.textContent).toMatch(/Retry.*notices$/);
  });
});
