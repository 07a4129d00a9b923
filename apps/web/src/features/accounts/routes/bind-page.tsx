import '@/lib/forms/i18n-scope';
import '../i18n-scope';
import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { UiProviders } from '@/app/ui-providers';
import { useLoginSetup } from '@/lib/auth/use-login-setup';
import { isApiError } from '@/lib/api';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { bindExisting } from '../api/oidc';
import { CaptchaInput } from '../components/captcha-input';
import styles from '../components/accounts.module.css';
import { forgetUnbound, startedSignIn, unboundIdentity } from '../lib/oidc-session';

type Values = { username: string; password: string; captcha?: string };

/**
 * /bind (public): a third-party identity no account is bound to yet. Either sign in to an existing
 * account, which binds the identity to it, or register a new account prefilled from the claims.
 */
export function BindPage() {
  return (
    <UiProviders>
      <Bind />
    </UiProviders>
  );
}

function Bind() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [identity] = useState(unboundIdentity);
  const setup = useLoginSetup();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!identity)
    return (
      <div className={styles.page}>
        <section className={styles.card}>
          <h1 className={styles.heading}>{t('bind.heading')}</h1>
          <Alert type="warning" showIcon title={t('oidc.bindTokenInvalid')} className={styles.notice} />
          <Link to="/login">{t('oidcUi.backToLogin')}</Link>
        </section>
      </div>
    );

  const who = identity.claims.name ?? identity.claims.email ?? identity.claims.preferred_username ?? '';

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const challenge = setup.captchaEnabled
        ? { code: values.captcha?.trim() ?? '', uuid: setup.captcha.data?.uuid ?? '' }
        : {};
      const result = await bindExisting({
        bindToken: identity.bindToken,
        username: values.username.trim(),
        password: values.password,
        ...challenge,
      });
      forgetUnbound();
      useSession.getState().adoptLogin(result);
      // Where the sign-in was headed when it started (the login page's redirect).
      await navigate(startedSignIn()?.redirect ?? DEFAULT_HOME, { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('codeDefault'));
      if (setup.captchaEnabled) {
        form.setFieldValue('captcha', '');
        setup.refreshCaptcha();
      }
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="bind-heading">
        <h1 id="bind-heading" className={styles.heading}>
          {t('bind.heading')}
        </h1>
        <p className={styles.intro} data-testid="bind-identity">
          {t('bind.intro', { provider: identity.provider.label, name: who })}
        </p>
        <Card title={<h2 className={styles.section}>{t('bind.existing')}</h2>} className={styles.notice}>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
            onValuesChange={() => setFailure(undefined)}
            data-testid="bind-form"
          >
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            >
              <Input autoComplete="username" maxLength={64} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
            {setup.captchaEnabled && (
              <Form.Item
                name="captcha"
                label={t('login.captcha')}
                rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
              >
                <CaptchaInput setup={setup} />
              </Form.Item>
            )}
            {failure && (
              <Alert
                className={styles.notice}
                type="error"
                showIcon
                role="alert"
                title={failure}
                data-testid="bind-error"
              />
            )}
            <Button
              type="primary"
              htmlType="submit"
              loading={busy}
              disabled={!setup.config.data}
              data-testid="bind-submit"
            >
              {t('bind.signInAndBind')}
            </Button>
          </Form>
        </Card>
        <Card title={<h2 className={styles.section}>{t('bind.new')}</h2>}>
          <p className={styles.intro}>{t('bind.newText', { provider: identity.provider.label })}</p>
          <div className={styles.actions}>
            <Link className="ui-button primary" to="/register?bind=1" data-testid="bind-register-person">
              {t('reg.tab.person')}
            </Link>
            <Link className="ui-button" to="/register?bind=1&type=org" data-testid="bind-register-org">
              {t('reg.tab.org')}
            </Link>
          </div>
        </Card>
      </section>
    </div>
  );
}
