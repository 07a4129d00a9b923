import { eq } from 'drizzle-orm';
import { ZResumeContent, resumeCompleteness } from '@rcwb/shared';
import type { TDb } from '../../db/client';
import { accounts, gc01 } from '../../db/schema';
import type { TExec } from '../../core/tx';
import { urlOf } from '../files';
import { type TResumeRow, liveFiles } from './resumes.repository';
import { isoOrNull } from '../../core/time';
import { type TAudience, contactFor } from '../../core/personal-data';

/** Whole years from a `YYYY-MM-DD` birth date to `today`. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

/** The person behind a resume, as shown only to those entitled (owner, staff, a delivery's org). */
export async function contactOf(db: TDb, personId: number) {
  const [row] = await db
    .select({
      accountName: accounts.name,
      mobile: accounts.mobile,
      email: accounts.email,
      name: gc01.name,
      gender: gc01.gender,
      birthDate: gc01.birthDate,
    })
    .from(accounts)
    .leftJoin(gc01, eq(gc01.accountId, accounts.id))
    .where(eq(accounts.id, personId));
  if (!row) return null;
  return {
    name: row.name ?? row.accountName,
    gender: row.gender ?? '',
    age: row.birthDate ? ageOn(row.birthDate) : null,
    mobile: row.mobile,
    email: row.email,
  };
}
export type TResumeContact = NonNullable<Awaited<ReturnType<typeof contactOf>>>;

async function contactAs(audience: TAudience, db: TDb, personId: number) {
  const contact = await contactOf(db, personId);
  return contact ? contactFor(audience, contact) : null;
}

/**
 * A resume for display, the one view model every screen reuses (editor, view and print page,
 * staff registry; deliveries and the talent search build on it). Content keeps dictionary codes,
 * as postings do: the web resolves their labels in the reader's language. The person's name,
 * gender, age, mobile and email are added only when `contact` names the reader's audience — the
 * caller decides who is entitled (and records the view where the rules ask for it) — and are
 * masked as core/personal-data.ts rules for that audience.
 */
export async function presentResume(db: TDb, row: TResumeRow, options: { contact?: TAudience } = {}) {
  const { photo, attachment } = await resumeFiles(db, row);
  // Rows written before a contract change still read: the schema fills in what is missing.
  const parsed = ZResumeContent.safeParse(row.content);
  const content = parsed.success ? parsed.data : row.content;
  const { missing } = resumeCompleteness(content, { photo: !!photo, attachment: !!attachment });
  return {
    id: row.id,
    title: row.title,
    isDefault: row.isDefault,
    visibility: row.visibility,
    publicConsentAt: isoOrNull(row.publicConsentAt),
    content,
    completeness: row.completeness,
    missing,
    photo,
    attachment,
    staffHidden: row.staffHidden,
    staffHiddenReason: row.staffHiddenReason,
    staffHiddenAt: isoOrNull(row.staffHiddenAt),
    refreshedAt: isoOrNull(row.refreshedAt),
    createdAt: isoOrNull(row.createdAt),
    updatedAt: isoOrNull(row.updatedAt),
    person: options.contact ? await contactAs(options.contact, db, row.accountId) : null,
  };
}
export type TResumeView = Awaited<ReturnType<typeof presentResume>>;

/**
 * A resume's photo and attachment as readers get them (a live resume's, or a delivery snapshot's
 * ids); a file deleted since is left out.
 */
export async function resumeFiles(
  db: TExec,
  ids: { photoFileId: string | null; attachmentFileId: string | null },
) {
  const found = await liveFiles(db, [ids.photoFileId, ids.attachmentFileId]);
  const photo = ids.photoFileId ? found.get(ids.photoFileId) : undefined;
  const attachment = ids.attachmentFileId ? found.get(ids.attachmentFileId) : undefined;
  return {
    photo: photo ? { id: photo.id, url: urlOf(photo) } : null,
    attachment: attachment
      ? {
          id: attachment.id,
          name: attachment.originalName,
          mime: attachment.mime,
          size: attachment.size,
          url: urlOf(attachment),
        }
      : null,
  };
}

/** One card of the person's list. */
export const presentResumeRow = (row: TResumeRow) => ({
  id: row.id,
  title: row.title,
  isDefault: row.isDefault,
  visibility: row.visibility,
  completeness: row.completeness,
  staffHidden: row.staffHidden,
  staffHiddenReason: row.staffHiddenReason,
  refreshedAt: isoOrNull(row.refreshedAt),
  updatedAt: isoOrNull(row.updatedAt),
});
