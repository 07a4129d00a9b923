import { useState } from 'react';
import { Alert, Button, Input, List, Modal, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { APPROVAL_PERMS } from '@rcwb/shared';
import { useCan } from '@/components/resource';
import { type BulkResult, bulkApprove, bulkAssign } from '../api/approvals';
import { ExpertPicker } from './expert-picker';

type Props = {
  batchId: number;
  selected: number[];
  /** After a bulk action: clear the selection and reload the list. */
  onDone: () => void;
};

/** Every row's outcome of a bulk action. */
function ResultsDialog({ results, onClose }: { results: BulkResult; onClose: () => void }) {
  const { t } = useTranslation();
  const ok = results.filter((r) => r.ok).length;
  return (
    <Modal open title={t('approvals.bulk.results')} onOk={onClose} onCancel={onClose} footer={null}>
      <Typography.Paragraph data-testid="bulk-summary">
        {t('approvals.bulk.summary', { ok, failed: results.length - ok })}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={results}
        renderItem={(r) => (
          <List.Item data-testid="bulk-result">
            <Typography.Text type={r.ok ? 'success' : 'danger'}>
              {t('approvals.bulk.row', { id: r.id })}: {r.msg}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}

/**
 * The list's bulk actions on the selected applications: approve each at the step it waits at,
 * or assign the same experts to each. Each application is its own action; the results say which
 * went through and why the others did not.
 */
export function BulkActions({ batchId, selected, onDone }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<'approve' | 'assign' | null>(null);
  const [opinion, setOpinion] = useState('');
  const [experts, setExperts] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BulkResult | null>(null);
  const run = async (work: () => Promise<BulkResult>) => {
    setBusy(true);
    try {
      setResults(await work());
      setOpen(null);
      setOpinion('');
      setExperts([]);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const none = selected.length === 0;
  return (
    <Space wrap>
      {can([APPROVAL_PERMS.act]) && (
        <Button disabled={none} onClick={() => setOpen('approve')} data-testid="bulk-approve">
          {t('approvals.bulk.approve')}
        </Button>
      )}
      {can([APPROVAL_PERMS.assign]) && (
        <Button disabled={none} onClick={() => setOpen('assign')} data-testid="bulk-assign">
          {t('approvals.bulk.assign')}
        </Button>
      )}
      {open === 'approve' && (
        <Modal
          open
          title={t('approvals.bulk.approve')}
          okText={t('approvals.decision.approve')}
          confirmLoading={busy}
          onCancel={() => setOpen(null)}
          onOk={() => void run(() => bulkApprove(batchId, selected, opinion))}
        >
          <Alert type="info" showIcon title={t('approvals.bulk.approveHelp')} style={{ marginBottom: 12 }} />
          <label htmlFor="bulk-opinion">{t('approvals.opinion')}</label>
          <Input.TextArea
            id="bulk-opinion"
            rows={3}
            value={opinion}
            onChange={(e) => setOpinion(e.target.value)}
          />
        </Modal>
      )}
      {open === 'assign' && (
        <Modal
          open
          width={720}
          title={t('approvals.bulk.assign')}
          okText={t('approvals.experts.assign')}
          okButtonProps={{ disabled: experts.length === 0 }}
          confirmLoading={busy}
          onCancel={() => setOpen(null)}
          onOk={() => void run(() => bulkAssign(batchId, selected, experts))}
        >
          <Alert type="info" showIcon title={t('approvals.bulk.assignHelp')} style={{ marginBottom: 12 }} />
          <ExpertPicker applicationId={selected[0]!} value={experts} onChange={setExperts} />
        </Modal>
      )}
      {results && <ResultsDialog results={results} onClose={() => setResults(null)} />}
    </Space>
  );
}
