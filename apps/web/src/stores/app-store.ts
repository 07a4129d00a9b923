import Cookies from 'js-cookie';
import { create } from 'zustand';

export type Device = 'desktop' | 'mobile';
/** Component size of the classic shell; antd maps medium to 'middle' and mini to 'small'. */
export type ComponentSize = 'large' | 'medium' | 'small' | 'mini';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const DEFAULT_SIZE: ComponentSize = 'medium';
/** SPEC §9 / SHELL-BEHAVIOUR.md: `width - 1 < 992` is mobile. */
export const MOBILE_BREAKPOINT = 992;

export const isMobileWidth = (width: number): boolean => width - 1 < MOBILE_BREAKPOINT;

const SIZES: readonly ComponentSize[] = ['large', 'medium', 'small', 'mini'];
const cookieOptions: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax', expires: 365 };

const readSize = (): ComponentSize => {
  const stored = Cookies.get(SIZE_COOKIE);
  return SIZES.includes(stored as ComponentSize) ? (stored as ComponentSize) : DEFAULT_SIZE;
};

export type SidebarState = {
  opened: boolean;
  /** Closing because the window became narrow happens without the slide animation. */
  withoutAnimation: boolean;
  /** No sidebar at all (top-nav mode on a screen without side menu): it cannot be toggled. */
  hide: boolean;
};

type AppState = {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  toggleSidebar(): void;
  closeSidebar(options?: { withoutAnimation?: boolean }): void;
  setSidebarHide(hide: boolean): void;
  setDevice(device: Device): void;
  setSize(size: ComponentSize): void;
};

export const useAppStore = create<AppState>()((set, get) => ({
  // No cookie yet: open, as in the classic shell.
  sidebar: { opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false, hide: false },
  device: 'desktop',
  size: readSize(),
  toggleSidebar() {
    const { sidebar, device } = get();
    if (sidebar.hide) return;
    const opened = !sidebar.opened;
    // Only a choice made on a wide screen is remembered; the phone layout always starts closed.
    if (device === 'desktop') Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', cookieOptions);
    set({ sidebar: { ...sidebar, opened, withoutAnimation: false } });
  },
  closeSidebar({ withoutAnimation = false } = {}) {
    const { sidebar } = get();
    if (!sidebar.opened && sidebar.withoutAnimation === withoutAnimation) return;
    set({ sidebar: { ...sidebar, opened: false, withoutAnimation } });
  },
  setSidebarHide(hide) {
    const { sidebar } = get();
    if (sidebar.hide !== hide) set({ sidebar: { ...sidebar, hide } });
  },
  setDevice(device) {
    const { sidebar } = get();
    if (get().device === device) return;
    // Back on a wide screen the remembered choice applies again.
    set({
      device,
      ...(device === 'desktop'
        ? { sidebar: { ...sidebar, opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: true } }
        : {}),
    });
  },
  setSize(size) {
    Cookies.set(SIZE_COOKIE, size, cookieOptions);
    set({ size });
  },
}));
