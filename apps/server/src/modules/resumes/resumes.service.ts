import { and, count, eq, sql } from 'drizzle-orm';
import { AppError, notFound, warning } from '../../core/errors';
import type { TDeps } from '../../core/deps';
import type { TSessionUser } from '../../core/session-user';
import { ResultCode, UserType, hasPermiOr, resumeCompleteness } from '@rcwb/shared';
import { resumes } from '../../db/schema';
import { findById } from '../files';
import { extensionOf, isImageMime } from '../files';
import type { TExec } from '../../core/tx';
import { RESUME_PERMS } from '@rcwb/shared';
import { MAX_RESUMES, type TResumeInput } from './resumes.schemas';
import {
  defaultResumeOf,
  lockOwner,
  makeDefault,
  newestResume,
  ownResume,
  ownResumes,
  resumeById,
} from './resumes.repository';
import { presentResume, presentResumeRow } from './present-resume';
import { resumeSearchColumns } from './search-columns';
import { RESUME_WITH_CONTACT, recordPersonalDataRead } from '../../core/personal-data-reads';

/** Attachments a resume may carry (the files module checks the bytes match the extension). */
const ATTACHMENT_EXTENSIONS = new Set(['pdf', 'doc', 'docx']);

/**
 * Checks the photo and attachment the editor names: files the caller uploaded (anyone else's, or
 * a deleted one, reads as missing), a png/jpg picture and a pdf/doc/docx document.
 */
async function checkFiles(deps: TDeps, user: TSessionUser, input: TResumeInput) {
  if (input.photoFileId) {
    const photo = await findById(deps.db, input.photoFileId);
    if (!photo || photo.ownerId !== user.accountId) throw warning('resumes.photoNotFound');
    if (photo.kind !== 'image' || !isImageMime(photo.mime)) throw warning('resumes.photoNotImage');
  }
  if (input.attachmentFileId) {
    const file = await findById(deps.db, input.attachmentFileId);
    if (!file || file.ownerId !== user.accountId) throw warning('resumes.attachmentNotFound');
    if (file.kind !== 'file' || !ATTACHMENT_EXTENSIONS.has(extensionOf(file.originalName)))
      throw warning('resumes.attachmentFormat');
  }
}

/** The columns a save writes: what the person sent, the completeness and the search columns. */
function savedColumns(input: TResumeInput) {
  const { percent } = resumeCompleteness(input.content, {
    photo: input.photoFileId !== null,
    attachment: input.attachmentFileId !== null,
  });
  return {
    title: input.title,
    content: input.content,
    photoFileId: input.photoFileId,
    attachmentFileId: input.attachmentFileId,
    completeness: percent,
    ...resumeSearchColumns(input.title, input.content),
    // Saving is freshening: the talent search's "updated today" counts edits too.
    refreshedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
}

const present = (deps: TDeps, db: TExec, id: number) =>
  resumeById(db, id).then((row) => presentResume(deps.db, row!, { contact: 'owner' }));

export async function myResumes(deps: TDeps, user: TSessionUser) {
  return (await ownResumes(deps.db, user.accountId)).map(presentResumeRow);
}

export async function myResume(deps: TDeps, user: TSessionUser, id: number) {
  const row = await ownResume(deps.db, user.accountId, id);
  if (!row) throw notFound('resumes.notFound');
  return presentResume(deps.db, row, { contact: 'owner' });
}

/** A new resume; the person's first becomes the default. At most MAX_RESUMES each. */
export async function addResume(deps: TDeps, user: TSessionUser, input: TResumeInput) {
  await checkFiles(deps, user, input);
  const id = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, user.accountId);
    const [n] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.accountId, user.accountId));
    const existing = n?.n ?? 0;
    if (existing >= MAX_RESUMES) throw warning('resumes.limit', { max: MAX_RESUMES });
    const [row] = await tx
      .insert(resumes)
      .values({ accountId: user.accountId, isDefault: existing === 0, ...savedColumns(input) })
      .returning({ id: resumes.id });
    return row!.id;
  });
  return present(deps, deps.db, id);
}

