import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { FAIR_PERMS, type TFairEditorView } from '@rcwb/shared';
import { ContentFormContext } from '@/components/content-admin/content-form-context';
import { FileListField, RichTextField } from '@/components/content-admin';
import { useCan } from '@/components/resource/use-can';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { fairAdmin } from '../api/fairs';
import styles from '../components/fairs.module.css';
import { FAIR_SCREEN } from './fair-admin';

/** The recap of a fair (text and photos): the part an editor may write after the fair too. */
export function RecapCard({ fair, readOnly }: { fair: TFairEditorView; readOnly: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const save = async (values: { recap?: string; recapPhotos?: string[] }) => {
    setSaving(true);
    try {
      await fairAdmin.saveRecap(fair.id, values.recap ?? '', values.recapPhotos ?? []);
      await client.invalidateQueries({ queryKey: [fairAdmin.key] });
      feedback.success(t('fairAdmin.recapSaved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('fairAdmin.recap')}</h2>}>
      <ContentFormContext.Provider value={{ record: fair, readOnly }}>
        <Form
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={{ recap: fair.recap ?? '', recapPhotos: fair.recapPhotos }}
          onFinish={(v: { recap?: string; recapPhotos?: string[] }) => void save(v)}
        >
          <Form.Item name="recap" label={t('fairAdmin.recap')}>
            <RichTextField />
          </Form.Item>
          <Form.Item name="recapPhotos" label={t('fairAdmin.recapPhotos')}>
            <FileListField />
          </Form.Item>
          {!readOnly && (
            <Button htmlType="submit" loading={saving}>
              {t('fairAdmin.saveRecap')}
            </Button>
          )}
        </Form>
      </ContentFormContext.Provider>
    </Card>
  );
}

/** Cancelling a fair: a reason every applicant and visitor is sent, and a confirmation. */
export function CancelCard({ fair }: { fair: TFairEditorView }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  if (!can([FAIR_PERMS.publish]) || fair.status === 'cancelled' || fair.phase === 'ended') return null;
  const cancel = async () => {
    try {
      const res = (await fairAdmin.cancel(fair.id, reason.trim())) as { notified?: number };
      await client.invalidateQueries({ queryKey: [fairAdmin.key] });
      feedback.success(t('fairAdmin.cancelled', { count: res.notified ?? 0 }));
      navigate(FAIR_SCREEN);
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('fairAdmin.cancel')}</h2>}>
      <Flex vertical gap={8} style={{ maxWidth: 640 }}>
        <label htmlFor="fair-cancel-reason">{t('fairAdmin.cancelReason')}</label>
        <Input.TextArea
          id="fair-cancel-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Popconfirm
          title={t('fairAdmin.cancelTitle', { title: fair.title })}
          okText={t('fairAdmin.cancelConfirm')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void cancel()}
        >
          <Button danger disabled={!reason.trim()} style={{ alignSelf: 'flex-start' }}>
            {t('fairAdmin.cancel')}
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}

/** Says why the form of an ended fair cannot be saved. */
export const PastHint = () => {
  const { t } = useTranslation();
  return <Alert type="info" showIcon message={t('fairAdmin.pastHint')} />;
};
