import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

/** Password recovery loads only when asked for: the sign-in page keeps its first-load budget. */
const RecoverPassword = lazy(async () => ({
  default: (await import('../components/recover-password')).RecoverPassword,
}));

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const recovering = params.get('view') === 'recover';
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span>{t('app.serviceTitle')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        <section className={styles.card} aria-labelledby="login-heading">
          <h1 id="login-heading" className={styles.heading}>
            {t(recovering ? 'recover.heading' : 'login.heading')}
          </h1>
          {recovering ? (
            <Suspense fallback={<PageLoading />}>
              <RecoverPassword />
            </Suspense>
          ) : (
            <LoginForm />
          )}
          <p className={styles.back}>
            <Link to="/recruitment">{t('login.backToPortal')}</Link>
          </p>
        </section>
      </main>
    </div>
  );
}
