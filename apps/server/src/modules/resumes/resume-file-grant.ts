import { RESUME_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * Staff of the resume registry (g070103) read the photo and attachment a resume names: they may
 * open any resume, and these files are part of it. A file no resume names stays closed to them.
 */
export const registryResumeFiles: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [RESUME_PERMS.staffList])) return false;
  const found = await db.execute(sql`SELECT 1 FROM resume
    WHERE attachment_file_id = ${file.id} OR photo_file_id = ${file.id} LIMIT 1`);
  return found.rows.length > 0;
};
