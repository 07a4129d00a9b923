import { configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, expect, vi } from 'vitest';
// Component tests render screens without their layouts: give them every UI catalogue, as the
// signed-in layouts do at run time (which strings the public pages have is tested in i18n.test).
import { loadLocale } from '@/lib/i18n';
import '@/lib/i18n/back-office';
import { feedbackHandedOver } from '@/lib/feedback/feedback';
import { keepOnlyVisibilityStyles } from './visibility-styles';

keepOnlyVisibilityStyles();

// ...and the public pages' strings in both languages, which the app downloads one at a time.
await Promise.all([loadLocale('en'), loadLocale('zh-CN')]);

// The first antd render of a file styles every component it uses and lazy screens load on first
// use: on two busy cores a screen can take seconds to appear, which is slowness, not a failure.
const WAIT = { timeout: 10_000 };
configure({ asyncUtilTimeout: WAIT.timeout });

// Toasts and confirm dialogs render in roots of their own, outside what `cleanup` unmounts. A
// toast left mounted re-renders every frame until its timer runs out, and closing it does not
// unmount it in jsdom: its leave transition never ends there. Renders after the file's DOM is
// torn down fail ("window is not defined"), so each toast a file opened is closed, its transition
// ended by hand as a browser would, and waited for until it is gone. Only roots a file used:
// closing toasts that never showed would create their root first. antd's toasts load on first
// use, so one may still be on its way: it is waited for as well.
afterAll(async () => {
  const asked = await feedbackHandedOver();
  Modal.destroyAll();
  for (const [root, close] of [
    ['message', () => message.destroy()],
    ['notification', () => notification.destroy()],
  ] as const) {
    const shown = () => document.querySelector(`.ant-${root}`) !== null;
    if (asked.has(root)) await vi.waitFor(() => expect(shown()).toBe(true), WAIT);
    if (!shown()) continue;
    close();
    const notices = () => [...document.querySelectorAll(`.ant-${root}-notice`)];
    await vi.waitFor(() => {
      for (const notice of notices()) {
        if (notice.className.includes('-leave-active')) notice.dispatchEvent(new Event('transitionend'));
      }
      expect(notices()).toHaveLength(0);
    }, WAIT);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
});
