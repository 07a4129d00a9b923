import type { ReactNode } from 'react';
import { Button, Card, Descriptions, List, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { DictValue } from '@/components/dict-tag';
import { downloadStoredFile } from '@/components/download';
import { useLabels } from '@/lib/jobs/use-labels';
import { ApplicationProgress, ApplicationStatusTag, formatWhen, nameIn } from '@/features/programs';
import type { Dossier } from '../api/approvals';
import styles from './dossier.module.css';

/** Who applies to what, and where it stands: the head of every screen about one application. */
export function DossierHead({ d, extra }: { d: Dossier; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="dossier-head">
      <Space wrap size="middle">
        <Typography.Text strong data-testid="dossier-applicant">
          {d.info.name}
        </Typography.Text>
        <Typography.Text type="secondary">
          {d.batch.name} · <DictValue type="program_category" value={d.batch.category} />
        </Typography.Text>
        <ApplicationStatusTag status={d.view.status} />
        {d.view.step && (
          <Typography.Text data-testid="dossier-step">
            {t('approvals.field.step')}: {nameIn(d.view.step.name, i18n.language)}
          </Typography.Text>
        )}
        {extra}
      </Space>
    </Card>
  );
}

function FormFacts({ d }: { d: Dossier }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const org = d.applicantType === 'org';
  const i = d.info;
  const items: [string, ReactNode][] = [
    [t(org ? 'programApply.field.orgName' : 'programApply.field.name'), i.name],
    ...(org
      ? ([
          [t('programApply.field.creditCode'), i.creditCode],
          [t('programApply.field.industry'), labels.industry(i.industry)],
          [t('programApply.field.contact'), i.contact],
        ] as [string, ReactNode][])
      : ([
          [t('programApply.field.birthDate'), i.birthDate],
          [t('programApply.field.education'), labels.flat('education', i.education)],
          [t('programApply.field.school'), i.school],
          [t('programApply.field.major'), i.major],
        ] as [string, ReactNode][])),
    [t('programApply.field.mobile'), i.mobile],
    [t('programApply.field.email'), i.email],
    [t('programApply.field.region'), labels.area(i.region)],
    [t('programApply.field.address'), i.address],
    [t(org ? 'programApply.field.orgSummary' : 'programApply.field.summary'), i.summary],
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={items.map(([label, value]) => ({ key: label, label, children: value || '—' }))}
    />
  );
}

/**
 * The whole dossier: the form, the materials to download, every step record with who acted, when
 * and their opinion, the experts assigned and the scores they handed in.
 */
export function DossierView({ d }: { d: Dossier }) {
  const { t, i18n } = useTranslation();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="dossier">
      <Card size="small" title={<h2 className={styles.heading}>{t('approvals.dossier.form')}</h2>}>
        <FormFacts d={d} />
      </Card>
      <Card size="small" title={<h2 className={styles.heading}>{t('approvals.dossier.materials')}</h2>}>
        <List
          size="small"
          dataSource={d.materials}
          renderItem={(m) => (
            <List.Item>
              <span>{m.name}</span>
              {m.file ? (
                <Button
                  type="link"
                  onClick={() => void downloadStoredFile(`/talent/file/${m.file!.id}`, m.file!.name)}
                  data-testid="material-download"
                >
                  {m.file.name}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t('approvals.dossier.notUploaded')}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title={<h2 className={styles.heading}>{t('approvals.dossier.progress')}</h2>}>
        <ApplicationProgress view={d.view} />
      </Card>
      <Card size="small" title={<h2 className={styles.heading}>{t('approvals.dossier.experts')}</h2>}>
        {d.experts.length ? (
          <Space wrap data-testid="dossier-experts">
            {d.experts.map((e) => (
              <Typography.Text key={`${e.step}-${e.accountId}`}>{e.name}</Typography.Text>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('approvals.dossier.noExperts')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={<h2 className={styles.heading}>{t('approvals.dossier.scores')}</h2>}>
        {d.scores.entries.length ? (
          <>
            {d.scores.mean !== null && (
              <Typography.Paragraph>
                {t('approvals.dossier.mean', { mean: d.scores.mean })}
              </Typography.Paragraph>
            )}
            <List
              size="small"
              dataSource={d.scores.entries}
              renderItem={(s) => (
                <List.Item>
                  {s.expert} · {formatWhen(s.at, i18n.language)}
                  {s.total !== null && <> · {t('approvals.dossier.total', { total: s.total })}</>}
                </List.Item>
              )}
            />
          </>
        ) : (
          <Typography.Text type="secondary">{t('approvals.dossier.noScores')}</Typography.Text>
        )}
      </Card>
    </Space>
  );
}
