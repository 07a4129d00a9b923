import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';

/** A fresh query client that reports a failed request at once (no retries). */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders `node` with a fresh query client. */
export const renderWithQuery = (node: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{node}</QueryClientProvider>);

/** Renders `routes` in a memory router at `url`, with a fresh query client; returns the router. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}
