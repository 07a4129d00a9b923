import { Alert, Timeline, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { TONES, ToneTag, type TTagTone } from '@/components/tone-tag';
import { dateTimeFormat } from '@/lib/format/intl';

/** A name in both languages of the portal (a process's or a step's). */
export type TBilingual = { en: string; 'zh-CN': string };

export type WorkflowStatus = 'draft' | 'submitted' | 'in-review' | 'returned' | 'approved' | 'rejected';

/** Where an application stands and how it got there (the server's workflow engine view). */
export type WorkflowView = {
  status: WorkflowStatus;
  process: { name: TBilingual };
  step: { key: string; name: TBilingual } | null;
  returned: { step: string; name: TBilingual | null; opinion: string | null } | null;
  submittedAt: string | null;
  dueAt: string | null;
  decidedAt: string | null;
  timeline: {
    id: number;
    step: string | null;
    stepName: TBilingual | null;
    action: string;
    actorName: string;
    opinion: string | null;
    at: string;
  }[];
};

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
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function WorkflowStatusTag({ status }: { status: WorkflowStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={STATUS_TONES[status]}>{t(`workflowProgress.status.${status}`)}</ToneTag>;
}

/**
 * The opinion of a return, where the applicant makes the changes. `messageKey` words it for the
 * area (its params: step, opinion).
 */
export function ReturnedOpinion({
  view,
  messageKey = 'workflowProgress.returnedOpinion',
}: {
  view: WorkflowView;
  messageKey?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!view.returned) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t(messageKey, {
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
export function WorkflowProgress({ view }: { view: WorkflowView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div data-testid="application-progress">
      {view.step && (
        <Typography.Paragraph>
          {t('workflowProgress.nowAt', { step: nameIn(view.step.name, lang) })}
          {view.dueAt && <> · {t('workflowProgress.dueAt', { date: formatWhen(view.dueAt, lang) })}</>}
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
                  {t(`workflowProgress.action.${e.action}`, { defaultValue: e.action })}
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
