import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';
import { type Profile, profileKey } from '../api/get-profile';
import { type BasicInfo, updateProfile } from '../api/update-profile';
import styles from './profile.module.css';

const NAME_MAX = 50;
type Outcome = { ok: true } | { ok: false; message: string };

/** Name and email; the mobile number changes through SMS verification, not here. */
export function BasicInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BasicInfo>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async (values: BasicInfo) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const saved = await updateProfile({ name: values.name.trim(), email: values.email?.trim() ?? '' });
      queryClient.setQueryData(profileKey, saved);
      useSession.setState({ name: saved.name });
      form.setFieldsValue({ name: saved.name, email: saved.email });
      setOutcome({ ok: true });
    } catch (error) {
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
        className={styles.basicForm}
        initialValues={{ name: profile.name, email: profile.email }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setOutcome(undefined)}
        data-testid="basic-info-form"
      >
        <Form.Item
          name="name"
          label={t('profile.field.name')}
          rules={[
            { required: true, whitespace: true, message: t('account.nameRequired') },
            { max: NAME_MAX, message: t('account.nameTooLong', { n: NAME_MAX }) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('profile.field.email')}
          rules={[{ type: 'email', message: t('account.emailInvalid') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {outcome && (
          <Alert
            className={styles.outcome}
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            role={outcome.ok ? 'status' : 'alert'}
            title={outcome.ok ? t('profile.basic.saved') : outcome.message}
            data-testid="basic-info-outcome"
          />
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('profile.basic.save')}
        </Button>
      </Form>
    </>
  );
}
