import { Button, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { APPROVAL_PERMS, type TScreenKey } from '@rcwb/shared';
import { RecordState } from '@/components/record-state';
import { ResourcePage, useCan } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { formatWhen, nameIn } from '@/features/programs';
import type { Dossier } from '../api/approvals';
import { ASSIGN_STEP, type ApprovalKind, DECISION_STEPS, approvalPaths } from './approval-paths';
import { StepNotice } from './decision-screen';
import { DossierHead, DossierView } from './dossier-view';
import { useDossier } from './use-dossier';

/** The way to the step's work when the application waits there for the reviewer. */
function StepLinks({ kind, d }: { kind: ApprovalKind; d: Dossier }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const paths = approvalPaths(kind);
  const step = d.view.step?.key;
  if (!step || !d.actions.length) return null;
  return (
    <Space wrap>
      {DECISION_STEPS.includes(step) && can([APPROVAL_PERMS.act]) && (
        <Button
          type="primary"
          onClick={() => void navigate(paths.decide(d.id, step))}
          data-testid="go-decide"
        >
          {t('approvals.row.decide')}
        </Button>
      )}
      {step === ASSIGN_STEP && can([APPROVAL_PERMS.assign]) && (
        <Button
          type="primary"
          onClick={() => void navigate(paths.choose(d.id, step))}
          data-testid="go-choose"
        >
          {t('approvals.row.choose')}
        </Button>
      )}
      <Button onClick={() => void navigate(paths.batch(d.batch.id))}>{t('approvals.back')}</Button>
    </Space>
  );
}

/** g060101 / g060104 detailX/{id} and g060102 / g060105 detail/{id}: the whole dossier. */
export function DossierScreen({ kind, screen }: { kind: ApprovalKind; screen: TScreenKey }) {
  const title = useScreenTitle(screen);
  const { id, query } = useDossier();
  if (!query.data) return <RecordState badLink={id === null} query={query} />;
  const d = query.data;
  return (
    <ResourcePage title={title}>
      <DossierHead d={d} extra={<StepLinks kind={kind} d={d} />} />
      <DossierView d={d} />
    </ResourcePage>
  );
}

/** g060101 / g060104 detail/{id}/{sign}: one step of the application, its records and opinions. */
export function StepScreen({ kind }: { kind: ApprovalKind }) {
  const { t, i18n } = useTranslation();
  const title = useScreenTitle(kind === 'person' ? 'g060101:detail' : 'g060104:detail');
  const navigate = useNavigate();
  const { id, sign, query } = useDossier();
  if (!query.data) return <RecordState badLink={id === null || !sign} query={query} />;
  const d = query.data;
  const records = d.view.timeline.filter((e) => e.step === sign);
  const name = d.steps.find((s) => s.key === sign)?.name;
  return (
    <ResourcePage title={title}>
      <DossierHead d={d} extra={<StepLinks kind={kind} d={d} />} />
      <StepNotice d={d} sign={sign} />
      <Card
        size="small"
        title={`${name ? `${nameIn(name, i18n.language)} · ` : ''}${t('approvals.dossier.stepRecords')}`}
        extra={
          <Button type="link" onClick={() => void navigate(approvalPaths(kind).dossier(d.id))}>
            {t('approvals.dossier.whole')}
          </Button>
        }
      >
        {records.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.dossier.noRecords')} />
        ) : (
          <ul data-testid="step-records">
            {records.map((e) => (
              <li key={e.id}>
                <Typography.Text strong>
                  {t(`programApply.action.${e.action}`, { defaultValue: e.action })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {e.actorName} · {formatWhen(e.at, i18n.language)}
                </Typography.Text>
                {e.opinion && <div>{e.opinion}</div>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </ResourcePage>
  );
}
