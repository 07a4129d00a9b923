import { type TFairEditorView, type TFairSummary, fairPhase } from '@rcwb/shared';
import { iso } from '../../core/time';
import type { TFairCounts, TFairRow } from './fairs.repository';

const NO_COUNTS: TFairCounts = { organisations: 0, postings: 0, visitors: 0 };

/** A fair as every list shows it (public cards, the editor's table, other modules' pickers). */
export function presentFairSummary(
  row: TFairRow,
  counts: TFairCounts = NO_COUNTS,
  bannerUrl: string | null = null,
  now = new Date(),
): TFairSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    area: row.area,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    bookingOpensAt: iso(row.bookingOpensAt),
    bookingClosesAt: iso(row.bookingClosesAt),
    cancelDeadline: iso(row.cancelDeadline),
    venue: row.venue,
    organiser: row.organiser,
    status: row.status,
    phase: fairPhase(row, now),
    capacity: row.capacity,
    bannerUrl,
    counts,
  };
}

/** The editor's form, layout and recap of a fair. */
export function presentFairForEditor(
  row: TFairRow,
  counts: TFairCounts,
  bannerUrl: string | null,
  photoUrls: Map<string, string>,
): TFairEditorView {
  return {
    ...presentFairSummary(row, counts, bannerUrl),
    transport: row.transport,
    lat: row.lat,
    lng: row.lng,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    banner: bannerUrl,
    description: row.description,
    approvedOrgsOnly: row.approvedOrgsOnly,
    industries: row.industries,
    minResumeCompleteness: row.minResumeCompleteness,
    layout: row.layout ?? null,
    recap: row.recap,
    recapPhotos: row.recapPhotoIds.flatMap((id) => photoUrls.get(id) ?? []),
    cancelReason: row.cancelReason,
  };
}
