import { defineFields, defineResource } from '@/components/resource';
import { PROGRAM_SCORING_PERMS } from '@rcwb/shared';
import { i18n } from '@/lib/i18n';
import { formatReadableDate } from '@/lib/format/readable-date';
import { NOTICES_KEY, type StaffNoticeEntry, listNotices } from '../api/program-scoring';

/** An entry with an objection still open, while it is on notice: what upholding applies to. */
export const openObjection = (e: StaffNoticeEntry) =>
  e.state === 'on-notice' ? e.objections.find((o) => o.status !== 'closed') : undefined;

/** g060108: the published notices' entries, where each stands, and their objections. */
export const noticeResource = defineResource<StaffNoticeEntry>({
  id: NOTICES_KEY,
  rowKey: (r) => r.id,
  fetchPage: listNotices,
  columns: [
    { key: 'name', titleKey: 'programScoringUi.field.name', hideable: false, card: true },
    { key: 'organisation', titleKey: 'programScoringUi.field.organisation' },
    { key: 'batch', titleKey: 'programScoringUi.field.batch', ellipsis: true, card: true },
    {
      key: 'period',
      titleKey: 'programScoringUi.field.period',
      card: true,
      render: (r) =>
        `${formatReadableDate(r.publishedAt, i18n.language)} – ${formatReadableDate(r.endsAt, i18n.language)}`,
    },
    {
      key: 'state',
      titleKey: 'programScoringUi.field.state',
      card: true,
      render: (r) => i18n.t(`programScoringUi.noticeState.${r.state}`),
    },
    {
      key: 'objections',
      titleKey: 'programScoringUi.field.objections',
      render: (r) => r.objections.map((o) => o.title).join('、') || '—',
    },
  ],
  rowActions: [
    {
      key: 'uphold',
      labelKey: 'programScoringUi.uphold',
      perms: [PROGRAM_SCORING_PERMS.reopen],
      hidden: (r) => !openObjection(r),
      dialog: 'uphold',
    },
  ],
});

export const UPHOLD_FIELDS = defineFields([
  {
    name: 'opinion',
    labelKey: 'programScoringUi.upholdOpinion',
    type: 'textarea',
    required: true,
    rules: [{ max: 1000 }],
  },
]);
