import { useTranslation } from '@/lib/i18n';
import { CollectButton } from '@/features/collections';
import { PlaceMap } from '@/components/map';
import type { Labels } from '@/lib/jobs/use-labels';
import type { CompanyDetail } from '../api/jobs';
import { toDisplayUrl } from '@/components/upload/upload-url';
import { ShareLink } from './share-link';
import styles from './jobs.module.css';

/** The organisation itself, first on its page: who it is, what it does, where it is. */
export function CompanyProfile({ company: c, labels }: { company: CompanyDetail; labels: Labels }) {
  const { t } = useTranslation();
  const address = [labels.area(c.region), c.address].filter(Boolean).join(' ');
  return (
    <section className={styles.detail} aria-labelledby="org-name" data-testid="company-profile">
      <div className={styles.orgHead}>
        {c.logoUrl && (
          <img
            className={styles.orgLogo}
            src={toDisplayUrl(c.logoUrl)}
            alt={t('jobs.orgLogo', { name: c.name })}
            width={64}
            height={64}
            data-testid="org-logo"
          />
        )}
        <h1 id="org-name" style={{ fontSize: 24, marginTop: 0 }}>
          {c.name}
        </h1>
      </div>
      <p className={styles.meta}>
        <span>{labels.flat('org_nature', c.nature)}</span>
        <span>{labels.industry(c.industry)}</span>
        <span>{labels.flat('org_scale', c.scale)}</span>
        <span>{labels.area(c.region)}</span>
        <span data-testid="view-count">{t('jobs.views', { n: c.viewCount, count: c.viewCount })}</span>
      </p>
      {c.website && (
        <p>
          <a href={c.website} target="_blank" rel="noopener noreferrer" data-testid="org-website">
            {c.website}
          </a>
        </p>
      )}
      <div className={styles.actions}>
        <CollectButton kind="org" id={c.id} />
        <ShareLink title={c.name} />
      </div>
      {/* Plain text the organisation typed: rendered as text, never inserted as markup. */}
      {c.description && (
        <>
          <h2 style={{ marginTop: 24, fontSize: 18 }}>{t('jobs.orgAbout')}</h2>
          <p className={styles.orgDescription} data-testid="org-description">
            {c.description}
          </p>
        </>
      )}
      {c.photoUrls.length > 0 && (
        <section aria-labelledby="org-photos-title">
          <h2 id="org-photos-title" style={{ marginTop: 24, fontSize: 18 }}>
            {t('jobs.orgPhotos')}
          </h2>
          {/* Each photo opens full size; the strip scrolls on its own, never the page. */}
          <ul className={styles.photoStrip} data-testid="org-photos">
            {c.photoUrls.map((url, i) => (
              <li key={url}>
                <a href={toDisplayUrl(url)} target="_blank" rel="noopener noreferrer">
                  <img
                    src={toDisplayUrl(url)}
                    alt={t('jobs.orgPhoto', { name: c.name, n: i + 1, total: c.photoUrls.length })}
                    loading="lazy"
                    decoding="async"
                    width={200}
                    height={150}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(c.region || c.address) && (
        <section aria-labelledby="org-place-title">
          <h2 id="org-place-title" style={{ marginTop: 24, fontSize: 18 }}>
            {t('jobs.orgAddress')}
          </h2>
          <PlaceMap area={c.region} lat={c.lat} lng={c.lng} name={c.name} address={address} />
        </section>
      )}
    </section>
  );
}
