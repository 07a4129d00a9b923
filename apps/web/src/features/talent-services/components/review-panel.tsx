import { Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { TTalentReviewAct } from '@rcwb/shared';
import { applyServerErrors } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { type ApplicationView, nameIn } from '@/features/programs';

type Values = { opinion?: string; amount?: number; from?: string; until?: string };
type Action = TTalentReviewAct['action'];

/**
 * A reviewer's decision at the step the application waits at: approve, return for changes (not
 * at the grant) or reject, with an opinion; granting a subsidy also takes its amount and period.
 */
export function ReviewPanel({
  view,
  subsidyCap,
  decide,
  onDone,
}: {
  view: ApplicationView;
  /** The subsidy's cap (yuan) when this is a subsidy's grant step; null otherwise. */
  subsidyCap: number | null;
  decide: (body: TTalentReviewAct) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const step = view.step!;
  const granting = subsidyCap !== null && step.key === 'grant';
  const run = useMutation({
    mutationFn: (action: Action) => {
      const v = form.getFieldsValue();
      const grant =
        granting && action === 'approve' && v.amount && v.from && v.until
          ? { amount: v.amount, from: v.from, until: v.until }
          : null;
      return decide({ step: step.key, action, opinion: v.opinion ?? '', grant });
    },
    onSuccess: () => {
      feedback.success(t('talentUi.decided'));
      form.resetFields();
      onDone();
    },
    onError: (error) => applyServerErrors(form, error, t, ['opinion']),
  });
  const actions: Action[] = step.key === 'grant' ? ['approve', 'reject'] : ['approve', 'return', 'reject'];
  return (
    <Card
      title={
        <h2 style={{ fontSize: 16, margin: 0 }}>
          {t('talentUi.decide', { step: nameIn(step.name, i18n.language) })}
        </h2>
      }
      data-testid="review-panel"
    >
      <Form form={form} layout="vertical">
        {granting && (
          <Space wrap>
            <Form.Item name="amount" label={t('talentUi.grantedAmount')}>
              <InputNumber min={1} max={subsidyCap} precision={0} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="from" label={t('talentUi.periodFrom')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="until" label={t('talentUi.periodUntil')}>
              <Input type="date" />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="opinion" label={t('talentUi.opinion')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Space wrap>
          {actions.map((a) => (
            <Button
              key={a}
              type={a === 'approve' ? 'primary' : 'default'}
              danger={a === 'reject'}
              loading={run.isPending && run.variables === a}
              disabled={run.isPending}
              onClick={() => run.mutate(a)}
            >
              {t(`talentUi.${a}`)}
            </Button>
          ))}
        </Space>
      </Form>
    </Card>
  );
}
