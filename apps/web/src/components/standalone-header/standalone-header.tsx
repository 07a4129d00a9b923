import type { MouseEvent } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { BASENAME, DEFAULT_HOME } from '@/lib/paths';
import styles from './standalone-header.module.css';

/**
 * The header of the full pages outside the shell (details opened from lists, review and print
 * pages): the portal's name and a way back to where the user came from, or home when the page
 * was opened directly (a link in a message, a new tab). Hidden in print.
 */
export function StandaloneHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first page of a tab has the key 'default': there is no page of the app to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const back = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromApp) return;
    e.preventDefault();
    void navigate(-1);
  };
  return (
    <header className={styles.header} data-testid="standalone-header">
      <Link to={DEFAULT_HOME} className={styles.brand}>
        <Logo size={24} />
        {/* The one brand of the portal (a recruitment page's own title is its document title). */}
        <span>{t('app.serviceTitle')}</span>
      </Link>
      <nav aria-label={t('standalone.nav')}>
        <a href={`${BASENAME}${DEFAULT_HOME}`} onClick={back} data-testid="standalone-back">
          <ArrowLeftOutlined aria-hidden="true" /> {t('standalone.back')}
        </a>
      </nav>
    </header>
  );
}
