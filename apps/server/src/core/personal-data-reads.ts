import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { SCREEN_HEADER, type TPersonalDataKind } from '@rcwb/shared';
import type { TDeps } from './deps';
import { accounts, gb01, personalDataReads, resumes } from '../db/schema';
import type { TSessionUser } from './session-user';

/** A person's contact details as deliveries and talent pages show them. */
export const CONTACT: readonly TPersonalDataKind[] = ['mobile', 'email', 'birthDate'];
/** A resume shown with its owner's contact details. */
export const RESUME_WITH_CONTACT: readonly TPersonalDataKind[] = ['resume', ...CONTACT];

/** The call being answered: set by core/mount.ts around every handler. */
type TCallScope = { req: FastifyRequest; user: TSessionUser | null; route: string };
const callScope = new AsyncLocalStorage<TCallScope>();

/** Runs a route handler with its call known to {@link recordPersonalDataRead}. */
export const inCallScope = <T>(scope: TCallScope, run: () => T): T => callScope.run(scope, run);

const SCREEN_MAX = 200;
// Route keys and paths only: anything else a client sends is replaced by the API route.
const SCREEN_PATTERN = /^\/?[\w\-./:%]*$/;

/** The screen a read came through: the web app's route key, else the API route that answered. */
export function screenOf(req: FastifyRequest, route: string): string {
  const sent = req.headers[SCREEN_HEADER];
  const value = typeof sent === 'string' ? sent.trim() : '';
  return value && value.length <= SCREEN_MAX && SCREEN_PATTERN.test(value) ? value : `api:${route}`;
}

export type TPersonalDataRead = {
  /** The account whose data was shown (null when the record has no owner any more). */
  subjectId: number | null;
  kinds: readonly TPersonalDataKind[];
  /** The record read, e.g. `{ type: 'resume', id: 12 }`. */
  object: { type: string; id: number | string };
};

/**
 * Logs that the signed-in caller was shown another person's personal data (PIPL art. 51,
 * MLPS 2.0 audit), in one insert awaited with the read: a read whose log cannot be written fails
 * rather than go unrecorded. An owner reading their own data is not logged (it is their right of
 * access, and would bury the reads that matter), nor is a call outside a signed-in request.
 */
export async function recordPersonalDataRead(
  deps: Pick<TDeps, 'db'>,
  read: TPersonalDataRead,
): Promise<void> {
  const scope = callScope.getStore();
  const viewer = scope?.user;
  if (!scope || !viewer || read.subjectId === viewer.accountId || !read.kinds.length) return;
  const { req, route } = scope;
  // The subject's username is copied in the same statement, so the row names them for good.
  const subjectUsername =
    read.subjectId === null
      ? null
      : sql`(SELECT ${accounts.username} FROM ${accounts} WHERE ${accounts.id} = ${read.subjectId})`;
  await deps.db.insert(personalDataReads).values({
    viewerId: viewer.accountId,
    viewerUsername: viewer.username,
    subjectId: read.subjectId,
    subjectUsername,
    kinds: [...new Set(read.kinds)],
    objectType: read.object.type,
    objectId: String(read.object.id),
    screen: screenOf(req, route),
    route,
    ip: req.ip,
  });
}

/**
 * Logs a read of a stored file by someone other than its owner when the file is personal data: an
 * organisation's licence, a resume's attachment, or any private (non-image) file. Pictures that
 * are nobody's record (avatars, content images) are not.
 */
export async function recordFileRead(
  deps: Pick<TDeps, 'db'>,
  file: { id: string; ownerId: number | null; kind: string },
): Promise<void> {
  const scope = callScope.getStore();
  if (!scope?.user || file.ownerId === scope.user.accountId) return;
  const {
    rows: [use],
  } = await deps.db.execute<{ licence: boolean; resume: boolean }>(sql`SELECT
      EXISTS (SELECT 1 FROM ${gb01} WHERE ${gb01.licenceFileId} = ${file.id}) AS licence,
      EXISTS (SELECT 1 FROM ${resumes} WHERE ${resumes.attachmentFileId} = ${file.id}) AS resume`);
  const kinds: TPersonalDataKind[] = use?.licence ? ['licence'] : use?.resume ? ['resume'] : [];
  if (!kinds.length && file.kind !== 'image') kinds.push('file');
  await recordPersonalDataRead(deps, {
    subjectId: file.ownerId,
    kinds,
    object: { type: 'file', id: file.id },
  });
}
