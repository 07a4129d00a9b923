import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AppLink, linkTargetOf } from './app-link';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

function renderLinks(...targets: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <nav>
            {targets.map((to) => (
              <AppLink key={to} to={to} className="x">
                {`go ${to}`}
              </AppLink>
            ))}
          </nav>
        ),
      },
      { path: '*', element: <p>in app</p> },
    ],
    { basename: '/rcwb', initialEntries: ['/rcwb/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('linkTargetOf', () => {
  it('treats http(s), mailto and tel as external, in any case', () => {
    for (const to of ['https://a.example', 'HTTP://a.example', 'mailto:a@b.c', 'tel:123']) {
      expect(linkTargetOf(to)).toEqual({ external: true, href: to });
    }
  });

  it('treats paths and other schemes as in-app', () => {
    for (const to of ['/g05/list', 'index', 'javascript:alert(1)', 'www.example.com', '//evil.example']) {
      expect(linkTargetOf(to)).toEqual({ external: false, to });
    }
  });
});

describe('AppLink', () => {
  it('opens external addresses in a new tab with rel noopener and says so', () => {
    renderLinks('https://a.example/x', 'mailto:a@b.c', 'tel:123');
    for (const href of ['https://a.example/x', 'mailto:a@b.c', 'tel:123']) {
      const link = screen.getByRole('link', { name: `go ${href} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('routes in-app paths under the base path without a new tab', async () => {
    const router = renderLinks('/g05/list');
    const link = screen.getByRole('link', { name: 'go /g05/list' });
    expect(link.getAttribute('href')).toBe('/rcwb/g05/list');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(await screen.findByText('in app')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rcwb/g05/list');
  });
});
