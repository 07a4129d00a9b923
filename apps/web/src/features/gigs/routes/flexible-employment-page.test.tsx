import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import type { MarketCard, MarketGig } from '../api/market';
import { forgetBrowserLocation } from '../lib/use-browser-location';
import { FlexibleEmploymentPage } from './flexible-employment-page';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), page: vi.fn() } };
});

const gig = (over: Partial<MarketGig> = {}): MarketGig => ({
  id: 3,
  title: 'Paint a fence',
  category: 'repairs',
  payAmount: 200,
  payUnit: 'day',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  dailyStart: '08:00',
  dailyEnd: '17:00',
  area: '350102',
  address: '1 Wuyi Road',
  lat: 26.08,
  lng: 119.3,
  headcount: 2,
  skills: ['painting'],
  description: 'Two coats.',
  status: 'published',
  publishedAt: '2026-11-20T08:00:00Z',
  posterName: 'Chen Hua',
  ratingAvg: 4.5,
  ratingCount: 2,
  distanceKm: 1.26,
  ...over,
});

const worker: MarketCard = {
  id: 9,
  categories: ['cleaning'],
  skills: ['windows'],
  areas: ['350102'],
  days: [1, 2],
  timeFrom: '09:00',
  timeTo: '18:00',
  expectedPay: 30,
  payUnit: 'hour',
  intro: '',
  maskedName: '王*',
  maskedMobile: '138****5678',
  photoUrl: null,
  ratingAvg: null,
  ratingCount: 0,
  distanceKm: null,
};

/** The area tree below the portal region (what the market asks for, not the whole country). */
const REGION_AREAS = [{ value: '350100', label: 'Fuzhou', children: [{ value: '350102', label: 'Gulou' }] }];

/** The parameters of every market call to `url`. */
const calls = (url: string) =>
  vi
    .mocked(api.page)
    .mock.calls.filter(([u]) => u === url)
    .map(([, params]) => params);

function geolocation(answer: 'allow' | 'deny') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'allow') ok({ coords: { latitude: 26.1, longitude: 119.31 } } as GeolocationPosition);
    else fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  forgetBrowserLocation();
  vi.mocked(api.get).mockImplementation(async (url: string, params?: unknown) =>
    url === '/web-auth/dict/handleDictsTree/area' &&
    (params as { root?: string } | undefined)?.root === '350000'
      ? REGION_AREAS
      : [],
  );
  vi.mocked(api.page).mockImplementation(async (url: string) => ({
    code: 200,
    msg: '',
    rows: (url === '/gig/public/list' ? [gig()] : [worker]) as never[],
    total: 1,
  }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = (url: string) =>
  renderRoutes([{ path: '/recruitment/flexibleEmployment', element: <FlexibleEmploymentPage /> }], url);

describe('flexibleEmployment', () => {
  it('lists gigs newest first without asking where the visitor is', async () => {
    const ask = geolocation('allow');
    renderPage('/recruitment/flexibleEmployment');
    const card = await screen.findByTestId('gig-card');
    expect(card.textContent).toContain('Paint a fence');
    expect(card.textContent).toContain('¥200 per day');
    expect(card.textContent).toContain('Rated 4.5 of 5 (2)');
    await waitFor(() => expect(card.textContent).toContain('Fuzhou · Gulou · 1 Wuyi Road'));
    expect(calls('/gig/public/list')[0]).toEqual({ page: 1, limit: 10, sort: 'newest' });
    expect(ask).not.toHaveBeenCalled();
    // A visitor is offered sign-in instead of the apply button.
    expect(within(card).getByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
  });

  it("sorts by distance from the browser's location and shows km with one decimal", async () => {
    geolocation('allow');
    const router = renderPage('/recruitment/flexibleEmployment?category=repairs');
    await screen.findByTestId('gig-card');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'distance' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=repairs&sort=distance'));
    await waitFor(() =>
      expect(calls('/gig/public/list').at(-1)).toEqual({
        page: 1,
        limit: 10,
        category: 'repairs',
        sort: 'distance',
        lat: 26.1,
        lng: 119.31,
      }),
    );
    expect(screen.getByTestId('distance').textContent).toBe('1.3 km away');
    // The location itself never enters the URL.
    expect(router.state.location.search).not.toContain('26.1');
  });

  it('says so when the location is refused and measures from a chosen district instead', async () => {
    geolocation('deny');
    const router = renderPage('/recruitment/flexibleEmployment?sort=distance');
    const alert = await screen.findByTestId('location-refused');
    expect(alert.textContent).toContain('You did not share your location');
    // Meanwhile the newest come first.
    await waitFor(() =>
      expect(calls('/gig/public/list').at(-1)).toEqual({ page: 1, limit: 10, sort: 'newest' }),
    );
    const origin = screen.getByLabelText('Measure distance from');
    await waitFor(() => expect(within(origin).getByRole('option', { name: 'Gulou' })).toBeTruthy());
    fireEvent.change(origin, { target: { value: '350102' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=distance&near=350102'));
    await waitFor(() =>
      expect(calls('/gig/public/list').at(-1)).toEqual({
        page: 1,
        limit: 10,
        sort: 'distance',
        lat: 26.082,
        lng: 119.304,
      }),
    );
    expect(screen.queryByTestId('location-refused')).toBeNull();
  });

  it('shows worker cards on their tab with the contact masked', async () => {
    const router = renderPage('/recruitment/flexibleEmployment?date=2026-12-01');
    await screen.findByTestId('gig-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Workers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=workers'));
    const card = await screen.findByTestId('worker-card');
    expect(within(card).getByTestId('masked-name').textContent).toBe('王*');
    expect(card.textContent).toContain('Mobile 138****5678');
    expect(card.textContent).toContain('Available Mon, Tue, 09:00–18:00');
    expect(calls('/worker-card/public/list').at(-1)).toEqual({ page: 1, limit: 10, sort: 'newest' });
    expect(screen.getByRole('tab', { name: 'Workers' }).getAttribute('aria-selected')).toBe('true');
  });
});
