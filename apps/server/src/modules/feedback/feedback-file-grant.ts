import { FEEDBACK_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * Staff who handle feedback and complaints (g07 complaint list) read the files attached to a
 * feedback: the staff detail offers them for download. Other private files stay closed to them.
 */
export const feedbackAttachments: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [FEEDBACK_PERMS.list])) return false;
  const found = await db.execute(
    sql`SELECT 1 FROM feedback WHERE ${file.id}::uuid = ANY(attachment_file_ids) LIMIT 1`,
  );
  return found.rows.length > 0;
};
