import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { dictEntry as entry, listAllAnswer } from '@/test/dict-answer';
import { useDict, useDicts } from './use-dict';

// The API client is faked at its edge, answering `listAll` as the server does; hooks and batching
// are real.
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn() } };
});
const get = vi.mocked(api.get);

const ENTRIES = [
  entry('education', '4', "Bachelor's degree"),
  entry('experience', '3', '3–5 years'),
  entry('job_type', 'full', 'Full time'),
];
get.mockImplementation(async (url: string, params?: unknown) => {
  if (url !== '/web-auth/dict/listAll') throw new Error(`asked one by one: ${url}`);
  return listAllAnswer(ENTRIES, (params as { dictTypes: string }).dictTypes);
});

function Card() {
  const dicts = useDicts(['education', 'experience', 'missing']);
  const jobType = useDict('job_type');
  const label = (type: string, value: string) =>
    dicts.get(type)?.find((e) => e.dictValue === value)?.dictLabel ?? '…';
  return (
    <p data-testid="card">
      {[label('education', '4'), label('experience', '3'), jobType.entries[0]?.dictLabel ?? '…'].join(' | ')}
      {` | ${dicts.get('missing')?.length ?? '?'}`}
    </p>
  );
}

afterEach(() => {
  cleanup();
  get.mockClear();
});

describe('whole dictionaries asked for together', () => {
  it('go out as one listAll request, and each type gets its own entries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Card />
      </QueryClientProvider>,
    );
    await screen.findByText("Bachelor's degree | 3–5 years | Full time | 0");
    expect(get).toHaveBeenCalledTimes(1);
    const [, params] = get.mock.calls[0]!;
    expect(new Set((params as { dictTypes: string }).dictTypes.split(','))).toEqual(
      new Set(['education', 'experience', 'missing', 'job_type']),
    );
  });
});
