import { Alert, Progress, Space, Typography } from 'antd';
import type { TResumeSection } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';

/** The completeness bar and, when something is missing, which sections to fill in. */
export function CompletenessPanel({ percent, missing }: { percent: number; missing: TResumeSection[] }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-live="polite">
      <Typography.Text strong id="resume-completeness-label">
        {t('resumeUi.completeness', { percent })}
      </Typography.Text>
      <Progress percent={percent} aria-labelledby="resume-completeness-label" />
      {missing.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('resumeUi.missing', {
            sections: missing.map((s) => t(`resumeUi.section.${s}`)).join(t('resumeUi.listSeparator')),
          })}
        />
      ) : (
        <Alert type="success" showIcon title={t('resumeUi.complete')} />
      )}
    </Space>
  );
}
