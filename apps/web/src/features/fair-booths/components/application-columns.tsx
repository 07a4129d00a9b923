import type { ReactNode } from 'react';
import type { ColumnDef } from '@/components/resource';
import type { BoothApplication } from '../api/fair-booths';

/** The columns of both staff lists (g070108 review, g200202 editor). */
export const applicationColumns = (
  status: (r: BoothApplication) => ReactNode,
): ColumnDef<BoothApplication>[] => [
  { key: 'orgName', titleKey: 'fairBoothsUi.org', hideable: false, card: true, ellipsis: true },
  { key: 'fairTitle', titleKey: 'fairBoothsUi.fair', card: true, ellipsis: true },
  { key: 'status', titleKey: 'fairBoothsUi.status', card: true, render: status },
  { key: 'boothCode', titleKey: 'fairBoothsUi.booth', card: true },
  { key: 'preference', titleKey: 'fairBoothsUi.preference' },
  { key: 'postings', titleKey: 'fairBoothsUi.postings', type: 'number' },
  {
    key: 'attendees',
    titleKey: 'fairBoothsUi.attendees',
    detailOnly: true,
    render: (r) => r.attendees.map((a) => `${a.name} ${a.phone}`).join('; '),
  },
  { key: 'reason', titleKey: 'fairBoothsUi.reason', detailOnly: true },
  { key: 'note', titleKey: 'fairBoothsUi.note', detailOnly: true },
  { key: 'checkedInAt', titleKey: 'fairBoothsUi.checkedInAt', type: 'datetime', defaultHidden: true },
  { key: 'fairStartsAt', titleKey: 'fairBoothsUi.fairStartsAt', type: 'datetime', defaultHidden: true },
  { key: 'createdAt', titleKey: 'fairBoothsUi.createdAt', type: 'datetime' },
];
