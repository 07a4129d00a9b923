import { DELIVERY_PERMS, OPEN_DELIVERY_STATUSES, hasPermiOr } from '@rcwb/shared';
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

/**
 * Staff of the delivery registry (g07 delivery list) read the files of a delivered resume: the
 * staff view of a delivery shows its snapshot. A file no delivery names stays closed to them.
 */
export const deliveryRegistryFiles: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [DELIVERY_PERMS.staffList])) return false;
  const found = await db.execute(sql`SELECT 1 FROM delivery
    WHERE snapshot->'resume'->>'attachmentFileId' = ${file.id} OR snapshot->'resume'->>'photoFileId' = ${file.id}
    LIMIT 1`);
  return found.rows.length > 0;
};
