import { Alert, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TONES, ToneTag, type TTagTone } from '@/components/tone-tag';
import type { ApplicationView, TBilingual, WorkflowStatus } from '../api/applications';

const STATUS_TONES: Record<WorkflowStatus, TTagTone> = {
  draft: TONES.plain,
  submitted: TONES.blue,
  'in-review': TONES.cyan,
  returned: TONES.orange,
  approved: TONES.green,
  rejected: TONES.red,
};

/** A process's or step's name in the reader's language. */
export const nameIn = (name: TBilingual | null | undefined, language: string): string =>
  name ? (language === 'zh-CN' ? name['zh-CN'] : name.en) : '';

export const formatWhen = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function ApplicationStatusTag({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={STATUS_TONES[status]}>{t(`programApply.status.${status}`)}</ToneTag>;
}

/** The reviewers' opinion of a return, where the applicant makes the changes. */
export function ReturnedOpinion({ view }: { view: ApplicationView }) {
  const { t, i18n } = useTranslation();
  if (!view.returned) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('programApply.returnedOpinion', {
        step: nameIn(view.returned.name, i18n.language),
        opinion: view.returned.opinion ?? '',
      })}
      data-testid="returned-opinion"
    />
  );
}

/**
 * Where the application is and how it got there: the step it waits at (and by when), then every
 * step so far with who acted, when, and their opinion. Applicants see what reviewers decided, never
 * the experts' score sheets (the engine leaves those out).
 */
export function ApplicationProgress({ view }: { view: ApplicationView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div data-testid="application-progress">
      {view.step && (
        <Typography.Paragraph>
          {t('programApply.nowAt', { step: nameIn(view.step.name, lang) })}
          {view.dueAt && <> · {t('programApply.dueAt', { date: formatWhen(view.dueAt, lang) })}</>}
        </Typography.Paragraph>
      )}
      {view.timeline.length > 0 && (
        <Timeline
          items={view.timeline.map((e) => ({
            key: e.id,
            color: e.action === 'return' ? 'orange' : e.action === 'reject' ? 'red' : 'blue',
            content: (
              <div>
                <Typography.Text strong>
                  {e.stepName ? `${nameIn(e.stepName, lang)} · ` : ''}
                  {t(`programApply.action.${e.action}`, { defaultValue: e.action })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {e.actorName} · {formatWhen(e.at, lang)}
                </Typography.Text>
                {e.opinion && <div>{e.opinion}</div>}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
