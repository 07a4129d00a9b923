import { z } from 'zod';

/**
 * Personnel archives (issue 21, g070111 and g08): the archive registry kept by archivists, the
 * holders' requests on the workflow engine (deposit, transfer in, transfer out, borrow,
 * certificate) and the printable documents issued from them (certificates, transfer letters),
 * each verifiable on the public verification page by its code.
 */

/** Where an archive is: in the store, lent to a qualified unit, or transferred to another agency. */
export const ARCHIVE_STATUSES = ['in-store', 'lent', 'transferred-out'] as const;
export type TArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** What happened to an archive (its history). */
export const ARCHIVE_MOVEMENTS = ['receive', 'lend', 'return', 'transfer-out'] as const;
export type TArchiveMovement = (typeof ARCHIVE_MOVEMENTS)[number];

/** Archives travel by confidential post or EMS with a tracking number, never by hand. */
export const DISPATCH_METHODS = ['confidential-post', 'ems'] as const;
export type TDispatchMethod = (typeof DISPATCH_METHODS)[number];

export const ARCHIVE_REQUEST_KINDS = [
  'deposit',
  'transfer-in',
  'transfer-out',
  'borrow',
  'certificate',
] as const;
export type TArchiveRequestKind = (typeof ARCHIVE_REQUEST_KINDS)[number];

/** The certificates issued from an archive. */
export const CERTIFICATE_TYPES = ['deposit', 'work-experience', 'kinship'] as const;
export type TCertificateType = (typeof CERTIFICATE_TYPES)[number];

export const ARCHIVE_DOCUMENT_KINDS = ['certificate', 'transfer-letter'] as const;
export type TArchiveDocumentKind = (typeof ARCHIVE_DOCUMENT_KINDS)[number];

/** What the public verification page answers about a code. */
export const VERIFY_OUTCOMES = ['valid', 'revoked', 'expired', 'unknown'] as const;
export type TVerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');
const day = z.iso.date();

/** g070111 register: the archive as it arrives, with its holder's account name. */
export const ZArchiveRegister = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'archives.numberInvalid'),
  holderUsername: text(50),
  source: text(200),
  receivedOn: day,
  shelf: text(60),
});
export type TArchiveRegister = z.infer<typeof ZArchiveRegister>;

export const ZArchiveReceive = z.object({ shelf: text(60), source: text(200), note: optional(500) });
export const ZArchiveLend = z.object({ borrower: text(200), dueOn: day, note: optional(500) });
export const ZArchiveReturn = z.object({ shelf: text(60), note: optional(500) });
export const ZArchiveTransferOut = z.object({
  targetAgency: text(200),
  letterNo: text(60),
  dispatch: z.enum(DISPATCH_METHODS),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'archives.trackingInvalid'),
  receipt: optional(200),
});
export type TArchiveTransferOut = z.infer<typeof ZArchiveTransferOut>;

const reason = optional(1000);

/** The request form, typed per kind: what the archivist needs to handle each. */
export const ZArchiveRequestForm = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposit'), formerUnit: text(200), reason }),
  z.object({ kind: z.literal('transfer-in'), fromAgency: text(200), reason }),
  z.object({
    kind: z.literal('transfer-out'),
    targetAgency: text(200),
    targetAddress: text(300),
    reason,
  }),
  z.object({ kind: z.literal('borrow'), borrowerUnit: text(200), purpose: text(500) }),
  z.object({
    kind: z.literal('certificate'),
    certificateType: z.enum(CERTIFICATE_TYPES),
    purpose: text(500),
  }),
]);
export type TArchiveRequestForm = z.infer<typeof ZArchiveRequestForm>;

/** A request as the holder writes it: the form and the attached materials (own uploads). */
export const ZArchiveRequestInput = z.object({
  form: ZArchiveRequestForm,
  attachments: z.array(z.string().uuid()).max(10).default([]),
});
export type TArchiveRequestInput = z.infer<typeof ZArchiveRequestInput>;

/** The archivist's decision at a step, with the opinion the holder is told. */
export const ZArchiveDecision = z.object({
  step: z.string().min(1).max(60),
  opinion: z.string().trim().max(1000).default(''),
});

/** Verification codes are 24 characters of base32 (120 random bits). */
export const VERIFY_CODE_PATTERN = /^[A-Z2-7]{24}$/;

/** What the public verification page shows: only what is printed on the document. */
export type TVerifyAnswer = {
  outcome: TVerifyOutcome;
  document: {
    kind: TArchiveDocumentKind;
    serial: string;
    holder: string;
    issuedOn: string;
    validUntil: string | null;
  } | null;
};
