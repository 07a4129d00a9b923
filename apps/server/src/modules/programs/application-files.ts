import { PROGRAM_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';
import { PROGRAM_APPLICATION_KIND } from './applications.repository';

/**
 * Staff who run talent program batches read the materials of applications handed in for review.
 * A draft's files stay the applicant's alone until it is submitted.
 */
export const programApplicationMaterials: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [PROGRAM_PERMS.batchList])) return false;
  const found = await db.execute(sql`SELECT 1 FROM program_application a
    JOIN workflow_instance w ON w.kind = ${PROGRAM_APPLICATION_KIND} AND w.subject_id = a.id
    WHERE w.status <> 'draft'
      AND a.materials @> ${JSON.stringify([{ fileId: file.id }])}::jsonb
    LIMIT 1`);
  return found.rows.length > 0;
};
