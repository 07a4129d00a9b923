import { eq, sql } from 'drizzle-orm';
import { UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { forbidden, unauthorized, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { accounts, gb01, gc01, type TOrgReviewStatus } from '../../db/schema';
import { findById } from '../files';
import { isImageMime } from '../files';
import type { TUpdateGb01Input, TUpdateGc01Input } from './accounts.schemas';
import { gb01Missing, gc01Missing, syncProfileFlag } from './completeness';
import {
  checkCreditCode,
  checkDictFields,
  checkEmail,
  checkOrgContactFields,
  checkOrgPoint,
  gb01DictPairs,
  gc01DictPairs,
  gb01Columns,
} from './field-rules';
import { gc01Record } from './gc01-record';
import { checkIdNumber } from './identity-number';
import { personalDataOf } from '../../core/personal-data';
import { presentGb01, presentGc01 } from './profiles.presenter';
import { creditCodeTaken, findGb01, findGc01, idNumberTaken } from './profiles.repository';
import { inSearchIndexTransaction, syncOrgSearchRows } from '../job-search';
import { isUniqueViolation } from '../../core/tx';

const requireType = (user: TSessionUser, userType: number) => {
  if (user.userType !== userType) throw forbidden();
};

/** A file the caller uploaded (not deleted); anyone else's, or none, gives the same answer. */
async function ownFile(deps: TDeps, user: TSessionUser, id: string, notFoundKey: string) {
  const row = await findById(deps.db, id);
  if (!row || row.ownerId !== user.accountId) throw warning(notFoundKey);
  return row;
}

export async function getGc01(deps: TDeps, user: TSessionUser) {
  requireType(user, UserType.person);
  const view = await findGc01(deps.db, user.accountId);
  return presentGc01(personalDataOf(deps.config), view, gc01Missing(view));
}

export async function getGb01(deps: TDeps, user: TSessionUser) {
  requireType(user, UserType.org);
  const view = await findGb01(deps.db, user.accountId);
  return presentGb01(view, gb01Missing(view));
}

/**
 * POST /web-auth/updateGc01: the person's own record as the form holds it (created if the account
 * has none yet). A new ID number is validated and checked for uniqueness again; the mobile is
 * changed only through bindMobile.
 */
export async function updateGc01(deps: TDeps, user: TSessionUser, input: TUpdateGc01Input) {
  requireType(user, UserType.person);
  const pd = personalDataOf(deps.config);
  const id = checkIdNumber(pd, input.idNumber);
  checkEmail(input.email);
  await checkDictFields(deps.db, gc01DictPairs(input));
  if (await idNumberTaken(deps.db, id.index, user.accountId)) throw warning('accounts.idNumberTaken');
  if (input.photoFileId) {
    const photo = await ownFile(deps, user, input.photoFileId, 'accounts.photoNotFound');
    if (photo.kind !== 'image' || !isImageMime(photo.mime)) throw warning('accounts.photoNotImage');
  }
  const values = {
    ...gc01Record(pd, id, input),
    ...(input.photoFileId !== undefined ? { photoFileId: input.photoFileId } : {}),
    updatedAt: sql`now()`,
  };
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(gc01)
        .values({ accountId: user.accountId, ...values })
        .onConflictDoUpdate({ target: gc01.accountId, set: values });
      await tx
        .update(accounts)
        .set({ name: input.name, email: input.email })
        .where(eq(accounts.id, user.accountId));
      await syncProfileFlag(tx, { id: user.accountId, userType: UserType.person });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'gc01_id_number_index_uq')) throw warning('accounts.idNumberTaken');
    throw err;
  }
  return getGc01(deps, user);
}

const LICENCE_MIMES = new Set(['application/pdf']);

/** Logo and photos: pictures the organisation uploaded itself (type sniffed, size and dimensions checked at upload). */
async function checkOrgImages(deps: TDeps, user: TSessionUser, input: TUpdateGb01Input) {
  const ids = [...(input.logoFileId ? [input.logoFileId] : []), ...(input.photoFileIds ?? [])];
  if (new Set(input.photoFileIds ?? []).size !== (input.photoFileIds ?? []).length)
    throw warning('accounts.orgImageTwice');
  for (const id of ids) {
    const image = await ownFile(deps, user, id, 'accounts.orgImageNotFound');
    if (image.kind !== 'image' || !isImageMime(image.mime)) throw warning('accounts.orgImageNotImage');
  }
}

