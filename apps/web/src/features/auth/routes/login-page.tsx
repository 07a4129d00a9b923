import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  const { t } = useTranslation();
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
            {t('login.heading')}
          </h1>
          <LoginForm />
          <p className={styles.back}>
            <Link to="/recruitment">{t('login.backToPortal')}</Link>
          </p>
        </section>
      </main>
    </div>
  );
}
