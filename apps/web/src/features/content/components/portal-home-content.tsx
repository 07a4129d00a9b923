import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { kit } from '@/components/portal-kit';
import { toDisplayUrl } from '@/components/upload/upload-url';
import { portalHomeQuery } from '../api/portal-home';
import styles from './portal-home-content.module.css';

/** An editor's link: in-app paths stay in the app, http(s) addresses open in a new tab. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (!link) return <>{children}</>;
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * What editors put on the portal home (g200101 banners and featured items, g070114 notices) and
 * the latest policies. Antd-free and light: the portal home has a first-load budget.
 */
export function PortalHomeContent() {
  const { t, i18n } = useTranslation();
  const home = useQuery(portalHomeQuery(i18n.language));
  if (!home.data) return null;
  const { banners, featured, notices, policies } = home.data;
  return (
    <div className={styles.wrap} data-testid="portal-home-content">
      {banners.length > 0 && (
        <ul className={styles.banners} aria-label={t('portalHome.banners')}>
          {banners.map((b) => (
            <li key={b.id}>
              <BannerLink link={b.link}>
                <figure className={styles.banner}>
                  <img src={toDisplayUrl(b.image)} alt="" />
                  <figcaption>{b.title}</figcaption>
                </figure>
              </BannerLink>
            </li>
          ))}
        </ul>
      )}
      <div className={kit.sections}>
        {notices.length > 0 && (
          <section className={kit.panel} aria-labelledby="home-notices">
            <h2 id="home-notices" className={kit.sectionTitle}>
              {t('portalHome.notices')} <Link to="/notices">{t('discover.home.more')}</Link>
            </h2>
            <ul className={kit.plainList}>
              {notices.map((n) => (
                <li key={n.id}>
                  {n.pinned && <span className={kit.badge}>{t('portalHome.pinned')}</span>}{' '}
                  <Link to={`/noticeDetail?id=${n.id}`}>{n.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {policies.length > 0 && (
          <section className={kit.panel} aria-labelledby="home-policies">
            <h2 id="home-policies" className={kit.sectionTitle}>
              {t('portalHome.policies')} <Link to="/talentPolicy">{t('discover.home.more')}</Link>
            </h2>
            <ul className={kit.plainList}>
              {policies.map((p) => (
                <li key={p.id}>
                  <Link to={`/policyDetail?id=${p.id}`}>{p.title}</Link>{' '}
                  <span className={kit.muted}>{p.issuedOn}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {featured.length > 0 && (
          <section className={kit.panel} aria-labelledby="home-featured">
            <h2 id="home-featured" className={kit.sectionTitle}>
              {t('portalHome.featured')}
            </h2>
            <ul className={kit.plainList}>
              {featured.map((f) => (
                <li key={`${f.kind}-${f.id}`}>
                  <Link to={f.link}>{f.title}</Link>
                  {f.subtitle && <p className={kit.muted}>{f.subtitle}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
