import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { QueryState, kit } from '@/components/portal-kit';
import { toDisplayUrl } from '@/components/upload/upload-url';
import { CollectButton } from '@/features/collections';
import { type Expert, publicItemQuery } from '../api/discover';
import styles from './discover.module.css';

/** An expert's whole profile (in the library's drawer). */
export function ExpertProfile({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(publicItemQuery<Expert>('expert', id, i18n.language));
  return (
    <QueryState query={query}>
      {(e) => (
        <div data-testid="expert-profile">
          <div className={styles.profileHead}>
            {e.photo && <img className={styles.photo} src={toDisplayUrl(e.photo)} alt={e.name} />}
            <div>
              <p className={kit.cardTitle}>{e.name}</p>
              <p className={kit.muted}>{[e.title, e.organisation].filter(Boolean).join(' · ')}</p>
            </div>
          </div>
          <dl className={kit.facts}>
            <dt>{t('discover.field')}</dt>
            <dd>{e.fieldName || '—'}</dd>
            <dt>{t('discover.region')}</dt>
            <dd>{e.regionName || '—'}</dd>
          </dl>
          <h3 className={kit.sectionTitle} style={{ marginTop: 16 }}>
            {t('discover.bio')}
          </h3>
          <p className={styles.preLine}>{e.bio || '—'}</p>
          <h3 className={kit.sectionTitle} style={{ marginTop: 16 }}>
            {t('discover.expertAchievements')}
          </h3>
          <p className={styles.preLine}>{e.achievements || '—'}</p>
          <div className={kit.actions} style={{ marginTop: 16 }}>
            <CollectButton kind="expert" id={e.id} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
