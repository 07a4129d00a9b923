import { configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll } from 'vitest';
// Component tests render screens without their layouts: give them every UI catalogue, as the
// signed-in layouts do at run time (which strings the public pages have is tested in i18n.test).
import { loadLocale } from '@/lib/i18n';
import '@/lib/i18n/back-office';

// ...and the public pages' strings in both languages, which the app downloads one at a time.
await Promise.all([loadLocale('en'), loadLocale('zh-CN')]);

// The first antd render of a file styles every component it uses and lazy screens load on first
// use: on two busy cores a screen can take seconds to appear, which is slowness, not a failure.
configure({ asyncUtilTimeout: 10_000 });

// Toasts and confirm dialogs render in roots of their own, outside what `cleanup` unmounts, and a
// toast closes itself on a timer. Left open, that timer re-renders after the file's DOM is torn
// down ("window is not defined"): close those a file opened while the DOM exists, and let React
// finish. Only those it opened: closing toasts that never showed would create their root first.
afterAll(async () => {
  Modal.destroyAll();
  if (document.querySelector('.ant-message')) message.destroy();
  if (document.querySelector('.ant-notification')) notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
});
