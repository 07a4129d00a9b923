import { REVIEW_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * A reviewer of organisations (g070101 gbIndex) reads the business licence an organisation's
 * record names: that record is what the review screen shows them. Any other private file stays
 * closed to them, and staff without the review permission never read licences.
 */
export const reviewedLicence: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [REVIEW_PERMS.orgList, REVIEW_PERMS.orgReview])) return false;
  const found = await db.execute(sql`SELECT 1 FROM gb01 WHERE licence_file_id = ${file.id} LIMIT 1`);
  return found.rows.length > 0;
};
