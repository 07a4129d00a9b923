import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '@/components/resource/server-errors';
import {
  type Gc01Record,
  type RecordAnswer,
  gc01Key,
  updateGc01,
} from '@/features/accounts/api/profile-records';
import type { Gc01Fields } from '@/features/accounts/api/registration';
import { PersonFields } from '@/features/accounts/components/person-fields';
import { blankToNull } from '@/features/accounts/lib/field-checks';
import { isApiError } from '@/lib/api';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { MissingFields } from './missing-fields';
import { MobileField } from './mobile-field';
import styles from './person-info.module.css';

const FIELDS = [
  'name',
  'idNumber',
  'email',
  'education',
  'major',
  'school',
  'workYears',
  'region',
  'address',
  'politicalStatus',
] as const;

/** An individual's Gc01 record (SPEC §4 "complete Gc01"); once complete the back office opens. */
export function Gc01Form({ answer }: { answer: RecordAnswer<Gc01Record> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Gc01Fields>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const record = answer.record;

  const submit = async (values: Gc01Fields) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const input = blankToNull(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? null]))) as Gc01Fields;
      const saved = await updateGc01(input);
      queryClient.setQueryData(gc01Key, saved);
      useSession.setState({ name: input.name });
      if (saved.missingFields.length === 0) {
        useSession.setState({ infoPerfect: '1' });
        await navigate(DEFAULT_HOME, { replace: true });
      }
    } catch (error) {
      if (isApiError(error, 'session') || isApiError(error, 'aborted')) return;
      if (!applyServerErrors(form, error, t, FIELDS))
        setFailure(isApiError(error) ? error.message : t('codeDefault'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <MissingFields fields={answer.missingFields} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError
        initialValues={record ? Object.fromEntries(FIELDS.map((f) => [f, record[f]])) : undefined}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setFailure(undefined)}
        data-testid="gc01-form"
      >
        <PersonFields mode="complete" />
        <MobileField mobile={record?.mobile ?? ''} />
        {failure && (
          <Alert
            className={styles.notice}
            type="error"
            showIcon
            role="alert"
            title={failure}
            data-testid="person-info-error"
          />
        )}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="person-info-save">
          {t('personInfo.save')}
        </Button>
      </Form>
    </>
  );
}
