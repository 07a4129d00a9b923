import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TArchiveDocumentKind } from '@rcwb/shared';
import { type TPaging, pageOf } from '../../core/paging';
import type { TExec, TTx } from '../../core/tx';
import { type TArchiveDocumentContent, archiveDocuments } from '../../db/schema';

export function documentPage(db: TExec, kind: TArchiveDocumentKind, paging: TPaging) {
  const where = eq(archiveDocuments.kind, kind);
  return pageOf(
    paging,
    db
      .select()
      .from(archiveDocuments)
      .where(where)
      .orderBy(desc(archiveDocuments.issuedAt), desc(archiveDocuments.id)),
    db.select({ n: count() }).from(archiveDocuments).where(where),
  );
}

export async function documentById(db: TExec, id: number) {
  const [row] = await db.select().from(archiveDocuments).where(eq(archiveDocuments.id, id));
  return row;
}

export async function documentOfRequest(db: TExec, requestId: number) {
  const [row] = await db.select().from(archiveDocuments).where(eq(archiveDocuments.requestId, requestId));
  return row;
}

export async function documentByCode(db: TExec, code: string) {
  const [row] = await db.select().from(archiveDocuments).where(eq(archiveDocuments.verificationCode, code));
  return row;
}

export async function insertDocument(
  tx: TTx,
  values: {
    serial: string;
    kind: TArchiveDocumentKind;
    requestId: number | null;
    holderId: number;
    holderName: string;
    content: TArchiveDocumentContent;
    validUntil: string | null;
    verificationCode: string;
    issuedBy: number | null;
    issuedAt?: Date;
  },
) {
  const [row] = await tx.insert(archiveDocuments).values(values).returning();
  return row!;
}

/** Revokes a document once: a second revocation finds nothing to change. */
export async function revokeDocument(db: TExec, id: number) {
  const [row] = await db
    .update(archiveDocuments)
    .set({ revokedAt: new Date() })
    .where(and(eq(archiveDocuments.id, id), isNull(archiveDocuments.revokedAt)))
    .returning({ id: archiveDocuments.id });
  return row;
}
