import crypto from 'node:crypto';
import type { TArchiveDocumentKind, TArchiveRequestForm, TCertificateType } from '@rcwb/shared';
import type { TArchiveDocumentContent } from '../../db/schema';

/** The agency that keeps the archives and signs what is issued from them. */
export const ARCHIVE_AGENCY = '市人才服务中心人事档案室';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 120 random bits as 24 base32 characters: printed under the QR code, never guessable. */
export function verificationCode(): string {
  const bytes = crypto.randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** `ZM20261126483920`: a prefix per kind, the issue day and six random digits (unique index). */
export function serialNumber(kind: TArchiveDocumentKind, day: string): string {
  const prefix = kind === 'certificate' ? 'ZM' : 'ZD';
  return `${prefix}${day.replaceAll('-', '')}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** How long a document may be presented: certificates six months, transfer letters three. */
export function validUntil(kind: TArchiveDocumentKind, day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + (kind === 'certificate' ? 6 : 3));
  return d.toISOString().slice(0, 10);
}

const CERTIFICATE_TITLES: Record<TCertificateType, string> = {
  deposit: '人事档案存档证明',
  'work-experience': '工作经历证明',
  kinship: '亲属关系证明',
};

export function documentTitle(form: TArchiveRequestForm): string | null {
  if (form.kind === 'certificate') return CERTIFICATE_TITLES[form.certificateType];
  if (form.kind === 'transfer-out') return '人事档案转递函';
  return null;
}

/** The kind of document a request gives once handled, if any. */
export function documentKindOf(form: TArchiveRequestForm): TArchiveDocumentKind | null {
  if (form.kind === 'certificate') return 'certificate';
  if (form.kind === 'transfer-out') return 'transfer-letter';
  return null;
}

/** What the document says, in Chinese, as issued (kept with it: reprints say the same). */
export function documentContent(
  form: TArchiveRequestForm,
  holder: string,
  archive: { number: string; receivedOn: string } | null,
): TArchiveDocumentContent {
  const title = documentTitle(form) ?? '';
  const number = archive?.number ?? null;
  const kept = archive ? `其人事档案（档案编号：${archive.number}）自${archive.receivedOn}起存放于我室` : '';
  const body: string[] = [];
  if (form.kind === 'certificate') {
    if (form.certificateType === 'deposit') body.push(`兹证明${holder}同志${kept}，现由我室保管。`);
    if (form.certificateType === 'work-experience')
      body.push(`兹证明${holder}同志${kept}。经查阅其人事档案，档案所载工作经历材料齐全，以档案记载为准。`);
    if (form.certificateType === 'kinship')
      body.push(`兹证明${holder}同志${kept}。经查阅其人事档案，档案所载家庭成员及亲属关系材料属实。`);
    body.push(`用途：${form.purpose}`, '特此证明。');
  } else if (form.kind === 'transfer-out') {
    body.push(
      `${form.targetAgency}：`,
      `经本人申请，同意将${holder}同志的人事档案（档案编号：${number ?? '—'}）转递至你单位。`,
      '档案将通过机要通信或EMS寄送，不交本人携带。请注意查收，并于收到后十五个工作日内将回执寄回我室。',
      `接收地址：${form.targetAddress}`,
    );
  }
  return { title, body, archiveNumber: number, agency: ARCHIVE_AGENCY };
}
