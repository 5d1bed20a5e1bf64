import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A catalogue CSV checked by a dry run, kept until it is applied (docs/decisions/041): the
 * apply reads the file from here by its sha256 instead of asking for it again, recomputes the
 * plan and refuses when it differs from `plan_digest` (what the person was shown).
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  /** The file as text (decoded, BOM dropped). */
  content: text('content').notNull(),
  createdBy: integer('created_by'),
  /** `checked` (dry run done), `applied`. */
  status: text('status').notNull().default('checked'),
  lineCount: integer('line_count').notNull(),
  changeCount: integer('change_count').notNull(),
  errorCount: integer('error_count').notNull(),
  planDigest: text('plan_digest').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