/**
 * Fields whose change sends an approved organisation back to review: what the licence proves,
 * and the free text the public company page shows (its description, address and website), so
 * nothing an organisation writes reaches the public before a reviewer has read it.
 */
const REVIEWED_FIELDS = [
  'name',
  'creditCode',
  'legalRep',
  'licenceFileId',
  'description',
  'address',
  'website',
  'logoFileId',
  'photoFileIds',
] as const;

/**
 * The review state after an organisation's own edit: a complete draft or rejected record is
 * submitted; an approved one whose reviewed fields changed is reviewed again; a pending one
 * missing something goes back to draft.
 */
function nextReviewStatus(
  current: TOrgReviewStatus | undefined,
  complete: boolean,
  reviewedFieldChanged: boolean,
): TOrgReviewStatus {
  const status = current ?? 'draft';
  if (!complete) return status === 'approved' ? 'approved' : 'draft';
  if (status === 'draft' || status === 'rejected') return 'pending';
  if (status === 'approved' && reviewedFieldChanged) return 'pending';
  return status;
}

/**
 * POST /web-auth/updateGb01: the organisation's own record; `licenceFileId` names a file it
 * uploaded (PDF or picture). Once the record is complete with a licence, the review starts
 * (status 'pending') and the organisation is told.
 */
export async function updateGb01(deps: TDeps, user: TSessionUser, input: TUpdateGb01Input) {
  requireType(user, UserType.org);
  const creditCode = checkCreditCode(input.creditCode);
  checkEmail(input.email);
  checkOrgContactFields(input);
  checkOrgPoint(input);
  await checkDictFields(deps.db, gb01DictPairs(input));
  if (await creditCodeTaken(deps.db, creditCode, user.accountId)) throw warning('accounts.creditCodeTaken');
  if (input.licenceFileId) {
    const licence = await ownFile(deps, user, input.licenceFileId, 'accounts.licenceNotFound');
    if (!isImageMime(licence.mime) && !LICENCE_MIMES.has(licence.mime))
      throw warning('accounts.licenceFormat');
  }
  await checkOrgImages(deps, user, input);
  const values = {
    ...gb01Columns(input, creditCode),
    ...(input.licenceFileId ? { licenceFileId: input.licenceFileId } : {}),
    ...(input.logoFileId !== undefined ? { logoFileId: input.logoFileId } : {}),
    ...(input.photoFileIds !== undefined ? { photoFileIds: input.photoFileIds } : {}),
  };

  let submitted = false;
  try {
    await inSearchIndexTransaction(deps.db, async (tx) => {
      const [before] = await tx.select().from(gb01).where(eq(gb01.accountId, user.accountId)).for('update');
      await tx
        .insert(gb01)
        .values({ accountId: user.accountId, ...values })
        .onConflictDoUpdate({ target: gb01.accountId, set: { ...values, updatedAt: sql`now()` } });
      await tx
        .update(accounts)
        .set({ name: input.name, email: input.email })
        .where(eq(accounts.id, user.accountId));
      // The name is part of every live posting's keywords: searches find the new one at once.
      if (before?.name !== input.name) await syncOrgSearchRows(tx, user.accountId);
      const missing = await syncProfileFlag(tx, { id: user.accountId, userType: UserType.org });
      const after = { ...before, ...values };
      // Photos compare as their ordered list of ids; the other fields as values.
      const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
      const changed = !before || REVIEWED_FIELDS.some((f) => !same(before[f], after[f]));
      const status = nextReviewStatus(before?.reviewStatus, missing.length === 0, changed);
      if (status !== (before?.reviewStatus ?? 'draft')) {
        submitted = status === 'pending';
        await tx
          .update(gb01)
          .set({
            reviewStatus: status,
            ...(submitted ? { submittedAt: sql`now()`, reviewReason: null } : {}),
          })
          .where(eq(gb01.accountId, user.accountId));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err, 'gb01_credit_code_uq')) throw warning('accounts.creditCodeTaken');
    throw err;
  }
  if (submitted) {
    await deps.notifier.notify(user.accountId, {
      kind: 'org-review',
      titleKey: 'review.notice.submittedTitle',
      bodyKey: 'review.notice.submittedBody',
      link: '/personInfo',
    });
  }
  const view = await findGb01(deps.db, user.accountId);
  if (!view) throw unauthorized();
  return presentGb01(view, gb01Missing(view));
}
