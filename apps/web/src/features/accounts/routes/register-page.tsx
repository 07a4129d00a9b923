import '../i18n-scope';
import { useState } from 'react';
import { Alert, Button, Result, Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { UiProviders } from '@/app/ui-providers';
import type { LoginResult } from '@/lib/auth/login';
import { useLoginSetup } from '@/lib/auth/use-login-setup';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import styles from '../components/accounts.module.css';
import { type RegisterKind, RegisterForm } from '../components/register-form';
import { forgetUnbound, unboundIdentity } from '../lib/oidc-session';

/** /register (public): individuals (Gc01) and organisations (Gb01). */
export function RegisterPage() {
  return (
    <UiProviders>
      <Register />
    </UiProviders>
  );
}

function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind: RegisterKind = params.get('type') === 'org' ? 'org' : 'person';
  const setup = useLoginSetup();
  // /bind sends here with ?bind=1 to register a new account for an unknown third-party identity.
  const [bind] = useState(() => (params.get('bind') === '1' ? unboundIdentity() : undefined));
  const [orgRegistered, setOrgRegistered] = useState(false);

  const registered = (result: LoginResult) => {
    useSession.getState().adoptLogin(result);
    if (bind) forgetUnbound();
    // A person goes on to the back office (the guard sends an incomplete profile to /personInfo);
    // an organisation is told its account waits for the licence and the review first.
    if (kind === 'org') setOrgRegistered(true);
    else void navigate(DEFAULT_HOME, { replace: true });
  };

  if (orgRegistered)
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <Result
            status="success"
            title={t('reg.org.doneTitle')}
            subTitle={t('reg.org.doneBody')}
            extra={
              <Button
                type="primary"
                onClick={() => void navigate('/personInfo')}
                data-testid="register-org-continue"
              >
                {t('reg.org.uploadLicence')}
              </Button>
            }
            data-testid="register-org-done"
          />
        </section>
      </div>
    );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-heading">
        <h1 id="register-heading" className={styles.heading}>
          {t('reg.heading')}
        </h1>
        <p className={styles.intro}>{t('reg.intro')}</p>
        {bind && (
          <Alert
            className={styles.notice}
            type="info"
            showIcon
            title={t('bind.registerNotice', { provider: bind.provider.label })}
            data-testid="register-bind-notice"
          />
        )}
        {setup.config.error && (
          <Alert
            className={styles.notice}
            type="warning"
            showIcon
            role="alert"
            title={t('login.configError')}
            action={<Button onClick={setup.retryConfig}>{t('common.retry')}</Button>}
          />
        )}
        <Tabs
          activeKey={kind}
          onChange={(key) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('type', key);
                return next;
              },
              { replace: true },
            )
          }
          destroyOnHidden
          items={(['person', 'org'] as const).map((key) => ({
            key,
            label: t(key === 'person' ? 'reg.tab.person' : 'reg.tab.org'),
            children: <RegisterForm kind={key} setup={setup} bind={bind} onRegistered={registered} />,
          }))}
        />
        <p>
          <Link to="/recruitment">{t('login.backToPortal')}</Link>
        </p>
      </section>
    </div>
  );
}
