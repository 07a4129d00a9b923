import { Button, Card, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { TSubsidyPayment } from '@rcwb/shared';
import { applyServerErrors } from '@/components/resource';
import { feedback } from '@/lib/feedback/feedback';
import { type ServiceRequest, recordPayment } from '../api/talent-services';
import { numberFormat } from '@/lib/format/intl';

/** A granted subsidy's payments, and (for those who may) the form recording the next one. */
export function Payments({
  req,
  mayPay,
  onDone,
}: {
  req: ServiceRequest;
  mayPay: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const amount = numberFormat(i18n.language);
  const [form] = Form.useForm<TSubsidyPayment>();
  const pay = useMutation({
    mutationFn: (v: TSubsidyPayment) => recordPayment(req.id, v),
    onSuccess: () => {
      feedback.success(t('talentUi.paymentRecorded'));
      form.resetFields();
      onDone();
    },
    onError: (error) => applyServerErrors(form, error, t, ['paidOn', 'amount', 'reference']),
  });
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.payments')}</h2>}
      data-testid="payments"
    >
      <Typography.Paragraph>
        {t('talentUi.paidOf', {
          paid: amount.format(req.paid),
          amount: amount.format(req.grantedAmount ?? 0),
        })}
        {req.periodFrom && ` · ${t('talentUi.period')} ${req.periodFrom} – ${req.periodUntil}`}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={req.payments}
        locale={{ emptyText: t('talentUi.noPayments') }}
        scroll={{ x: true }}
        columns={[
          { key: 'paidOn', dataIndex: 'paidOn', title: t('talentUi.paidOn') },
          { key: 'amount', dataIndex: 'amount', title: t('talentUi.amount') },
          { key: 'reference', dataIndex: 'reference', title: t('talentUi.reference') },
        ]}
      />
      {mayPay && (
        <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={(v) => pay.mutate(v)}>
          <Space wrap align="end">
            <Form.Item name="paidOn" label={t('talentUi.paidOn')} rules={[{ required: true }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="amount" label={t('talentUi.amount')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="reference"
              label={t('talentUi.reference')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={pay.isPending}>
                {t('talentUi.recordPayment')}
              </Button>
            </Form.Item>
          </Space>
        </Form>
      )}
    </Card>
  );
}
