import { fairPhase } from '@rcwb/shared';
import { iso, isoOrNull } from '../../core/time';
import type { TFairRow, TListRow } from './fair-booths.repository';

/** An application as the lists (organisation, staff, editor) show it. */
export const presentApplication = (r: TListRow) => ({
  id: r.app.id,
  fairId: r.app.fairId,
  fairTitle: r.fairTitle,
  fairKind: r.fairKind,
  fairStartsAt: iso(r.fairStartsAt),
  fairEndsAt: iso(r.fairEndsAt),
  cancelDeadline: iso(r.cancelDeadline),
  orgId: r.app.orgId,
  orgName: r.orgName,
  status: r.app.status,
  boothId: r.app.boothId,
  boothCode: r.boothCode,
  boothZone: r.boothZone,
  preference: r.app.preference,
  attendees: r.app.attendees,
  note: r.app.note,
  reason: r.app.reason,
  postings: Number(r.postings),
  checkedInAt: isoOrNull(r.app.checkedInAt),
  noShow: r.app.noShow,
  createdAt: iso(r.app.createdAt),
  reviewedAt: isoOrNull(r.app.reviewedAt),
});
export type TApplicationView = ReturnType<typeof presentApplication>;

/** A fair as the organisation's and staff screens name it (no layout, no description). */
export const presentFairSummary = (f: TFairRow, now = new Date()) => ({
  id: f.id,
  title: f.title,
  kind: f.kind,
  area: f.area,
  status: f.status,
  phase: fairPhase(f, now),
  startsAt: iso(f.startsAt),
  endsAt: iso(f.endsAt),
  bookingOpensAt: iso(f.bookingOpensAt),
  bookingClosesAt: iso(f.bookingClosesAt),
  cancelDeadline: iso(f.cancelDeadline),
  venue: f.venue,
  organiser: f.organiser,
  zones: f.layout?.zones ?? [],
  approvedOrgsOnly: f.approvedOrgsOnly,
  industries: f.industries,
});
