import { Button, Card, Descriptions, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FEEDBACK_LIMITS } from '@rcwb/shared';
import { downloadStoredFile } from '@/components/download';
import { RecordState } from '@/components/record-state';
import { applyServerErrors, useCan } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import {
  FEEDBACK_PERMS,
  STAFF_FEEDBACK_KEY,
  closeFeedback,
  getStaffFeedback,
  replyFeedback,
} from '../api/feedback';
import { fileUrlOf } from './attachment-ids';
import { FeedbackStatus } from './feedback-status';
import styles from './feedback.module.css';
import { formatReadableDateTime } from '@/lib/format/readable-date';

const USER_TYPES: Record<number, string> = { 1: 'person', 2: 'org' };

/** g070105 detail: the whole item, its author with contact details, the reply form and closing. */
export function StaffFeedbackDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reply: string }>();
  const key = [STAFF_FEEDBACK_KEY, 'detail', id];
  const item = useQuery({ queryKey: key, queryFn: ({ signal }) => getStaffFeedback(id, signal) });
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: [STAFF_FEEDBACK_KEY] });
  };
  const reply = useMutation({
    mutationFn: (v: { reply: string }) => replyFeedback(id, v.reply),
    onSuccess: () => {
      toast.success(t('feedbackUi.replied'));
      form.resetFields();
      changed();
    },
    onError: (error) => applyServerErrors(form, error, t, ['reply']),
  });
  const close = useMutation({
    mutationFn: () => closeFeedback(id),
    onSuccess: () => {
      toast.success(t('feedbackUi.closedDone'));
      changed();
    },
  });

  if (!item.data) return <RecordState badLink={false} query={item} />;
  const f = item.data;
  const date = (iso: string | null) => formatReadableDateTime(iso, i18n.language);
  const mayAnswer = can([FEEDBACK_PERMS.reply]) && f.status !== 'closed';

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={<h1 className={styles.heading}>{f.title}</h1>}
        extra={<FeedbackStatus status={f.status} />}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('feedbackUi.field.kind')}>
            <Tag>{t(`feedbackUi.kind.${f.kind}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('feedbackUi.field.createdAt')}>{date(f.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackUi.field.targetKind')}>
            {f.targetKind
              ? `${t(`feedbackUi.target.${f.targetKind}`)} #${f.targetId}: ${f.targetLabel ?? t('feedbackUi.targetGone')}`
              : t('feedbackUi.target.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('feedbackUi.field.author')}>
            {f.author.name} ({f.author.username}
            {USER_TYPES[f.author.userType]
              ? ` · ${t(`feedbackUi.authorType.${USER_TYPES[f.author.userType]}`)}`
              : ''}
            )
          </Descriptions.Item>
          <Descriptions.Item label={t('feedbackUi.field.mobile')}>{f.author.mobile ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('feedbackUi.field.email')}>{f.author.email ?? '—'}</Descriptions.Item>
        </Descriptions>
        <p className={styles.text}>{f.content}</p>
        {f.attachments.length > 0 && (
          <div>
            <strong>{t('feedbackUi.field.attachments')}</strong>
            <ul>
              {f.attachments.map((a) => (
                <li key={a.id}>
                  <Button type="link" onClick={() => void downloadStoredFile(fileUrlOf(a.id), a.name)}>
                    {a.name}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <Card title={<h2 className={styles.heading}>{t('feedbackUi.reply')}</h2>}>
        {f.reply ? (
          <>
            <p className={styles.text}>{f.reply}</p>
            <p className={styles.meta}>{date(f.repliedAt)}</p>
          </>
        ) : (
          <p className={styles.meta}>{t('feedbackUi.noReply')}</p>
        )}
        {mayAnswer && (
          <Form form={form} layout="vertical" onFinish={(v) => reply.mutate(v)}>
            <Form.Item
              name="reply"
              label={f.reply ? t('feedbackUi.replyAgain') : t('feedbackUi.replyLabel')}
              rules={[{ required: true, whitespace: true, message: t('feedback.replyRequired') }]}
            >
              <Input.TextArea rows={4} maxLength={FEEDBACK_LIMITS.reply} showCount />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={reply.isPending}>
                {t('feedbackUi.sendReply')}
              </Button>
              <Popconfirm
                title={t('feedbackUi.closeConfirm')}
                okText={t('feedbackUi.close')}
                cancelText={t('common.cancel')}
                onConfirm={() => close.mutateAsync()}
              >
                <Button danger loading={close.isPending}>
                  {t('feedbackUi.close')}
                </Button>
              </Popconfirm>
            </Space>
          </Form>
        )}
      </Card>
    </Space>
  );
}
