import { Outlet } from 'react-router';
import '@/lib/i18n/back-office';
import { UiProviders } from './ui-providers';

/** Frame of the standalone screens: the back office's UI providers without its shell. */
export function StandaloneLayout() {
  return (
    <UiProviders>
      <Outlet />
    </UiProviders>
  );
}
