import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { RecordState } from '@/components/record-state';
import { ResourcePage } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { useScreenTitle } from '@/lib/screen-title';
import { APPROVALS_KEY, DOSSIER_KEY, assignExperts } from '../api/approvals';
import { type ApprovalKind, approvalPaths } from './approval-paths';
import { StepNotice } from './decision-screen';
import { DossierHead } from './dossier-view';
import { ExpertPicker } from './expert-picker';
import { useDossier } from './use-dossier';

/** g060101 / g060104 choose/{id}/{sign}: experts from the library, without conflicts, for step `sign`. */
export function ChooseScreen({ kind }: { kind: ApprovalKind }) {
  const { t } = useTranslation();
  const title = useScreenTitle(kind === 'person' ? 'g060101:choose' : 'g060104:choose');
  const { id, sign, query } = useDossier();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  if (!query.data) return <RecordState badLink={id === null || !sign} query={query} />;
  const d = query.data;
  const here = d.view.step?.key === sign && d.actions.includes('assign-experts');
  const assign = async () => {
    setBusy(true);
    try {
      await assignExperts(d.id, sign!, chosen);
      toast.success(t('approvals.experts.assigned'));
      void client.invalidateQueries({ queryKey: [DOSSIER_KEY] });
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(APPROVALS_KEY) });
      void navigate(approvalPaths(kind).batch(d.batch.id));
    } catch {
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResourcePage title={title}>
      <DossierHead
        d={d}
        extra={
          <Button type="link" onClick={() => void navigate(approvalPaths(kind).dossier(d.id))}>
            {t('approvals.dossier.whole')}
          </Button>
        }
      />
      <StepNotice d={d} sign={sign} />
      {here && (
        <Card size="small">
          <ExpertPicker applicationId={d.id} value={chosen} onChange={setChosen} />
          <Space style={{ marginTop: 16 }}>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              title={chosen.length === 0 ? t('approvals.experts.chooseSome') : undefined}
              loading={busy}
              onClick={() => void assign()}
              data-testid="assign-experts"
            >
              {t('approvals.experts.assign')}
            </Button>
          </Space>
        </Card>
      )}
    </ResourcePage>
  );
}
