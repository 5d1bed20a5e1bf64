import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../customers/customers.tables';

/**
 * Files received through the API (docs/decisions/039): the bytes live in the storage (local
 * folder or S3) under `storage_key`; this row says what they are (type sniffed from the bytes,
 * size, sha256), who sent them, why (`purpose`, see upload-purposes.rules.ts) and who may read
 * them (`public`: served at /media/; `private`: only through GET /api/uploads/{id}/download).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    visibility: text('visibility').notNull(),
    // The uploader; an erased account leaves the file to the back office.
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_visibility_ck', sql`${t.visibility} in ('private', 'public')`),
    check('uploads_size_ck', sql`${t.sizeBytes} > 0`),
    index('uploads_owner_idx').on(t.ownerUserId),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
