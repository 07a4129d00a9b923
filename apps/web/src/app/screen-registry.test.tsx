import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createScreenRegistry, normalizeScreenKey, screenKeyOf, screenRoute } from './screen-registry';

const Users = () => <p>users screen</p>;
const registry = createScreenRegistry({
  '../features/system-users/screens/g300101/index.tsx': async () => ({ default: Users }),
  '../features/audit/screens/g070112/index.tsx': async () => ({ default: () => <p>audit</p> }),
  '../features/jobs/screens/g010701/detail.tsx': async () => ({ default: () => <p>detail</p> }),
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

async function renderRoute(key: string) {
  const router = createMemoryRouter(
    [{ path: '/', lazy: screenRoute(key, registry), handle: { meta: { component: key } } }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

describe('screen registry', () => {
  it('maps features/<area>/screens/<key>.tsx to the component key <key>', () => {
    expect(screenKeyOf('../features/system-users/screens/g300101/index.tsx')).toBe('g300101/index');
    expect(registry.keys().sort()).toEqual(['g010701/detail', 'g070112/index', 'g300101/index']);
  });

  it('accepts the spellings server menus use', () => {
    expect(normalizeScreenKey('/g300101/index.vue')).toBe('g300101/index');
    expect(registry.has('g300101')).toBe(true);
    expect(registry.has('/g300101/index')).toBe(true);
    expect(registry.has('g300102/index')).toBe(false);
  });

  it('reports two areas claiming one key and keeps the first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = createScreenRegistry({
      '../features/a/screens/x/index.tsx': async () => ({ default: Users }),
      '../features/b/screens/x/index.tsx': async () => ({ default: () => null }),
    });
    expect(twice.keys()).toEqual(['x/index']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'x/index'"));
    error.mockRestore();
  });

  it('loads the screen of a known key lazily', async () => {
    await renderRoute('g300101/index');
    expect(await screen.findByText('users screen')).toBeTruthy();
  });

  it('shows a clear "not available" page for an unknown key instead of failing', async () => {
    await renderRoute('g999999/index');
    // The page loads antd on first use: allow for it.
    const heading = await screen.findByRole(
      'heading',
      { name: 'This screen is not available' },
      { timeout: 5000 },
    );
    expect(heading).toBeTruthy();
    expect(screen.getByText(/g999999\/index/)).toBeTruthy();
  });
});
