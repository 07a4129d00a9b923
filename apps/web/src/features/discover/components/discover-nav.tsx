import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import styles from './discover.module.css';

const LINKS = [
  ['/discover/zoneHome', 'discover.nav.home'],
  ['/discover/bdlistxq', 'discover.nav.demands'],
  ['/discover/bdlistcg', 'discover.nav.achievements'],
  ['/discover/expertLibrary', 'discover.nav.experts'],
] as const;

/** The discover area's own navigation (home, demands, achievements, expert library). */
export function DiscoverNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('discover.nav.label')} className={styles.nav}>
      <ul>
        {LINKS.map(([to, key]) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => (isActive ? styles.active : styles.link)} end>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
