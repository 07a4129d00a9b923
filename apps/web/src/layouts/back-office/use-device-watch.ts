import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isMobileWidth, useAppStore } from '@/stores/app-store';

const measure = () => document.body.getBoundingClientRect().width;

/**
 * SHELL-BEHAVIOUR.md "Mobile": below 992 px the sidebar closes without animation when the window
 * becomes narrow, and after every navigation on a phone.
 */
export function useDeviceWatch(): void {
  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      const mobile = isMobileWidth(measure());
      const { device, setDevice, closeSidebar } = useAppStore.getState();
      if (mobile && device !== 'mobile') closeSidebar({ withoutAnimation: true });
      setDevice(mobile ? 'mobile' : 'desktop');
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);

  const { pathname } = useLocation();
  useEffect(() => {
    const { device, sidebar, closeSidebar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSidebar();
  }, [pathname]);

  // On a phone the open sidebar covers the page like a dialog: Escape closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { device, sidebar, closeSidebar } = useAppStore.getState();
      if (event.key === 'Escape' && device === 'mobile' && sidebar.opened) closeSidebar();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
