import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { FAIR_RULES } from '@rcwb/shared';
import { applyServerErrors } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import {
  type ApplyForm,
  FAIR_BOOTHS_KEY,
  applyForBooth,
  applyManagePath,
  listMyPostings,
  listOpenFairs,
} from '../api/fair-booths';

type Values = Omit<ApplyForm, 'fairId'> & { fairId?: number };

/**
 * The booth application: a fair whose booking window is open (those this organisation may not
 * book are shown with the reason), a booth or zone wish, up to five attendees and the published
 * postings to show. `fair` preselects a fair (apply?fair=<id>).
 */
export function BoothApplyForm({ fair }: { fair: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const fairs = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'open'],
    queryFn: ({ signal }) => listOpenFairs(signal),
  });
  const postings = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'postings'],
    queryFn: ({ signal }) => listMyPostings(signal),
  });
  const chosenId = Form.useWatch('fairId', form);
  const chosen = useMemo(() => fairs.data?.find((f) => f.id === chosenId), [fairs.data, chosenId]);
  const preselected = fair !== null && fairs.data?.some((f) => f.id === fair);
  useEffect(() => {
    if (preselected) form.setFieldValue('fairId', fair);
  }, [preselected, fair, form]);
  const send = useMutation({
    mutationFn: (v: Values) =>
      applyForBooth({ ...v, fairId: v.fairId!, attendees: v.attendees ?? [], jobIds: v.jobIds ?? [] }),
    onSuccess: (_, v) => {
      toast.success(t('fairBoothsUi.applied'));
      void queryClient.invalidateQueries({ queryKey: [FAIR_BOOTHS_KEY] });
      navigate(applyManagePath(v.fairId!));
    },
    onError: (error) => applyServerErrors(form, error, t, ['fairId', 'preference', 'note']),
  });
  const date = (iso: string) => formatReadableDateTime(iso, i18n.language);
  return (
    <Card title={t('fairBoothsUi.applyTitle')}>
      {fair !== null && fairs.data && !preselected && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('fairBoothsUi.fairNotOpen')} />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => send.mutate(v)} style={{ maxWidth: 640 }}>
        <Form.Item
          name="fairId"
          label={t('fairBoothsUi.fair')}
          rules={[{ required: true, message: t('fairBoothsUi.chooseFair') }]}
        >
          <Select
            loading={fairs.isLoading}
            notFoundContent={t('fairBoothsUi.noOpenFairs')}
            data-testid="apply-fair"
            options={(fairs.data ?? []).map((f) => ({
              value: f.id,
              label: f.title,
              disabled: f.applied || f.refusal !== null,
            }))}
          />
        </Form.Item>
        {chosen && (
          <Alert
            style={{ marginBottom: 16 }}
            type={chosen.refusal ? 'warning' : 'info'}
            title={`${date(chosen.startsAt)} – ${date(chosen.endsAt)}${chosen.venue ? ` · ${chosen.venue}` : ''}`}
            description={
              chosen.refusal
                ? t(chosen.refusal.key, chosen.refusal.params)
                : t('fairBoothsUi.cancelUntil', { deadline: date(chosen.cancelDeadline) })
            }
          />
        )}
        <Form.Item
          name="preference"
          label={t('fairBoothsUi.preference')}
          extra={t('fairBoothsUi.preferenceHelp')}
          rules={[{ max: 40 }]}
        >
          {chosen?.zones.length ? (
            <Select
              allowClear
              options={chosen.zones.map((z) => ({ value: z.code, label: `${z.code} · ${z.name}` }))}
            />
          ) : (
            <Input />
          )}
        </Form.Item>
        <Form.List name="attendees">
          {(fields, { add, remove }) => (
            <Form.Item
              label={t('fairBoothsUi.attendees')}
              extra={t('fairBoothsUi.attendeesHelp', { max: FAIR_RULES.attendeesPerApplication })}
            >
              {fields.map((field, index) => (
                <Space key={field.key} align="end" wrap>
                  {/* Each field has its own visible label, numbered, so a screen reader names both fields of every attendee. */}
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('fairBoothsUi.attendeeNameN', { n: index + 1 })}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        max: 40,
                        message: t('fairBoothsUi.attendeeNameNeeded'),
                      },
                    ]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'phone']}
                    label={t('fairBoothsUi.attendeePhoneN', { n: index + 1 })}
                    rules={[
                      {
                        required: true,
                        pattern: /^[0-9+\- ]{5,20}$/,
                        message: t('fairBoothsUi.attendeePhoneNeeded'),
                      },
                    ]}
                  >
                    <Input type="tel" autoComplete="off" />
                  </Form.Item>
                  <Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('fairBoothsUi.removeAttendeeN', { n: index + 1 })}
                    />
                  </Form.Item>
                </Space>
              ))}
              {fields.length < FAIR_RULES.attendeesPerApplication && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', phone: '' })}>
                  {t('fairBoothsUi.addAttendee')}
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        <Form.Item
          name="jobIds"
          label={t('fairBoothsUi.postingsToShow')}
          extra={t('fairBoothsUi.postingsHelp', { max: FAIR_RULES.postingsPerApplication })}
          rules={[{ type: 'array', max: FAIR_RULES.postingsPerApplication }]}
        >
          <Select
            mode="multiple"
            loading={postings.isLoading}
            optionFilterProp="label"
            options={(postings.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('fairBoothsUi.note')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="apply-submit">
          {t('fairBoothsUi.apply')}
        </Button>
      </Form>
    </Card>
  );
}
