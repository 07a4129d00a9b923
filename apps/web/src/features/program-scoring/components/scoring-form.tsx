import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Popconfirm, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { SCORE_COMMENT_MAX } from '@rcwb/shared';
import { RecordState } from '@/components/record-state';
import { applyServerErrors } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import { screenName } from '@/lib/screen-title';
import { TASKS_KEY, getScoringForm, submitScores } from '../api/program-scoring';
import { formatScore } from './score-format';
import { TONES, ToneTag } from '@/components/tone-tag';

type TValues = { scores: Record<string, number>; comment?: string };

/** The dossier fields an expert reads, in this order. */
const DOSSIER = [
  'name',
  'contact',
  'region',
  'education',
  'school',
  'major',
  'creditCode',
  'summary',
] as const;

/**
 * g060107 score/{id}: the application read-only, the batch's scoring sheet and my scores. Only my
 * own scores are ever shown; once submitted they are read-only.
 */
export function ScoringFormView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const key = [TASKS_KEY, 'form', id];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getScoringForm(id, signal) });
  const submit = useMutation({
    mutationFn: (v: TValues) => submitScores(id, { scores: v.scores, comment: v.comment ?? '' }),
    onSuccess: (data) => {
      toast.success(t('programScoringUi.submitted'));
      queryClient.setQueryData(key, data);
      void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
    onError: (error) => applyServerErrors(form, error, t, ['comment']),
  });
  if (!query.data) return <RecordState badLink={false} query={query} />;
  const f = query.data;
  const mine = f.mine;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="scoring-form">
      <Card
        title={<h1 style={{ margin: 0, fontSize: 18 }}>{`${screenName('g060107:score')} · ${f.name}`}</h1>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('programScoringUi.field.batch')}>{f.batch.name}</Descriptions.Item>
          <Descriptions.Item label={t('programScoringUi.field.state')}>
            <ToneTag tone={f.state === 'todo' ? TONES.blue : TONES.plain}>
              {t(`programScoringUi.state.${f.state}`)}
            </ToneTag>
            {f.overdue && <ToneTag tone={TONES.red}>{t('programScoringUi.overdue')}</ToneTag>}
          </Descriptions.Item>
          {f.dueAt && (
            <Descriptions.Item label={t('programScoringUi.field.dueAt')}>
              {formatReadableDateTime(f.dueAt, i18n.language)}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('programScoringUi.dossier')}</h2>}>
        <Descriptions column={1} size="small">
          {DOSSIER.filter((k) => f.info[k]).map((k) => (
            <Descriptions.Item key={k} label={t(`programApply.field.${k}`)}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{f.info[k]}</span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('programScoringUi.materials')}>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {f.materials.map((m) => (
                <li key={m.name}>
                  {m.name}: {t(m.provided ? 'programScoringUi.provided' : 'programScoringUi.missing')}
                </li>
              ))}
            </ul>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={
          <h2 style={{ margin: 0, fontSize: 16 }}>
            {t(mine ? 'programScoringUi.myScores' : 'programScoringUi.sheet')}
          </h2>
        }
      >
        <Alert type="info" showIcon title={t('programScoringUi.privacy')} style={{ marginBottom: 16 }} />
        {mine ? (
          <Descriptions column={1} size="small" data-testid="my-scores">
            {f.sheet.map((c) => (
              <Descriptions.Item
                key={c.key}
                label={c.name[lang]}
              >{`${mine.scores[c.key] ?? '—'} / ${c.max}`}</Descriptions.Item>
            ))}
            <Descriptions.Item label={t('programScoringUi.field.total')}>
              <strong data-testid="my-total">{formatScore(mine.total, i18n.language)}</strong>
            </Descriptions.Item>
            {mine.comment && (
              <Descriptions.Item label={t('programScoringUi.field.comment')}>
                {mine.comment}
              </Descriptions.Item>
            )}
          </Descriptions>
        ) : f.state === 'todo' ? (
          <Form form={form} layout="vertical" onFinish={(v) => submit.mutate(v)}>
            {f.sheet.map((c) => (
              <Form.Item
                key={c.key}
                name={['scores', c.key]}
                label={t('programScoringUi.criterion', { name: c.name[lang], weight: c.weight, max: c.max })}
                rules={[
                  { required: true, message: t('programScoring.score.missing', { criterion: c.name[lang] }) },
                ]}
              >
                <InputNumber min={0} max={c.max} precision={0} style={{ width: 160 }} />
              </Form.Item>
            ))}
            <Form.Item
              name="comment"
              label={t('programScoringUi.field.comment')}
              rules={[{ max: SCORE_COMMENT_MAX }]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
            <Popconfirm title={t('programScoringUi.submitConfirm')} onConfirm={() => form.submit()}>
              <Button type="primary" loading={submit.isPending}>
                {t('programScoringUi.submit')}
              </Button>
            </Popconfirm>
          </Form>
        ) : null}
      </Card>
    </Space>
  );
}
