import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/resource/server-errors';
import { FileUpload } from '@/components/upload';
import {
  type Gb01Record,
  type RecordAnswer,
  gb01Key,
  updateGb01,
} from '@/features/accounts/api/profile-records';
import type { Gb01Fields } from '@/features/accounts/api/registration';
import { OrgFields } from '@/features/accounts/components/org-fields';
import { blankToNull } from '@/features/accounts/lib/field-checks';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';
import { MissingFields } from './missing-fields';
import { MobileField } from './mobile-field';
import styles from './person-info.module.css';
import { ReviewStatus } from './review-status';

const FIELDS = [
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
] as const;

/** The server takes a licence as a PDF or a picture. */
const LICENCE_TYPES = ['pdf', 'png', 'jpg', 'jpeg'] as const;

type Licence = { id: string; url: string; name: string } | null;

/**
 * An organisation's Gb01 record with its business licence (DOMAIN.md): once complete with the
 * licence, saving submits it for review and the back office opens (the review runs meanwhile).
 */
export function Gb01Form({ answer }: { answer: RecordAnswer<Gb01Record> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Gb01Fields>();
  const record = answer.record;
  const [licence, setLicence] = useState<Licence>(
    record?.licence
      ? { id: record.licence.id, url: record.licence.url, name: record.licence.name ?? '' }
      : null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);

  const submit = async (values: Gb01Fields) => {
    setBusy(true);
    setFailure(undefined);
    setSaved(false);
    try {
      const input = blankToNull(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? null]))) as Gb01Fields;
      const answer = await updateGb01({
        ...input,
        // Not on the form (set from a map elsewhere): kept as they are.
        lat: record?.lat ?? null,
        lng: record?.lng ?? null,
        licenceFileId: licence?.id ?? null,
      });
      queryClient.setQueryData(gb01Key, answer);
      useSession.setState({ name: input.name, ...(answer.missingFields.length ? {} : { infoPerfect: '1' }) });
      setSaved(true);
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
      {record && <ReviewStatus status={record.reviewStatus} reason={record.reviewReason} />}
      <MissingFields fields={answer.missingFields} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError
        initialValues={record ? Object.fromEntries(FIELDS.map((f) => [f, record[f]])) : undefined}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          setFailure(undefined);
          setSaved(false);
        }}
        data-testid="gb01-form"
      >
        <OrgFields mode="complete" />
        <MobileField mobile={record?.mobile ?? ''} />
        <Form.Item
          label={t('personInfo.licence')}
          htmlFor="person-info-licence"
          required
          extra={t('personInfo.licenceHint')}
        >
          <FileUpload
            id="person-info-licence"
            limit={1}
            fileTypes={LICENCE_TYPES}
            value={licence ? [licence.url] : []}
            fileNames={licence ? { [licence.url]: licence.name } : undefined}
            onUploaded={(result) =>
              setLicence({ id: String(result.id), url: result.url, name: result.name ?? '' })
            }
            onChange={(urls) => {
              if (!urls.length) setLicence(null);
            }}
          />
        </Form.Item>
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
        {saved && (
          <Alert
            className={styles.notice}
            type="success"
            showIcon
            role="status"
            title={t('personInfo.saved')}
            data-testid="person-info-saved"
          />
        )}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="person-info-save">
          {answer.record?.reviewStatus === 'approved' ? t('personInfo.save') : t('personInfo.submitReview')}
        </Button>
      </Form>
    </>
  );
}
