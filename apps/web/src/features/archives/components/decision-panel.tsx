import { useState } from 'react';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';
import { type ArchiveRequestDetail, decide } from '../api/archives';

/**
 * The archivist's part at the step the request waits at: approve (at the last step this issues
 * the document), return for a missing material (at the check) or reject, with the opinion the
 * holder is told.
 */
export function DecisionPanel({ request, onDone }: { request: ArchiveRequestDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const step = request.view.step;
  if (!step || (request.view.status !== 'submitted' && request.view.status !== 'in-review')) return null;
  const run = async (action: 'approve' | 'return' | 'reject') => {
    setBusy(true);
    try {
      await decide(request.id, action, step.key, opinion);
      feedback.success(t(`archives.decided.${action}`));
      setOpinion('');
      onDone();
    } catch {
      // The refusal was shown by the API client; the opinion stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('archives.decision')} data-testid="decision-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t(`archives.stepHint.${step.key}`, { defaultValue: '' })}
        </Typography.Text>
        <Input.TextArea
          aria-label={t('archives.opinion')}
          placeholder={t('archives.opinion')}
          value={opinion}
          maxLength={1000}
          rows={3}
          onChange={(e) => setOpinion(e.target.value)}
        />
        <Space wrap>
          <Button type="primary" loading={busy} onClick={() => void run('approve')}>
            {t(step.key === 'issue' ? 'archives.issue' : 'archives.approve')}
          </Button>
          {step.key === 'check' && (
            <Button loading={busy} onClick={() => void run('return')}>
              {t('archives.returnForCorrection')}
            </Button>
          )}
          {step.key !== 'issue' && (
            <Button danger loading={busy} onClick={() => void run('reject')}>
              {t('archives.reject')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}
