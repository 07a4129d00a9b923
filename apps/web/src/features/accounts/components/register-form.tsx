import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { USERNAME_PATTERN } from '@rcwb/shared';
import { applyServerErrors } from '@/components/resource/server-errors';
import type { LoginResult } from '@/lib/auth/login';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import { isApiError } from '@/lib/api';
import type { OidcClaims } from '../api/oidc';
import { type Gb01Fields, type Gc01Fields, saveGb01, saveGc01 } from '../api/registration';
import { blankToNull } from '@/lib/forms/field-checks';
import { type AccountValues, AccountFields } from './account-fields';
import styles from './accounts.module.css';
import { ConsentFields } from './consent-fields';
import { OrgFields } from './org-fields';
import { PersonFields } from './person-fields';
import { preparePasswordCipher } from '@/lib/auth/encrypt-password';

export type RegisterKind = 'person' | 'org';

type Values = AccountValues & Gc01Fields & Gb01Fields & { acceptTerms?: boolean; acceptIdNumber?: boolean };

const ACCOUNT_FIELDS = ['username', 'password', 'mobile', 'smsCode'] as const;
const FIELDS: Record<RegisterKind, readonly string[]> = {
  person: [...ACCOUNT_FIELDS, 'name', 'idNumber', 'email', 'acceptTerms', 'acceptIdNumber'],
  org: [
    ...ACCOUNT_FIELDS,
    'name',
    'creditCode',
    'legalRep',
    'nature',
    'industry',
    'scale',
    'region',
    'address',
    'contact',
    'telephone',
    'website',
    'email',
    'description',
    'acceptTerms',
  ],
};

/** Sent as they are, not as record fields (they are not part of the Gc01/Gb01). */
const CONSENT_FIELDS = new Set(['acceptTerms', 'acceptIdNumber']);

/** A username suggestion from the provider's claims, when it fits the username rule. */
const usernameFrom = (claims: OidcClaims | undefined) =>
  claims?.preferred_username && USERNAME_PATTERN.test(claims.preferred_username)
    ? claims.preferred_username
    : undefined;

type RegisterFormProps = {
  kind: RegisterKind;
  setup: ReturnType<typeof useLoginSetup>;
  /** From an unknown third-party identity: prefills the form and binds the new account. */
  bind?: { bindToken: string; claims: OidcClaims } | undefined;
  onRegistered: (result: LoginResult) => void;
};

/** One registration tab: the account, then the Gc01 or Gb01 record (SPEC §7 saveGc01/saveGb01). */
export function RegisterForm({ kind, setup, bind, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(undefined);
    const account = {
      username: values.username.trim(),
      password: values.password,
      mobile: values.mobile.trim(),
      smsCode: values.smsCode.trim(),
      ...(bind ? { bindToken: bind.bindToken } : {}),
      acceptTerms: values.acceptTerms === true,
      ...(kind === 'person' ? { acceptIdNumber: values.acceptIdNumber === true } : {}),
    };
    const record = blankToNull(
      Object.fromEntries(
        FIELDS[kind]
          .filter((f) => !(f in account) && !CONSENT_FIELDS.has(f))
          .map((f) => [f, values[f as keyof Values] ?? null]),
      ),
    );
    try {
      const result =
        kind === 'person'
          ? await saveGc01({ ...account, ...(record as unknown as Gc01Fields) })
          : await saveGb01({ ...account, ...(record as unknown as Gb01Fields) });
      onRegistered(result);
    } catch (error) {
      if (isApiError(error, 'aborted')) return;
      if (!applyServerErrors(form, error, t, FIELDS[kind]))
        setFailure(isApiError(error) ? error.message : t('codeDefault'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      scrollToFirstError
      onInput={preparePasswordCipher}
      initialValues={{
        name: bind?.claims.name,
        email: bind?.claims.email,
        username: usernameFrom(bind?.claims),
      }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(undefined)}
      data-testid={`register-${kind}`}
    >
      <h2 className={styles.section}>{t('reg.section.account')}</h2>
      <AccountFields setup={setup} />
      <h2 className={styles.section}>{t(kind === 'person' ? 'reg.section.person' : 'reg.section.org')}</h2>
      {kind === 'person' ? <PersonFields mode="register" /> : <OrgFields mode="register" />}
      <ConsentFields withIdNumber={kind === 'person'} />
      {failure && (
        <Alert
          className={styles.notice}
          type="error"
          showIcon
          role="alert"
          title={failure}
          data-testid="register-error"
        />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="register-submit">
          {t('reg.submit')}
        </Button>
        <span>
          {t('reg.haveAccount')} <Link to="/login">{t('reg.signIn')}</Link>
        </span>
      </div>
    </Form>
  );
}
