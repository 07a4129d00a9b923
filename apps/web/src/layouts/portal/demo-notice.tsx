import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAuthConfig } from '@/lib/auth/get-auth-config';

/**
 * Says plainly, in the footer, that the portal runs in demo mode (accounts whose password is
 * published), so that nobody mistakes it for the real service and enters real data.
 */
export function DemoNotice() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
  if (!data?.demoMode) return null;
  return (
    <p role="note" data-testid="demo-notice">
      <strong>{t('portal.footer.demo')}</strong>
    </p>
  );
}
