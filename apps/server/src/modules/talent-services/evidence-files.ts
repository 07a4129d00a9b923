import { TALENT_RECOGNITION_KIND, TALENT_SERVICE_KIND, TALENT_SERVICE_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';

/**
 * Reviewers read the evidence of recognitions and the materials of service requests handed in
 * to them; a draft's files stay the applicant's alone.
 */
export const talentServiceFiles: TFileReadGrant = async (db, file, user) => {
  const needle = JSON.stringify([{ fileId: file.id }]);
  if (hasPermiOr(user.permissions, [TALENT_SERVICE_PERMS.recognitionList])) {
    const found = await db.execute(sql`SELECT 1 FROM talent_recognition r
      JOIN workflow_instance w ON w.kind = ${TALENT_RECOGNITION_KIND} AND w.subject_id = r.id
      WHERE w.status <> 'draft' AND r.evidence @> ${needle}::jsonb LIMIT 1`);
    if (found.rows.length) return true;
  }
  if (hasPermiOr(user.permissions, [TALENT_SERVICE_PERMS.serviceList])) {
    const found = await db.execute(sql`SELECT 1 FROM talent_service_request q
      JOIN workflow_instance w ON w.kind = ${TALENT_SERVICE_KIND} AND w.subject_id = q.id
      WHERE w.status <> 'draft' AND q.materials @> ${needle}::jsonb LIMIT 1`);
    if (found.rows.length) return true;
  }
  return false;
};
