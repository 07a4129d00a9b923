import { useEffect, useState } from 'react';
import { act, render } from '@testing-library/react';
// RouterProvider from 'react-router' here: under vitest 'react-router/dom' loads another copy.
import { Outlet, RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router';
import type { RouteHandle } from '@/app/route-meta';
import { CachedOutlet, useScreenActive } from '../keep-alive/cached-outlet';
import { TagsView } from './tags-view';

/** Test-only: counts mounted effects of every screen, to see hidden screens stop their timers. */
export const liveEffects = { count: 0 };

/** A screen with typed state, an effect standing for a poll, and what it sees of the router. */
function Screen({ name }: { name: string }) {
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  const params = useParams();
  const active = useScreenActive();
  useEffect(() => {
    liveEffects.count += 1;
    return () => {
      liveEffects.count -= 1;
    };
  }, []);
  return (
    <section data-testid={`screen-${name}${params['id'] ? `-${params['id']}` : ''}`}>
      <label>
        {`field ${name}${params['id'] ?? ''}`}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output data-testid="seen-path">{pathname}</output>
      <output data-testid="active">{String(active)}</output>
    </section>
  );
}

const meta = (m: NonNullable<RouteHandle['meta']>): RouteHandle => ({ meta: m });

function Shell() {
  return (
    <>
      <TagsView />
      <main>
        <CachedOutlet />
      </main>
    </>
  );
}

/**
 * The back-office shape in miniature: home, plain pages, a noCache page, details, three levels.
 * `basename` serves it below a base path as the app is (paths given and read stay without it).
 */
export function renderShell(path = '/index', { basename }: { basename?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          {
            path: 'index',
            handle: meta({ titleKey: 'tags.home', affix: true }),
            element: <Screen name="home" />,
          },
          { path: 'a', handle: meta({ title: 'Page A' }), element: <Screen name="a" /> },
          { path: 'b', handle: meta({ title: 'Page B' }), element: <Screen name="b" /> },
          { path: 'c', handle: meta({ title: 'Page C' }), element: <Screen name="c" /> },
          { path: 'nc', handle: meta({ title: 'No cache', noCache: true }), element: <Screen name="nc" /> },
          {
            path: 'detail/:id/:title',
            handle: meta({ title: 'Detail', titleParam: 'title' }),
            element: <Screen name="detail" />,
          },
          {
            path: 'g1',
            element: <Outlet />,
            children: [
              {
                path: 'g2',
                element: <Outlet />,
                children: [
                  { path: 'leaf', handle: meta({ title: 'Leaf' }), element: <Screen name="leaf" /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [`${basename ?? ''}${path}`], basename },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { router, go };
}
