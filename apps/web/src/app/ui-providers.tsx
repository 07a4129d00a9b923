import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '@rcwb/shared';
import { antdLocaleOf } from '@/lib/i18n/antd-locale';
import { QueryProvider } from './query-provider';
import { appTheme } from './theme';

/**
 * antd theme/locale plus React Query, mounted by the layouts whose screens use antd rather than at
 * the root: the sign-in, portal home and error pages do without antd to stay inside their size
 * budget. Screens under the portal that need antd wrap themselves (or their route) in this.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  // Subscribing here re-renders antd with its own texts when the language switches.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={appTheme} locale={antdLocaleOf(pickLocale(i18n.language))}>
      <QueryProvider>{children}</QueryProvider>
    </ConfigProvider>
  );
}
