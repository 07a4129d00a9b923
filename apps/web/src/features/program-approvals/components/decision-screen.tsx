import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { RecordState } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { useScreenTitle } from '@/lib/screen-title';
import { nameIn } from '@/features/programs';
import { APPROVALS_KEY, DOSSIER_KEY, type Dossier, decide } from '../api/approvals';
import { type ApprovalKind, approvalPaths } from './approval-paths';
import { DossierHead, DossierView } from './dossier-view';
import { useDossier } from './use-dossier';

const DECISIONS = ['approve', 'return', 'reject'] as const;

/**
 * Whether the application still waits at the step the screen was opened for: another reviewer may
 * have decided it since, and the screen then says where it is instead of offering the decision.
 */
export function StepNotice({ d, sign }: { d: Dossier; sign: string | null }) {
  const { t, i18n } = useTranslation();
  if (d.view.step && d.view.step.key === sign) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="step-moved"
      title={
        d.view.step
          ? t('approvals.notAtStep', { step: nameIn(d.view.step.name, i18n.language) })
          : t('approvals.ended')
      }
    />
  );
}

/** g060101 / g060104 add/{id}/{sign}: the reviewer's opinion and decision at step `sign`. */
export function DecisionScreen({ kind }: { kind: ApprovalKind }) {
  const { t } = useTranslation();
  const title = useScreenTitle(kind === 'person' ? 'g060101:add' : 'g060104:add');
  const { id, sign, query } = useDossier();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  if (!query.data) return <RecordState badLink={id === null || !sign} query={query} />;
  const d = query.data;
  const here = d.view.step?.key === sign;
  const allowed = DECISIONS.filter((a) => here && d.actions.includes(a));
  const run = async (action: (typeof DECISIONS)[number]) => {
    setBusy(action);
    try {
      await decide(d.id, action, sign!, opinion);
      toast.success(t('approvals.decided'));
      void client.invalidateQueries({ queryKey: [DOSSIER_KEY] });
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(APPROVALS_KEY) });
      void navigate(approvalPaths(kind).batch(d.batch.id));
    } catch {
      // The client shows the refusal (e.g. decided by someone else); reload to show where it is.
      void query.refetch();
    } finally {
      setBusy(null);
    }
  };
  return (
    <ResourcePage title={title}>
      <DossierHead d={d} />
      <StepNotice d={d} sign={sign} />
      {here && allowed.length === 0 && <Alert type="info" showIcon title={t('approvals.nothingToDecide')} />}
      {allowed.length > 0 && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <label htmlFor="approval-opinion">
            <Typography.Text strong>{t('approvals.opinion')}</Typography.Text>
          </label>
          <Input.TextArea
            id="approval-opinion"
            rows={4}
            maxLength={1000}
            value={opinion}
            onChange={(e) => setOpinion(e.target.value)}
            data-testid="approval-opinion"
          />
          <Typography.Paragraph type="secondary">{t('approvals.opinionHelp')}</Typography.Paragraph>
          <Space wrap>
            {allowed.map((a) => (
              <Button
                key={a}
                type={a === 'approve' ? 'primary' : 'default'}
                danger={a === 'reject'}
                loading={busy === a}
                disabled={busy !== null && busy !== a}
                onClick={() => void run(a)}
                data-testid={`decide-${a}`}
              >
                {t(`approvals.decision.${a}`)}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      <DossierView d={d} />
    </ResourcePage>
  );
}
