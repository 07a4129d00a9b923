import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';

type Props = { title: string; onConfirm: () => Promise<unknown>; onClose: () => void };

/**
 * Making a resume public: the consent note says who will see what, and the switch goes on only
 * when the person ticks that they agree (the server records the consent and refuses without it).
 */
export function ConsentDialog({ title, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The client has shown the refusal; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('resumeUi.consent.title', { title })}
      okText={t('resumeUi.consent.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !agreed }}
      confirmLoading={busy}
      mask={{ closable: false }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('resumeUi.consent.note')}</Typography.Paragraph>
      <Typography.Paragraph>{t('resumeUi.consent.private')}</Typography.Paragraph>
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('resumeUi.consent.agree')}
      </Checkbox>
    </Modal>
  );
}
