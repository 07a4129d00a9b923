import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Rate } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api';
import { confirmOrder, rateOrder } from '../api/gigs';

type Props = { orderId: number; title: string; onClose: () => void; onDone: (text: string) => void };

/** Sends the dialog's values; a refusal keeps the dialog open (the API client has shown why). */
function useSend(onDone: (text: string) => void, successKey: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onDone(t(successKey));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

/** The employer confirms the work and the amount paid. */
export function ConfirmWorkDialog({ orderId, title, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: number }>();
  const { busy, send } = useSend(onDone, 'gigsAdmin.confirmed');
  return (
    <Modal
      open
      title={t('gigsAdmin.confirmTitle', { title })}
      okText={t('common.ok')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => send(() => confirmOrder(orderId, v.amount))}>
        <Form.Item
          name="amount"
          label={t('gigsAdmin.field.amount')}
          rules={[{ required: true, message: t('gigs.amount') }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Either side rates the other once, 1–5 with a comment. */
export function RateDialog({ orderId, title, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ score: number; comment?: string }>();
  const { busy, send } = useSend(onDone, 'gigsAdmin.rated');
  return (
    <Modal
      open
      title={t('gigsAdmin.rateTitle', { title })}
      okText={t('common.ok')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => send(() => rateOrder(orderId, v.score, v.comment ?? ''))}
      >
        <Form.Item
          name="score"
          label={t('gigsAdmin.field.score')}
          rules={[{ required: true, message: t('gigs.score') }]}
        >
          <Rate aria-label={t('gigsAdmin.field.score')} />
        </Form.Item>
        <Form.Item name="comment" label={t('gigsAdmin.field.comment')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "4 ★ · on time". */
export const ratingText = (r: { score: number; comment: string } | null) =>
  r ? `${r.score} ★${r.comment ? ` · ${r.comment}` : ''}` : '';
