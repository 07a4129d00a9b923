import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import type { NavigateFunction } from 'react-router';
import { FAIR_KINDS, FAIR_PERMS, FAIR_PHASES, FAIR_STATUSES, type TFairSummary } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { fairAdmin } from '../api/fairs';
import { FAIR_SCREEN } from './fair-admin';

const options = (values: readonly string[], prefix: string) =>
  values.map((v) => ({ value: v, labelKey: `${prefix}.${v}` }));

/** g200201: every fair; add, edit (form and booth layout) and view are pages (add, add/{id}/{type}). */
export const fairResource = (navigate: NavigateFunction) =>
  defineResource<TFairSummary>({
    id: fairAdmin.key,
    rowKey: (f) => f.id,
    fetchPage: fairAdmin.list,
    filters: [
      { key: 'keyword', type: 'text', labelKey: 'fairAdmin.keyword' },
      {
        key: 'status',
        type: 'select',
        labelKey: 'fairAdmin.status',
        options: options(FAIR_STATUSES, 'fairAdmin.status'),
      },
      {
        key: 'kind',
        type: 'select',
        labelKey: 'fairAdmin.kind',
        options: options(FAIR_KINDS, 'fairAdmin.kind'),
      },
      {
        key: 'phase',
        type: 'select',
        labelKey: 'fairAdmin.phase',
        options: options(FAIR_PHASES, 'fairAdmin.phase'),
      },
    ],
    columns: [
      { key: 'title', titleKey: 'fairAdmin.title', hideable: false, ellipsis: true, width: 260, card: true },
      {
        key: 'kind',
        titleKey: 'fairAdmin.kind',
        render: (f) => <KindLabel value={f.kind} prefix="fairAdmin.kind" />,
      },
      { key: 'startsAt', titleKey: 'fairAdmin.startsAt', type: 'datetime', card: true },
      { key: 'endsAt', titleKey: 'fairAdmin.endsAt', type: 'datetime', defaultHidden: true },
      { key: 'venue', titleKey: 'fairAdmin.venue', ellipsis: true },
      {
        key: 'phase',
        titleKey: 'fairAdmin.phase',
        render: (f) => <KindLabel value={f.phase} prefix="fairAdmin.phase" />,
      },
      {
        key: 'status',
        titleKey: 'fairAdmin.status',
        card: true,
        render: (f) => <KindLabel value={f.status} prefix="fairAdmin.status" />,
      },
      {
        key: 'counts',
        titleKey: 'fairAdmin.counts',
        render: (f) => `${f.counts.organisations} / ${f.counts.postings} / ${f.counts.visitors}`,
      },
    ],
    toolbar: [
      {
        key: 'add',
        labelKey: 'contentAdmin.add',
        perms: [FAIR_PERMS.add],
        icon: <PlusOutlined />,
        type: 'primary',
        run: () => navigate(`${FAIR_SCREEN}/add`),
      },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [FAIR_PERMS.list],
        icon: <EyeOutlined />,
        run: (f) => navigate(`${FAIR_SCREEN}/add/${f.id}/view`),
      },
      {
        key: 'edit',
        labelKey: 'resource.edit',
        perms: [FAIR_PERMS.edit],
        icon: <EditOutlined />,
        hidden: (f) => f.status === 'cancelled',
        run: (f) => navigate(`${FAIR_SCREEN}/add/${f.id}/edit`),
      },
      {
        key: 'publish',
        labelKey: 'fairAdmin.publish',
        perms: [FAIR_PERMS.publish],
        icon: <CloudUploadOutlined />,
        hidden: (f) => f.status === 'published' || f.status === 'cancelled' || f.phase === 'ended',
        run: (f) => fairAdmin.publish(f.id),
        successKey: 'fairAdmin.published',
      },
      {
        key: 'withdraw',
        labelKey: 'fairAdmin.withdraw',
        perms: [FAIR_PERMS.publish],
        icon: <RollbackOutlined />,
        danger: true,
        hidden: (f) => f.status !== 'published' || f.phase === 'ended',
        confirm: (_f, t) => t('fairAdmin.withdrawConfirm'),
        run: (f) => fairAdmin.withdraw(f.id),
        successKey: 'fairAdmin.withdrawn',
      },
      {
        key: 'remove',
        labelKey: 'fairAdmin.remove',
        perms: [FAIR_PERMS.remove],
        icon: <DeleteOutlined />,
        danger: true,
        hidden: (f) => f.status !== 'draft',
        confirm: (_f, t) => t('fairAdmin.removeConfirm'),
        run: (f) => fairAdmin.remove(f.id),
        successKey: 'fairAdmin.removed',
      },
    ],
  });

function KindLabel({ value, prefix }: { value: string; prefix: string }) {
  return <TranslatedLabel k={`${prefix}.${value}`} />;
}

function TranslatedLabel({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