export async function editResume(deps: TDeps, user: TSessionUser, id: number, input: TResumeInput) {
  await checkFiles(deps, user, input);
  const updated = await deps.db
    .update(resumes)
    .set(savedColumns(input))
    .where(and(eq(resumes.id, id), eq(resumes.accountId, user.accountId)))
    .returning({ id: resumes.id });
  if (!updated.length) throw notFound('resumes.notFound');
  return present(deps, deps.db, id);
}

/**
 * Deletes a resume. Deliveries keep their snapshot (their link is set to null by the database);
 * when it was the default, the newest remaining resume becomes the default.
 */
export async function removeResume(deps: TDeps, user: TSessionUser, id: number) {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, user.accountId);
    const [removed] = await tx
      .delete(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.accountId, user.accountId)))
      .returning({ isDefault: resumes.isDefault });
    if (!removed) throw notFound('resumes.notFound');
    let newDefault: number | null = null;
    if (removed.isDefault) {
      const next = await newestResume(tx, user.accountId);
      if (next) {
        await makeDefault(tx, user.accountId, next.id);
        newDefault = next.id;
      }
    }
    return { id, newDefault };
  });
}

export async function setDefault(deps: TDeps, user: TSessionUser, id: number) {
  await deps.db.transaction(async (tx) => {
    await lockOwner(tx, user.accountId);
    if (!(await ownResume(tx, user.accountId, id))) throw notFound('resumes.notFound');
    await makeDefault(tx, user.accountId, id);
  });
  return { id, isDefault: true };
}

/** Public only with the person's consent to the note (recorded); hidden changes nothing else. */
export async function setVisibility(
  deps: TDeps,
  user: TSessionUser,
  id: number,
  input: { visibility: 'public' | 'hidden'; consent?: boolean | undefined },
) {
  if (input.visibility === 'public' && input.consent !== true) throw warning('resumes.consentRequired');
  const [row] = await deps.db
    .update(resumes)
    .set(
      input.visibility === 'public'
        ? { visibility: 'public', publicConsentAt: sql`now()` }
        : { visibility: 'hidden' },
    )
    .where(and(eq(resumes.id, id), eq(resumes.accountId, user.accountId)))
    .returning();
  if (!row) throw notFound('resumes.notFound');
  return presentResumeRow(row);
}

/** "Updated today": moves the resume up the talent search without changing it. */
export async function refreshResume(deps: TDeps, user: TSessionUser, id: number) {
  const [row] = await deps.db
    .update(resumes)
    .set({ refreshedAt: sql`now()` })
    .where(and(eq(resumes.id, id), eq(resumes.accountId, user.accountId)))
    .returning();
  if (!row) throw notFound('resumes.notFound');
  return presentResumeRow(row);
}

/**
 * The resume page (/g070104/resume[/{id}]): the owner, and staff. An organisation sees a resume
 * only through a delivery it received (the delivery's snapshot, served by the deliveries), so it
 * is refused here with a message saying so; other persons read it as missing.
 */
export async function viewResume(deps: TDeps, user: TSessionUser, id: number | null) {
  const staff = hasPermiOr(user.permissions, [RESUME_PERMS.staffList]);
  if (!staff && user.userType === UserType.org)
    throw new AppError(ResultCode.forbidden, 'resumes.orgViaDelivery');
  const row = id === null ? await defaultResumeOf(deps.db, user.accountId) : await resumeById(deps.db, id);
  if (!row || (!staff && row.accountId !== user.accountId))
    throw notFound(id === null ? 'resumes.noDefault' : 'resumes.notFound');
  await recordPersonalDataRead(deps, {
    subjectId: row.accountId,
    kinds: RESUME_WITH_CONTACT,
    object: { type: 'resume', id: row.id },
  });
  // Staff reading someone else's resume see its contact details masked; the owner in full.
  return presentResume(deps.db, row, { contact: row.accountId === user.accountId ? 'owner' : 'staff' });
}
