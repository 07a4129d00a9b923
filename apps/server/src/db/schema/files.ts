import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Uploaded files; bytes live outside the web root under a generated storage key. */
export const files = pgTable(
  'file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'image' (may be shown in <img> by anyone holding the URL) or 'file' (owner/staff only). */
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    /**
     * What the file was uploaded for: 'own' (a user's record: licence, resume, feedback) or
     * 'content' (staff material published with editorial content). Only 'content' files may be
     * attached to content, so no one can publish another user's private file by its id.
     */
    purpose: text('purpose', { enum: ['own', 'content'] })
      .notNull()
      .default('own'),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('file_owner_idx').on(t.ownerId), index('file_created_idx').on(t.createdAt)],
);
