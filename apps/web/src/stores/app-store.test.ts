import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIDEBAR_COOKIE, SIZE_COOKIE, isMobileWidth, useAppStore } from './app-store';

beforeEach(() => {
  Cookies.remove(SIDEBAR_COOKIE, { path: '/' });
  Cookies.remove(SIZE_COOKIE, { path: '/' });
  useAppStore.setState({
    sidebar: { opened: true, withoutAnimation: false, hide: false },
    device: 'desktop',
    size: 'medium',
  });
});

describe('app store', () => {
  it('treats width - 1 < 992 as mobile', () => {
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
    expect(isMobileWidth(375)).toBe(true);
  });

  it('remembers the sidebar choice in the sidebarStatus cookie', () => {
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    useAppStore.getState().toggleSidebar();
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('1');
  });

  it('cannot toggle a hidden sidebar', () => {
    useAppStore.getState().setSidebarHide(true);
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
  });

  it('closes without animation when asked, and a phone never overwrites the desktop choice', () => {
    useAppStore.getState().setDevice('mobile');
    useAppStore.getState().closeSidebar({ withoutAnimation: true });
    expect(useAppStore.getState().sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
    useAppStore.getState().setDevice('desktop');
    expect(useAppStore.getState().sidebar.opened).toBe(true);
  });

  it('keeps the size in the size cookie', () => {
    useAppStore.getState().setSize('small');
    expect(Cookies.get(SIZE_COOKIE)).toBe('small');
    expect(useAppStore.getState().size).toBe('small');
  });
});
