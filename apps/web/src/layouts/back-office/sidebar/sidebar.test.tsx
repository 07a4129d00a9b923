import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MENU } from '@/app/menu/menu-fixture';
import type { TServerRoute } from '@/app/menu/menu-types';
import { i18n } from '@/lib/i18n';
import { useMenu } from '@/stores/menu-store';
import { Sidebar } from './sidebar';

// Two real submenus at the top: g30 always shows as a directory here.
const MENU: TServerRoute[] = SERVER_MENU.map((r) => (r.name === 'G30' ? { ...r, alwaysShow: true } : r));

beforeAll(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia ??= ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

beforeEach(() => useMenu.getState().setMenu('tok', 'en', MENU));
afterEach(cleanup);

function renderAt(path: string, menu: TServerRoute[] = MENU, handle?: unknown) {
  useMenu.getState().setMenu('tok', 'en', menu);
  const router = createMemoryRouter(
    [{ path: '*', handle, element: <Sidebar nodes={useMenu.getState().nodes} collapsed={false} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('sidebar', () => {
  it('shows the real tree with the active screen selected and its branch open', () => {
    renderAt('/g01/g0107/g010702');
    const item = screen.getByRole('menuitem', { name: 'Recommended' });
    expect(item.className).toMatch(/ant-menu-item-selected/);
    expect(screen.getByText('My services').closest('li')!.className).toMatch(/ant-menu-submenu-open/);
    // 'Job hunting' has one visible child, shown in its place
    expect(screen.queryByText('Job hunting')).toBeNull();
    // hidden routes are routable but not in the menu
    expect(screen.queryByText('Job detail')).toBeNull();
  });

  it('shows a sole visible child in place of its parent, and wrapped top-level screens', () => {
    renderAt('/index', SERVER_MENU);
    expect(screen.getByRole('menuitem', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByText('System')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Board' })).toBeTruthy();
  });

  it('opens http(s), mailto and tel entries in a new tab', () => {
    renderAt('/g01/g0107/g010702');
    const link = screen.getByText('Gov portal').closest('a')!;
    expect(link.getAttribute('href')).toBe('https://www.gov.cn');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps one branch open at a time', async () => {
    renderAt('/g01/g0107/g010702');
    expect(screen.getByRole('menuitem', { name: 'Recommended' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('System'));
    });
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeTruthy();
    // g01's branch closed when g30's opened
    const g01 = screen.getByText('My services').closest('li')!;
    expect(g01.className).not.toMatch(/ant-menu-submenu-open/);
  });

  it('navigates to a chosen item and highlights the group of a group marker', async () => {
    const router = renderAt('/g01/g0107/g010702');
    await act(async () => {
      fireEvent.click(screen.getByText('System'));
    });
    const item = await screen.findByRole('menuitem', { name: 'Users' });
    await act(async () => {
      fireEvent.click(item);
    });
    expect(router.state.location.pathname).toBe('/g30/g300101');
    cleanup();
    renderAt('/g01/g0107/g010701/detail/1/x', MENU, { meta: { activeMenu: '/g01' } });
    const group = screen.getByText('My services').closest('li')!;
    expect(group.className).toMatch(/activeGroup/);
  });
});
