import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * An organisation may read the photo and attachment of every resume delivered to it: the
 * delivery's snapshot names them, so the grant holds for the files as they were delivered.
 */
export const deliveredResumeFiles: TFileReadGrant = async (db, file, user) => {
  const found = await db.execute(sql`SELECT 1 FROM delivery
    WHERE org_id = ${user.accountId}
      AND (snapshot->'resume'->>'attachmentFileId' = ${file.id} OR snapshot->'resume'->>'photoFileId' = ${file.id})
    LIMIT 1`);
  return found.rows.length > 0;
};
