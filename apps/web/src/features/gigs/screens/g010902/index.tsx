import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FormDialog, ResourcePage } from '@/components/resource';
import { toDisplayUrl } from '@/components/upload';
import { feedback } from '@/lib/feedback/feedback';
import { isApiError } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-title';
import { getMyCard, saveMyCard, submitMyCard } from '../../api/gigs';
import { CARD_FIELDS, cardFromForm, cardToForm } from '../../components/gig-fields';
import { payText } from '../../components/gig-review-resources';

const KEY = ['gigs', 'my-card'];

/** g010902 my worker card: write it, submit it for review, see the review's outcome. */
export default function MyWorkerCardScreen() {
  const title = useScreenTitle('g010902');
  const { t } = useTranslation();
  const client = useQueryClient();
  const card = useQuery({ queryKey: KEY, queryFn: getMyCard });
  const [editing, setEditing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const submit = async () => {
    try {
      await submitMyCard();
      feedback.success(t('gigsAdmin.submitted'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const c = card.data;
  return (
    <ResourcePage title={title}>
      {card.isPending ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {!c && <Alert type="info" message={t('gigsAdmin.noCard')} />}
          {c?.reviewReason && (
            <Alert type="warning" message={t('gigsAdmin.reviewSaid', { reason: c.reviewReason })} />
          )}
          {c && (
            <Descriptions bordered column={1} size="small">
              <Descriptions.Item label={t('gigsAdmin.col.status')}>
                <Tag>{t(`gigs.status.${c.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.categories')}>
                {c.categories.map((x) => t(`gigs.category.${x}`)).join(t('gigsAdmin.listSeparator'))}
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.skills')}>
                {c.skills.join(t('gigsAdmin.listSeparator'))}
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.field.areas')}>
                {c.areas.join(t('gigsAdmin.listSeparator'))}
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.days')}>
                {c.days.map((d) => t(`gigsAdmin.weekday.${d}`)).join(t('gigsAdmin.listSeparator'))}{' '}
                {c.timeFrom}–{c.timeTo}
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.expectedPay')}>
                {payText(c.expectedPay, c.payUnit)}
              </Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.intro')}>{c.intro}</Descriptions.Item>
              <Descriptions.Item label={t('gigsAdmin.col.photo')}>
                {c.photoUrl && (
                  <img
                    src={toDisplayUrl(c.photoUrl)}
                    alt={t('gigsAdmin.photoAlt', { name: c.name ?? '' })}
                    width={96}
                    data-testid="my-card-photo"
                  />
                )}
              </Descriptions.Item>
            </Descriptions>
          )}
          <Space>
            <Button type="primary" disabled={c?.status === 'pending'} onClick={() => setEditing(true)}>
              {t(c ? 'gigsAdmin.editCard' : 'gigsAdmin.writeCard')}
            </Button>
            {c && (c.status === 'draft' || c.status === 'rejected') && (
              <Button onClick={submit}>{t('gigsAdmin.submit')}</Button>
            )}
          </Space>
          {c?.status === 'published' && <Alert type="info" message={t('gigsAdmin.editUnpublishes')} />}
        </Space>
      )}
      <FormDialog
        open={editing}
        mode={c ? 'edit' : 'add'}
        titleKey="gigsAdmin.cardTitle"
        fields={CARD_FIELDS}
        initialValues={(c ? cardToForm(c) : undefined) as never}
        submit={(v) => saveMyCard(cardFromForm(v as never))}
        onClose={() => setEditing(false)}
        onDone={(text) => {
          setEditing(false);
          feedback.success(text);
          void refresh();
        }}
        width={640}
      />
    </ResourcePage>
  );
}
