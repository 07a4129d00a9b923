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
            logoUrl: null,
            photoUrls: [],
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

  it('shows the logo in the header and the photos as a strip of lazily loaded, described links', async () => {
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
            description: null,
            logoUrl: '/files/aa',
            photoUrls: ['/files/bb', '/files/cc'],
            viewCount: 0,
            jobs: { rows: [], total: 0, page: 1, limit: 10 },
          }
        : [],
    );
    renderRoutes(
      [{ path: '/recruitment/companyInfo', element: <CompanyInfoPage /> }],
      '/recruitment/companyInfo?id=7',
    );
    const logo = await screen.findByTestId('org-logo');
    expect(logo.getAttribute('src')).toBe('/api/files/aa');
    expect(logo.getAttribute('alt')).toBe('Logo of Minjiang Tech');
    const photos = screen.getByTestId('org-photos').querySelectorAll('a > img');
    expect([...photos].map((img) => img.getAttribute('src'))).toEqual(['/api/files/bb', '/api/files/cc']);
    expect([...photos].map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 of 2 of Minjiang Tech',
      'Photo 2 of 2 of Minjiang Tech',
    ]);
    for (const img of photos) expect(img.getAttribute('loading')).toBe('lazy');
  });
});
