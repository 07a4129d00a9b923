import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { CompanyInfoPage } from './company-info-page';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, post: vi.fn(), get: vi.fn() } };
});

const HOSTILE = '简介<iframe src="https://evil.example/"></iframe><img src=x onerror="alert(1)">\n第二行';

afterEach(() => {
  cleanup();
  vi.mocked(api.get).mockReset();
});

describe('the company page', () => {
  it('shows the description as text: markup in it never becomes elements', async () => {
    vi.mocked(api.get).mockImplementation(async (url: string) =>
      url.startsWith('/recruitment/company/')
        ? {
            id: 7,
            name: 'Minjiang Tech',
            nature: null,
            industry: null,
            scale: null,
            region: null,
            address: null,
            lat: null,
            lng: null,
            website: null,
            description: HOSTILE,
            viewCount: 0,
            jobs: { rows: [], total: 0, page: 1, limit: 10 },
          }
        : [],
    );
    renderRoutes(
      [{ path: '/recruitment/companyInfo', element: <CompanyInfoPage /> }],
      '/recruitment/companyInfo?id=7',
    );
    const description = await screen.findByTestId('org-description');
    expect(description.textContent).toBe(HOSTILE);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
