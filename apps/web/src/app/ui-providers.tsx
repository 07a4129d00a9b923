import { type ReactNode, useEffect, useMemo } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useShallow } from 'zustand/react/shallow';
import { pickLocale } from '@rcwb/shared';
import { antdLocaleOf } from '@/lib/i18n/antd-locale';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useAppStore } from '@/stores/app-store';
import { selectSettings, useSettings } from '@/stores/settings-store';
import { QueryProvider } from './query-provider';
import { antdSizeOf, applyStaticTheme, shellColours, shellTheme } from './theme';

// SPEC §9: dialogs do not close on a backdrop click (Escape and the buttons still close them).
const MODAL_DEFAULTS = { mask: { closable: false } };

/**
 * antd theme/locale plus React Query, mounted by the layouts whose screens use antd rather than at
 * the root: the sign-in, portal home and error pages do without antd to stay inside their size
 * budget. The theme follows the layout settings (colour, dark mode, size) at once.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  // Subscribing here re-renders antd with its own texts when the language switches.
  const { i18n } = useTranslation();
  const settings = useSettings(useShallow(selectSettings));
  const size = useAppStore((s) => s.size);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => shellTheme(settings, size, reducedMotion), [settings, size, reducedMotion]);

  useEffect(() => {
    applyStaticTheme(theme);
    const root = document.documentElement;
    const colours = shellColours(settings);
    root.style.setProperty('--shell-theme', colours.theme);
    root.style.setProperty('--shell-primary', colours.primary);
    root.style.setProperty('--shell-link', colours.link);
    root.dataset['theme'] = settings.darkMode ? 'dark' : 'light';
    root.style.colorScheme = settings.darkMode ? 'dark' : 'light';
    return () => {
      // The portal pages have no dark mode: leave them as they were.
      for (const name of ['--shell-theme', '--shell-primary', '--shell-link'])
        root.style.removeProperty(name);
      delete root.dataset['theme'];
      root.style.colorScheme = '';
    };
  }, [theme, settings]);

  return (
    <ConfigProvider
      theme={theme}
      locale={antdLocaleOf(pickLocale(i18n.language))}
      componentSize={antdSizeOf(size)}
      modal={MODAL_DEFAULTS}
    >
      <QueryProvider>{children}</QueryProvider>
    </ConfigProvider>
  );
}
