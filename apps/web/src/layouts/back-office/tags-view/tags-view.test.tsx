import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { BASENAME, appPath } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { useTags } from '@/stores/tags-store';
import { renderShell } from './test-shell';

const tabs = () => screen.getAllByRole('tab');
const tab = (name: string) => screen.getByRole('tab', { name });
const names = () => tabs().map((t) => t.textContent);
const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });
const menu = () => screen.getByRole('menu');
const menuItems = () =>
  within(menu())
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** Opens /a, /b and /c in that order (home is there from the start); /c is on display. */
async function withThreeTabs() {
  const shell = renderShell('/index');
  for (const path of ['/a', '/b', '/c']) await shell.go(path);
  return shell;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ username: 'admin' });
  useTags.getState().reset('admin');
});

afterEach(cleanup);

describe('TagsView', () => {
  it('shows visited pages as tabs, home first, the current one selected', async () => {
    await withThreeTabs();
    expect(screen.getByRole('tablist', { name: 'Visited pages' })).toBeTruthy();
    expect(names()).toEqual(['Home', 'Page A', 'Page B', 'Page C']);
    expect(tab('Page C').getAttribute('aria-selected')).toBe('true');
    expect(tab('Page A').getAttribute('aria-selected')).toBe('false');
  });

  it('titles detail tabs from the route parameter, one tab per id', async () => {
    const { go } = renderShell('/detail/1/Alpha');
    await go('/detail/2/Beta');
    expect(names()).toEqual(['Home', 'Alpha', 'Beta']);
  });

  it('has one tab in the tab order (roving tabindex), the current one', async () => {
    await withThreeTabs();
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('moves with the arrow keys, Home and End, and opens with Enter or Space', async () => {
    const { router } = await withThreeTabs();
    const current = tab('Page C');
    act(() => current.focus());
    press(current, 'ArrowRight');
    expect(document.activeElement).toBe(tab('Home'));
    press(document.activeElement!, 'ArrowLeft');
    expect(document.activeElement).toBe(tab('Page C'));
    press(document.activeElement!, 'Home');
    press(document.activeElement!, 'ArrowRight');
    expect(document.activeElement).toBe(tab('Page A'));
    expect(tab('Page A').tabIndex).toBe(0);
    press(document.activeElement!, 'Enter');
    expect(router.state.location.pathname).toBe('/a');
    press(document.activeElement!, 'End');
    press(document.activeElement!, ' ');
    expect(router.state.location.pathname).toBe('/c');
  });

  it('Delete closes the focused tab and focus stays in the bar; home cannot be closed', async () => {
    const { router } = await withThreeTabs();
    act(() => tab('Page B').focus());
    press(tab('Page B'), 'Delete');
    expect(names()).toEqual(['Home', 'Page A', 'Page C']);
    expect(document.activeElement).toBe(tab('Page C'));
    expect(router.state.location.pathname).toBe('/c');

    act(() => tab('Home').focus());
    press(tab('Home'), 'Delete');
    expect(names()).toEqual(['Home', 'Page A', 'Page C']);
  });

  it('Delete acts on where the router is, even before the bar has rendered a navigation', async () => {
    // Below a base path, as the app is served: the router's own location keeps the base.
    const { router, go } = renderShell('/index', { basename: BASENAME });
    for (const path of ['/a', '/b', '/c', '/b']) await go(path);
    const at = () => appPath(router.state.location.pathname);
    // The router has moved to /c; React renders that in a transition, not yet committed here.
    const moved = router.navigate('/c');
    while (at() !== '/c') await Promise.resolve();
    // Outside act, which would render the navigation first.
    tab('Page C').focus();
    expect(tab('Page B').getAttribute('aria-selected')).toBe('true');
    press(tab('Page C'), 'Delete');
    await act(() => moved);
    expect(names()).toEqual(['Home', 'Page A', 'Page B']);
    expect(at()).toBe('/b');
  });

  it('a close from the menu on another tab stays on the page, below a base path too', async () => {
    const { router, go } = renderShell('/index', { basename: BASENAME });
    for (const path of ['/a', '/b']) await go(path);
    // Each history entry has a key of its own: the same key means no navigation.
    const before = router.state.location.key;
    fireEvent(tab('Page A'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await act(() => Promise.resolve());
    expect(names()).toEqual(['Home', 'Page B']);
    expect(appPath(router.state.location.pathname)).toBe('/b');
    expect(router.state.location.key).toBe(before);
  });

  it('Delete on the current tab goes to the last remaining tab and focuses it', async () => {
    const { router } = await withThreeTabs();
    act(() => tab('Page C').focus());
    press(tab('Page C'), 'Delete');
    expect(router.state.location.pathname).toBe('/b');
    expect(document.activeElement).toBe(tab('Page B'));
    expect(tab('Page B').getAttribute('aria-selected')).toBe('true');
  });

  it('Shift+F10 opens the menu on the first item; arrows move; Escape returns focus to the tab', async () => {
    await withThreeTabs();
    act(() => tab('Page B').focus());
    press(tab('Page B'), 'F10', { shiftKey: true });
    expect(menu().getAttribute('aria-label')).toBe('Actions for Page B');
    expect(menuItems()).toEqual([
      'refresh page',
      'close current',
      'close others',
      'close left',
      'close right',
      'close all',
    ]);
    expect(document.activeElement?.textContent).toBe('refresh page');
    press(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('close current');
    press(document.activeElement!, 'ArrowUp');
    press(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('close all');
    press(document.activeElement!, 'Home');
    expect(document.activeElement?.textContent).toBe('refresh page');
    press(document.activeElement!, 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(tab('Page B'));
  });

  it('the menu key works too, and the menu hides what does not apply', async () => {
    await withThreeTabs();
    act(() => tab('Home').focus());
    press(tab('Home'), 'ContextMenu');
    // Home: affix (no close), nothing closable on its left.
    expect(menuItems()).toEqual(['refresh page', 'close others', 'close right', 'close all']);
    press(document.activeElement!, 'Escape');
    press(tab('Page C'), 'ContextMenu');
    expect(menuItems()).toEqual(['refresh page', 'close current', 'close others', 'close left', 'close all']);
    press(document.activeElement!, 'Escape');
    press(tab('Page A'), 'ContextMenu');
    expect(menuItems()).not.toContain('close left');
  });

  it('close others from the keyboard navigates to the chosen tab first and keeps home', async () => {
    const { router } = await withThreeTabs();
    act(() => tab('Page A').focus());
    press(tab('Page A'), 'F10', { shiftKey: true });
    act(() => within(menu()).getByRole('menuitem', { name: 'close others' }).click());
    expect(names()).toEqual(['Home', 'Page A']);
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(tab('Page A'));
  });

  it('close left, close right and close all from the menu', async () => {
    const { router } = await withThreeTabs();
    fireEvent.contextMenu(tab('Page B'));
    act(() => within(menu()).getByRole('menuitem', { name: 'close left' }).click());
    expect(names()).toEqual(['Home', 'Page B', 'Page C']);

    fireEvent.contextMenu(tab('Page B'));
    act(() => within(menu()).getByRole('menuitem', { name: 'close right' }).click());
    expect(names()).toEqual(['Home', 'Page B']);
    // The current page (C) was closed: the last remaining tab is shown.
    expect(router.state.location.pathname).toBe('/b');

    fireEvent.contextMenu(tab('Page B'));
    act(() => within(menu()).getByRole('menuitem', { name: 'close all' }).click());
    expect(names()).toEqual(['Home']);
    expect(router.state.location.pathname).toBe('/index');
  });

  it('close all on an affixed page stays there', async () => {
    const { router, go } = await withThreeTabs();
    await go('/index');
    fireEvent.contextMenu(tab('Page A'));
    act(() => within(menu()).getByRole('menuitem', { name: 'close all' }).click());
    expect(names()).toEqual(['Home']);
    expect(router.state.location.pathname).toBe('/index');
  });

  it('middle-click closes a tab, but never home; the × closes too', async () => {
    await withThreeTabs();
    fireEvent(tab('Page A'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(names()).toEqual(['Home', 'Page B', 'Page C']);
    fireEvent(tab('Home'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(names()).toEqual(['Home', 'Page B', 'Page C']);
    expect(within(tab('Home')).queryByTestId('tag-close')).toBeNull();
    fireEvent.click(within(tab('Page B')).getByTestId('tag-close'));
    expect(names()).toEqual(['Home', 'Page C']);
  });

  it('a click outside closes the menu without running anything', async () => {
    await withThreeTabs();
    fireEvent.contextMenu(tab('Page A'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(names()).toEqual(['Home', 'Page A', 'Page B', 'Page C']);
  });

  it('refresh from the menu shows the tab with a fresh screen', async () => {
    const { router } = await withThreeTabs();
    fireEvent.change(screen.getByLabelText('field c'), { target: { value: 'typed' } });
    fireEvent.contextMenu(tab('Page C'));
    act(() => within(menu()).getByRole('menuitem', { name: 'refresh page' }).click());
    expect(screen.getByLabelText<HTMLInputElement>('field c').value).toBe('');
    expect(router.state.location.pathname).toBe('/c');
  });

  it('uses the Chinese texts of the classic shell', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      await withThreeTabs();
      fireEvent.contextMenu(tab('Page B'));
      expect(menuItems()).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
      expect(tab('首页')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
