import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { JobSearchBox } from './job-search-box';

afterEach(cleanup);

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/recruitment/zoneHome', element: <JobSearchBox /> },
      { path: '/recruitment/queryJob', element: <p>job search</p> },
    ],
    { initialEntries: ['/recruitment/zoneHome'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('JobSearchBox', () => {
  it('hands the trimmed keyword to the job search', async () => {
    await i18n.changeLanguage('en');
    const router = renderBox();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  数据分析 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByText('job search');
    expect(router.state.location.pathname).toBe('/recruitment/queryJob');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('数据分析');
  });

  it('opens the job search without a keyword when the box is empty', async () => {
    const router = renderBox();
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByText('job search');
    expect(router.state.location.search).toBe('');
  });
});
