import { Card } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { PasswordForm } from '../components/password-form';
import styles from '../components/profile.module.css';

/** /user/password: change password on its own page. */
export function PasswordPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <h1 className={styles.pageTitle}>{t('pwd.title')}</h1>
      <PasswordForm />
    </Card>
  );
}
