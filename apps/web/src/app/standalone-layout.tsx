import { Outlet } from 'react-router';
import { StandaloneHeader } from '@/components/standalone-header';
import '@/lib/i18n/back-office';
import { UiProviders } from './ui-providers';

/**
 * Frame of the standalone screens: the back office's UI providers without its shell, under a
 * header with the portal's name and a way back (a page opened from a list is no dead end).
 */
export function StandaloneLayout() {
  return (
    <UiProviders>
      <StandaloneHeader />
      <Outlet />
    </UiProviders>
  );
}
