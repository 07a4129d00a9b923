import { iso, isoOrNull } from '../../core/time';
import type { archiveDocuments } from '../../db/schema';
import type { TArchiveRow, TMovementRow } from './archives.repository';
import { portalDay } from '../../core/time';

export const presentArchive = (r: { archive: TArchiveRow; holderName: string; holderUsername: string }) => ({
  id: r.archive.id,
  number: r.archive.number,
  holderName: r.holderName,
  holderUsername: r.holderUsername,
  source: r.archive.source,
  receivedOn: r.archive.receivedOn,
  shelf: r.archive.shelf,
  status: r.archive.status,
  updatedAt: iso(r.archive.updatedAt),
});

export const presentMovement = (m: TMovementRow) => ({
  id: m.id,
  kind: m.kind,
  actorName: m.actorName,
  counterpart: m.counterpart,
  shelf: m.shelf,
  dueOn: m.dueOn,
  targetAgency: m.targetAgency,
  letterNo: m.letterNo,
  dispatch: m.dispatch,
  trackingNo: m.trackingNo,
  receipt: m.receipt,
  note: m.note,
  at: iso(m.createdAt),
});

export type TDocumentRow = typeof archiveDocuments.$inferSelect;

/** Whether a document is still good today: not revoked, and its validity not passed. */
export function documentState(d: TDocumentRow, today: string): 'valid' | 'revoked' | 'expired' {
  if (d.revokedAt) return 'revoked';
  if (d.validUntil && d.validUntil < today) return 'expired';
  return 'valid';
}

/** A document for its holder and archivists: everything printed on it, and its code for the QR. */
export const presentDocument = (d: TDocumentRow, today: string) => ({
  id: d.id,
  serial: d.serial,
  kind: d.kind,
  requestId: d.requestId,
  holderName: d.holderName,
  content: d.content,
  issuedOn: portalDay(d.issuedAt),
  validUntil: d.validUntil,
  revokedAt: isoOrNull(d.revokedAt),
  state: documentState(d, today),
  verificationCode: d.verificationCode,
});

/** A name as the verification page shows it: the family name, the rest masked (刘洋 → 刘*). */
export function maskedName(name: string): string {
  const chars = [...name.trim()];
  return chars.length < 2 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** The public verification answer: only what is printed, the holder's name partly masked. */
export const presentVerified = (d: TDocumentRow) => ({
  kind: d.kind,
  serial: d.serial,
  holder: maskedName(d.holderName),
  issuedOn: portalDay(d.issuedAt),
  validUntil: d.validUntil,
});
