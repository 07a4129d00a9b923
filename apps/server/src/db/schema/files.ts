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
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('file_owner_idx').on(t.ownerId)],
);
