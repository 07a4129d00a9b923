import { OPEN_DELIVERY_STATUSES } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * An organisation may read the photo and attachment of a resume delivered to it while the
 * delivery is open (delivered, viewed, interview): the delivery's snapshot names them, so the
 * grant holds for the files as they were delivered. A withdrawn, rejected or closed delivery no
 * longer opens them.
 */
export const deliveredResumeFiles: TFileReadGrant = async (db, file, user) => {
  const found = await db.execute(sql`SELECT 1 FROM delivery
    WHERE org_id = ${user.accountId}
      AND status IN (${sql.join(
        OPEN_DELIVERY_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
      AND (snapshot->'resume'->>'attachmentFileId' = ${file.id} OR snapshot->'resume'->>'photoFileId' = ${file.id})
    LIMIT 1`);
  return found.rows.length > 0;
};
