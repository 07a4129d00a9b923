import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { dictAnswer, dictEntry as entry, listAllAnswer } from '@/test/dict-answer';
import { useLabels } from './use-labels';

// The API client is faked at its edge, answering as the server does (docs/api.md): a flat list
// whole, or the entries asked for by `values` with their ancestors. Hooks and batching are real.
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const get = vi.mocked(api.get);

const ENTRIES = [
  entry('area', '350000', 'Fujian'),
  entry('area', '350100', 'Fuzhou', '350000'),
  entry('job_category', 'C01', 'Software'),
  entry('job_category', 'C0101', 'Backend developer', 'C01'),
  entry('industry', 'I', 'Information technology'),
  entry('industry', 'I65', 'Software services', 'I'),
  entry('education', 'bachelor', "Bachelor's degree"),
];
get.mockImplementation(async (url: string, params?: unknown) => {
  if (url === '/web-auth/dict/listAll')
    return listAllAnswer(ENTRIES, (params as { dictTypes: string }).dictTypes);
  const type = /\/web-auth\/dict\/type\/(\w+)$/.exec(url)?.[1];
  if (!type) throw new Error(`not asked for by a page that names its codes: ${url}`);
  return dictAnswer(ENTRIES, type, (params as { values?: string } | undefined)?.values);
});

function Posting() {
  const labels = useLabels({ areas: ['350100'], categories: ['C0101'], industries: ['I65', 'X99'] });
  if (labels.pending) return <p>pending</p>;
  return (
    <p data-testid="posting">
      {[
        labels.area('350100'),
        labels.category('C0101'),
        labels.industry('I65'),
        labels.industry('X99'),
        labels.flat('education', 'bachelor'),
      ].join(' | ')}
    </p>
  );
}

afterEach(() => {
  cleanup();
  get.mockClear();
});

describe('useLabels with the codes a page shows', () => {
  it('names places, categories and industries per code, without reading any whole tree', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Posting />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('posting')).textContent).toBe(
      "Fuzhou | Backend developer | Software services | X99 | Bachelor's degree",
    );
    const asked = get.mock.calls.map(([url, params]) => [
      url,
      (params as { values?: string } | undefined)?.values,
    ]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['/web-auth/dict/type/area', '350100'],
        ['/web-auth/dict/type/job_category', 'C0101'],
        ['/web-auth/dict/type/industry', 'I65,X99'],
      ]),
    );
    expect(asked.filter(([url]) => String(url).includes('handleDictsTree'))).toEqual([]);
  });
});
