import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { checkPasswordPolicy } from '@rcwb/shared';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';
import { updatePassword } from '../api/update-password';
import { PasswordRules } from '@/components/password-rules';
import styles from './profile.module.css';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };
type Outcome = { ok: true } | { ok: false; message: string };

/**
 * Change password (SPEC §3 "password update"): current password, new password checked live
 * against the shared policy, confirmation. On success every other session has been signed out.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const username = useSession((s) => s.username);
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async (values: Values) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await updatePassword(values.oldPassword, values.newPassword);
      form.resetFields();
      setOutcome({ ok: true });
    } catch (error) {
      // An ended session has its own dialog; everything else is explained here.
      if (isApiError(error, 'session') || isApiError(error, 'aborted')) return;
      setOutcome({ ok: false, message: error instanceof Error ? error.message : t('codeDefault') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark
        className={styles.passwordForm}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setOutcome((o) => (o?.ok ? o : undefined))}
        data-testid="password-form"
      >
        <Form.Item
          name="oldPassword"
          label={t('pwd.old')}
          rules={[{ required: true, message: t('pwd.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('pwd.new')}
          rules={[
            { required: true, message: t('pwd.newRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || checkPasswordPolicy(value, username).ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pwd.policyUnmet'))),
            },
          ]}
          // antd points the input's aria-describedby at `extra`: a screen reader reads the rules on focus.
          extra={<PasswordRules password={newPassword} username={username} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('pwd.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('pwd.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pwd.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {outcome && (
          <Alert
            className={styles.outcome}
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            role={outcome.ok ? 'status' : 'alert'}
            title={outcome.ok ? t('pwd.changed') : outcome.message}
            data-testid="password-outcome"
          />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
            {t('pwd.submit')}
          </Button>
          <Button
            htmlType="button"
            onClick={() => {
              form.resetFields();
              setOutcome(undefined);
            }}
          >
            {t('pwd.reset')}
          </Button>
        </Space>
      </Form>
    </>
  );
}
