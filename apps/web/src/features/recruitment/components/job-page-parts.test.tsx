import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session-store';
import { PlaceMap } from '@/components/map';
import { JobDates } from './job-dates';
import { ReportPostingLink } from './report-posting-link';
import { ShareLink } from './share-link';

afterEach(() => {
  cleanup();
  useSession.setState({ token: undefined, permissions: [] });
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('ReportPostingLink', () => {
  it('sends a visitor to sign in first, then to the complaint form about this posting', () => {
    inRouter(<ReportPostingLink jobId={42} />);
    const href = screen.getByTestId('report-posting').getAttribute('href')!;
    expect(href.startsWith('/login?redirect=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('kind=complaint&targetKind=job&targetId=42');
  });

  it('opens the complaint form for a person, and is not offered to an organisation', () => {
    useSession.setState({ token: 'x', permissions: ['g01:feedback:add'] });
    const { unmount } = inRouter(<ReportPostingLink jobId={42} />);
    expect(screen.getByTestId('report-posting').getAttribute('href')).toMatch(
      /g010801\/add\?kind=complaint&targetKind=job&targetId=42$/,
    );
    unmount();
    useSession.setState({ token: 'x', permissions: ['g05:job:publish'] });
    inRouter(<ReportPostingLink jobId={42} />);
    expect(screen.queryByTestId('report-posting')).toBeNull();
  });
});

describe('ShareLink', () => {
  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareLink title="数据分析师" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({ title: '数据分析师', url: window.location.href });
  });

  it('copies the link and confirms it where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareLink />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
  });
});

describe('JobDates', () => {
  it('shows the posted and refreshed dates in words, once when they are the same day', () => {
    const { unmount } = render(
      <JobDates publishedAt="2026-11-02T08:00:00.000Z" refreshedAt="2026-11-20T08:00:00.000Z" />,
    );
    expect(screen.getByTestId('job-dates').textContent).toBe('Posted Nov 2, 2026 · Updated Nov 20, 2026');
    unmount();
    render(<JobDates publishedAt="2026-11-02T08:00:00.000Z" refreshedAt="2026-11-02T09:00:00.000Z" />);
    expect(screen.getByTestId('job-dates').textContent).toBe('Posted Nov 2, 2026');
  });
});

describe('PlaceMap', () => {
  it('shows the address as text at once; a map that cannot load leaves the text alone', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    // React reports the caught failure on the console; the boundary is what is under test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PlaceMap area="350102" name="福州数智" address="福州市 鼓楼区 五四路 1 号" />);
    expect(screen.getByTestId('place-address').textContent).toBe('福州市 鼓楼区 五四路 1 号');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('place-address')).toBeTruthy();
    expect(screen.queryByTestId('region-map')).toBeNull();
    quiet.mockRestore();
  });
});
