import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaceName } from '@/components/portal-kit';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { dictAnswer, dictEntry } from '@/test/dict-answer';
import { i18n } from '@/lib/i18n';
import { keepDictNames } from './use-dict-names';
import { usePlaceNames } from './use-place-names';

// The API client is faked at its edge, answering as the server does (docs/api.md): the entries
// asked for by `values` and their ancestors. The hooks, the batching and the cache are real.
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const get = vi.mocked(api.get);

const area = (dictValue: string, dictLabel: string, parentValue: string | null) =>
  dictEntry('area', dictValue, dictLabel, parentValue);
const AREAS = [
  area('350000', 'Fujian', null),
  area('350100', 'Fuzhou', '350000'),
  area('350102', 'Gulou', '350100'),
  area('350200', 'Xiamen', '350000'),
  area('350203', 'Siming', '350200'),
];
get.mockImplementation(async (url: string, params?: unknown) =>
  url === '/web-auth/dict/type/area' ? dictAnswer(AREAS, 'area', (params as { values: string }).values) : [],
);

const valuesAsked = () => get.mock.calls.map(([, params]) => (params as { values: string }).values);

function Names({ codes }: { codes: string[] }) {
  const { name, pending } = usePlaceNames(codes);
  return <p data-testid="names">{pending ? 'pending' : codes.map(name).join(' | ')}</p>;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  cleanup();
  get.mockClear();
});

describe('place names', () => {
  it('names the codes of every component on the page with one request, a district with its city', async () => {
    render(
      <QueryClientProvider client={client()}>
        <PlaceName code="350102" />
        {' / '}
        <PlaceName code="350200" />
        {' / '}
        <PlaceName code="999999" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Fuzhou · Gulou / Xiamen / 999999')).toBeTruthy();
    expect(valuesAsked()).toEqual(['350102,350200,999999']);
  });

  it('asks only for codes it has not named yet, and says when the ones shown are all in', async () => {
    const queries = client();
    const { rerender } = render(
      <QueryClientProvider client={queries}>
        <Names codes={['350102']} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Fuzhou · Gulou'));
    rerender(
      <QueryClientProvider client={queries}>
        <Names codes={['350102', '350203']} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('names').textContent).toBe('pending');
    await waitFor(() =>
      expect(screen.getByTestId('names').textContent).toBe('Fuzhou · Gulou | Xiamen · Siming'),
    );
    expect(valuesAsked()).toEqual(['350102', '350203']);
  });

  it('asks for none of the codes an answer brought names for, and for the others as before', async () => {
    const queries = client();
    // What a public job answer carries in `names.area`: 350102 with its city and province.
    keepDictNames(queries, i18n.language, {
      area: Object.fromEntries(
        AREAS.slice(0, 3).map((e) => [e.dictValue, { label: e.dictLabel, parent: e.parentValue }]),
      ),
    });
    render(
      <QueryClientProvider client={queries}>
        <Names codes={['350102', '350100']} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('names').textContent).toBe('Fuzhou · Gulou | Fuzhou');
    render(
      <QueryClientProvider client={queries}>
        <Names codes={['350203']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Xiamen · Siming')).toBeTruthy();
    expect(valuesAsked()).toEqual(['350203']);
  });
});
