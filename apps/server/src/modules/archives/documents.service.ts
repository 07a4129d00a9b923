import {
  ARCHIVE_PERMS,
  type TArchiveDocumentKind,
  type TArchiveRequestForm,
  type TVerifyAnswer,
  VERIFY_CODE_PATTERN,
  hasPermiOr,
  screenPath,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { notFound, warning } from '../../core/errors';
import type { TPaging } from '../../core/paging';
import type { TSessionUser } from '../../core/session-user';
import type { TTx } from '../../core/tx';
import type { TNotice } from './notices';
import { documentState, presentDocument, presentVerified } from './archives.presenter';
import {
  documentContent,
  documentKindOf,
  serialNumber,
  validUntil,
  verificationCode,
} from './document-content';
import { documentPdf, qrDataUrl, verifyUrl } from './document-pdf';
import {
  documentById,
  documentByCode,
  documentPage,
  insertDocument,
  revokeDocument,
} from './documents.repository';
import { portalDay } from '../../core/time';

type TDb = TDeps['db'];

/** Archivists see every document; a holder only their own (anyone else: not found). */
const isArchivist = (user: TSessionUser) =>
  hasPermiOr(user.permissions, [ARCHIVE_PERMS.documentList, ARCHIVE_PERMS.requestHandle]);

export async function documentList(db: TDb, kind: TArchiveDocumentKind, paging: TPaging) {
  const day = portalDay();
  const { rows, total } = await documentPage(db, kind, paging);
  return { rows: rows.map((d) => presentDocument(d, day)), total };
}

async function visibleDocument(db: TDb, user: TSessionUser, id: number) {
  const d = await documentById(db, id);
  if (!d || (d.holderId !== user.accountId && !isArchivist(user)))
    throw notFound('archives.document.notFound');
  return d;
}

/** A document as its printable page shows it: what is printed, the QR image and where it points. */
export async function documentForPrint(deps: Pick<TDeps, 'db' | 'config'>, user: TSessionUser, id: number) {
  const d = await visibleDocument(deps.db, user, id);
  const url = verifyUrl(deps.config.publicUrl, d.verificationCode);
  return { ...presentDocument(d, portalDay()), verifyUrl: url, qr: await qrDataUrl(url) };
}

export async function documentPdfFor(deps: Pick<TDeps, 'db' | 'config'>, user: TSessionUser, id: number) {
  const d = await visibleDocument(deps.db, user, id);
  return { bytes: await documentPdf(d, deps.config.publicUrl), name: `${d.content.title}-${d.serial}.pdf` };
}

export async function revoke(db: TDb, id: number) {
  const d = await documentById(db, id);
  if (!d) throw notFound('archives.document.notFound');
  if (!(await revokeDocument(db, id))) throw warning('archives.document.alreadyRevoked');
  return presentDocument((await documentById(db, id))!, portalDay());
}

/**
 * The public verification: genuine and valid, revoked, expired or unknown. Only what is printed
 * on the document is shown, the holder's name partly masked; an unknown or malformed code says
 * nothing more.
 */
export async function verify(db: TDb, code: string): Promise<TVerifyAnswer> {
  const normalised = code.trim().toUpperCase();
  const d = VERIFY_CODE_PATTERN.test(normalised) ? await documentByCode(db, normalised) : undefined;
  if (!d) return { outcome: 'unknown', document: null };
  return { outcome: documentState(d, portalDay()), document: presentVerified(d) };
}

/**
 * Issues what a handled request gives (a certificate, a transfer letter), in the transaction of
 * the last step's action, and the holder's message for after the commit. Nothing for kinds that
 * give no document.
 */
export async function issueForRequest(
  tx: TTx,
  input: {
    requestId: number;
    form: TArchiveRequestForm;
    holderId: number;
    holderName: string;
    archive: { number: string; receivedOn: string } | null;
    actorId: number;
  },
): Promise<TNotice | null> {
  const kind = documentKindOf(input.form);
  if (!kind) return null;
  const day = portalDay();
  const content = documentContent(input.form, input.holderName, input.archive);
  const d = await insertDocument(tx, {
    serial: serialNumber(kind, day),
    kind,
    requestId: input.requestId,
    holderId: input.holderId,
    holderName: input.holderName,
    content,
    validUntil: validUntil(kind, day),
    verificationCode: verificationCode(),
    issuedBy: input.actorId,
  });
  return {
    to: input.holderId,
    key: 'issued',
    params: { title: content.title, serial: d.serial },
    link: screenPath(kind === 'certificate' ? 'g080501:add' : 'g080601:add', { id: d.id, flag: 'print' }),
  };
}
