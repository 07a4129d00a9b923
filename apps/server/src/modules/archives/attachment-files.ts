import { ARCHIVE_PERMS, hasPermiOr } from '@rcwb/shared';
import { sql } from 'drizzle-orm';
import type { TFileReadGrant } from '../files';
import { ARCHIVE_REQUEST_KIND } from './archives.processes';

/**
 * Archivists read the materials attached to requests handed in to them. A draft's files stay the
 * holder's alone until it is submitted.
 */
export const archiveRequestAttachments: TFileReadGrant = async (db, file, user) => {
  if (!hasPermiOr(user.permissions, [ARCHIVE_PERMS.requestHandle])) return false;
  const found = await db.execute(sql`SELECT 1 FROM archive_request r
    JOIN workflow_instance w ON w.kind = ${ARCHIVE_REQUEST_KIND} AND w.subject_id = r.id
    WHERE w.status <> 'draft' AND r.attachments @> ${JSON.stringify([file.id])}::jsonb
    LIMIT 1`);
  return found.rows.length > 0;
};
