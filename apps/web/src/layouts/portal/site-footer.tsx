import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { getAuthConfig } from '@/lib/auth/get-auth-config';

/**
 * The footer's facts about the service, from the server's configuration (RCWB_SITE_*): the demo
 * notice when demo accounts exist, then the hosting body, the ICP filing number and the hotline,
 * each only when set. One query with the sign-in settings, fetched once per visit.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
  const site = data?.site;
  return (
    <>
      {data?.demoMode && (
        <p role="note" data-testid="demo-notice">
          <strong>{t('portal.footer.demo')}</strong>
        </p>
      )}
      {site && (site.hostingBody || site.hotline) && (
        <p data-testid="site-facts">
          {site.hostingBody && <span>{t('portal.footer.hostingBody', { name: site.hostingBody })}</span>}
          {site.hostingBody && site.hotline && ' · '}
          {site.hotline && (
            <span>
              {t('portal.footer.hotline')}{' '}
              <a href={`tel:${site.hotline.replace(/[^\d+]/g, '')}`}>{site.hotline}</a>
            </span>
          )}
        </p>
      )}
      {site?.icpNumber && (
        <p>
          {/* The filing number links to the national ICP register, as the regulation asks. */}
          <a
            href="https://beian.miit.gov.cn/"
            target="_blank"
            rel="noopener noreferrer"
            data-testid="site-icp"
          >
            {site.icpNumber}
          </a>
        </p>
      )}
    </>
  );
}
